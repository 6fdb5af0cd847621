// A route's search params are checked before any of its lazy chunks load, so the checks of
// every route sit in the entry chunk. They are small functions rather than a schema library
// (zod/mini's core alone was 15 KiB of the 150 KiB first load, issue 15), and never import an
// area's contract or a page: that would put the area in every first load.
//
// The router has already parsed each value as JSON (`?n=3` is the number 3, `?b=true` the
// boolean), so a check takes `unknown` and answers the value it accepts, or undefined.
import { stripSearchParams, type SearchSchemaInput } from '@tanstack/react-router';

/** Accepts a value (answering it in its checked form) or refuses it (undefined). */
export type Check<T> = (value: unknown) => T | undefined;

/** Text of at most `max` characters (after trimming, with `trim`). A number typed in the URL reads as its digits. */
export function text(max: number, options: { trim?: boolean } = {}): Check<string> {
  return (value) => {
    const raw = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
    if (typeof raw !== 'string') return undefined;
    const s = options.trim ? raw.trim() : raw;
    return s.length <= max ? s : undefined;
  };
}

/** One of `values` exactly. */
export function oneOf<const V extends readonly [string, ...string[]]>(values: V): Check<V[number]> {
  return (value) => ((values as readonly unknown[]).includes(value) ? (value as V[number]) : undefined);
}

/** true or false. */
export const flag: Check<boolean> = (value) => (typeof value === 'boolean' ? value : undefined);

/** A whole number from `min` to `max` (a number, or digits in quotes). */
export function wholeNumber(min: number, max: number): Check<number> {
  return (value) => {
    const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max ? n : undefined;
  };
}

/** A calendar date written YYYY-MM-DD that exists (no 2025-02-30). */
export const isoDate: Check<string> = (value) => {
  if (typeof value !== 'string' || value.length !== 10) return undefined;
  const [y, m, d] = value.split('-');
  if (y?.length !== 4 || m?.length !== 2 || d?.length !== 2) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  // toISOString round-trips only a real date: Date rolls 02-30 over into March.
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : undefined;
};

/** `check`, then `also` on what it accepted (e.g. a contract's own rule for the value). */
export function refine<T>(check: Check<T>, also: (value: T) => T | undefined): Check<T> {
  return (value) => {
    const accepted = check(value);
    return accepted === undefined ? undefined : also(accepted);
  };
}

interface Param<T, Optional extends boolean> {
  check: Check<T>;
  fallback: T | undefined;
  optional: Optional;
}

/** An optional param: absent, or anything it does not accept, reads as undefined. */
export function optional<T>(check: Check<T>): Param<T, true> {
  return { check, fallback: undefined, optional: true };
}

/** A param that always has a value (a tab): absent or refused reads as `fallback`. */
export function withDefault<T>(check: Check<T>, fallback: NoInfer<T>): Param<T, false> {
  return { check, fallback, optional: false };
}

type Shape = Record<string, Param<unknown, boolean>>;
type ValueOf<P> = P extends Param<infer T, boolean> ? T : never;
type OptionalKeys<S extends Shape> = { [K in keyof S]: S[K]['optional'] extends true ? K : never }[keyof S];
type Flatten<T> = { [K in keyof T]: T[K] };

/** What a route reads: optional params may be missing, the others always have a value. */
export type SearchOutput<S extends Shape> = Flatten<
  { [K in OptionalKeys<S>]?: ValueOf<S[K]> } & { [K in Exclude<keyof S, OptionalKeys<S>>]: ValueOf<S[K]> }
>;
/** What a link or navigate may give: every param may be left out. */
export type SearchInput<S extends Shape> = { [K in keyof S]?: ValueOf<S[K]> };

/** The search type a `searchParams(...)` validator produces. */
export type SearchOf<V> = V extends (input: never) => infer O ? O : never;

/**
 * A route's `validateSearch`: each param of `shape` checked, and nothing else kept (an unknown
 * or refused param never reaches a loader or a query).
 */
export function searchParams<S extends Shape>(shape: S) {
  const validate = (input: SearchInput<S> & SearchSchemaInput): SearchOutput<S> => {
    const raw = input as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(shape)) {
      const param = shape[key]!;
      const value = raw[key] === undefined ? undefined : param.check(raw[key]);
      const result = value === undefined ? param.fallback : value;
      // An absent param stays absent (a page may spread its params over newer ones), but a refused
      // one is set to undefined: the router lays the validated params over the raw ones, and the
      // refused value must not show through.
      if (result !== undefined || key in raw) out[key] = result;
    }
    return out as SearchOutput<S>;
  };
  const defaults: Record<string, unknown> = {};
  for (const key of Object.keys(shape)) if (!shape[key]!.optional) defaults[key] = shape[key]!.fallback;
  return Object.assign(validate, { defaults: defaults as Partial<SearchOutput<S>> });
}

/**
 * A route's `search` option for params with a default: a param at its default is left out of the
 * URL (`/dns/example.com`, not `/dns/example.com?tab=records`). Without it the router, once the first
 * screen has rendered, writes the default into the address bar, which is a navigation of its own:
 * the whole route loaded and rendered a second time on every full load of the page (issue 34).
 */
export function defaultsLeftOut<T extends object>(validate: { defaults: Partial<T> }) {
  return { middlewares: [stripSearchParams<T>(validate.defaults as never)] };
}

type Exact<T extends string, V extends readonly string[]> = [Exclude<T, V[number]>] extends [never]
  ? V
  : V & { readonly missingValues: Exclude<T, V[number]> };

/**
 * `valuesOf<Status>()(['a', 'b'])`: exactly the members of a contract enum (or a page's tab
 * type), for `oneOf`. The compiler holds the list to the type it stands for, so a value
 * missing from it, or one the type does not have, is an error; the import of the type is
 * type-only and ships nothing.
 */
export function valuesOf<T extends string>() {
  return <const V extends readonly [T, ...T[]]>(values: Exact<T, V>): V => values;
}
