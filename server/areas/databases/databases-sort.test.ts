// Sorting the database list (`sort`: `name`, the default, and `created`) and one database's backups
// (`-created`, the default, `size` and `retained`; ADR 035): every order pages two at a time without
// skips or repeats, equal values go by creation order (the id), a cursor of one order is refused by
// another, and a forged one is a 400, never a failed query.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBackups, databases } from '@server/db/schema/databases';
import { allPages } from '@server/test/all-pages';
import { STUDIO, startDbApi, type DbTestApi } from './databases-test-api';

let t: DbTestApi;
const HOUR = 3_600_000;

interface Db {
  name: string;
  createdAt: string;
}
interface Backup {
  id: string;
  createdAt: string;
  retainedUntil: string;
}

/** Each backup's row by id: its exact size in bytes and its id break the ties the test checks. */
let backupRows: Map<string, typeof databaseBackups.$inferSelect>;
const databaseIds = new Map<string, number>();

beforeAll(async () => {
  t = await startDbApi();
  const [wp] = await t.api.db.select().from(databases).where(eq(databases.name, 'nordligh_wp'));
  const at = new Date(t.api.clock.now().getTime() - 5 * HOUR);
  // Two databases created at the same moment (a tie), listed by name in the other order.
  await t.api.db.insert(databases).values(
    ['nordligh_shop', 'nordligh_crm'].map((name) => ({
      accountId: wp!.accountId,
      serviceId: wp!.serviceId,
      name,
      createdAt: at,
    })),
  );
  for (const d of await t.api.db.select().from(databases)) databaseIds.set(d.name, d.id);
  // Backups of nordligh_wp beside the seven nightly ones: one as large as the newest nightly one and kept
  // as long as it, one kept as long as the oldest and as large as it (ties in size and retention).
  const nightly = await t.api.db.select().from(databaseBackups).where(eq(databaseBackups.databaseId, wp!.id));
  const newest = nightly.reduce((a, b) => (a.createdAt > b.createdAt ? a : b));
  const oldest = nightly.reduce((a, b) => (a.createdAt < b.createdAt ? a : b));
  await t.api.db.insert(databaseBackups).values(
    [newest, oldest].map((like) => ({
      databaseId: wp!.id,
      databaseName: 'nordligh_wp',
      kind: 'before_drop',
      sizeBytes: like.sizeBytes,
      createdAt: new Date(like.createdAt.getTime() + HOUR),
      expiresAt: like.expiresAt,
    })),
  );
  const rows = await t.api.db.select().from(databaseBackups).where(eq(databaseBackups.databaseId, wp!.id));
  backupRows = new Map(rows.map((b) => [String(b.id), b]));
  // Starting the API (a seeded database and the customer database server) takes a while on a busy machine.
}, 180_000);
afterAll(() => t.api.close());

/** `rows` as a listing should order them by `key`: equal keys by id, both the asked way. */
function ordered<R>(rows: R[], key: (r: R) => string | number, id: (r: R) => number, direction: 1 | -1) {
  return [...rows].sort((a, b) => {
    const [ka, kb] = [key(a), key(b)];
    return direction * (ka < kb ? -1 : ka > kb ? 1 : id(a) - id(b));
  });
}
const ways = (column: string) =>
  [
    [column, 1],
    [`-${column}`, -1],
  ] as const;
const cursorSort = (cursor: string) => JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))[0];
const forged = (key: unknown[]) => Buffer.from(JSON.stringify(key)).toString('base64url');

describe('GET /databases?sort', () => {
  const all = (query: Record<string, string> = {}) =>
    allPages<Db>(t.api, '/databases', t.reader, { input: STUDIO, ...query });
  const list = (query: Record<string, string | number>) =>
    t.api.call('GET', '/databases', { token: t.reader, query: { input: STUDIO, ...query } });
  const names = (rows: Db[]) => rows.map((d) => d.name);

  it('without sort answers by name, as before; -name is the reverse', async () => {
    const rows = await all();
    expect(names(rows)).toEqual(['nordligh_crm', 'nordligh_shop', 'nordligh_stats', 'nordligh_wp']);
    expect(names(await all({ sort: 'name' }))).toEqual(names(rows));
    expect(names(await all({ sort: '-name' }))).toEqual(names(rows).reverse());
  });

  it('sorts by creation both ways, the tie by id, without skips or repeats', async () => {
    const every = await all();
    expect(new Set(every.map((d) => d.createdAt)).size).toBe(every.length - 1);
    for (const [sort, direction] of ways('created')) {
      const want = ordered(
        every,
        (d) => d.createdAt,
        (d) => databaseIds.get(d.name)!,
        direction,
      );
      expect(names(await all({ sort })), sort).toEqual(names(want));
    }
    // the two made at once: shop first (added first), whichever way the rest goes
    const newest = names(await all({ sort: '-created' }));
    expect(newest.slice(0, 2)).toEqual(['nordligh_crm', 'nordligh_shop']);
    expect(names(await all({ sort: 'created', q: 'o' })).slice(-2)).toEqual(['nordligh_shop', 'nordligh_crm']);
  });

  it('refuses an unknown sort naming the choices, a cursor of another sort, and a forged one', async () => {
    const bad = await list({ sort: 'size' });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('sort is one of name, created');
    const first = await list({ sort: '-created', limit: 2 });
    expect(cursorSort(first.body.nextCursor)).toBe('-created');
    const other = await list({ sort: 'name', limit: 2, cursor: first.body.nextCursor });
    expect([other.status, other.body.detail]).toEqual([400, expect.stringMatching(/another sort/)]);
    for (const key of [
      ['created', 'yesterday', 1],
      ['-created', new Date().toISOString(), 2 ** 40],
    ]) {
      const r = await list({ sort: key[0] as string, cursor: forged(key) });
      expect([r.status, r.body.code], JSON.stringify(key)).toEqual([400, 'invalid_request']);
    }
  });
});

describe('GET /databases/{database}/backups?sort', () => {
  const all = (query: Record<string, string> = {}) =>
    allPages<Backup>(t.api, '/databases/nordligh_wp/backups', t.reader, { input: STUDIO, ...query });
  const list = (query: Record<string, string | number>) =>
    t.api.call('GET', '/databases/nordligh_wp/backups', { token: t.reader, query: { input: STUDIO, ...query } });
  const ids = (rows: Backup[]) => rows.map((b) => b.id);
  const row = (b: Backup) => backupRows.get(b.id)!;

  it('without sort answers newest first, as before', async () => {
    const rows = await all();
    expect(rows).toHaveLength(9);
    const want = ordered(
      rows,
      (b) => b.createdAt,
      (b) => row(b).id,
      -1,
    );
    expect(ids(rows)).toEqual(ids(want));
    expect(ids(await all({ sort: '-created' }))).toEqual(ids(rows));
    expect(ids(await all({ sort: 'created' }))).toEqual(ids(rows).reverse());
  });

  it('sorts by size and by retention both ways, ties by id, without skips or repeats', async () => {
    const every = await all();
    const keys: Record<string, (b: Backup) => string | number> = {
      size: (b) => row(b).sizeBytes,
      retained: (b) => b.retainedUntil,
    };
    for (const [column, key] of Object.entries(keys)) {
      // ties and distinct values both, so a wrong order shows
      const distinct = new Set(every.map((b) => key(b))).size;
      expect(distinct, column).toBeGreaterThan(2);
      expect(distinct, column).toBeLessThan(every.length);
      for (const [sort, direction] of ways(column)) {
        expect(ids(await all({ sort })), sort).toEqual(ids(ordered(every, key, (b) => row(b).id, direction)));
      }
    }
  });

  it('refuses an unknown sort naming the choices, a cursor of another sort, and a forged one', async () => {
    const bad = await list({ sort: 'kind' });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('sort is one of created, size, retained');
    const first = await list({ sort: 'size', limit: 2 });
    expect(cursorSort(first.body.nextCursor)).toBe('size');
    const other = await list({ sort: '-size', limit: 2, cursor: first.body.nextCursor });
    expect([other.status, other.body.detail]).toEqual([400, expect.stringMatching(/another sort/)]);
    for (const key of [
      ['size', 1.5, 1],
      ['-size', 'big', 1],
      ['retained', new Date().toISOString(), 'x'],
    ]) {
      const r = await list({ sort: key[0] as string, cursor: forged(key) });
      expect([r.status, r.body.code], JSON.stringify(key)).toEqual([400, 'invalid_request']);
    }
  });
});
