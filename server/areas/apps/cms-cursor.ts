// Keyset cursors of the listings inside a CMS install (users by id, content by
// date and id, plugins and themes by slug). A cursor is checked against the key
// its listing issues before it reaches a query: a crafted one (a word where a
// time or an id goes) is a 400, not a failed comparison in PostgreSQL.
import { MAX_ID } from '@contract/common';
import { decodeCursor, encodeCursor } from '@server/core/pagination';
import { ApiError } from '@server/core/problem';

type KeyKind = 'string' | 'int' | 'time';

const fits: Record<KeyKind, (v: unknown) => boolean> = {
  string: (v) => typeof v === 'string' && v.length <= 200 && !v.includes('\0') && v.isWellFormed(),
  int: (v) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= MAX_ID,
  time: (v) => typeof v === 'string' && !Number.isNaN(Date.parse(v)) && new Date(v).toISOString() === v,
};

/** The decoded key when `cursor` has this listing's shape; undefined when there is no cursor. */
export function cursorKey(cursor: string | undefined, kinds: KeyKind[]): (string | number)[] | undefined {
  if (cursor === undefined) return undefined;
  const key = decodeCursor(cursor);
  if (key.length !== kinds.length || !kinds.every((k, i) => fits[k](key[i])))
    throw new ApiError('invalid_request', 'The cursor does not belong to this listing; pass back nextCursor unchanged');
  return key;
}

/** The page envelope from limit+1 fetched rows. */
export function pageOf<Row, Out>(
  rows: Row[],
  limit: number,
  total: number,
  keyOf: (row: Row) => (string | number)[],
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
