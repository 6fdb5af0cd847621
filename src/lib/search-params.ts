// A route's search params are checked before any of its lazy chunks load, so the checks
// of every route sit in the entry chunk. They are written with zod's tree-shakable
// `zod/mini` (a few KiB, where the full API the contract uses is four times that), and
// never import an area's contract or a page: that would put the area in every first load.
import * as z from 'zod/mini';

/** An optional param: absent, or anything it does not accept, reads as undefined. */
export const optional = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

/** Text of at most `max` characters. */
export const text = (max: number) => z.string().check(z.maxLength(max));

/** A param that always has a value (a tab): absent or unknown reads as `fallback`. */
export const withDefault = <T extends z.ZodMiniType>(schema: T, fallback: z.output<T>) =>
  z._default(z.catch(schema, fallback), fallback as never);

type Exact<T extends string, V extends readonly string[]> = [Exclude<T, V[number]>] extends [never]
  ? V
  : V & { readonly missingValues: Exclude<T, V[number]> };

/**
 * `valuesOf<Status>()(['a', 'b'])`: exactly the members of a contract enum (or a page's
 * tab type), for `z.enum`. The compiler holds the list to the type it stands for, so a
 * value missing from it, or one the type does not have, is an error; the import of the
 * type is type-only and ships nothing.
 */
export function valuesOf<T extends string>() {
  return <const V extends readonly [T, ...T[]]>(values: Exact<T, V>): V => values;
}
