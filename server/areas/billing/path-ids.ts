// Ids named in a path: digit strings that must fit the database's int4, and a
// body or query id that must repeat the path's id (the spec's billing_address_id, card_id).
import { MAX_ID } from '@contract/common';
import { ApiError } from '@server/core/problem';

/** Path ids are digit strings; beyond int4 nothing can match (and Postgres would refuse the comparison). */
export function pathId(raw: string | number): number | null {
  const n = Number(raw);
  return Number.isSafeInteger(n) && n >= 1 && n <= MAX_ID ? n : null;
}

/** A body or query id that must repeat the path's id (the spec's billing_address_id, card_id). */
export function sameId(field: string, given: number, pathValue: string) {
  if (String(given) !== pathValue) {
    throw new ApiError('validation_failed', `${field}: ${given} does not match ${pathValue} in the path`, {
      errors: [{ path: field, message: `Must be ${pathValue}, the id in the path`, code: 'id_mismatch' }],
    });
  }
}
