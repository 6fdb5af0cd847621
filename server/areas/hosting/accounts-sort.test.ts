// Sorting the hosting accounts (`sort`, ADR 035): `created` (the order they were added) is the default
// and the order before; every column pages both ways, two at a time, without skips or repeats, ties in
// the order added; an unknown sort names the choices, and a cursor of one sort is refused by another.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTING_ACCOUNT_SORTS } from '@contract/list-sorts';
import { services } from '@server/db/schema/services';
import { allPages } from '@server/test/all-pages';
import type { TestApi } from '@server/test/harness';
import { expectSortRefusals, expectedOrder } from '@server/test/sort-checks';
import { DEMO_SITE, serviceIdOf, startHostingApi } from './sites-test-api';

type DbRow = typeof services.$inferSelect;
type Key = string | number;

let api: TestApi;
let reader: string;
let mine: DbRow[];

beforeAll(async () => {
  ({ api, reader } = await startHostingApi());
  // Copies of the demo site's hosting service with their own names: ties on plan and status beside
  // distinct values, all found by one search word.
  const [studio] = await api.db
    .select()
    .from(services)
    .where(eq(services.id, await serviceIdOf(api, DEMO_SITE)));
  const { id: _id, ...base } = studio!;
  const copy = (domain: string, plan: string, status: string) => ({
    ...base,
    domain,
    daUsername: domain.slice(0, 8),
    plan,
    status,
  });
  mine = await api.db
    .insert(services)
    .values([
      copy('sortcheck-kvarn.se', 'Business Hosting', 'active'),
      copy('sortcheck-alva.se', 'Starter Hosting', 'suspended'),
      copy('sortcheck-bro.se', 'Business Hosting', 'suspended'),
      copy('sortcheck-tallbo.se', 'Starter Hosting', 'active'),
      copy('sortcheck-dal.se', 'Business Hosting', 'active'),
    ])
    .returning();
});
afterAll(() => api.close());

const all = (sort?: string) =>
  allPages<{ domain: string }>(api, '/hosting', reader, { q: 'sortcheck', ...(sort ? { sort } : {}) }).then((rows) =>
    rows.map((r) => r.domain),
  );

/** The inserted accounts by `key`, ties by id (the order added), ascending or wholly reversed. */
const expected = (key: (r: DbRow) => Key, desc: boolean) => expectedOrder(mine, key, desc).map((r) => r.domain!);

const columns: Record<(typeof HOSTING_ACCOUNT_SORTS)[number], (r: DbRow) => Key> = {
  created: (r) => r.id,
  domain: (r) => r.domain!,
  plan: (r) => r.plan,
  status: (r) => r.status,
};

describe('GET /hosting?sort', () => {
  it('without sort answers in the order they were added, as before', async () => {
    expect(await all()).toEqual(expected((r) => r.id, false));
  });

  for (const [column, key] of Object.entries(columns)) {
    it(`sorts by ${column} both ways without skips or repeats, ties in the order added`, async () => {
      const values = mine.map(key);
      // The fixture can fail the test: values differ, and (but for the id and the domain) some tie.
      expect(new Set(values).size).toBeGreaterThan(1);
      expect(await all(column)).toEqual(expected(key, false));
      expect(await all(`-${column}`)).toEqual(expected(key, true));
    });
  }

  it('refuses an unknown sort naming the choices, and a cursor issued under another sort', async () => {
    await expectSortRefusals(api, '/hosting', {
      token: reader,
      query: { q: 'sortcheck' },
      columns: HOSTING_ACCOUNT_SORTS,
      switches: [
        ['domain', '-domain'],
        ['plan', 'status'],
        ['created', 'domain'],
      ],
    });
  });
});
