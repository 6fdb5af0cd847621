// Keyset cursors of the apps listings (the sorted ones add their sort: list-sort.ts;
// plugins and themes go by slug). A cursor is checked against the key
// its listing issues before it reaches a query: a crafted one (a word where a
// time or an id goes) is a 400, not a failed comparison in PostgreSQL.
import { MAX_ID } from '@contract/common';
import { decodeCursor, encodeCursor } from '@server/core/pagination';
import { ApiError } from '@server/core/problem';

export type KeyKind = 'string' | 'int' | 'time';
export type Key = string | number;

const fits: Record<KeyKind, (v: unknown) => boolean> = {
  string: (v) => typeof v === 'string' && v.length <= 200 && !v.includes('\0') && v.isWellFormed(),
  int: (v) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= MAX_ID,
  time: (v) => typeof v === 'string' && !Number.isNaN(Date.parse(v)) && new Date(v).toISOString() === v,
};

/** The decoded key when `cursor` has this listing's shape; undefined when there is no cursor. */
export function cursorKey(cursor: string | undefined, kinds: KeyKind[]): Key[] | undefined {
  if (cursor === undefined) return undefined;
  return checkedKey(decodeCursor(cursor), kinds);
}

/** A decoded key, when each value is of its kind (a 400 otherwise). */
export function checkedKey(key: Key[], kinds: KeyKind[]): Key[] {
  if (key.length !== kinds.length || !kinds.every((k, i) => fits[k](key[i])))
    throw new ApiError('invalid_request', 'The cursor does not belong to this listing; pass back nextCursor unchanged');
  return key;
}

/** The page envelope from limit+1 fetched rows. */
export function pageOf<Row, Out>(
  rows: Row[],
  limit: number,
  total: number,
  keyOf: (row: Row) => Key[],
  map: (row: Row) => Out,
) {
  const hasMore = rows.length > limit;
  const shown = hasMore ? rows.slice(0, limit) : rows;
  return {
    data: shown.map(map),
    hasMore,
    nextCursor: hasMore ? encodeCursor(keyOf(shown.at(-1)!)) : null,
    total,
  };
}
