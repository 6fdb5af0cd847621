// What an attacker or a broken client sends: control characters, odd Unicode,
// numbers past every integer type, wrong types, hostile path ids and broken JSON.
import fc from 'fast-check';

/** A JSON token written as is (numbers JSON.stringify cannot produce: 1e400, -0, 2^64). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text for a value that may hold RawJson tokens; strings keep lone surrogates as \u escapes. */
export function toJsonText(v: unknown): string {
  if (v instanceof RawJson) return v.text;
  if (Array.isArray(v)) return `[${v.map(toJsonText).join(',')}]`;
  if (v !== null && typeof v === 'object') {
    return `{${Object.entries(v)
      .filter(([, x]) => x !== undefined)
      .map(([k, x]) => `${JSON.stringify(k)}:${toJsonText(x)}`)
      .join(',')}}`;
  }
  return v === undefined ? 'null' : JSON.stringify(v);
}

const controls = Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)).concat('\u007f', '\u0085');

export const hostileStrings: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  controls.join(''),
  '\r\nX-Injected: 1',
  '\u202eevil\u202c', // RTL override
  '\u200f\u200e\u061c', // RTL / LTR / Arabic marks
  '\u200b\u200c\u200d\ufeff', // zero-width and BOM
  '\u2028\u2029',
  '\ud800', // lone high surrogate
  '\udfff', // lone low surrogate
  'x\udc00y\ud83d',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  'e\u0301'.repeat(300), // combining marks
  'Ａｄｍｉｎ', // fullwidth
  '١٢٣', // Arabic-Indic digits
  '１２３', // fullwidth digits
  '𝟙𝟚𝟛', // mathematical digits
  "' OR '1'='1' --",
  '"; DROP TABLE accounts; --',
  '%_\\',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../etc/passwd',
  '..%2f..%2f',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '(a+)+$',
  '[',
  '*',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x1f',
  '999999999999999999999',
  'xn--',
  'müller.de',
  'EXAMPLE.COM.',
  'a'.repeat(64) + '.com',
  '"a b"@example.com',
  'a@b@c',
  '@',
  '.',
  '/',
  'a'.repeat(256),
  'ü'.repeat(1_000),
  'a'.repeat(10_000),
];

export const hostileNumbers: readonly RawJson[] = [
  '0',
  '-0',
  '-1',
  '1.5',
  '0.1',
  '2147483647',
  '2147483648',
  '-2147483649',
  '4294967296',
  '9007199254740991',
  '9007199254740993',
  '9223372036854775807',
  '9223372036854775808',
  '18446744073709551616',
  '999999999999999999999',
  '123456789012345678901234567890',
  '1e20',
  '1e308',
  '1e400', // parses to Infinity
  '-1e400',
  '5e-324',
  '1E2',
].map((t) => new RawJson(t));

/** A wrong-typed or hostile value for any JSON field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom<unknown>(...hostileStrings) },
  { weight: 3, arbitrary: fc.constantFrom<unknown>(...hostileNumbers) },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [1, 2], { $gt: '' }, ['a'], { a: { b: {} } }),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.integer() },
);

/**
 * Path ids as they appear in a URL. Entries starting with "raw:" are sent without
 * percent-encoding (so `%00` reaches the router as an escape, not as "%2500").
 */
export const hostilePathIds: readonly string[] = [
  '999999999999999999999',
  '9223372036854775808',
  '2147483648',
  '4294967296',
  '18446744073709551616',
  '-1',
  '0',
  '00000001',
  '1e3',
  '0x10',
  '1.0',
  ' 1',
  '١٢٣',
  '１２３',
  '𝟙',
  '1\u0000',
  'NaN',
  'Infinity',
  'null',
  '\u202e1',
  '💥',
  '9'.repeat(300),
  "1' OR '1'='1",
  'raw:%00',
  'raw:1%00',
  'raw:..%2f',
  'raw:..%2F..%2Fetc%2Fpasswd',
  'raw:%2e%2e',
  'raw:%ff',
  'raw:%',
  'raw:%zz',
  'raw:%ED%A0%80', // a lone surrogate as (invalid) UTF-8
  'raw:%C0%AF', // overlong '/'
  'raw:%u0031',
  'raw:1;x=1',
];

/** Request bodies that are not the JSON the operation wants at all. */
export const brokenBodies: readonly string[] = [
  '{',
  '}',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}garbage',
  '\ufeff{}',
  '[]',
  '[{}]',
  '"text"',
  '42',
  'null',
  'true',
  'NaN',
  '{"a":NaN}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '\u0000',
  'a=1&b=2',
  '<xml/>',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"a":1,"a":2}',
  ' ',
];

/** Oversized or deeply nested JSON: rare, because each costs real time to build and parse. */
export const hugeBodies: readonly (() => string)[] = [
  () => `{"x":"${'a'.repeat(2_000_000)}"}`,
  () => `[${'1,'.repeat(200_000)}1]`,
  () => '['.repeat(50_000) + ']'.repeat(50_000),
  () => '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000),
  () => `{${Array.from({ length: 20_000 }, (_, i) => `"k${i}":${i}`).join(',')}}`,
];

/** Query values are strings; these break the usual parsers. Raw ones skip encoding as above. */
export const hostileQueryValues: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...hostileStrings.filter((s) => s.length < 2_000)) },
  { weight: 2, arbitrary: fc.constantFrom(...hostilePathIds) },
  { weight: 2, arbitrary: fc.constantFrom(...hostileNumbers.map((n) => n.text)) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
);

/**
 * Percent-encode for a URL, keeping "raw:" values as written. A lone surrogate
 * cannot be encodeURIComponent'ed; it goes out as its (invalid) UTF-8 bytes.
 */
export function encodeUrlPart(v: string): string {
  if (v.startsWith('raw:')) return v.slice(4);
  let out = '';
  for (const ch of v) {
    const cp = ch.codePointAt(0)!;
    if (cp >= 0xd800 && cp <= 0xdfff) {
      out += [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(ch);
  }
  return out;
}
