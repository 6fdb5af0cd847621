// Sorting the inbound transfers (`sort`, ADR 035): `-started` (newest first) is the default and the order
// before; every column pages both ways, two at a time, without skips or repeats, ties in starting order;
// an unknown sort names the choices, and a cursor issued under one sort is refused by another.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSortRefusals, expectedOrder } from '@server/test/sort-checks';
import { TRANSFER_SORTS } from '@contract/list-sorts';
import { domainTransfers } from '@server/db/schema/domains';
import { allPages } from '@server/test/all-pages';
import { startApi, type TestApi } from '@server/test/harness';

type DbRow = typeof domainTransfers.$inferSelect;
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
  // Ties on name and status beside distinct values. Names differ in their first letter, so any
  // collation orders them alike.
  const transfer = (domain: string, status: string, ageDays: number) => ({
    accountId,
    domain,
    status,
    initiatedAt: new Date(now - ageDays * DAY),
    updatedAt: new Date(now - ageDays * DAY),
  });
  await api.db
    .insert(domainTransfers)
    .values([
      transfer('kvarn.se', 'failed', 9),
      transfer('alva.se', 'completed', 8),
      transfer('kvarn.se', 'cancelled', 7),
      transfer('tallbo.nu', 'failed', 6),
      transfer('bro.io', 'awaiting_auth_code', 5),
    ]);
  mine = await api.db.select().from(domainTransfers).where(eq(domainTransfers.accountId, accountId));
});
afterAll(() => api.close());

const all = (sort?: string) =>
  allPages<{ id: number }>(api, '/domain-transfers', token, sort ? { sort } : {}).then((rows) => rows.map((r) => r.id));

/** The account's transfers by `key`, ties by id (starting order), ascending or wholly reversed. */
const expected = (key: (r: DbRow) => Key, desc: boolean) => expectedOrder(mine, key, desc).map((r) => r.id);

const columns: Record<string, (r: DbRow) => Key> = {
  started: (r) => r.id,
  domain: (r) => r.domain,
  status: (r) => r.status,
};

describe('GET /domain-transfers?sort', () => {
  it('without sort answers newest first, as before', async () => {
    expect(mine.length).toBeGreaterThanOrEqual(6); // the seeded transfer and the five above
    const rows = await all();
    expect(rows).toEqual(expected((r) => r.id, true));
    expect(await all('-started')).toEqual(rows);
    expect(await all('started')).toEqual([...rows].reverse());
  });

  for (const [column, key] of Object.entries(columns)) {
    it(`sorts by ${column} both ways without skips or repeats, ties in starting order`, async () => {
      const values = mine.map(key);
      // The fixture can fail the test: some values tie, and not all are equal.
      if (column !== 'started') expect(new Set(values).size).toBeLessThan(values.length);
      expect(new Set(values).size).toBeGreaterThan(1);
      expect(await all(column)).toEqual(expected(key, false));
      expect(await all(`-${column}`)).toEqual(expected(key, true));
    });
  }

  it('sorts within the status filter', async () => {
    const r = await allPages<{ id: number; status: string }>(api, '/domain-transfers', token, {
      status: 'failed',
      sort: '-domain',
    });
    expect(r.map((b) => b.id)).toEqual(
      expected(columns.domain!, true).filter((id) => mine.find((m) => m.id === id)!.status === 'failed'),
    );
  });

  it('refuses an unknown sort naming the choices, and a cursor issued under another sort', async () => {
    await expectSortRefusals(api, '/domain-transfers', {
      token,
      columns: TRANSFER_SORTS,
      plainDefault: '-started',
      switches: [
        ['domain', '-domain'],
        ['-started', 'domain'],
        ['status', 'started'],
        ['domain', '-started'],
      ],
    });
  });
});
