// Sorting a website's statistics (`sort`, ADR 035): the top pages by hits (the default, most first),
// visitors, bandwidth or path, and the error responses by count (the default), status, path or when last
// seen. Each order both ways pages two at a time without skips or repeats and matches the seeded log lines
// grouped and sorted here by the same rule (ties by path, then status); an unknown sort names the choices,
// and a cursor of one order is refused by another.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLimits } from '@server/core/deps';
import { queryRows } from '@server/db/client';
import { allPages } from '@server/test/all-pages';
import { startApi, type TestApi } from '@server/test/harness';

const STUDIO = 'nordlight-studio.com';
const DAY = 86_400_000;

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startApi({ limits: { ...defaultLimits, requests: 5000 } });
  token = await api.token(['read:monitoring']);
});
afterAll(() => api.close());

interface Line {
  path: string;
  status: number;
  client_ip: string;
  bytes: number;
  at: string;
}
/** The studio's access lines of the default period (7 days), straight from the table. */
const lines = () =>
  queryRows<Line>(
    api.db,
    sql`select path, status, client_ip, bytes::float8 as bytes, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as at
        from web_log_lines where domain = ${STUDIO} and kind = 'access'
          and at >= ${new Date(api.clock.now().getTime() - 7 * DAY).toISOString()}::timestamptz`,
  );

const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** `rows` sorted by `value` (`sign` 1 up, -1 down), ties by `ties`: what the listing must answer. */
const sortedBy = <T>(rows: T[], value: (r: T) => number | string, sign: number, ties: (a: T, b: T) => number) =>
  [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    const c = typeof x === 'number' && typeof y === 'number' ? x - y : text(String(x), String(y));
    return sign * c || ties(a, b);
  });

async function refusesOtherSorts(what: string, columns: string, orders: string[]) {
  const call = (query: Record<string, string | number>) =>
    api.call('GET', `/statistics/${what}`, { token, query: { input: STUDIO, ...query } });
  const bad = await call({ sort: 'size' });
  expect(bad.status).toBe(422);
  expect(JSON.stringify(bad.body)).toContain(`sort is one of ${columns}`);
  for (const [i, from] of orders.entries()) {
    const to = orders[(i + 1) % orders.length]!;
    const first = await call({ sort: from, limit: 2 });
    expect(first.body.hasMore).toBe(true);
    const other = await call({ sort: to, limit: 2, cursor: first.body.nextCursor });
    expect(other.status, `${from} → ${to}`).toBe(400);
    expect(other.body.detail).toMatch(/another sort/);
  }
}

describe('GET /statistics/top-pages?sort', () => {
  it('sorts by hits (the default), visitors, bandwidth and path, both ways, ties by path', async () => {
    const byPath = new Map<string, Line[]>();
    for (const l of await lines()) byPath.set(l.path, [...(byPath.get(l.path) ?? []), l]);
    const pages = [...byPath].map(([path, ls]) => ({
      path,
      hits: ls.length,
      visitors: new Set(ls.map((l) => l.client_ip)).size,
      bandwidthBytes: ls.reduce((s, l) => s + l.bytes, 0),
    }));
    // Enough pages, with ties in hits and distinct visitor counts, for the orders to differ.
    expect(pages.length).toBeGreaterThan(4);
    expect(new Set(pages.map((p) => p.hits)).size).toBeLessThan(pages.length);
    const all = (query: Record<string, string>) =>
      allPages<{ path: string }>(api, '/statistics/top-pages', token, { input: STUDIO, ...query });
    const paths = (rows: { path: string }[]) => rows.map((r) => r.path);
    const byPathUp = (a: { path: string }, b: { path: string }) => text(a.path, b.path);
    expect(paths(await all({}))).toEqual(paths(sortedBy(pages, (p) => p.hits, -1, byPathUp)));
    for (const [sort, value] of [
      ['hits', (p: (typeof pages)[number]) => p.hits],
      ['visitors', (p: (typeof pages)[number]) => p.visitors],
      ['bandwidth', (p: (typeof pages)[number]) => p.bandwidthBytes],
      ['path', (p: (typeof pages)[number]) => p.path],
    ] as const) {
      for (const sign of [1, -1]) {
        const name = sign === 1 ? sort : `-${sort}`;
        expect(paths(await all({ sort: name })), name).toEqual(paths(sortedBy(pages, value, sign, byPathUp)));
      }
    }
  });

  it('refuses an unknown sort naming the choices, and a cursor issued under another sort', async () => {
    await refusesOtherSorts('top-pages', 'hits, visitors, bandwidth, path', [
      '-hits',
      'visitors',
      '-path',
      'bandwidth',
    ]);
  });
});

describe('GET /statistics/errors?sort', () => {
  it('sorts by count (the default), status, path and when last seen, both ways, ties by status then path', async () => {
    const groups = new Map<string, { status: number; path: string; count: number; last: string }>();
    for (const l of (await lines()).filter((x) => x.status >= 400)) {
      const key = `${l.status} ${l.path}`;
      const g = groups.get(key) ?? { status: l.status, path: l.path, count: 0, last: l.at };
      g.count += 1;
      if (l.at > g.last) g.last = l.at;
      groups.set(key, g);
    }
    const errors = [...groups.values()];
    expect(errors.length).toBeGreaterThan(3);
    expect(new Set(errors.map((e) => e.status)).size).toBeGreaterThan(1);
    type Err = (typeof errors)[number];
    const ties = (a: Err, b: Err) => a.status - b.status || text(a.path, b.path);
    const all = (query: Record<string, string>) =>
      allPages<{ status: number; path: string }>(api, '/statistics/errors', token, { input: STUDIO, ...query });
    const keys = (rows: { status: number; path: string }[]) => rows.map((r) => `${r.status} ${r.path}`);
    expect(keys(await all({}))).toEqual(keys(sortedBy(errors, (e) => e.count, -1, ties)));
    for (const [sort, value] of [
      ['count', (e: Err) => e.count],
      ['status', (e: Err) => e.status],
      ['path', (e: Err) => e.path],
      ['last', (e: Err) => e.last],
    ] as const) {
      for (const sign of [1, -1]) {
        const name = sign === 1 ? sort : `-${sort}`;
        expect(keys(await all({ sort: name })), name).toEqual(keys(sortedBy(errors, value, sign, ties)));
      }
    }
  });

  it('refuses an unknown sort naming the choices, and a cursor issued under another sort', async () => {
    await refusesOtherSorts('errors', 'count, status, path, last', ['-count', 'status', '-last', 'path']);
  });
});
