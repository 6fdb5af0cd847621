// Snapback's data: the registry's drop list (names at other registrars in
// pendingDelete, with the moment each is released), the bookings on them, and
// whether an account may book (its balance and how many bookings it holds).
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { snapbackBookings } from '@server/db/schema/domains';
import { ApiError } from '@server/core/problem';
import { tldOf, type TldRow } from '@server/infra/registry';
import { lowestSnapbackCents, tldRow } from '@server/infra/registry-reads';
import { accountById } from '@server/areas/account/public';
import { priceOf, type Price } from './pricing';

type Q = Db | Tx;
export type BookingRow = typeof snapbackBookings.$inferSelect;

/** At most this many bookings waiting for their drop, per account. */
export const MAX_ACTIVE_BOOKINGS = 10;
/** Bookings close this long before the drop: the catch is being prepared. */
export const BOOKING_CUTOFF_MS = 5 * 60_000;

/** Where a dropping name is: bookable, about to drop (bookings closed), or released and not yet caught. */
export function dropState(dropsAt: Date, now: Date): 'pending_delete' | 'dropping' | 'dropped' {
  const left = dropsAt.getTime() - now.getTime();
  return left <= 0 ? 'dropped' : left < BOOKING_CUTOFF_MS ? 'dropping' : 'pending_delete';
}

/** The Snapback price of a name (VAT included when shown), from its TLD's row. */
export const snapbackPrice = (tld: TldRow): Price => priceOf(tld, 'snapback');

/** The price shown without a name: the lowest any TLD has ("from"). */
export async function defaultSnapbackPrice(q: Q): Promise<Price> {
  return priceOf({ snapbackCents: await lowestSnapbackCents(q) } as TldRow, 'snapback');
}

export async function priceForName(q: Q, name: string) {
  const tld = await tldRow(q, tldOf(name));
  return tld ? snapbackPrice(tld) : null;
}

export async function accountBalance(q: Q, accountId: number) {
  const a = (await accountById(q, accountId))!;
  return { cents: a.balanceCents, currency: a.currency, email: a.email };
}

export async function activeBookingCount(q: Q, accountId: number) {
  const [row] = await q
    .select({ n: count() })
    .from(snapbackBookings)
    .where(and(eq(snapbackBookings.accountId, accountId), eq(snapbackBookings.status, 'booked')));
  return row!.n;
}

/** How many bookings (of any account) wait for a name's drop. */
export async function bookingCount(q: Q, name: string) {
  const [row] = await q
    .select({ n: count() })
    .from(snapbackBookings)
    .where(and(eq(snapbackBookings.domain, name), eq(snapbackBookings.status, 'booked')));
  return row!.n;
}

/** Of these names, the ones the account has booked. */
export async function bookedByAccount(q: Q, accountId: number, names: string[]) {
  if (!names.length) return new Set<string>();
  const rows = await q
    .select({ domain: snapbackBookings.domain })
    .from(snapbackBookings)
    .where(
      and(
        eq(snapbackBookings.accountId, accountId),
        eq(snapbackBookings.status, 'booked'),
        inArray(snapbackBookings.domain, names),
      ),
    );
  return new Set(rows.map((r) => r.domain));
}

export interface Eligibility {
  eligible: boolean;
  reason: string | null;
  balanceCents: number;
  currency: string;
  activeBookings: number;
}

const fmt = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency}`;

/** Whether the account can book at `price`: its balance covers it and it holds fewer than the maximum bookings. */
export async function eligibility(q: Q, accountId: number, price: Price): Promise<Eligibility> {
  const balance = await accountBalance(q, accountId);
  const activeBookings = await activeBookingCount(q, accountId);
  const reason =
    activeBookings >= MAX_ACTIVE_BOOKINGS
      ? `You have ${activeBookings} active Snapback bookings, the most at once; wait for one to drop first`
      : balance.cents < price.totalCents
        ? `Your balance of ${fmt(balance.cents, balance.currency)} does not cover the price of ${fmt(price.totalCents, price.currency)}; add funds first (it is charged only if the catch succeeds)`
        : null;
  return { eligible: reason === null, reason, balanceCents: balance.cents, currency: balance.currency, activeBookings };
}

/** One booking of the acting account: another account's is 403 `not_owned`, none 404. */
export async function ownedBooking(q: Q, accountId: number, id: number) {
  const [row] = await q.select().from(snapbackBookings).where(eq(snapbackBookings.id, id));
  if (!row) throw new ApiError('not_found', `No Snapback booking ${id}`);
  if (row.accountId !== accountId) throw new ApiError('not_owned', `Snapback booking ${id} belongs to another account`);
  return row;
}

/** The bookings waiting on these names, the earliest first (the order the catch serves them in). */
export function waitingBookings(tx: Tx, names: string[]) {
  return tx
    .select()
    .from(snapbackBookings)
    .where(and(inArray(snapbackBookings.domain, names), eq(snapbackBookings.status, 'booked')))
    .orderBy(snapbackBookings.createdAt, snapbackBookings.id)
    .for('update');
}
