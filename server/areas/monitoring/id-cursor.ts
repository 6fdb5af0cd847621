// The listings of monitors and events page by id; a cursor is one id, anything
// else is a 400 before it reaches a query.
import { MAX_ID } from '@contract/common';
import { decodeCursor } from '@server/core/pagination';
import { ApiError } from '@server/core/problem';

export function checkedIdCursor(cursor: string | undefined) {
  if (cursor === undefined) return;
  const key = decodeCursor(cursor);
  if (key.length !== 1 || !Number.isInteger(key[0]) || (key[0] as number) < 0 || (key[0] as number) > MAX_ID)
    throw new ApiError('invalid_request', 'The cursor does not belong to this listing; pass back nextCursor unchanged');
}
