// A cursor is checked against the key its listing issues before it reaches a
// query: a crafted one (a word where a time or an id goes) is a 400, not a
// failed comparison in PostgreSQL.
import { MAX_ID } from '@contract/common';
import { decodeCursor } from '@server/core/pagination';
import { ApiError } from '@server/core/problem';

export type KeyKind = 'string' | 'int' | 'time' | 'number' | 'bigint';

const fits: Record<KeyKind, (v: unknown) => boolean> = {
  // text a column can hold: no NUL, no lone surrogate
  string: (v) => typeof v === 'string' && v.length <= 64 && !v.includes('\0') && v.isWellFormed(),
  int: (v) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= MAX_ID,
  number: (v) => typeof v === 'number' && Number.isFinite(v) && v >= 0,
  // a bigint column's whole number (bytes): a fraction would fail the comparison in PostgreSQL
  bigint: (v) => Number.isSafeInteger(v) && (v as number) >= 0,
  time: (v) => typeof v === 'string' && !Number.isNaN(Date.parse(v)) && new Date(v).toISOString() === v,
};

/** The decoded key when `cursor` has this listing's shape; nothing when there is no cursor. */
export function checkedCursor(cursor: string | undefined, kinds: KeyKind[]): (string | number)[] | undefined {
  if (cursor === undefined) return undefined;
  return checkedKey(decodeCursor(cursor), kinds);
}

/**
 * The same for a listing with `sort` (ADR 035), whose cursors start with the sort they were issued
 * under: a cursor of this sort is checked, one of another sort is left to the keyset, which refuses
 * it as such ("start again without it").
 */
export function checkedSortedCursor(cursor: string | undefined, sort: string, kinds: KeyKind[]) {
  if (cursor === undefined) return;
  const [issuedUnder, ...key] = decodeCursor(cursor);
  if (issuedUnder === sort) checkedKey(key, kinds);
}

function checkedKey(key: (string | number)[], kinds: KeyKind[]) {
  if (key.length !== kinds.length || !kinds.every((k, i) => fits[k](key[i])))
    throw new ApiError('invalid_request', 'The cursor does not belong to this listing; pass back nextCursor unchanged');
  return key;
}
