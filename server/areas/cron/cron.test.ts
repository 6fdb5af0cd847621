// Cron jobs through the real API on the seeded database: every operation's
// success and errors, ownership, validation by cronie's rules at the API, next
// runs in the account's time zone, the crontab as written (CRON_TZ, % escaped),
// runs on the simulated node (recorded, failures mailed), and the dead-man flag.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLimits } from '@server/core/deps';
import { runDueJobs } from '@server/core/jobs';
import { queryRows } from '@server/db/client';
import { startApi, type TestApi } from '@server/test/harness';
import { cronLinesOf } from './crontab-lines';

const STUDIO = 'nordlight-studio.com';
const OLDSHOP = 'oldshop-nordlight.com'; // suspended
const SAND = 'sandandsons.fi'; // olof's
const NOTIFY = 'alex@nordlight-studio.com';

let api: TestApi;
let writer: string;
let olof: string;
beforeAll(async () => {
  api = await startApi({ limits: { ...defaultLimits, writes: 1000, requests: 5000 } });
  writer = await api.token(['write:cron']);
  olof = await api.token(['write:cron'], { accountEmail: 'olof@example.org' });
  // The crontab is read in the account's time zone; the studio's owner works in Stockholm.
  await setZone('Europe/Stockholm');
});
afterAll(() => api.close());

const every = { hour: '*', day_of_month: '*', month: '*', day_of_week: '*' };
const list = (input = STUDIO, token = writer) => api.call('GET', '/cron/jobs', { token, query: { input } });
const create = (body: Record<string, unknown>, token = writer) =>
  api.call('POST', '/cron/jobs', { token, body: { input: STUDIO, minute: '0', ...every, command: 'php -v', ...body } });
const update = (body: Record<string, unknown>, token = writer) =>
  api.call('PUT', '/cron/jobs', { token, body: { input: STUDIO, minute: '0', ...every, command: 'php -v', ...body } });
const del = (job_id: string, input = STUDIO, token = writer) =>
  api.call('DELETE', '/cron/jobs', { token, query: { input, job_id } });
const setEmail = (email: string | null, input = STUDIO, token = writer) =>
  api.call('PUT', '/cron/notification-email', { token, body: { input, email } });
const setZone = async (timezone: string) => {
  const r = await api.call('PATCH', '/account/preferences', {
    token: await api.token(['write:account']),
    body: { timezone },
  });
  expect(r.status).toBe(200);
};
const jobIn = async (id: string) => (await list()).body.data.find((j: { id: string }) => j.id === id);
const mails = (to: string) =>
  queryRows<{ subject: string; body: string }>(
    api.db,
    sql`select subject, body from outbox where "to" = ${to} and kind = 'cron.failure' order by id`,
  );
/** Move the clock to `iso` (plus `ms`) and let the node run what is due. */
const runAt = async (iso: string, ms = 1000) => {
  api.clock.freeze(new Date(new Date(iso).getTime() + ms));
  await runDueJobs(api.deps);
};

describe('listCronJobs', () => {
  it('lists the seeded crontab with words, next runs, time zone, runs and the dead-man flag', async () => {
    const r = await list();
    expect(r.status).toBe(200);
    expect(r.body.target).toMatchObject({ domain: STUDIO, daUsername: 'nordligh' });
    expect(r.body.notificationEmail).toBe(NOTIFY);
    expect(r.body.total).toBe(4);
    const [wp, cleanup, sitemap, exporter] = r.body.data;
    expect(wp).toMatchObject({
      schedule: '*/15 * * * *',
      description: 'Every 15 minutes',
      timeZone: 'Europe/Stockholm',
    });
    expect(wp.nextRuns).toHaveLength(5);
    expect(wp.nextRunAt).toBe(wp.nextRuns[0]);
    expect(new Date(wp.nextRuns[1]).getTime() - new Date(wp.nextRuns[0]).getTime()).toBe(15 * 60_000);
    expect(wp.recentRuns).toHaveLength(5);
    expect(wp.recentRuns.every((x: { outcome: string }) => x.outcome === 'succeeded')).toBe(true);
    expect(cleanup.description).toBe('At 03:00, only on Monday');
    expect(sitemap.recentRuns[0]).toMatchObject({
      outcome: 'failed',
      exitCode: 127,
      outputTail: '/bin/sh: 1: /home/nordligh/bin/sitemap.sh: not found',
    });
    expect(exporter.recentRuns[0].outcome).toBe('missed');
    expect(exporter.missed).toEqual({ expectedAt: exporter.recentRuns[0].scheduledAt, graceMinutes: 10 });
    expect(wp.missed).toBeNull();
  });

  it('is a write-tier operation: each listing spends the write budget', async () => {
    const first = await list();
    const second = await list();
    expect(first.headers.get('x-ratelimit-write-limit')).toBe('1000');
    expect(Number(second.headers.get('x-ratelimit-write-remaining'))).toBe(
      Number(first.headers.get('x-ratelimit-write-remaining')) - 1,
    );
  });

  it('needs write:cron', async () => {
    const r = await list(STUDIO, await api.token(['read:hosting']));
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('insufficient_scope');
  });

  it('is 403 for another account and 404 for a domain nobody hosts here', async () => {
    expect((await list(SAND)).body.code).toBe('domain_not_owned');
    expect((await list(STUDIO, olof)).status).toBe(403);
    const r = await list('not-hosted-here.example');
    expect(r.status).toBe(404);
  });

  it('pages with a cursor and refuses a foreign one', async () => {
    const first = await api.call('GET', '/cron/jobs', { token: writer, query: { input: STUDIO, limit: 3 } });
    expect(first.body).toMatchObject({ hasMore: true, total: 4 });
    const second = await api.call('GET', '/cron/jobs', {
      token: writer,
      query: { input: STUDIO, limit: 3, cursor: first.body.nextCursor },
    });
    expect(second.body.data).toHaveLength(1);
    expect(second.body.nextCursor).toBeNull();
    const bad = await api.call('GET', '/cron/jobs', {
      token: writer,
      query: { input: STUDIO, cursor: Buffer.from('["x"]').toString('base64url') },
    });
    expect(bad.status).toBe(400);
  });
});

describe('createCronJob', () => {
  it('adds a job with names, described, with its next five runs', async () => {
    const r = await create({ minute: '0', hour: '3', day_of_week: 'mon-fri', command: 'php ~/cron/cleanup.php' });
    expect(r.status).toBe(201);
    expect(r.body.job).toMatchObject({
      schedule: '0 3 * * mon-fri',
      description: 'At 03:00, Monday through Friday',
      timeZone: 'Europe/Stockholm',
      missed: null,
      recentRuns: [],
    });
    expect(r.body.job.nextRuns).toHaveLength(5);
    // 03:00 in Stockholm in winter is 02:00 UTC, never on a weekend
    for (const at of r.body.job.nextRuns) {
      expect(at).toMatch(/T02:00:00\.000Z$/);
      expect([0, 6]).not.toContain(new Date(at).getUTCDay());
    }
    expect(await jobIn(r.body.job.id)).toMatchObject({ schedule: '0 3 * * mon-fri' });
    await del(r.body.job.id);
  });

  it.each([
    // Plain words, not the cron library's raw "Invalid value for minute" / "illegal stepping" (sibling issue).
    [{ minute: '60' }, 'minute', 'The minute field allows 0-59; 60 is out of range'],
    [{ hour: '24' }, 'hour', 'The hour field allows 0-23'],
    [{ minute: '*/0' }, 'minute', 'A step of 0 in */0 never moves on'],
    [{ minute: '5-1' }, 'minute', 'runs backwards'],
    [{ day_of_week: 'funday' }, 'day_of_week', '"funday" is not a day of the week'],
    // What croner took and the node's cron (cronie) refuses (issue 33).
    [{ minute: '0', hour: '3', day_of_month: 'L' }, 'day_of_month', 'L (the last day) is not understood'],
    [{ day_of_month: '15W' }, 'day_of_month', 'W (the nearest weekday) is not understood'],
    [{ day_of_week: '5#2' }, 'day_of_week', '# (the nth weekday of a month) is not understood'],
    [{ day_of_month: '?' }, 'day_of_month', '? is not cron syntax'],
    [{ minute: '+1' }, 'minute', 'without a + or - sign'],
    [{ minute: '0 0' }, 'minute', 'without spaces'],
    [{ day_of_month: '30', month: '2' }, 'day_of_month', 'never runs'],
    [{ day_of_month: '31', month: 'apr' }, 'day_of_month', 'never runs'],
  ])('refuses %o with 422 naming %s', async (fields, path, reason) => {
    const r = await create(fields);
    expect(r.status).toBe(422);
    expect(r.body.code).toBe('validation_failed');
    expect(r.body.errors).toEqual([expect.objectContaining({ path, message: expect.stringContaining(reason) })]);
  });

  it('refuses an empty field and a multi-line command in the contract', async () => {
    const r = await create({ hour: ' ', command: 'php -v\nrm -rf ~' });
    expect(r.status).toBe(422);
    expect(r.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['command', 'hour']);
  });

  it('is 409 on a suspended account, 403 on another account, 404 for an unknown domain', async () => {
    const suspended = await create({ input: OLDSHOP });
    expect(suspended.status).toBe(409);
    expect(suspended.body.code).toBe('conflict');
    expect((await create({ input: SAND })).body.code).toBe('domain_not_owned');
    expect((await create({ input: STUDIO }, olof)).status).toBe(403);
    expect((await create({ input: 'not-hosted-here.example' })).status).toBe(404);
  });
  it('is 409 when the plan has no cron jobs', async () => {
    await api.db.execute(sql`update hosting_plans set cron = false where plan = 'Starter Hosting'`);
    const r = await create({ input: SAND }, olof);
    await api.db.execute(sql`update hosting_plans set cron = true where plan = 'Starter Hosting'`);
    expect(r.status).toBe(409);
    expect(r.body.detail).toContain('Starter Hosting plan has no cron jobs');
  });

  it('is 409 when the crontab is full (100 jobs)', async () => {
    const sandId = await api.accountId('olof@example.org');
    const [{ id: serviceId }] = await queryRows<{ id: number }>(
      api.db,
      sql`select id from services where domain = ${SAND} and type = 'hosting'`,
    );
    await api.db.execute(
      sql`insert into cron_jobs (account_id, service_id, minute, hour, day_of_month, month, day_of_week, command)
          select ${sandId}, ${serviceId}, '0', '*', '*', '*', '*', 'true' from generate_series(1, 100)`,
    );
    const r = await create({ input: SAND }, olof);
    await api.db.execute(sql`delete from cron_jobs where service_id = ${serviceId}`);
    expect(r.status).toBe(409);
    expect(r.body.detail).toContain('already holds 100 jobs');
  });
});

describe('updateCronJob and deleteCronJob', () => {
  it('replaces the schedule and the command', async () => {
    const made = await create({ minute: '5' });
    const r = await update({ job_id: made.body.job.id, minute: '*/10', hour: '8-18', command: 'wp core version' });
    expect(r.status).toBe(200);
    expect(r.body.job).toMatchObject({
      id: made.body.job.id,
      schedule: '*/10 8-18 * * *',
      command: 'wp core version',
      description: 'Every 10 minutes, between 08:00 and 18:59',
    });
    const bad = await update({ job_id: made.body.job.id, month: '13' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].path).toBe('month');
    expect((await jobIn(made.body.job.id)).command).toBe('wp core version');
    await del(made.body.job.id);
  });

  it('is 404 for a job that is not there, 403 for another account’s job', async () => {
    const made = await create({});
    expect((await update({ job_id: '999999' })).status).toBe(404);
    expect((await update({ job_id: 'abc' })).body.code).toBe('not_found');
    const theirs = await update({ input: SAND, job_id: made.body.job.id }, olof);
    expect(theirs.status).toBe(403);
    expect(theirs.body.code).toBe('not_owned');
    expect((await del(made.body.job.id, SAND, olof)).body.code).toBe('not_owned');
    expect((await update({ input: OLDSHOP, job_id: made.body.job.id })).status).toBe(409);
    await del(made.body.job.id);
  });

  it('deletes a job, its runs and its schedule on the node; a second delete is 404', async () => {
    const made = await create({ minute: '*' });
    const id = made.body.job.id;
    const r = await del(id);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id, deleted: true, target: { domain: STUDIO } });
    expect(await jobIn(id)).toBeUndefined();
    const [pending] = await queryRows<{ n: number }>(
      api.db,
      sql`select count(*)::int as n from jobs where kind = 'cron.run' and subject = ${`cron job ${id}`} and state in ('queued', 'running')`,
    );
    expect(pending!.n).toBe(0);
    expect((await del(id)).status).toBe(404);
  });
});

describe('setCronNotificationEmail', () => {
  it('sets and clears the address; 403 for another account, 409 when suspended, 422 for a bad address', async () => {
    const r = await setEmail('ops@nordlight-studio.com');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ notificationEmail: 'ops@nordlight-studio.com', target: { domain: STUDIO } });
    expect((await list()).body.notificationEmail).toBe('ops@nordlight-studio.com');
    expect((await setEmail(null)).body.notificationEmail).toBeNull();
    expect((await list()).body.notificationEmail).toBeNull();
    expect((await setEmail('x@y.se', SAND)).body.code).toBe('domain_not_owned');
    expect((await setEmail('x@y.se', STUDIO, olof)).status).toBe(403);
    expect((await setEmail('x@y.se', OLDSHOP)).status).toBe(409);
    expect((await setEmail('not an address')).status).toBe(422);
    await setEmail(NOTIFY);
  });
});

describe('runs on the node', () => {
  it('records a successful run with its exit code, duration and output', async () => {
    const made = await create({ minute: '*/5', command: 'php -v' });
    await runAt(made.body.job.nextRunAt);
    const job = await jobIn(made.body.job.id);
    expect(job.recentRuns).toHaveLength(1);
    expect(job.recentRuns[0]).toMatchObject({
      scheduledAt: made.body.job.nextRunAt,
      outcome: 'succeeded',
      exitCode: 0,
    });
    expect(job.recentRuns[0].outputTail).toMatch(/^PHP 8\.\d+\.\d+ \(cli\)/);
    expect(job.recentRuns[0].durationMs).toBeGreaterThan(0);
    // the next run is the schedule's next after the one just served
    expect(job.nextRunAt).toBe(new Date(new Date(made.body.job.nextRunAt).getTime() + 5 * 60_000).toISOString());
    await runAt(job.nextRunAt);
    expect((await jobIn(made.body.job.id)).recentRuns).toHaveLength(2);
    await del(made.body.job.id);
  });

  it('mails a failed run to the notification address, and nothing once it is cleared', async () => {
    const before = (await mails(NOTIFY)).length;
    const made = await create({ minute: '*/5', command: 'php ~/cron/missing.php' });
    await runAt(made.body.job.nextRunAt);
    const run = (await jobIn(made.body.job.id)).recentRuns[0];
    expect(run).toMatchObject({
      outcome: 'failed',
      exitCode: 1,
      outputTail: 'Could not open input file: ~/cron/missing.php',
    });
    const sent = await mails(NOTIFY);
    expect(sent).toHaveLength(before + 1);
    expect(sent.at(-1)!.subject).toBe('Cron <nordligh@web-ams-04> php ~/cron/missing.php');
    expect(sent.at(-1)!.body).toContain('failed with exit code 1');
    expect(sent.at(-1)!.body).toContain('Could not open input file: ~/cron/missing.php');

    await setEmail(null);
    const next = (await jobIn(made.body.job.id)).nextRunAt;
    await runAt(next);
    expect((await jobIn(made.body.job.id)).recentRuns[0]).toMatchObject({ scheduledAt: next, outcome: 'failed' });
    expect(await mails(NOTIFY)).toHaveLength(before + 1);
    await setEmail(NOTIFY);
    await del(made.body.job.id);
  });

  it('flags a job whose run the node missed (dead-man), records the miss, and clears once it runs', async () => {
    const made = await create({ minute: '0', command: 'exit 0' });
    const expected = made.body.job.nextRunAt;
    // The node is down: time passes past the run and its grace, nothing runs.
    api.clock.freeze(new Date(new Date(expected).getTime() + 9 * 60_000));
    expect((await jobIn(made.body.job.id)).missed).toBeNull();
    api.clock.freeze(new Date(new Date(expected).getTime() + 11 * 60_000));
    expect((await jobIn(made.body.job.id)).missed).toEqual({ expectedAt: expected, graceMinutes: 10 });
    // The node comes back 2 h 5 min late: 06:00 and 07:00 are missed, 08:00 is still in its grace.
    await runAt(expected, 125 * 60_000);
    const job = await jobIn(made.body.job.id);
    expect(job.recentRuns[0]).toMatchObject({
      scheduledAt: expected,
      outcome: 'missed',
      exitCode: null,
      startedAt: null,
    });
    expect(job.recentRuns[0].outputTail).toContain('(2 runs missed)');
    expect(job.missed).toEqual({ expectedAt: expected, graceMinutes: 10 });
    expect(job.nextRunAt).toBe(new Date(new Date(expected).getTime() + 3 * 3_600_000).toISOString());
    await runDueJobs(api.deps); // the next pass runs the occurrence still within its grace, 5 minutes late
    const after = await jobIn(made.body.job.id);
    expect(after.recentRuns[0]).toMatchObject({
      scheduledAt: new Date(new Date(expected).getTime() + 2 * 3_600_000).toISOString(),
      outcome: 'succeeded',
    });
    expect(after.missed).toBeNull();
    await del(made.body.job.id);
  });
});

describe('next runs around a DST change', () => {
  it('states the time zone and, as man 5 crontab says, skips a time Stockholm’s spring-forward gap removes', async () => {
    // 28 March 2027, 02:00 CET -> 03:00 CEST: 02:30 does not exist that day, so cronie does not run it.
    // (Was 03:00 CEST on the 28th, croner's reading; the issue asks for cronie's.)
    api.clock.freeze(new Date('2027-03-26T12:00:00Z'));
    const r = await create({ minute: '30', hour: '2', command: 'php -v' });
    expect(r.body.job.timeZone).toBe('Europe/Stockholm');
    expect(r.body.job.description).toBe('At 02:30');
    expect(r.body.job.nextRuns).toEqual([
      '2027-03-27T01:30:00.000Z',
      '2027-03-29T00:30:00.000Z',
      '2027-03-30T00:30:00.000Z',
      '2027-03-31T00:30:00.000Z',
      '2027-04-01T00:30:00.000Z',
    ]);
    await del(r.body.job.id);
  });
});

describe("the account's time zone and the day fields", () => {
  it('reads 0 3 */2 * 1 as cronie does: both day fields must match when one starts with *', async () => {
    await setZone('UTC');
    try {
      api.clock.freeze(new Date('2026-11-29T00:00:00Z'));
      const r = await create({ minute: '0', hour: '3', day_of_month: '*/2', day_of_week: '1' });
      expect(r.status).toBe(201);
      expect(r.body.job.timeZone).toBe('UTC');
      expect(r.body.job.nextRuns.slice(0, 2)).toEqual(['2026-12-07T03:00:00.000Z', '2026-12-21T03:00:00.000Z']);
      await del(r.body.job.id);
    } finally {
      await setZone('Europe/Stockholm');
    }
  });

  it('moves the runs with the account’s zone and names it', async () => {
    api.clock.freeze(new Date('2026-11-29T00:00:00Z'));
    const made = await create({ minute: '0', hour: '9' });
    expect(made.body.job.nextRunAt).toBe('2026-11-29T08:00:00.000Z');
    await setZone('America/New_York');
    try {
      const job = await jobIn(made.body.job.id);
      expect(job.timeZone).toBe('America/New_York');
      expect(job.nextRunAt).toBe('2026-11-29T14:00:00.000Z');
    } finally {
      await setZone('Europe/Stockholm');
      await del(made.body.job.id);
    }
  });
});

describe('the crontab as written', () => {
  it('starts with CRON_TZ and escapes % so the command runs as typed', async () => {
    api.clock.freeze(new Date('2026-11-29T00:00:00Z'));
    const command = 'php report.php --day=$(date +%F)';
    const made = await create({ minute: '0', hour: '3', command });
    expect(made.status).toBe(201);
    expect(made.body.job.command).toBe(command);
    const [{ id: serviceId }] = await queryRows<{ id: number }>(
      api.db,
      sql`select id from services where domain = ${STUDIO} and type = 'hosting'`,
    );
    const lines = await cronLinesOf(api.db, serviceId, new Date('2026-11-29T00:00:00Z'));
    expect(lines[0]).toBe('CRON_TZ=Europe/Stockholm');
    expect(lines).toContain('0 3 * * * php report.php --day=$(date +\\%F)');
    await del(made.body.job.id);
  });

  it('lists a job saved before these rules with syntax cronie refuses: no runs, and says so', async () => {
    const [{ id: serviceId, account_id: accountId }] = await queryRows<{ id: number; account_id: number }>(
      api.db,
      sql`select id, account_id from services where domain = ${STUDIO} and type = 'hosting'`,
    );
    const [{ id }] = await queryRows<{ id: number }>(
      api.db,
      sql`insert into cron_jobs (account_id, service_id, minute, hour, day_of_month, month, day_of_week, command)
          values (${accountId}, ${serviceId}, '0', '3', 'L', '*', '*', 'true') returning id`,
    );
    const r = await list();
    await api.db.execute(sql`delete from cron_jobs where id = ${id}`);
    expect(r.status).toBe(200);
    const legacy = r.body.data.find((j: { id: string }) => j.id === String(id));
    expect(legacy).toMatchObject({ schedule: '0 3 L * *', nextRuns: [], nextRunAt: null });
    expect(legacy.description).toContain("Not a schedule the node's cron runs");
  });

  it('refuses a % right after a backslash: cron would drop that backslash', async () => {
    const r = await create({ command: 'echo 50\\%' });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual([expect.objectContaining({ path: 'command' })]);
  });
});
