// Sorting the backups listings (`sort`, ADR 035): a hosting account's backups by when they were taken
// (newest first, the default) or by size, the full-account runs by when they started, and one level of
// a backup's contents by name (folders first, the default), size or time modified. Every order both
// ways pages two at a time without skips or repeats, ties keep one order, an unknown sort names the
// choices, and a cursor of one order is refused by another.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostingBackups } from '@server/db/schema/backups';
import { allPages } from '@server/test/all-pages';
import { startApi, type TestApi } from '@server/test/harness';

let api: TestApi;
let reader: string;
const INPUT = 'nordlight-studio.com';

interface Backup {
  id: string;
  createdAt: string;
  sizeBytes: number;
}
interface Entry {
  name: string;
  type: string;
  sizeBytes: number | null;
  modifiedAt: string | null;
}

beforeAll(async () => {
  api = await startApi();
  reader = await api.token(['read:backups']);
  // Two more monthly backups, copies of the newest one taken at one instant: equal in time and in size,
  // so only the id tells them apart.
  const [newest] = await api.db
    .select()
    .from(hostingBackups)
    .where(eq(hostingBackups.kind, 'monthly'))
    .orderBy(desc(hostingBackups.createdAt))
    .limit(1);
  const { id: _id, ...copy } = newest!;
  const at = new Date(newest!.createdAt.getTime() - 3_600_000);
  await api.db.insert(hostingBackups).values([
    { ...copy, createdAt: at },
    { ...copy, createdAt: at },
  ]);
});
afterAll(() => api.close());

const call = (path: string, query: Record<string, string | number>) =>
  api.call('GET', path, { token: reader, query: { input: INPUT, ...query } });
const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
const byId = (a: { id: string }, b: { id: string }) => Number(a.id) - Number(b.id);

/** An unknown sort is a 422 naming the columns; a cursor of each order is refused by the next. */
async function refusesOtherSorts(path: string, query: Record<string, string>, columns: string, orders: string[]) {
  const bad = await call(path, { ...query, sort: 'colour' });
  expect(bad.status).toBe(422);
  expect(JSON.stringify(bad.body)).toContain(`sort is one of ${columns}`);
  for (const [i, from] of orders.entries()) {
    const to = orders[(i + 1) % orders.length]!;
    const first = await call(path, { ...query, sort: from, limit: 2 });
    expect(first.body.hasMore).toBe(true);
    const other = await call(path, { ...query, sort: to, limit: 2, cursor: first.body.nextCursor });
    expect(other.status, `${from} → ${to}`).toBe(400);
    expect(other.body.detail).toMatch(/another sort/);
  }
  // An id beyond any the database issues is refused before it reaches a query.
  const huge = Buffer.from(JSON.stringify([orders[0], '2026-11-01T00:00:00.000Z', 9e15])).toString('base64url');
  const far = await call(path, { ...query, sort: orders[0]!, cursor: huge });
  expect([far.status, far.body.code]).toEqual([400, 'invalid_request']);
}

describe('GET /backups?sort', () => {
  const all = (query: Record<string, string>) =>
    allPages<Backup>(api, '/backups', reader, { input: INPUT, kind: 'monthly', ...query });

  it('without sort answers newest first, as before; both ways by time, equal times by id', async () => {
    const rows = await all({});
    expect(rows).toHaveLength(8);
    const newest = (a: Backup, b: Backup) => b.createdAt.localeCompare(a.createdAt) || byId(b, a);
    expect(ids(rows)).toEqual(ids([...rows].sort(newest)));
    expect(ids(await all({ sort: '-taken' }))).toEqual(ids(rows));
    expect(ids(await all({ sort: 'taken' }))).toEqual(ids(rows).reverse());
  });

  it('sorts by size both ways, two a page without skips or repeats; equal sizes by id', async () => {
    const every = await all({});
    const smallest = await all({ sort: 'size' });
    const largest = await all({ sort: '-size' });
    expect(ids(smallest)).toEqual(ids([...every].sort((a, b) => a.sizeBytes - b.sizeBytes || byId(a, b))));
    expect(ids(largest)).toEqual(ids(smallest).reverse());
    // The sizes differ, so the order is not the order of time by chance.
    expect(new Set(every.map((b) => b.sizeBytes)).size).toBeGreaterThan(2);
    expect(ids(smallest)).not.toEqual(ids(every).reverse());
  });

  it('refuses an unknown sort naming the choices, and a cursor issued under another sort', async () => {
    await refusesOtherSorts('/backups', { kind: 'monthly' }, 'taken, size', ['size', '-size', 'taken', '-taken']);
  });
});

describe('GET /backups/account?sort', () => {
  it('answers newest first without sort, oldest first with `started`, and refuses a cursor of the other', async () => {
    const all = (query: Record<string, string>) =>
      allPages<{ id: string; startedAt: string }>(api, '/backups/account', reader, { input: INPUT, ...query });
    const rows = await all({});
    expect(rows.length).toBeGreaterThanOrEqual(8);
    const times = rows.map((r) => r.startedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(ids(await all({ sort: 'started' }))).toEqual(ids(rows).reverse());
    await refusesOtherSorts('/backups/account', {}, 'started', ['started', '-started']);
  });
});

describe('GET /backups/{backup}/contents?sort', () => {
  let path: string;
  beforeAll(async () => {
    const id = (await call('/backups', { kind: 'daily', limit: 1 })).body.data[0].id;
    path = `/backups/${id}/contents`;
  });
  const all = (query: Record<string, string>) => allPages<Entry>(api, path, reader, { input: INPUT, ...query });
  const names = (rows: Entry[]) => rows.map((e) => e.name);

  it('without sort answers folders first, then by name, as before; `-name` is the reverse', async () => {
    const rows = await all({});
    expect(rows.length).toBeGreaterThan(3);
    const folders = rows.filter((e) => e.type === 'directory');
    expect(rows.slice(0, folders.length)).toEqual(folders);
    expect(names(await all({ sort: 'name' }))).toEqual(names(rows));
    expect(names(await all({ sort: '-name' }))).toEqual(names(rows).reverse());
  });

  it('sorts by size and by time modified both ways, ties in the listing order', async () => {
    const every = await all({});
    const at = (e: Entry) => names(every).indexOf(e.name);
    for (const [column, value] of [
      ['size', (e: Entry) => e.sizeBytes],
      ['modified', (e: Entry) => (e.modifiedAt === null ? null : Date.parse(e.modifiedAt))],
    ] as const) {
      expect(new Set(every.map(value)).size, column).toBeGreaterThan(2);
      for (const sign of [1, -1]) {
        const rows = await all({ sort: sign === 1 ? column : `-${column}` });
        const expected = [...every].sort((a, b) => {
          const x = value(a);
          const y = value(b);
          if (x === null || y === null) return x === y ? at(a) - at(b) : x === null ? 1 : -1;
          return sign * (x - y) || at(a) - at(b);
        });
        expect(names(rows), `${sign === 1 ? '' : '-'}${column}`).toEqual(names(expected));
      }
    }
  });

  it('refuses an unknown sort naming the choices, and a cursor issued under another sort', async () => {
    const bad = await api.call('GET', path, { token: reader, query: { input: INPUT, sort: 'colour' } });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('sort is one of name, size, modified');
    for (const [from, to] of [
      ['name', '-name'],
      ['size', 'modified'],
      ['-modified', 'name'],
    ]) {
      const first = await api.call('GET', path, { token: reader, query: { input: INPUT, sort: from!, limit: 2 } });
      expect(first.body.hasMore).toBe(true);
      const other = await api.call('GET', path, {
        token: reader,
        query: { input: INPUT, sort: to!, limit: 2, cursor: first.body.nextCursor },
      });
      expect(other.status, `${from} → ${to}`).toBe(400);
      expect(other.body.detail).toMatch(/another sort/);
    }
  });
});
