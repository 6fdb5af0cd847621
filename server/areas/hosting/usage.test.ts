// Quota usage, resource usage and usage history, computed from the stored
// samples, the home tree, mailboxes and databases; the history degrades on a
// node without a collector; the hourly collector stores one sample per
// sampled account, its disk the home tree's size.
import { BYTES_PER_MB } from '@contract/units';
import { and, desc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailboxes } from '@server/db/schema/email';
import { hostingPlans, hostingUsageSamples } from '@server/db/schema/hosting';
import { homeFiles } from '@server/db/schema/infra-web';
import { services } from '@server/db/schema/services';
import { runDueJobs } from '@server/core/jobs';
import { databaseSizes } from '@server/areas/databases/public';
import { baseTree } from '@server/infra/home-tree';
import type { TestApi } from '@server/test/harness';
import { hostingService, startHostingApi } from './sites-test-api';
import { HOUR_MS, hourStart, readMeter } from './usage-meter';
import { metered } from './usage-readings';

let api: TestApi;
let demo: string;
let olof: string;

const get = (path: string, query: Record<string, string | number>, token = demo) =>
  api.call('GET', path, { token, query });
const serviceOf = (domain: string) => hostingService(api, domain);
const planOf = async (plan: string) =>
  (await api.db.select().from(hostingPlans).where(eq(hostingPlans.plan, plan)))[0]!;
const samplesOf = (serviceId: number) =>
  api.db
    .select()
    .from(hostingUsageSamples)
    .where(eq(hostingUsageSamples.serviceId, serviceId))
    .orderBy(desc(hostingUsageSamples.at));
/** The stored home tree of an account: its bytes in MB, its entries and the directories holding them. */
const homeTree = async (serviceId: number) => {
  const rows = await api.db.select().from(homeFiles).where(eq(homeFiles.serviceId, serviceId));
  const dirs = new Set(rows.map((f) => f.path.slice(0, Math.max(1, f.path.lastIndexOf('/')))));
  return { mb: rows.reduce((n, f) => n + f.sizeBytes, 0) / BYTES_PER_MB, inodes: rows.length + dirs.size, rows };
};
/** The mail (MB, messages' files) and databases (MB) the disk figure counts beside the home tree. */
const storesOf = async (studio: { id: number; accountId: number }, input: string) => {
  const sites = (await get('/hosting/httpd-config', { input })).body.sites.map((s: { domain: string }) => s.domain);
  const [mail] = await api.db
    .select({ mb: sql<number>`coalesce(sum(${mailboxes.usedMb}), 0)::int`, n: sql<number>`count(*)::int` })
    .from(mailboxes)
    .where(and(inArray(mailboxes.domain, sites), eq(mailboxes.accountId, studio.accountId)));
  const sizes = await databaseSizes(api.db, studio.id, api.deps.infra.databaseNode);
  return {
    mail: mail!,
    dbs: { n: sizes.length, mb: Math.round((sizes.reduce((n, d) => n + d.sizeBytes, 0) / BYTES_PER_MB) * 10) / 10 },
  };
};
const round1 = (v: number) => Math.round(v * 10) / 10;

beforeAll(async () => {
  ({ api, reader: demo, olof } = await startHostingApi());
});
afterAll(() => api.close());

describe('the seeded history', () => {
  it('holds at least 30 days of hourly samples for each account the collector samples, and none for the rest', async () => {
    const studio = await serviceOf('nordlight-studio.com');
    const rows = await samplesOf(studio.id);
    expect(rows.length).toBeGreaterThanOrEqual(30 * 24);
    expect(rows[0]!.at.getTime()).toBe(hourStart(api.clock.now()).getTime());
    expect(rows[0]!.at.getTime() - rows.at(-1)!.at.getTime()).toBeGreaterThanOrEqual(30 * 24 * HOUR_MS);
    expect((await samplesOf((await serviceOf('bergconsulting.se')).id)).length).toBe(rows.length);
    // suspended, and on a node without the collector
    expect(await samplesOf((await serviceOf('oldshop-nordlight.com')).id)).toEqual([]);
    expect(await samplesOf((await serviceOf('sandandsons.fi')).id)).toEqual([]);
  });
});

describe('quota usage', () => {
  it('adds the home tree, mail and databases for disk, sums the month for bandwidth, and counts against the plan', async () => {
    const studio = await serviceOf('nordlight-studio.com');
    const r = await get('/hosting/usage', { input: 'nordlight-studio.com' });
    expect(r.status).toBe(200);
    const [latest] = await samplesOf(studio.id);
    // the databases' real sizes, as the node measures them
    const { mail, dbs } = await storesOf(studio, 'nordlight-studio.com');
    expect(mail.n).toBeGreaterThanOrEqual(5);
    expect(dbs.n).toBeGreaterThanOrEqual(1);
    expect(dbs.mb).toBeGreaterThan(0);
    // the files are the stored home tree a backup copies (issue 32: not a meter's 17 GB beside a 95 MB backup)
    const home = await homeTree(studio.id);
    expect(home.mb).toBeGreaterThan(20);
    expect(home.mb).toBeLessThan(500);
    expect(r.body.diskMb).toEqual({ used: round1(home.mb + mail.mb + dbs.mb), limit: 50000 });
    // inodes: the tree's files and their directories, and one file per 40 KB of mail
    expect(r.body.inodes.used).toBe(home.inodes + Math.round(mail.mb * 25));
    const now = api.clock.now();
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const [bw] = await api.db
      .select({ mb: sql<number>`coalesce(sum(${hostingUsageSamples.bandwidthMb}), 0)::float8` })
      .from(hostingUsageSamples)
      .where(
        and(
          eq(hostingUsageSamples.serviceId, studio.id),
          gte(hostingUsageSamples.at, monthStart),
          lte(hostingUsageSamples.at, now),
        ),
      );
    expect(r.body.bandwidthMb).toMatchObject({
      used: Math.round(Number(bw!.mb) * 10) / 10,
      limit: 500000,
      periodStart: monthStart.toISOString(),
    });
    expect(r.body).toMatchObject({
      mailboxes: { used: mail.n, limit: 50 },
      databases: { used: dbs.n, limit: 20 },
      ftpAccounts: { used: 2, limit: 10 },
      measuredAt: latest!.at.toISOString(),
      target: { daUsername: 'nordligh' },
    });
    expect(r.body.inodes.limit).toBe(50 * 25_000);
    expect(r.body.addonDomains.limit).toBe(10);
  });

  it('counts a file written to the home tree at once, on the usage read, the account and the list alike', async () => {
    const studio = await serviceOf('nordlight-studio.com');
    const figures = async () => ({
      usage: (await get('/hosting/usage', { input: 'nordlight-studio.com' })).body.diskMb.used as number,
      account: (await get('/hosting/account', { input: 'nordlight-studio.com' })).body.diskUsedMb as number,
      list: (await get('/hosting', { limit: 100 })).body.data.find(
        (a: { domain: string }) => a.domain === 'nordlight-studio.com',
      ).diskUsedMb as number,
    });
    const before = await figures();
    expect(before.account).toBe(before.usage);
    expect(before.list).toBe(before.usage);
    const treeBefore = await homeTree(studio.id);
    await api.db.insert(homeFiles).values({
      serviceId: studio.id,
      path: '/public_html/wp-content/uploads/launch-video.mp4',
      type: 'file',
      sizeBytes: 48 * BYTES_PER_MB,
      modifiedAt: api.clock.now(),
    });
    const after = await figures();
    expect((await homeTree(studio.id)).mb - treeBefore.mb).toBeCloseTo(48, 6);
    expect(Math.abs(after.usage - before.usage - 48)).toBeLessThanOrEqual(0.1);
    expect(after.account).toBe(after.usage);
    expect(after.list).toBe(after.usage);
    await api.db
      .delete(homeFiles)
      .where(
        and(eq(homeFiles.serviceId, studio.id), eq(homeFiles.path, '/public_html/wp-content/uploads/launch-video.mp4')),
      );
    expect((await figures()).usage).toBe(before.usage);
  });

  it('counts the base tree of an account whose home tree is not stored yet, and stores nothing to read it', async () => {
    const shop = await serviceOf('oldshop-nordlight.com');
    expect((await homeTree(shop.id)).rows).toEqual([]);
    const r = await get('/hosting/usage', { input: 'oldshop-nordlight.com' });
    expect(r.status).toBe(200);
    const { mail, dbs } = await storesOf(shop, 'oldshop-nordlight.com');
    const base =
      baseTree({ serviceId: shop.id, domain: shop.domain, createdAt: shop.createdAt }).reduce(
        (n, f) => n + f.sizeBytes,
        0,
      ) / BYTES_PER_MB;
    expect(base).toBeGreaterThan(0.1);
    expect(r.body.diskMb.used).toBe(round1(base + mail.mb + dbs.mb));
    expect((await homeTree(shop.id)).rows).toEqual([]);
  });

  it('grows when a mailbox fills up', async () => {
    const before = (await get('/hosting/usage', { input: 'nordlight-studio.com' })).body.diskMb.used;
    await api.db
      .update(mailboxes)
      .set({ usedMb: sql`${mailboxes.usedMb} + 1000` })
      .where(eq(mailboxes.address, 'info@nordlight-studio.com'));
    const after = (await get('/hosting/usage', { input: 'nordlight-studio.com' })).body.diskMb.used;
    expect(Math.round((after - before) * 10) / 10).toBe(1000);
  });

  it('reads the live meter on a node that keeps no history, and refuses what is not the caller’s', async () => {
    const r = await get('/hosting/usage', { input: 'sandandsons.fi' }, olof);
    expect(r.status).toBe(200);
    expect(r.body.diskMb.limit).toBe(10000);
    expect(r.body.diskMb.used).toBeGreaterThan(0);
    expect(r.body.bandwidthMb.used).toBeGreaterThan(0);
    expect(r.body.measuredAt).toBe(hourStart(api.clock.now()).toISOString());
    for (const path of ['/hosting/usage', '/hosting/resource-usage', '/hosting/usage/history']) {
      expect((await get(path, { input: 'sandandsons.fi' })).body.code).toBe('domain_not_owned');
      expect((await get(path, { input: 'bergconsulting.se' })).status).toBe(403);
      expect((await get(path, { input: 'alexlindqvist.dev' })).body.code).toBe('not_found');
    }
  });
});

describe('resource usage', () => {
  it('gives the latest sample against the LVE limits and the faults of the last 24 samples', async () => {
    const studio = await serviceOf('nordlight-studio.com');
    const r = await get('/hosting/resource-usage', { input: 'nordlight-studio.com' });
    expect(r.status).toBe(200);
    const rows = await samplesOf(studio.id);
    const latest = rows[0]!;
    expect(r.body).toMatchObject({
      cpuPercent: { used: latest.cpuPercent, limit: 200 },
      memoryMb: { used: latest.memoryMb, limit: 2000 },
      processes: { used: latest.processes, limit: 100 },
      entryProcesses: { used: latest.entryProcesses, limit: 30 },
      ioKbps: { used: latest.ioKbps, limit: 8000 },
      iops: { used: latest.iops, limit: 2048 },
      sampledAt: latest.at.toISOString(),
    });
    const day = rows.slice(0, 24);
    const sum = (k: 'cpu' | 'memory' | 'processes' | 'io') => day.reduce((n, s) => n + s.faults[k], 0);
    expect(r.body.faults24h).toEqual({
      cpu: sum('cpu'),
      memory: sum('memory'),
      processes: sum('processes'),
      io: sum('io'),
    });
  });

  it("keeps a Business account's CPU around a believable share of its 200 % over the month", async () => {
    const rows = await samplesOf((await serviceOf('nordlight-studio.com')).id);
    const mean = rows.reduce((n, s) => n + s.cpuPercent, 0) / rows.length;
    expect(mean).toBeGreaterThan(10);
    expect(mean).toBeLessThan(80);
    expect(Math.max(...rows.map((s) => s.cpuPercent))).toBeLessThanOrEqual(200);
  });

  it('shows a suspended account idle', async () => {
    const r = await get('/hosting/resource-usage', { input: 'oldshop-nordlight.com' });
    expect(r.body).toMatchObject({ cpuPercent: { used: 0, limit: 100 }, entryProcesses: { used: 0 } });
  });
});

describe('usage history', () => {
  const history = (metric: string, period: string, input = 'nordlight-studio.com', token = demo) =>
    get('/hosting/usage/history', { input, metric, period }, token);

  it('gives hourly points for 24h, 6-hourly for 7d, daily for 30d and monthly for 12m, in the unit', async () => {
    const day = await history('cpu', '24h');
    expect(day.status).toBe(200);
    expect(day.body).toMatchObject({ metric: 'cpu', period: '24h', unit: 'percent', available: true, note: null });
    expect(day.body.points).toHaveLength(24);
    const gaps = (pts: { at: string }[]) =>
      new Set(pts.slice(1).map((p, i) => Date.parse(p.at) - Date.parse(pts[i]!.at)));
    expect(gaps(day.body.points)).toEqual(new Set([HOUR_MS]));
    const week = await history('memory', '7d');
    expect(week.body.unit).toBe('MB');
    expect(week.body.points.length).toBeGreaterThanOrEqual(28);
    expect(week.body.points.length).toBeLessThanOrEqual(29);
    expect(gaps(week.body.points)).toEqual(new Set([6 * HOUR_MS]));
    const month = await history('disk', '30d');
    expect(month.body.unit).toBe('MB');
    expect(month.body.points.length).toBeGreaterThanOrEqual(30);
    expect(gaps(month.body.points)).toEqual(new Set([24 * HOUR_MS]));
    const year = await history('io', '12m');
    expect(year.body.unit).toBe('KB/s');
    expect(year.body.points.length).toBeGreaterThanOrEqual(1);
    for (const p of year.body.points) expect(p.at).toMatch(/^\d{4}-\d\d-01T00:00:00\.000Z$/);
    // a month of samples in a year's view: the note says where the history starts
    expect(year.body.note).toContain('sampled this account since');
    expect((await history('processes', '24h')).body.unit).toBe('count');
  });

  it("sums the day's traffic and averages the rest, over the day's samples", async () => {
    const studio = await serviceOf('nordlight-studio.com');
    const traffic = await history('bandwidth', '30d');
    const cpu = await history('cpu', '30d');
    const point = traffic.body.points[5];
    const from = new Date(point.at);
    const rows = await api.db
      .select()
      .from(hostingUsageSamples)
      .where(
        and(
          eq(hostingUsageSamples.serviceId, studio.id),
          gte(hostingUsageSamples.at, from),
          lte(hostingUsageSamples.at, new Date(from.getTime() + 23 * HOUR_MS)),
        ),
      );
    expect(rows).toHaveLength(24);
    const sum = rows.reduce((n, s) => n + s.bandwidthMb, 0);
    expect(point.value).toBeCloseTo(sum, 1);
    expect(cpu.body.points[5].value).toBeCloseTo(rows.reduce((n, s) => n + s.cpuPercent, 0) / 24, 1);
  });

  it('ends every period on the figure the usage and resource-usage reads answer now', async () => {
    const usage = (await get('/hosting/usage', { input: 'nordlight-studio.com' })).body;
    const resources = (await get('/hosting/resource-usage', { input: 'nordlight-studio.com' })).body;
    const now: Record<string, number> = {
      disk: usage.diskMb.used,
      cpu: resources.cpuPercent.used,
      memory: resources.memoryMb.used,
      processes: resources.processes.used,
      io: resources.ioKbps.used,
    };
    for (const period of ['24h', '7d', '30d', '12m'])
      for (const [metric, value] of Object.entries(now)) {
        const points = (await history(metric, period)).body.points;
        expect(points.at(-1).value, `${metric} over ${period}`).toBe(value);
      }
    // the month's traffic is the newest monthly point
    expect((await history('bandwidth', '12m')).body.points.at(-1).value).toBe(usage.bandwidthMb.used);
    // disk counts mail and databases in every point, not in the last alone: no cliff at the end
    const disk = (await history('disk', '30d')).body.points;
    expect(disk[0].value).toBeGreaterThan(usage.diskMb.used * 0.9);
  });

  it('leads the disk series to the stored home tree, in steps a site grows by (issue 32: no 17 GB before 100 MB)', async () => {
    for (const domain of ['nordlight-studio.com', 'bergconsulting.se']) {
      const account = await serviceOf(domain);
      const rows = await samplesOf(account.id);
      const home = await homeTree(account.id);
      // the newest sample is the tree as it was at its hour: what changed since is all that may differ
      const since = home.rows.filter((f) => f.modifiedAt > rows[0]!.at).reduce((n, f) => n + f.sizeBytes, 0);
      expect(Math.abs(rows[0]!.diskMb - home.mb), domain).toBeLessThanOrEqual(since / BYTES_PER_MB + 0.05);
      // hour to hour it moves by what a day of the site writes at most (an upload, the logs, the cache)
      for (let i = 1; i < rows.length; i++)
        expect(
          Math.abs(rows[i - 1]!.diskMb - rows[i]!.diskMb),
          `${domain} at ${rows[i]!.at.toISOString()}`,
        ).toBeLessThan(3);
      // and never below the tree the account started with
      const base =
        baseTree({ serviceId: account.id, domain: account.domain, createdAt: account.createdAt }).reduce(
          (n, f) => n + f.sizeBytes,
          0,
        ) / BYTES_PER_MB;
      expect(Math.min(...rows.map((r) => r.diskMb))).toBeGreaterThanOrEqual(Math.round(base * 100) / 100);
    }
    // the studio's half-year of uploads is there a month ago too; the chart adds mail and databases to each point
    const disk = (await history('disk', '30d')).body.points as { value: number }[];
    const usage = (await get('/hosting/usage', { input: 'nordlight-studio.com' })).body.diskMb.used;
    for (const p of disk) expect(p.value).toBeGreaterThan(usage * 0.95);
    expect(disk.at(-1)!.value).toBe(usage);
  });

  it('degrades on a node that keeps no history: not available, no points, and a note that says why', async () => {
    const r = await history('cpu', '30d', 'sandandsons.fi', olof);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ available: false, points: [], unit: 'percent', target: { node: 'web-hel-01' } });
    expect(r.body.note).toContain('web-hel-01');
    expect(r.body.note).toContain('no usage history');
  });

  it('says why a suspended account has no points, and refuses an unknown metric or period', async () => {
    const r = await history('disk', '7d', 'oldshop-nordlight.com');
    expect(r.body).toMatchObject({ available: true, points: [] });
    expect(r.body.note).toContain('suspended');
    expect((await history('temperature', '7d')).status).toBe(422);
    expect((await history('cpu', '5y')).status).toBe(422);
    const defaults = await get('/hosting/usage/history', { input: 'nordlight-studio.com' });
    expect(defaults.body).toMatchObject({ metric: 'disk', period: '30d' });
  });
});

describe('the usage collector', () => {
  it('writes one sample per sampled account at the top of the next hour, the meter’s reading', async () => {
    const studio = await serviceOf('nordlight-studio.com');
    const berg = await serviceOf('bergconsulting.se');
    const olofs = await serviceOf('sandandsons.fi');
    const before = await samplesOf(studio.id);
    const bergBefore = (await samplesOf(berg.id)).length;
    api.clock.advance(3600_000);
    await runDueJobs(api.deps);
    const after = await samplesOf(studio.id);
    expect(after.length).toBe(before.length + 1);
    const hour = hourStart(api.clock.now());
    expect(after[0]!.at.toISOString()).toBe(hour.toISOString());
    const { at, ...expected } = readMeter(metered(studio), await planOf(studio.plan), hour);
    expect(after[0]).toMatchObject({ ...expected, serviceId: studio.id });
    // its disk is the home tree as stored now, the files a backup would copy
    expect(after[0]!.diskMb).toBeCloseTo((await homeTree(studio.id)).mb, 2);
    expect(at.getTime()).toBe(hour.getTime());
    expect((await samplesOf(berg.id)).length).toBe(bergBefore + 1);
    expect(await samplesOf(olofs.id)).toEqual([]);
    // the new hour is what the account now reports
    const usage = await get('/hosting/resource-usage', { input: 'nordlight-studio.com' });
    expect(usage.body.sampledAt).toBe(hour.toISOString());
    // run again in the same hour: nothing more
    await runDueJobs(api.deps);
    expect((await samplesOf(studio.id)).length).toBe(after.length);
    const later = await api.db
      .select()
      .from(hostingUsageSamples)
      .where(and(eq(hostingUsageSamples.serviceId, studio.id), gt(hostingUsageSamples.at, hour)));
    expect(later).toEqual([]);
  });

  it('fills the hours it missed while the server was down, but not the hours an account was skipped', async () => {
    const studio = await serviceOf('nordlight-studio.com');
    const before = (await samplesOf(studio.id)).length;
    api.clock.advance(5 * 3600_000);
    await runDueJobs(api.deps);
    expect((await samplesOf(studio.id)).length).toBe(before + 5);
    // the suspended shop is active again: sampled from this hour on, not back over its suspension
    const shop = await serviceOf('oldshop-nordlight.com');
    await api.db.update(services).set({ status: 'active', suspendedReason: null }).where(eq(services.id, shop.id));
    api.clock.advance(3600_000);
    await runDueJobs(api.deps);
    const shopSamples = await samplesOf(shop.id);
    expect(shopSamples.map((x) => x.at.toISOString())).toEqual([hourStart(api.clock.now()).toISOString()]);
    expect(shopSamples[0]!.cpuPercent).toBeGreaterThan(0);
  });
});
