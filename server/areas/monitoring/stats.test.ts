// Traffic, error and PHP statistics through the real API, checked against the
// seeded logs themselves: counts by SQL over the lines must be what the answers say.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLimits } from '@server/core/deps';
import { queryRows } from '@server/db/client';
import { startApi, type TestApi } from '@server/test/harness';

const STUDIO = 'nordlight-studio.com';
const SAND = 'sandandsons.fi'; // olof's
const DAY = 86_400_000;

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startApi({ limits: { ...defaultLimits, requests: 5000 } });
  token = await api.token(['read:monitoring']);
});
afterAll(() => api.close());

const stats = (what: string, query: Record<string, string | number> = {}, input = STUDIO) =>
  api.call('GET', `/statistics/${what}`, { token, query: { input, ...query } });

/** The access lines of the studio in the last `days`, straight from the table. */
const accessSince = (days: number) =>
  queryRows<{ path: string; status: number; client_ip: string; bytes: number }>(
    api.db,
    sql`select path, status, client_ip, bytes::float8 as bytes from web_log_lines
        where domain = ${STUDIO} and kind = 'access'
          and at >= ${new Date(api.clock.now().getTime() - days * DAY).toISOString()}::timestamptz`,
  );

describe('getTopPages', () => {
  it('ranks pages by hits, with distinct visitors, bandwidth and share', async () => {
    const r = await stats('top-pages', { period: '30d', limit: 100 });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ period: '30d', target: { domain: STUDIO } });
    const lines = await accessSince(30);
    const home = lines.filter((l) => l.path === '/');
    expect(r.body.data[0]).toMatchObject({
      path: '/',
      hits: home.length,
      visitors: new Set(home.map((l) => l.client_ip)).size,
      bandwidthBytes: home.reduce((s, l) => s + l.bytes, 0),
    });
    expect(r.body.data[0].sharePercent).toBeCloseTo((home.length / lines.length) * 100, 1);
    expect(r.body.total).toBe(new Set(lines.map((l) => l.path)).size);
    const hits = r.body.data.map((p: { hits: number }) => p.hits);
    expect(hits).toEqual([...hits].sort((a, b) => b - a));
  });

  it('pages with a cursor, and answers a default 7-day period', async () => {
    const first = await stats('top-pages', { limit: 3 });
    expect(first.body.period).toBe('7d');
    expect(new Date(first.body.to).getTime() - new Date(first.body.from).getTime()).toBe(7 * DAY);
    expect(first.body.hasMore).toBe(true);
    const next = await stats('top-pages', { limit: 3, cursor: first.body.nextCursor });
    expect(next.body.data[0].path).not.toBe(first.body.data[0].path);
    expect((await stats('top-pages', { cursor: 'bogus' })).status).toBe(400);
  });
});

describe('getErrorStatistics', () => {
  it('counts 4xx and 5xx by status and path, with daily buckets that add up', async () => {
    const r = await stats('errors', { period: '30d', limit: 100 });
    expect(r.status).toBe(200);
    const lines = await accessSince(30);
    const client = lines.filter((l) => l.status >= 400 && l.status < 500).length;
    const server = lines.filter((l) => l.status >= 500).length;
    expect(r.body.totals).toEqual({ clientErrors: client, serverErrors: server });
    // The seeded outage answered 500/503.
    expect(server).toBeGreaterThan(0);
    expect(r.body.data.reduce((s: number, e: { count: number }) => s + e.count, 0)).toBe(client + server);
    expect(r.body.buckets.length).toBeGreaterThanOrEqual(30);
    const sum = (k: string) => r.body.buckets.reduce((s: number, b: Record<string, number>) => s + b[k]!, 0);
    expect(sum('clientErrors')).toBe(client);
    expect(sum('serverErrors')).toBe(server);
    expect(sum('requests')).toBe(lines.length);
    expect(r.body.buckets[1].at.endsWith('T00:00:00.000Z')).toBe(true);
  });

  it('buckets hourly over 24 hours', async () => {
    const r = await stats('errors', { period: '24h' });
    expect(r.body.buckets.length).toBeGreaterThanOrEqual(24);
    expect(r.body.buckets.length).toBeLessThanOrEqual(25);
    expect(new Date(r.body.buckets[1].at).getTime() - new Date(r.body.buckets[0].at).getTime()).toBe(3_600_000);
  });
});

describe('getPhpUsage', () => {
  it("samples PHP's CPU, memory and workers against the plan's limits", async () => {
    const r = await stats('php-usage', { period: '7d' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      phpVersion: '8.3',
      // Business Hosting: 2 GB of memory (an eighth for PHP), 30 entry processes.
      limits: { memoryLimitMb: 256, maxWorkers: 30, maxExecutionSeconds: 30 },
    });
    expect(r.body.samples.length).toBeGreaterThanOrEqual(28);
    const [php] = await queryRows<{ n: number; mem: number }>(
      api.db,
      sql`select count(*)::int as n, max(php_memory_mb)::float8 as mem from web_log_lines
          where domain = ${STUDIO} and kind = 'access' and php
            and at >= ${new Date(api.clock.now().getTime() - 7 * DAY).toISOString()}::timestamptz`,
    );
    expect(r.body.samples.reduce((s: number, x: { requests: number }) => s + x.requests, 0)).toBe(php!.n);
    expect(r.body.peaks.memoryMb).toBeCloseTo(php!.mem, 0);
    expect(r.body.peaks.workersBusy).toBeGreaterThan(0);
    expect(r.body.limitHits).toEqual(expect.objectContaining({ workers: expect.any(Number) }));
  });
});

describe('statistics ownership', () => {
  it("refuses another account's site (403) and a domain with no hosted site (404)", async () => {
    for (const what of ['top-pages', 'errors', 'php-usage']) {
      const other = await stats(what, {}, SAND);
      expect(other.status, what).toBe(403);
      expect(other.body.code).toBe('domain_not_owned');
      expect((await stats(what, {}, 'nordlight.se')).body.code).toBe('not_found');
      expect((await stats(what, { period: '1y' })).status).toBe(422);
    }
  });
});
