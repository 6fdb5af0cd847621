// Sorting the migrations (`sort`, ADR 035): `-filed` (newest first) is the default and the order before;
// every column pages both ways, two at a time, without skips or repeats, ties in the order filed;
// an unknown sort names the choices, and a cursor issued under one sort is refused by another.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSortRefusals, expectedOrder } from '@server/test/sort-checks';
import { MIGRATION_SORTS } from '@contract/list-sorts';
import { migrations } from '@server/db/schema/migrations';
import { allPages } from '@server/test/all-pages';
import { startApi, type TestApi } from '@server/test/harness';

type DbRow = typeof migrations.$inferSelect;
type Key = string | number;

let api: TestApi;
let token: string;
let mine: DbRow[];

const DAY = 86_400_000;

beforeAll(async () => {
  api = await startApi();
  token = await api.token(['read:hosting']);
  const accountId = await api.accountId('demo@example.com');
  const now = api.clock.now().getTime();
  // Ties on status beside distinct ones.
  const migration = (status: string, ageDays: number) => ({
    accountId,
    status,
    request: {},
    work: [],
    events: [],
    createdAt: new Date(now - ageDays * DAY),
    updatedAt: new Date(now - ageDays * DAY),
  });
  await api.db
    .insert(migrations)
    .values([
      migration('failed', 9),
      migration('cancelled', 8),
      migration('failed', 7),
      migration('scheduled', 6),
      migration('cancelled', 5),
    ]);
  mine = await api.db.select().from(migrations).where(eq(migrations.accountId, accountId));
});
afterAll(() => api.close());

const all = (sort?: string) =>
  allPages<{ id: number }>(api, '/migrations', token, sort ? { sort } : {}).then((rows) => rows.map((r) => r.id));

/** The account's migrations by `key`, ties by id (the order filed), ascending or wholly reversed. */
const expected = (key: (r: DbRow) => Key, desc: boolean) => expectedOrder(mine, key, desc).map((r) => r.id);

const columns: Record<string, (r: DbRow) => Key> = {
  filed: (r) => r.id,
  status: (r) => r.status,
};

describe('GET /migrations?sort', () => {
  it('without sort answers newest first, as before', async () => {
    expect(mine.length).toBeGreaterThanOrEqual(6); // the seeded migration and the five above
    const rows = await all();
    expect(rows).toEqual(expected((r) => r.id, true));
    expect(await all('-filed')).toEqual(rows);
    expect(await all('filed')).toEqual([...rows].reverse());
  });

  for (const [column, key] of Object.entries(columns)) {
    it(`sorts by ${column} both ways without skips or repeats, ties in the order filed`, async () => {
      const values = mine.map(key);
      // The fixture can fail the test: some values tie, and not all are equal.
      if (column !== 'filed') expect(new Set(values).size).toBeLessThan(values.length);
      expect(new Set(values).size).toBeGreaterThan(1);
      expect(await all(column)).toEqual(expected(key, false));
      expect(await all(`-${column}`)).toEqual(expected(key, true));
    });
  }

  it('sorts within the status filter', async () => {
    const r = await allPages<{ id: number; status: string }>(api, '/migrations', token, {
      status: 'failed',
      sort: 'filed',
    });
    expect(r.map((b) => b.id)).toEqual(
      expected(columns.filed!, false).filter((id) => mine.find((m) => m.id === id)!.status === 'failed'),
    );
  });

  it('refuses an unknown sort naming the choices, and a cursor issued under another sort', async () => {
    await expectSortRefusals(api, '/migrations', {
      token,
      columns: MIGRATION_SORTS,
      plainDefault: '-filed',
      switches: [
        ['status', '-status'],
        ['-filed', 'status'],
        ['filed', '-filed'],
        ['status', '-filed'],
      ],
    });
  });
});
