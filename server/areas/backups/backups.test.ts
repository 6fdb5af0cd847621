// Reading backups through the API on the seeded demo: the list, the schedule
// (and the refusal to set it), the account backup runs, the contents of one
// backup, ownership and the errors each read answers.
import { BYTES_PER_MB } from '@contract/units';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueJobs } from '@server/core/jobs';
import { hostingBackups } from '@server/db/schema/backups';
import { homeFiles } from '@server/db/schema/infra-web';
import { services } from '@server/db/schema/services';
import { startApi, type TestApi } from '@server/test/harness';

let api: TestApi;
let reader: string;
let writer: string;
let olof: string;
const INPUT = 'nordlight-studio.com';

beforeAll(async () => {
  api = await startApi();
  reader = await api.token(['read:backups']);
  writer = await api.token(['read:backups', 'write:backups']);
  olof = await api.token(['read:backups', 'write:backups'], { accountEmail: 'olof@example.org' });
});
afterAll(() => api.close());

const list = (query: Record<string, string | number>, token = reader) => api.call('GET', '/backups', { token, query });

describe('GET /backups', () => {
  it('lists a month of dailies with the weeklies and monthlies, newest first, with what each holds', async () => {
    const r = await list({ input: INPUT, limit: 100 });
    expect(r.status).toBe(200);
    expect(r.body.target.domain).toBe(INPUT);
    const kinds = r.body.data.map((b: { kind: string }) => b.kind);
    expect(kinds.filter((k: string) => k === 'daily').length).toBeGreaterThanOrEqual(20);
    expect(kinds).toContain('weekly');
    expect(kinds).toContain('monthly');
    // the safety backup of the seeded restore
    expect(r.body.data.find((b: { kind: string }) => b.kind === 'manual').note).toMatch(/Safety backup/);
    const times = r.body.data.map((b: { createdAt: string }) => b.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(r.body.data[0]).toMatchObject({
      contains: ['files', 'databases', 'email', 'dns', 'cron'],
      node: 'web-ams-04',
    });
    expect(r.body.data[0].sizeMb).toBeGreaterThan(0);
  });

  it('filters by kind and pages by cursor', async () => {
    const monthly = await list({ input: INPUT, kind: 'monthly' });
    expect(monthly.body.data.every((b: { kind: string }) => b.kind === 'monthly')).toBe(true);
    expect(monthly.body.total).toBe(6);
    const first = await list({ input: INPUT, limit: 2 });
    const second = await list({ input: INPUT, limit: 2, cursor: first.body.nextCursor });
    expect(first.body.hasMore).toBe(true);
    expect(second.body.data[0].id).not.toBe(first.body.data[1].id);
    expect(second.body.data[0].createdAt < first.body.data[1].createdAt).toBe(true);
  });

  it('answers 403 for another account’s domain and 404 for a domain no hosting account serves', async () => {
    const other = await list({ input: INPUT }, olof);
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('domain_not_owned');
    const none = await list({ input: 'no-such-site-here.example' });
    expect(none.status).toBe(404);
  });
});

describe('what a backup records', () => {
  it('keeps the crontab and the DNS zone of the account as they were', async () => {
    const id = (await list({ input: INPUT, kind: 'daily', limit: 1 })).body.data[0].id;
    const [latest] = await api.db
      .select()
      .from(hostingBackups)
      .where(eq(hostingBackups.id, Number(id)));
    expect(latest!.manifest.cron.length).toBeGreaterThan(0);
    expect(latest!.manifest.dns.some((l) => l.startsWith('nordlight-studio.com. ') && l.includes(' IN MX '))).toBe(
      true,
    );
    expect(latest!.manifest.files.length).toBeGreaterThan(16);
  });
});

describe('the schedule', () => {
  it('is run by the provider, not settable, with its last and next run', async () => {
    const r = await api.call('GET', '/backups/schedule', { token: reader, query: { input: INPUT } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      managedBy: 'provider',
      frequency: 'daily',
      windowStartUtc: '03:00',
      retention: { daily: 30, weekly: 8, monthly: 6 },
      settable: false,
    });
    const now = api.clock.now().getTime();
    expect(new Date(r.body.lastRunAt).getTime()).toBeLessThanOrEqual(now);
    expect(new Date(r.body.nextRunAt).getTime()).toBeGreaterThan(now);
    expect(new Date(r.body.nextRunAt).getUTCHours()).toBe(3);
  });

  it('PUT answers 501 not_available saying the provider runs it, and changes nothing', async () => {
    const before = await api.call('GET', '/backups/schedule', { token: reader, query: { input: INPUT } });
    const r = await api.call('PUT', '/backups/schedule', {
      token: writer,
      body: { input: INPUT, frequency: 'weekly', window_start_utc: '01:00' },
    });
    expect(r.status).toBe(501);
    expect(r.body.code).toBe('not_available');
    expect(r.body.detail).toMatch(/run by the provider and is not settable through the API/);
    const after = await api.call('GET', '/backups/schedule', { token: reader, query: { input: INPUT } });
    expect(after.body).toEqual(before.body);
  });

  it('PUT without write:backups is 403 insufficient_scope', async () => {
    const r = await api.call('PUT', '/backups/schedule', { token: reader, body: { input: INPUT } });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('insufficient_scope');
  });

  it('is 403 for another account', async () => {
    const r = await api.call('GET', '/backups/schedule', { token: olof, query: { input: INPUT } });
    expect(r.status).toBe(403);
  });
});

describe('GET /backups/account', () => {
  it('lists the Sunday remote copies and the failed one, newest first', async () => {
    const r = await api.call('GET', '/backups/account', { token: reader, query: { input: INPUT } });
    expect(r.status).toBe(200);
    expect(r.body.total).toBeGreaterThanOrEqual(8);
    const failed = r.body.data.find((x: { status: string }) => x.status === 'failed');
    expect(failed).toMatchObject({ location: 'remote', sizeMb: null, detail: expect.stringMatching(/timed out/) });
    const ok = r.body.data.find((x: { status: string }) => x.status === 'completed');
    expect(ok).toMatchObject({ kind: 'full', location: 'remote' });
    expect(ok.completedAt > ok.startedAt).toBe(true);
    const other = await api.call('GET', '/backups/account', { token: olof, query: { input: INPUT } });
    expect(other.status).toBe(403);
  });
});

describe('GET /backups/{backup}/contents', () => {
  let id: string;
  beforeAll(async () => {
    id = (await list({ input: INPUT, kind: 'daily', limit: 1 })).body.data[0].id;
  });
  const contents = (backup: string, query: Record<string, string | number>, token = reader) =>
    api.call('GET', `/backups/${backup}/contents`, { token, query: { input: INPUT, ...query } });

  it('browses the home tree a level at a time', async () => {
    const root = await contents(id, {});
    expect(root.status).toBe(200);
    expect(root.body).toMatchObject({ backupId: id, path: '/' });
    const names = root.body.data.map((e: { name: string }) => e.name);
    expect(names).toEqual(expect.arrayContaining(['public_html', 'logs', '.ssh']));
    const html = await contents(id, { path: '/public_html/wp-content/themes/twentytwentyfive' });
    expect(html.body.data.map((e: { name: string }) => e.name)).toEqual(['functions.php', 'style.css', 'theme.json']);
    expect(html.body.data[0]).toMatchObject({
      type: 'file',
      path: '/public_html/wp-content/themes/twentytwentyfive/functions.php',
    });
    expect(html.body.data[0].sizeBytes).toBeGreaterThan(0);
  });

  it('lists the databases with their real sizes and the mailboxes', async () => {
    const dbs = await contents(id, { part: 'databases' });
    expect(dbs.body.data.map((e: { name: string }) => e.name)).toContain('nordligh_wp');
    expect(dbs.body.data.find((e: { name: string }) => e.name === 'nordligh_wp').sizeBytes).toBeGreaterThan(0);
    const mail = await contents(id, { part: 'email' });
    expect(mail.body.data.map((e: { name: string }) => e.name)).toContain('info@nordlight-studio.com');
  });

  it('pages a level', async () => {
    const first = await contents(id, { limit: 1 });
    expect(first.body.hasMore).toBe(true);
    const second = await contents(id, { limit: 1, cursor: first.body.nextCursor });
    expect(second.body.data[0].name).not.toBe(first.body.data[0].name);
  });

  it('answers 404 for a path it does not hold or a backup that does not exist, 422 for ..', async () => {
    expect((await contents(id, { path: '/nowhere' })).status).toBe(404);
    expect((await contents('999999', {})).status).toBe(404);
    expect((await contents('not-a-number', {})).status).toBe(404);
    const up = await contents(id, { path: '/public_html/../../etc' });
    expect(up.status).toBe(422);
  });

  it('answers 403 to another account, whether by its input or by the backup id', async () => {
    expect((await contents(id, {}, olof)).status).toBe(403);
    const r = await api.call('GET', `/backups/${id}/contents`, { token: olof, query: { input: 'sandandsons.fi' } });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('not_owned');
  });
});

/** What a backup's contents browser lists of one part: its files' top level, its databases or its mailboxes. */
async function listedPartBytes(backupId: string, part: 'files' | 'databases' | 'email') {
  const r = await api.call('GET', `/backups/${backupId}/contents`, {
    token: reader,
    query: { input: INPUT, part, path: '/', limit: 500 },
  });
  expect(r.body.hasMore).toBe(false);
  return (r.body.data as { sizeBytes: number | null }[]).reduce((sum, e) => sum + (e.sizeBytes ?? 0), 0);
}

/** What a backup's contents browser lists, summed over its parts. */
async function listedBytes(backupId: string) {
  let bytes = 0;
  for (const part of ['files', 'databases', 'email'] as const) bytes += await listedPartBytes(backupId, part);
  return bytes;
}

interface ListedBackup {
  id: string;
  sizeMb: number;
  sizeBytes: number;
  parts: Record<'files' | 'databases' | 'email' | 'dns' | 'cron', number>;
}

describe('a backup’s size', () => {
  it('is the sum of its parts, each part what the contents browser lists of it (issue 32: "7.7 GB while it holds 95 MB")', async () => {
    const [b] = (await list({ input: INPUT, limit: 1 })).body.data as ListedBackup[];
    const { files, databases, email, dns, cron } = b!.parts;
    expect(b!.sizeBytes).toBe(files + databases + email + dns + cron);
    expect(b!.sizeMb).toBe(Math.round((b!.sizeBytes / BYTES_PER_MB) * 10) / 10);
    expect(files).toBe(await listedPartBytes(b!.id, 'files'));
    expect(databases).toBe(await listedPartBytes(b!.id, 'databases'));
    expect(email).toBe(await listedPartBytes(b!.id, 'email'));
    // the zones' records and the crontab's lines count too, as the bytes of their lines
    expect(dns).toBeGreaterThan(0);
    expect(cron).toBeGreaterThan(0);
    // the seed's mailboxes hold most of it; the files are the site's, far smaller
    expect(email).toBeGreaterThan(files);
  });

  it('is the sum of what its contents list, for every seeded backup of the first page', async () => {
    const backups = (await list({ input: INPUT, limit: 8 })).body.data as { id: string; sizeMb: number }[];
    // the seed's manual safety backup too, taken as a restore takes one
    const manual = (await list({ input: INPUT, kind: 'manual', limit: 1 })).body.data[0];
    for (const b of [...backups, manual]) {
      // sizeMb is in the contract's megabytes (contract/units.ts), to one decimal
      expect(b.sizeMb, `backup ${b.id}`).toBeCloseTo((await listedBytes(b.id)) / BYTES_PER_MB, 1);
    }
  });
});

describe('the nightly run', () => {
  it('backs the account up at 03:00 UTC, and the schedule shows it as the last run', async () => {
    const before = await list({ input: INPUT, limit: 1 });
    const schedule = await api.call('GET', '/backups/schedule', { token: reader, query: { input: INPUT } });
    api.clock.freeze(new Date(schedule.body.nextRunAt).getTime());
    await runDueJobs(api.deps);
    const after = await list({ input: INPUT, limit: 1 });
    expect(after.body.data[0].createdAt).toBe(schedule.body.nextRunAt);
    expect(after.body.data[0].id).not.toBe(before.body.data[0].id);
    const now = await api.call('GET', '/backups/schedule', { token: reader, query: { input: INPUT } });
    expect(now.body.lastRunAt).toBe(schedule.body.nextRunAt);
    expect(new Date(now.body.nextRunAt).getTime() - new Date(now.body.lastRunAt).getTime()).toBe(86_400_000);
    // a new backup's size is what its contents list, as the seeded ones are
    expect(after.body.data[0].sizeMb).toBeCloseTo((await listedBytes(after.body.data[0].id)) / BYTES_PER_MB, 1);
  });

  it('holds what the hosting account says it uses: its files part is the home tree the disk figure counts (issue 32)', async () => {
    const [b] = (await list({ input: INPUT, limit: 1 })).body.data as ListedBackup[];
    const [svc] = await api.db
      .select()
      .from(services)
      .where(and(eq(services.type, 'hosting'), eq(services.domain, INPUT)));
    const tree = await api.db.select().from(homeFiles).where(eq(homeFiles.serviceId, svc!.id));
    // the nightly run copied the stored tree, and nothing changed it since
    expect(b!.parts.files).toBe(tree.reduce((n, f) => n + f.sizeBytes, 0));
    const hosting = await api.token(['read:hosting']);
    const usage = await api.call('GET', '/hosting/usage', { token: hosting, query: { input: INPUT } });
    // disk is files, mail and databases, as the backup holds them (the zones and the crontab are not on disk)
    const held = (b!.parts.files + b!.parts.email + b!.parts.databases) / BYTES_PER_MB;
    expect(Math.abs(usage.body.diskMb.used - held)).toBeLessThanOrEqual(0.1);
  });
});
