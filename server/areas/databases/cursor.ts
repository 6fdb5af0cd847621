// A cursor is checked against the key its listing issues before it reaches a
// query: a crafted one (a word where a time or an id goes) is a 400, not a
// failed comparison in PostgreSQL.
import { MAX_ID } from '@contract/common';
import { decodeCursor } from '@server/core/pagination';
import { ApiError } from '@server/core/problem';

type KeyKind = 'string' | 'int' | 'time' | 'number';

const fits: Record<KeyKind, (v: unknown) => boolean> = {
  // text a column can hold: no NUL, no lone surrogate
  string: (v) => typeof v === 'string' && v.length <= 64 && !v.includes('\0') && v.isWellFormed(),
  int: (v) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= MAX_ID,
  number: (v) => typeof v === 'number' && Number.isFinite(v) && v >= 0,
  time: (v) => typeof v === 'string' && !Number.isNaN(Date.parse(v)) && new Date(v).toISOString() === v,
};

/** The decoded key when `cursor` has this listing's shape; nothing when there is no cursor. */
export function checkedCursor(cursor: string | undefined, kinds: KeyKind[]): (string | number)[] | undefined {
  if (cursor === undefined) return undefined;
  const key = decodeCursor(cursor);
  if (key.length !== kinds.length || !kinds.every((k, i) => fits[k](key[i])))
    throw new ApiError('invalid_request', 'The cursor does not belong to this listing; pass back nextCursor unchanged');
  return key;
}
