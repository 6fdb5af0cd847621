// Snapback: eligibility and cost, the drop list (searchable, soonest first or as sorted),
// one dropping name, the account's bookings, and the held booking (tier C).
// Nothing is charged when booking: the catch (snapback-catch.ts) charges the
// winner when the name drops and becomes its domain.
import { and, eq } from 'drizzle-orm';
import { domainsOps } from '@contract/domains';
import { domainSearchForm } from '@contract/domain-name';
import { domainWarnings } from '@contract/domain-scripts';
import { SNAPBACK_BOOKING_SORT_DEFAULT, SNAPBACK_BOOKING_SORTS, sortOf, type SortValue } from '@contract/list-sorts';
import { snapbackBookings } from '@server/db/schema/domains';
import { implement } from '@server/core/area';
import type { PendingRow } from '@server/core/holds';
import { money } from '@server/core/money';
import { isoKey, paginateTable, sortedOrDefault, type SortKey } from '@server/core/pagination';
import { ApiError } from '@server/core/problem';
import { tldOf } from '@server/infra/registry';
import { droppingName, pageOfDropList, tldRows } from '@server/infra/registry-reads';
import { priceMoney } from './pricing';
import { assertBookable, bookingBlocker } from './snapback-booking';
import { presentBooking, presentDropping } from './snapback-presenter';
import {
  MAX_ACTIVE_BOOKINGS,
  bookedByAccount,
  bookingCount,
  defaultSnapbackPrice,
  eligibility,
  ownedBooking,
  priceForName,
  snapbackPrice,
  type BookingRow,
} from './snapback-repository';

type BookingSort = (typeof SNAPBACK_BOOKING_SORTS)[number];

// Ids are handed out as bookings are made: `booked` is the id order.
const bookingSortKeys: Record<Exclude<BookingSort, 'booked'>, SortKey<BookingRow>> = {
  domain: [snapbackBookings.domain, (r) => r.domain],
  drops: [snapbackBookings.dropsAt, (r) => isoKey(r.dropsAt)],
  price: [snapbackBookings.priceCents, (r) => r.priceCents],
  status: [snapbackBookings.status, (r) => r.status],
};

/** The bookings' keyset for `sort` (ADR 035); the default keeps the order and cursors the listing had before. */
function bookingSpec(sort: SortValue<BookingSort>) {
  return sortedOrDefault(
    sortOf(sort),
    sortOf(SNAPBACK_BOOKING_SORT_DEFAULT),
    bookingSortKeys,
    [snapbackBookings.id, (r) => r.id],
    'booked',
  );
}

const fmt = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency}`;

export default implement(domainsOps, {
  handlers: {
    async getSnapbackEligibility({ deps, cred, query }) {
      const named = query.domain ? await priceForName(deps.db, query.domain) : null;
      const price = named ?? (await defaultSnapbackPrice(deps.db));
      const e = await eligibility(deps.db, cred.accountId, price);
      const unsold = query.domain && !named ? `.${tldOf(query.domain)} is not a TLD this registrar sells` : null;
      return {
        eligible: e.eligible && !unsold,
        reason: unsold ?? e.reason,
        price: priceMoney(price),
        balance: money(e.balanceCents, e.currency),
        activeBookings: e.activeBookings,
        maxActiveBookings: MAX_ACTIVE_BOOKINGS,
      };
    },

    async listSnapbackDomains({ deps, cred, query }) {
      const now = deps.clock.now();
      // A Unicode search (`blåbär`) is matched in the stored ASCII form; strpos takes it as plain text, not a pattern.
      const q = query.q ? domainSearchForm(query.q) : '';
      const page = await pageOfDropList(
        deps.db,
        query,
        { q, tld: query.tld, dropsBefore: query.drops_before },
        sortOf(query.sort),
      );
      const tlds = await tldRows(deps.db);
      const booked = await bookedByAccount(
        deps.db,
        cred.accountId,
        page.data.map((r) => r.name),
      );
      return {
        ...page,
        data: page.data.map((r) => presentDropping(r, snapbackPrice(tlds.get(r.tld)!), booked.has(r.name), now)),
      };
    },

    async getSnapbackDomain({ deps, cred, params, setAuditTarget }) {
      setAuditTarget(`domain ${params.domain}`);
      const now = deps.clock.now();
      const row = await droppingName(deps.db, params.domain);
      if (!row) throw new ApiError('not_found', `${params.domain} is not about to drop at another registrar`);
      const price = (await priceForName(deps.db, row.name))!;
      const booked = (await bookedByAccount(deps.db, cred.accountId, [row.name])).has(row.name);
      const reason = await bookingBlocker(deps.db, cred.accountId, row.name, row.dropsAt, now);
      return {
        ...presentDropping(row, price, booked, now),
        registeredAt: row.createdAt.toISOString(),
        previousRegistrar: row.registrar,
        bookingCount: await bookingCount(deps.db, row.name),
        bookable: reason === null,
        reason,
      };
    },

    async listSnapbackBookings({ deps, cred, query }) {
      return paginateTable(deps.db, snapbackBookings, {
        params: query,
        spec: bookingSpec(query.sort),
        filter: and(
          eq(snapbackBookings.accountId, cred.accountId),
          query.status ? eq(snapbackBookings.status, query.status) : undefined,
        ),
        map: presentBooking,
      });
    },

    async getSnapbackBooking({ deps, cred, params, setAuditTarget }) {
      setAuditTarget(`snapback booking ${params.booking}`);
      return presentBooking(await ownedBooking(deps.db, cred.accountId, Number(params.booking)));
    },
  },

  holds: {
    bookSnapback: {
      async prepare({ deps, cred, body, setAuditTarget }) {
        setAuditTarget(`domain ${body.domain}`);
        const now = deps.clock.now();
        const { row, price } = await assertBookable(deps.db, cred.accountId, body.domain, now);
        const warnings = domainWarnings(row.name);
        return {
          summary: `Book a Snapback of ${row.name}`,
          target: {
            input: row.name,
            kind: 'domain',
            domain: row.name,
            mailbox: null,
            serviceId: null,
            domainServiceId: null,
            daUsername: null,
            node: null,
            userId: cred.accountId,
            note: `Snapback booking; drops ${row.dropsAt.toISOString()}`,
          },
          money: priceMoney(price),
          params: {
            domain: row.name,
            price_cents: price.totalCents,
            currency: price.currency,
            drops_at: row.dropsAt.toISOString(),
          },
          preview: [
            { label: 'Domain', value: row.name },
            { label: 'Drops', value: row.dropsAt.toISOString() },
            {
              label: 'Price if caught',
              value: `${fmt(price.totalCents, price.currency)} incl. VAT, charged to your balance only if the catch succeeds`,
            },
            {
              label: 'What happens',
              value: `When ${row.name} drops we try to register it for you; the earliest booking whose balance covers the price gets it. It is not guaranteed.`,
            },
            ...warnings.map((w) => ({ label: 'Warning', value: w.message })),
          ],
          extra: { domain: row.name, dropsAt: row.dropsAt.toISOString(), price: priceMoney(price), warnings },
        };
      },
      async execute(tx, action: PendingRow, deps) {
        const now = deps.clock.now();
        const p = action.params as { domain: string; price_cents: number; currency: string; drops_at: string };
        const { row } = await assertBookable(tx, action.accountId, p.domain, now);
        // The price shown when it was held is the price it is booked at.
        const [booking] = await tx
          .insert(snapbackBookings)
          .values({
            accountId: action.accountId,
            domain: row.name,
            status: 'booked',
            currency: p.currency,
            priceCents: p.price_cents,
            dropsAt: row.dropsAt,
            pendingActionId: action.id,
            createdAt: now,
          })
          .onConflictDoNothing()
          .returning();
        if (!booking) throw new ApiError('conflict', `You have already booked ${row.name}`);
        return {
          bookingId: booking.id,
          domain: booking.domain,
          status: booking.status,
          dropsAt: booking.dropsAt.toISOString(),
        };
      },
    },
  },
});
