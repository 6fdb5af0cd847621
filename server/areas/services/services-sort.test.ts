// Sorting the services (`sort`, ADR 035): `created` (the order they were added) is the default and the
// order before; every column pages both ways, two at a time, without skips or repeats, ties in the order
// they were added;
// an unknown sort names the choices, and a cursor issued under one sort is refused by another.
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedOrder } from '@server/test/sort-checks';
import { services } from '@server/db/schema/services';
import { allPages } from '@server/test/all-pages';
import { startApi, type TestApi } from '@server/test/harness';

type DbRow = typeof services.$inferSelect;
type Key = string | number;

let api: TestApi;
let token: string;
let mine: DbRow[];

beforeAll(async () => {
  api = await startApi();
  token = await api.token(['read:services']);
  const accountId = await api.accountId('demo@example.com');
  // Ties on name and type beside distinct values, all found by one search word so the names compared are
  // these alone (the seeded ones mix case and punctuation, which collations order differently).
  const service = (name: string, type: string) => ({
    accountId,
    type,
    plan: 'Sort check',
    displayName: `sortcheck ${name}`,
    status: 'active',
  });
  await api.db
    .insert(services)
    .values([
      service('kvarn', 'ssl'),
      service('alva', 'email'),
      service('kvarn', 'backup'),
      service('tallbo', 'ssl'),
      service('bro', 'email'),
    ]);
  mine = await api.db.select().from(services).where(like(services.displayName, 'sortcheck %'));
});
afterAll(() => api.close());

const list = (query: Record<string, string | number>) => api.call('GET', '/services', { token, query });
const all = (sort?: string) =>
  allPages<{ id: number }>(api, '/services', token, { q: 'sortcheck', ...(sort ? { sort } : {}) }).then((rows) =>
    rows.map((r) => r.id),
  );

/** The services searched for by `key`, ties by id (the order they were added), ascending or wholly reversed. */
const expected = (key: (r: DbRow) => Key, desc: boolean) => expectedOrder(mine, key, desc).map((r) => r.id);

const columns: Record<string, (r: DbRow) => Key> = {
  created: (r) => r.id,
  name: (r) => r.displayName,
  type: (r) => r.type,
};

describe('GET /services?sort', () => {
  it('without sort answers in the order they were added, as before', async () => {
    expect(mine).toHaveLength(5);
    const rows = await all();
    expect(rows).toEqual(expected((r) => r.id, false));
    expect(await all('created')).toEqual(rows);
    expect(await all('-created')).toEqual([...rows].reverse());
    // The whole list too: the first page without sort is the id order.
    const first = await list({});
    const ids = first.body.data.map((s: { id: number }) => s.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
  });

  for (const [column, key] of Object.entries(columns)) {
    it(`sorts by ${column} both ways without skips or repeats, ties in the order added`, async () => {
      const values = mine.map(key);
      // The fixture can fail the test: some values tie, and not all are equal.
      if (column !== 'created') expect(new Set(values).size).toBeLessThan(values.length);
      expect(new Set(values).size).toBeGreaterThan(1);
      expect(await all(column)).toEqual(expected(key, false));
      expect(await all(`-${column}`)).toEqual(expected(key, true));
    });
  }

  it('sorts within the type filter', async () => {
    const r = await allPages<{ id: number }>(api, '/services', token, { q: 'sortcheck', type: 'ssl', sort: '-name' });
    expect(r.map((s) => s.id)).toEqual(
      expected(columns.name!, true).filter((id) => mine.find((m) => m.id === id)!.type === 'ssl'),
    );
  });

  it('refuses an unknown sort naming the choices, and a cursor issued under another sort', async () => {
    const bad = await list({ sort: 'price' });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('sort is one of created, name, type');
    for (const [from, to] of [
      ['name', '-name'],
      ['created', 'type'],
      ['type', 'created'],
      ['-created', 'name'],
    ]) {
      const first = await list({ sort: from!, limit: 2 });
      expect(first.body.hasMore).toBe(true);
      const other = await list({ sort: to!, limit: 2, cursor: first.body.nextCursor });
      expect([other.status, other.body.code], `${from} → ${to}`).toEqual([400, 'invalid_request']);
    }
  });
});
