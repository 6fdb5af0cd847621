// Turns the contract's zod schemas into fast-check arbitraries that mostly
// produce values the schema accepts: formats, lengths, ranges, enums, optional
// keys. Refinements are not solved (a value may still fail one); the fuzzer
// counts how many requests the operation's own schemas accept.
import fc from 'fast-check';
import { z } from 'zod';

/** A value from the seeded estate for a field of this name (a domain for `input`, an invoice id for `invoice`). */
export type Hint = (key: string) => fc.Arbitrary<unknown> | undefined;

interface Check {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number | bigint;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

// zod 4 keeps a schema's kind and parts in `_zod.def`; the public types do not expose it.
interface Def {
  type: string;
  checks?: { _zod: { def: Check } }[];
  format?: string;
  pattern?: RegExp;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  items?: z.ZodType[];
  options?: z.ZodType[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  values?: unknown[];
  entries?: Record<string, string | number>;
  getter?: () => z.ZodType;
  coerce?: boolean;
}

export const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (d: Def) => (d.checks ?? []).map((c) => c._zod.def);
export const isOptional = (s: z.ZodType) => (s as unknown as { _zod: { optin?: string } })._zod.optin === 'optional';

const MAX_DEPTH = 6;

/** Mostly-valid values of `schema`; `key` is the field's name, for hints. */
export function arbitraryFor(
  schema: z.ZodType,
  hint: Hint = () => undefined,
  key = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  const own = arbitraryOfKind(schema, hint, key, depth);
  const hinted = key ? hint(key) : undefined;
  return hinted ? fc.oneof({ weight: 4, arbitrary: hinted }, { weight: 1, arbitrary: own }) : own;
}

// Formats the contract declares in .meta() (its validators are transforms a generator cannot read).
const metaFormats: Record<string, () => fc.Arbitrary<unknown>> = {
  'idn-email': () => emailArbitrary,
  email: () => emailArbitrary,
  'idn-hostname': () => domainArbitrary,
  hostname: () => domainArbitrary,
};

function arbitraryOfKind(schema: z.ZodType, hint: Hint, key: string, depth: number): fc.Arbitrary<unknown> {
  const format = z.globalRegistry.get(schema)?.format;
  if (typeof format === 'string' && metaFormats[format]) return metaFormats[format]();
  const d = defOf(schema);
  const inner = (s: z.ZodType, k = key) => arbitraryFor(s, hint, k, depth + 1);
  switch (d.type) {
    case 'string':
      return stringArbitrary(d);
    case 'number':
      return numberArbitrary(d);
    case 'int':
      return numberArbitrary(d);
    case 'boolean':
      return fc.boolean();
    case 'bigint':
      return fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n });
    case 'literal':
      return fc.constantFrom(...d.values!);
    case 'enum':
      return fc.constantFrom(...Object.values(d.entries!));
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'date':
      return fc.date({ noInvalidDate: true });
    case 'optional':
      return fc.option(inner(d.innerType!), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(inner(d.innerType!), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
      return fc.option(inner(d.innerType!), { nil: undefined, freq: 4 });
    case 'catch':
    case 'readonly':
    case 'nonoptional':
    case 'success':
      return inner(d.innerType!);
    case 'pipe':
      // The input side decides what a caller sends; a bare transform has none.
      return defOf(d.in!).type === 'transform' ? inner(d.out!) : inner(d.in!);
    case 'lazy':
      return depth > MAX_DEPTH ? fc.constant(null) : inner(d.getter!());
    case 'object':
      return objectArbitrary(d.shape!, hint, depth);
    case 'array': {
      const c = checksOf(d);
      const min = c.find((x) => x.check === 'min_length')?.minimum ?? 0;
      const max = c.find((x) => x.check === 'max_length')?.maximum ?? 4;
      const exact = c.find((x) => x.check === 'length_equals')?.length;
      if (depth > MAX_DEPTH) return fc.constant([]);
      return fc.array(inner(d.element!, ''), {
        minLength: exact ?? min,
        maxLength: exact ?? Math.max(min, Math.min(max, min + 4)),
      });
    }
    case 'tuple':
      return fc.tuple(...d.items!.map((s) => inner(s)));
    case 'union':
      return fc.oneof(...d.options!.map((s) => inner(s)));
    case 'intersection':
      return fc.tuple(inner(d.left!), inner(d.right!)).map(([l, r]) => (isPlain(l) && isPlain(r) ? { ...l, ...r } : l));
    case 'record':
      return fc.dictionary(inner(d.keyType!, '').map(String), inner(d.valueType!, ''), { maxKeys: 3 });
    default:
      // any, unknown, custom, transform: any JSON value.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

const isPlain = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function objectArbitrary(shape: Record<string, z.ZodType>, hint: Hint, depth: number) {
  const keys = Object.keys(shape);
  const arbs = Object.fromEntries(keys.map((k) => [k, arbitraryFor(shape[k]!, hint, k, depth + 1)]));
  const requiredKeys = keys.filter((k) => !isOptional(shape[k]!));
  return fc.record(arbs, { requiredKeys }).map((o) => {
    // fc.record leaves optional keys out or in; an explicit `undefined` is dropped so JSON matches.
    for (const k of Object.keys(o))
      if ((o as Record<string, unknown>)[k] === undefined) delete (o as Record<string, unknown>)[k];
    return o;
  });
}

const domainArbitrary = fc.oneof(
  { weight: 4, arbitrary: fc.stringMatching(/^[a-z0-9]{1,12}(-[a-z0-9]{1,6})?\.(com|org|net|se|fi|example)$/) },
  { weight: 1, arbitrary: fc.domain() },
);

// zod's email check is stricter than RFC 5322 (no quoted parts): mostly plain addresses, some odd ones.
const emailArbitrary = fc.oneof(
  { weight: 4, arbitrary: fc.stringMatching(/^[a-z0-9][a-z0-9_+-]{0,14}@[a-z0-9]{1,12}\.(com|org|net|se|example)$/) },
  { weight: 1, arbitrary: fc.emailAddress() },
);

// A string schema's arbitrary, built once per schema: fast-check builds a pattern's arbitrary (fc.stringMatching)
// with a scan of every character of its default strings, which cost half of the ownership matrix's time when
// every request built it again. An arbitrary holds no state, so the same seed still draws the same values.
const stringArbitraries = new WeakMap<Def, fc.Arbitrary<string>>();

function stringArbitrary(d: Def): fc.Arbitrary<string> {
  let arb = stringArbitraries.get(d);
  if (!arb) {
    arb = newStringArbitrary(d);
    stringArbitraries.set(d, arb);
  }
  return arb;
}

function newStringArbitrary(d: Def): fc.Arbitrary<string> {
  const c = checksOf(d);
  const exact = c.find((x) => x.check === 'length_equals')?.length;
  const min = exact ?? c.find((x) => x.check === 'min_length')?.minimum ?? 0;
  const max = exact ?? c.find((x) => x.check === 'max_length')?.maximum ?? Math.max(min, 40);
  const formats = [d, ...c].map((x) => x.format).filter(Boolean) as string[];
  const patterns = [d.pattern, ...c.map((x) => x.pattern)].filter((p): p is RegExp => p instanceof RegExp);
  const fit = (a: fc.Arbitrary<string>) =>
    a.map((s) => (s.length > max ? s.slice(0, max) : s.length < min ? s + 'a'.repeat(min - s.length) : s));
  const format = formats.find((f) => f !== 'regex');
  switch (format) {
    case 'email':
      // zod's email check is stricter than RFC 5322 (no quoted parts); mostly plain addresses, some odd ones.
      return fit(
        fc.oneof(
          {
            weight: 4,
            arbitrary: fc.stringMatching(/^[a-z0-9][a-z0-9_+-]{0,14}@[a-z0-9]{1,12}\.(com|org|net|se|example)$/),
          },
          { weight: 1, arbitrary: fc.emailAddress() },
        ),
      );
    case 'url':
      return fit(fc.webUrl());
    case 'datetime':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
        .map((x) => x.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
        .map((x) => x.toISOString().slice(0, 10));
    case 'ipv4':
      return fc.ipV4();
    case 'ipv6':
      return fc.ipV6();
    case 'uuid':
    case 'guid':
      return fc.uuid();
  }
  for (const p of patterns) {
    try {
      return fit(fc.stringMatching(p));
    } catch {
      // fast-check cannot build from some regex features (look-arounds); fall back to plain text.
    }
  }
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength: min, maxLength: Math.min(max, min + 24) }) },
    { weight: 1, arbitrary: fit(fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max, min + 12) })) },
  );
}

function numberArbitrary(d: Def): fc.Arbitrary<number> {
  const c = checksOf(d);
  const isInt = c.some((x) => x.check === 'number_format' && /int/.test(x.format ?? '')) || d.type === 'int';
  let min = -1e9;
  let max = 1e9;
  let minExclusive = false;
  let maxExclusive = false;
  for (const x of c) {
    if (x.check === 'greater_than' && typeof x.value === 'number' && x.value > min) {
      min = x.value;
      minExclusive = !x.inclusive;
    }
    if (x.check === 'less_than' && typeof x.value === 'number' && x.value < max) {
      max = x.value;
      maxExclusive = !x.inclusive;
    }
  }
  if (isInt) {
    const lo = Math.ceil(minExclusive ? min + 1 : min);
    const hi = Math.floor(maxExclusive ? max - 1 : max);
    if (lo > hi) return fc.constant(lo);
    // Boundaries are where off-by-one bugs live; draw them often.
    return fc.oneof(
      { weight: 3, arbitrary: fc.integer({ min: lo, max: hi }) },
      { weight: 1, arbitrary: fc.constantFrom(lo, hi) },
    );
  }
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc.double({
        min,
        max,
        minExcluded: minExclusive,
        maxExcluded: maxExclusive,
        noNaN: true,
        noDefaultInfinity: true,
      }),
    },
    { weight: 1, arbitrary: fc.constantFrom(minExclusive ? min + 0.01 : min, maxExclusive ? max - 0.01 : max) },
  );
}
