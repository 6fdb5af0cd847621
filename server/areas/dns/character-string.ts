// RFC 1035 character-strings are bytes, not characters. A zone file spells
// them as text in which `\DDD` is one byte and `\X` is the character X; the
// text itself is UTF-8. So `"caf\195\169"`, `"café"` and `caf\195\169` are
// the same four-byte string, and every limit (255 per string) counts bytes.
// The platform's UTF-8 codec decides what is valid UTF-8; nothing here
// decodes UTF-8 by hand.

const encoder = new TextEncoder();
/** Lossy on purpose: text shown to a person; the bytes themselves are kept elsewhere. */
const lossy = new TextDecoder('utf-8');
const strict = new TextDecoder('utf-8', { fatal: true });

export const utf8 = (s: string): Uint8Array => encoder.encode(s);
export const utf8Length = (s: string): number => encoder.encode(s).length;

/** The bytes as text; bytes that are not UTF-8 show as U+FFFD. */
export const bytesText = (bytes: Uint8Array): string => lossy.decode(bytes);

/** The bytes as text when they are valid UTF-8, else null. */
export function utf8Text(bytes: Uint8Array): string | null {
  try {
    return strict.decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Text of exactly as many UTF-8 bytes as `bytes`, for checks that count
 * bytes (the contract's 255 per string): bytes that are not UTF-8 stand as
 * `?`, one byte each, where U+FFFD would count three.
 */
export function sameLengthText(bytes: Uint8Array): string {
  const text = utf8Text(bytes);
  if (text !== null) return text;
  let out = '';
  for (let i = 0; i < bytes.length;) {
    const n = sequenceAt(bytes, i);
    out += n ? strict.decode(bytes.subarray(i, i + n)) : '?';
    i += n || 1;
  }
  return out;
}

export function concatBytes(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

export class EscapeError extends Error {}

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';

/**
 * The bytes a zone-file token stands for (RFC 1035 §5.1), quoted or not:
 * `\DDD` is the byte DDD (000-255), `\X` is X, anything else is its UTF-8.
 */
export function unescapeBytes(raw: string): Uint8Array {
  if (!raw.includes('\\')) return utf8(raw);
  const out: number[] = [];
  let plain = '';
  const flush = () => {
    if (plain) out.push(...utf8(plain));
    plain = '';
  };
  const chars = [...raw]; // by code point, so `\` followed by an emoji escapes the whole emoji
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    if (c !== '\\') {
      plain += c;
      continue;
    }
    const next = chars[i + 1];
    if (next === undefined) throw new EscapeError('A backslash \\ ends the text; write \\\\ for a backslash');
    if (isDigit(next)) {
      const digits = chars.slice(i + 1, i + 4).join('');
      if (!(digits.length === 3 && [...digits].every(isDigit)))
        throw new EscapeError(
          `\\${digits.replace(/\D.*$/, '')} is not an escape: a byte is written as three digits, \\000 to \\255`,
        );
      const value = Number(digits);
      if (value > 255) throw new EscapeError(`\\${digits} is not a byte value (\\000 to \\255)`);
      flush();
      out.push(value);
      i += 3;
    } else {
      plain += next;
      i += 1;
    }
  }
  flush();
  return Uint8Array.from(out);
}

/** The length of the valid UTF-8 sequence at `i` (per the platform codec), or 0. */
function sequenceAt(bytes: Uint8Array, i: number): number {
  const lead = bytes[i]!;
  const n =
    lead < 0x80
      ? 1
      : lead >= 0xc2 && lead <= 0xdf
        ? 2
        : lead >= 0xe0 && lead <= 0xef
          ? 3
          : lead >= 0xf0 && lead <= 0xf4
            ? 4
            : 0;
  if (n <= 1 || i + n > bytes.length) return n === 1 ? 1 : 0;
  try {
    strict.decode(bytes.subarray(i, i + n));
    return n;
  } catch {
    return 0;
  }
}

// Characters written as \DDD bytes in a file even though they are valid
// UTF-8: controls (C0, DEL, C1), line and paragraph separators and the
// bidirectional controls, which would break a line or hide what a file says.
const ESCAPED = /[\p{Cc}\p{Zl}\p{Zp}\p{Bidi_Control}]/u;

const ddd = (b: number) => `\\${String(b).padStart(3, '0')}`;

/**
 * The bytes as a quoted zone-file string that reads back to exactly these
 * bytes: `"` and `\` escaped, printable UTF-8 written as itself, every other
 * byte (controls, bytes that are not UTF-8) as `\DDD`.
 */
export function quoteBytes(bytes: Uint8Array): string {
  // The usual case, text with no byte to escape: one decode for the whole string.
  const text = utf8Text(bytes);
  if (text !== null && !ESCAPED.test(text)) return `"${text.replace(/["\\]/g, (c) => `\\${c}`)}"`;
  let out = '"';
  for (let i = 0; i < bytes.length;) {
    const n = sequenceAt(bytes, i);
    if (n === 0) {
      out += ddd(bytes[i]!);
      i += 1;
      continue;
    }
    const ch = n === 1 ? String.fromCharCode(bytes[i]!) : strict.decode(bytes.subarray(i, i + n));
    if (ch === '"' || ch === '\\') out += `\\${ch}`;
    else if (ESCAPED.test(ch)) for (const b of bytes.subarray(i, i + n)) out += ddd(b);
    else out += ch;
    i += n;
  }
  return `${out}"`;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Text split into pieces of at most `max` UTF-8 bytes, only between
 * characters as a person sees them (grapheme clusters: an emoji with its
 * skin tone or its ZWJ family stays whole); a single cluster longer than
 * `max` is split between code points, never inside one.
 */
export function splitText(text: string, max = 255): string[] {
  if (utf8Length(text) <= max) return [text];
  const out: string[] = [];
  let cur = '';
  let curLen = 0;
  const push = (piece: string, len: number) => {
    if (curLen + len > max && cur) {
      out.push(cur);
      cur = '';
      curLen = 0;
    }
    cur += piece;
    curLen += len;
  };
  for (const { segment } of graphemes.segment(text)) {
    const len = utf8Length(segment);
    if (len <= max) push(segment, len);
    else for (const cp of segment) push(cp, utf8Length(cp));
  }
  if (cur) out.push(cur);
  return out;
}

/**
 * Bytes split into strings of at most `max` bytes: at character boundaries
 * when they are UTF-8 text; bytes that are not text have no characters to
 * respect and are cut every `max` bytes.
 */
export function splitBytes(bytes: Uint8Array, max = 255): Uint8Array[] {
  if (bytes.length <= max) return [bytes];
  const text = utf8Text(bytes);
  if (text !== null) return splitText(text, max).map(utf8);
  const out: Uint8Array[] = [];
  for (let i = 0; i < bytes.length; i += max) out.push(bytes.subarray(i, i + max));
  return out;
}
