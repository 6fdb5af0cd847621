// Whether a Snapback booking can be made now: asked when it is held and again
// when it is approved (time passes between the two: the drop may come closer,
// the balance may fall, another booking may be made).
import type { Db, Tx } from '@server/db/client';
import { ApiError } from '@server/core/problem';
import { droppingName } from '@server/infra/registry-reads';
import { BOOKING_CUTOFF_MS, bookedByAccount, eligibility, priceForName } from './snapback-repository';

type Q = Db | Tx;

/** Why the account cannot book `name` now (null when it can); the name must be on the drop list. */
export async function bookingBlocker(q: Q, accountId: number, name: string, dropsAt: Date, now: Date) {
  if (dropsAt.getTime() - now.getTime() < BOOKING_CUTOFF_MS)
    return `${name} drops in less than ${BOOKING_CUTOFF_MS / 60_000} minutes; bookings are closed while the catch is prepared`;
  if ((await bookedByAccount(q, accountId, [name])).has(name)) return `You have already booked ${name}`;
  const price = await priceForName(q, name);
  if (!price) return `${name} is under a TLD this registrar does not sell`;
  return (await eligibility(q, accountId, price)).reason;
}

/** The dropping name and its price, or 404 (not dropping) / 409 (cannot be booked, with the reason). */
export async function assertBookable(q: Q, accountId: number, name: string, now: Date) {
  const row = await droppingName(q, name);
  if (!row)
    throw new ApiError(
      'not_found',
      `${name} is not about to drop: it is not pending deletion at another registrar, so it cannot be booked`,
    );
  const blocker = await bookingBlocker(q, accountId, name, row.dropsAt, now);
  if (blocker) throw new ApiError('conflict', blocker);
  return { row, price: (await priceForName(q, name))! };
}
