// Sorting the Snapback bookings (`sort`, ADR 035): `-booked` (newest first) is the default and the order
// before; every column pages both ways, two at a time, without skips or repeats, ties in booking order;
// an unknown sort names the choices, and a cursor issued under one sort is refused by another.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSortRefusals, expectedOrder } from '@server/test/sort-checks';
import { SNAPBACK_BOOKING_SORTS } from '@contract/list-sorts';
import { snapbackBookings } from '@server/db/schema/domains';
import { allPages } from '@server/test/all-pages';
import { startApi, type TestApi } from '@server/test/harness';

type DbRow = typeof snapbackBookings.$inferSelect;
type Key = string | number;

let api: TestApi;
let token: string;
let mine: DbRow[];

const DAY = 86_400_000;

beforeAll(async () => {
  api = await startApi();
  token = await api.token(['read:domains']);
  const accountId = await api.accountId('demo@example.com');
  const now = api.clock.now().getTime();
  // Ties in every column (two on one name, drop time, price and status) beside distinct values. Names
  // differ in their first letter, so any collation orders them alike.
  const booking = (domain: string, status: string, priceCents: number, dropsInDays: number, ageDays: number) => ({
    accountId,
    domain,
    status,
    currency: 'EUR',
    priceCents,
    dropsAt: new Date(now + dropsInDays * DAY),
    createdAt: new Date(now - ageDays * DAY),
  });
  await api.db
    .insert(snapbackBookings)
    .values([
      booking('kvarn.se', 'lost', 9000, -3, 9),
      booking('alva.se', 'won', 4500, -5, 8),
      booking('kvarn.se', 'cancelled', 4500, 2, 7),
      booking('tallbo.nu', 'lost', 12000, 2, 6),
      booking('bro.io', 'refunded', 9000, 4, 5),
    ]);
  mine = await api.db.select().from(snapbackBookings).where(eq(snapbackBookings.accountId, accountId));
});
afterAll(() => api.close());

const all = (sort?: string) =>
  allPages<{ id: number }>(api, '/snapback/bookings', token, sort ? { sort } : {}).then((rows) =>
    rows.map((r) => r.id),
  );

/** The account's bookings by `key`, ties by id (booking order), ascending or wholly reversed. */
const expected = (key: (r: DbRow) => Key, desc: boolean) => expectedOrder(mine, key, desc).map((r) => r.id);

const columns: Record<string, (r: DbRow) => Key> = {
  booked: (r) => r.id,
  domain: (r) => r.domain,
  drops: (r) => r.dropsAt.getTime(),
  price: (r) => r.priceCents,
  status: (r) => r.status,
};

describe('GET /snapback/bookings?sort', () => {
  it('without sort answers newest first, as before', async () => {
    expect(mine.length).toBeGreaterThanOrEqual(6); // the seeded booking and the five above
    const rows = await all();
    expect(rows).toEqual(expected((r) => r.id, true));
    expect(await all('-booked')).toEqual(rows);
    expect(await all('booked')).toEqual([...rows].reverse());
  });

  for (const [column, key] of Object.entries(columns)) {
    it(`sorts by ${column} both ways without skips or repeats, ties in booking order`, async () => {
      const values = mine.map(key);
      // The fixture can fail the test: some values tie, and not all are equal.
      if (column !== 'booked') expect(new Set(values).size).toBeLessThan(values.length);
      expect(new Set(values).size).toBeGreaterThan(1);
      expect(await all(column)).toEqual(expected(key, false));
      expect(await all(`-${column}`)).toEqual(expected(key, true));
    });
  }

  it('sorts within the status filter', async () => {
    const r = await allPages<{ id: number; status: string }>(api, '/snapback/bookings', token, {
      status: 'lost',
      sort: '-price',
    });
    expect(r.map((b) => b.id)).toEqual(
      expected(columns.price!, true).filter((id) => mine.find((m) => m.id === id)!.status === 'lost'),
    );
  });

  it('refuses an unknown sort naming the choices, and a cursor issued under another sort', async () => {
    await expectSortRefusals(api, '/snapback/bookings', {
      token,
      columns: SNAPBACK_BOOKING_SORTS,
      plainDefault: '-booked',
      switches: [
        ['price', '-price'],
        ['-booked', 'domain'],
        ['drops', 'booked'],
        ['status', '-booked'],
      ],
    });
  });
});
