// Uptime monitors through the real API on the seeded database: every operation's
// success and errors, ownership, the validation messages of bad bodies, and a
// monitor going down when its simulated site fails and up again, with its events.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLimits } from '@server/core/deps';
import { runDueJobs } from '@server/core/jobs';
import { queryRows } from '@server/db/client';
import { setSiteFault } from '@server/infra/web-node';
import { startApi, type TestApi } from '@server/test/harness';

const STUDIO = 'nordlight-studio.com';
const SAND = 'sandandsons.fi'; // olof's

let api: TestApi;
let token: string;
let reader: string;
let olof: string;
beforeAll(async () => {
  api = await startApi({ limits: { ...defaultLimits, writes: 1000, requests: 5000 } });
  token = await api.token(['read:monitoring', 'write:monitoring']);
  reader = await api.token(['read:monitoring']);
  olof = await api.token(['read:monitoring', 'write:monitoring'], { accountEmail: 'olof@example.org' });
});
afterAll(() => api.close());

const create = (body: Record<string, unknown>, t = token) =>
  api.call('POST', '/monitors', {
    token: t,
    body: { input: STUDIO, name: 'Home page', type: 'http', url: `https://${STUDIO}/`, ...body },
  });
const events = (id: string, query: Record<string, string | number> = {}, t = token) =>
  api.call('GET', `/monitors/${id}/events`, { token: t, query });
const monitor = async (id: string) =>
  (await api.call('GET', '/monitors', { token, query: { limit: 100 } })).body.data.find(
    (m: { id: string }) => m.id === id,
  );
const tick = async (ms = 60_000) => {
  api.clock.advance(ms);
  await runDueJobs(api.deps);
};

describe('listMonitors', () => {
  it('lists the demo monitors with their checks, uptime and history', async () => {
    const r = await api.call('GET', '/monitors', { token: reader });
    expect(r.status).toBe(200);
    expect(r.body.target).toBeNull();
    const site = r.body.data.find((m: { name: string }) => m.name === 'Studio website');
    expect(site).toMatchObject({
      type: 'http',
      url: `https://${STUDIO}/`,
      status: 'up',
      expectedStatus: 200,
      retries: 2,
    });
    expect(site.recentChecks).toHaveLength(48);
    expect(site.recentChecks[0].at > site.recentChecks[47].at).toBe(true);
    expect(site.uptime24hPercent).toBe(100);
    // One 14-minute outage in the last 30 days.
    expect(site.uptime30dPercent).toBeCloseTo(100 - (14 * 60 * 100) / (30 * 86_400), 2);
  });

  it('filters by target and status, and pages', async () => {
    const only = await api.call('GET', '/monitors', { token, query: { input: STUDIO } });
    expect(only.body.target).toMatchObject({ domain: STUDIO });
    expect(only.body.data.map((m: { name: string }) => m.name)).toEqual(['Studio website']);
    expect((await api.call('GET', '/monitors', { token, query: { status: 'down' } })).body.total).toBe(0);
    const first = await api.call('GET', '/monitors', { token, query: { limit: 1 } });
    expect(first.body).toMatchObject({ hasMore: true, total: 2 });
    const next = await api.call('GET', '/monitors', { token, query: { limit: 1, cursor: first.body.nextCursor } });
    expect(next.body.data[0].id).not.toBe(first.body.data[0].id);
    expect((await api.call('GET', '/monitors', { token, query: { cursor: 'nonsense' } })).status).toBe(400);
  });

  it("refuses another account's domain (403) and an unknown one (404)", async () => {
    const r = await api.call('GET', '/monitors', { token: olof, query: { input: STUDIO } });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('domain_not_owned');
    expect((await api.call('GET', '/monitors', { token, query: { input: 'nowhere-here.se' } })).body.code).toBe(
      'not_found',
    );
    // Olof sees none of the demo's monitors.
    expect((await api.call('GET', '/monitors', { token: olof })).body.total).toBe(0);
  });
});

describe('createMonitor', () => {
  it('creates a pending http monitor that is checked at once', async () => {
    const r = await create({ interval_seconds: 120, timeout_seconds: 10, alert_emails: ['ops@nordlight-studio.com'] });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      name: 'Home page',
      status: 'pending',
      expectedStatus: 200,
      retries: 2,
      intervalSeconds: 120,
      timeoutSeconds: 10,
      alertEmails: ['ops@nordlight-studio.com'],
      recentChecks: [],
      uptime24hPercent: null,
      target: { domain: STUDIO },
    });
    await runDueJobs(api.deps);
    const m = await monitor(r.body.id);
    expect(m).toMatchObject({ status: 'up', recentChecks: [{ up: true }] });
    expect(m.responseTimeMs).toBeGreaterThan(0);
    expect((await events(r.body.id)).body.data.map((e: { kind: string }) => e.kind)).toEqual(['up']);
    // The site's access log shows the check.
    const log = await api.call('GET', '/logs', { token, query: { input: STUDIO, grep: 'PanelUptime', limit: 1 } });
    expect(log.body.lines[0]).toMatch(
      /^185\.20\.28\.9 - - \[[^\]]+\] "GET \/ HTTP\/1\.1" 200 \d+ "-" "[^"]*PanelUptime/,
    );
    expect((await api.call('DELETE', `/monitors/${r.body.id}`, { token })).status).toBe(200);
  });

  it('keeps only the fields a type uses', async () => {
    const r = await create({ type: 'port', host: `mail.${STUDIO}`, port: 993, url: undefined, keyword: 'x' });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      type: 'port',
      url: null,
      host: `mail.${STUDIO}`,
      port: 993,
      keyword: null,
      expectedStatus: null,
    });
    await api.call('DELETE', `/monitors/${r.body.id}`, { token });
  });

  it('says what is wrong with a bad monitor', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ url: undefined }, 'url', 'A http monitor needs a url'],
      [{ url: 'ftp://files.example/' }, 'url', 'Enter an http:// or https:// URL'],
      [{ type: 'keyword' }, 'keyword', 'A keyword monitor needs the keyword to look for'],
      [{ type: 'ping', url: undefined }, 'host', 'A ping monitor needs a host'],
      [{ type: 'port', host: STUDIO, url: undefined }, 'port', 'A port monitor needs a port'],
      [
        { type: 'dns', host: STUDIO, expected_status: 200 },
        'expected_status',
        'Only http and keyword monitors expect a status',
      ],
      [{ expected_status: 99 }, 'expected_status', 'An HTTP status is 100-599'],
      [{ interval_seconds: 30 }, 'interval_seconds', 'Check at most once a minute'],
      [
        { interval_seconds: 60, timeout_seconds: 60 },
        'timeout_seconds',
        'The timeout must be shorter than the interval',
      ],
      [{ retries: 11 }, 'retries', 'Retries are 0-10'],
      [{ name: ' ' }, 'name', 'Name the monitor'],
      [
        { alert_emails: Array.from({ length: 6 }, (_, i) => `a${i}@x.se`) },
        'alert_emails',
        'At most 5 alert addresses',
      ],
    ];
    for (const [body, path, message] of cases) {
      const r = await create(body);
      expect(r.status, JSON.stringify(body)).toBe(422);
      expect(r.body.code).toBe('validation_failed');
      expect(r.body.errors).toContainEqual(expect.objectContaining({ path, message }));
    }
  });

  it('refuses a monitor past the per-account cap (409), leaving nothing half-made', async () => {
    const acc = await api.accountId('demo@example.com');
    await api.db.execute(sql`insert into monitors (account_id, name, type, url, domain, target, interval_seconds,
        timeout_seconds, retries, alert_emails, status, next_check_at)
      select ${acc}, 'Filler ' || n, 'http', 'https://nordlight-studio.com/', 'nordlight-studio.com', '{}'::jsonb,
        3600, 30, 0, '{}', 'paused', now() from generate_series(1, 48) n`);
    try {
      const r = await create({ name: 'One too many' });
      expect(r.status).toBe(409);
      expect(r.body.code).toBe('conflict');
      expect(r.body.detail).toMatch(/at most 50 monitors/);
      expect((await api.call('GET', '/monitors', { token })).body.total).toBe(50);
    } finally {
      await api.db.execute(sql`delete from monitors where name like 'Filler %'`);
    }
  });

  it("refuses another account's domain, and a token without the write scope", async () => {
    const r = await create({ input: SAND, url: `https://${SAND}/` });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('domain_not_owned');
    expect((await create({}, reader)).body.code).toBe('insufficient_scope');
    expect((await create({ input: 'nowhere-here.se' })).body.code).toBe('not_found');
  });
});

describe('deleteMonitor and listMonitorEvents', () => {
  it('lists the demo outage with its length, newest first, and filters by since', async () => {
    const id = (await api.call('GET', '/monitors', { token, query: { input: STUDIO } })).body.data[0].id;
    const r = await events(id);
    expect(r.status).toBe(200);
    expect(r.body.monitorId).toBe(id);
    expect(r.body.data.map((e: { kind: string }) => e.kind)).toEqual(['up', 'down', 'up']);
    const down = r.body.data[1];
    expect(down).toMatchObject({ statusCode: 503, durationSeconds: 14 * 60 });
    const since = await events(id, { since: down.at });
    expect(since.body.data.map((e: { kind: string }) => e.kind)).toEqual(['up']);
    const paged = await events(id, { limit: 2 });
    expect(paged.body).toMatchObject({ hasMore: true, total: 3 });
  });

  it("answers 404 for an unknown monitor and 403 for another account's", async () => {
    const id = (await api.call('GET', '/monitors', { token })).body.data[0].id;
    for (const r of [await events(id, {}, olof), await api.call('DELETE', `/monitors/${id}`, { token: olof })]) {
      expect(r.status).toBe(403);
      expect(r.body.code).toBe('not_owned');
    }
    for (const path of ['/monitors/999999/events', '/monitors/abc/events'])
      expect((await api.call('GET', path, { token })).body.code).toBe('not_found');
    expect((await api.call('DELETE', '/monitors/999999', { token })).status).toBe(404);
  });

  it('deletes a monitor with its history, audited', async () => {
    const r = await create({ name: 'Short-lived' });
    await runDueJobs(api.deps);
    const del = await api.call('DELETE', `/monitors/${r.body.id}`, { token });
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ id: r.body.id, deleted: true });
    expect((await events(r.body.id)).status).toBe(404);
    const [checks] = await queryRows<{ n: number }>(
      api.db,
      sql`select count(*)::int as n from monitor_checks where monitor_id = ${Number(r.body.id)}`,
    );
    expect(checks!.n).toBe(0);
    const [audit] = await queryRows<{ target: string }>(
      api.db,
      sql`select target from audit_events where operation = 'deleteMonitor' order by id desc limit 1`,
    );
    expect(audit!.target).toBe(`monitor ${r.body.id} (Short-lived)`);
  });
});

describe('checks against the simulated site', () => {
  it('goes down after retries + 1 failed checks, and up again with the outage length', async () => {
    const r = await create({
      name: 'Watch the studio',
      interval_seconds: 60,
      timeout_seconds: 10,
      retries: 2,
      alert_emails: ['oncall@nordlight-studio.com'],
    });
    const id = r.body.id;
    await runDueJobs(api.deps);
    expect((await monitor(id)).status).toBe('up');

    await setSiteFault(api.db, STUDIO, 'down', api.clock.now());
    await tick();
    await tick();
    // Two failed checks: within the retries, still up.
    expect(await monitor(id)).toMatchObject({ status: 'up' });
    await tick();
    const down = await monitor(id);
    expect(down.status).toBe('down');
    expect(down.recentChecks.slice(0, 4).map((c: { up: boolean }) => c.up)).toEqual([false, false, false, true]);
    expect(down.responseTimeMs).toBeNull();
    const downAt = api.clock.now().toISOString();
    let ev = (await events(id)).body.data;
    expect(ev[0]).toMatchObject({ kind: 'down', at: downAt, durationSeconds: null, statusCode: null });
    expect(ev[0].reason).toBe('Connection refused (3 failed checks in a row)');

    await tick(); // still down: no new event
    expect((await events(id)).body.total).toBe(2);
    await setSiteFault(api.db, STUDIO, null, api.clock.now());
    await tick();
    const up = await monitor(id);
    expect(up.status).toBe('up');
    expect(up.lastChangeAt).toBe(api.clock.now().toISOString());
    expect(up.uptime24hPercent).toBeLessThan(100);
    ev = (await events(id)).body.data;
    expect(ev.map((e: { kind: string }) => e.kind)).toEqual(['up', 'down', 'up']);
    expect(ev[0].reason).toBe('Answered again after 2 min down');
    expect(ev[1]).toMatchObject({ kind: 'down', at: downAt, durationSeconds: 120 });

    const mails = await queryRows<{ subject: string }>(
      api.db,
      sql`select subject from outbox where "to" = 'oncall@nordlight-studio.com' order by id`,
    );
    expect(mails.map((m) => m.subject)).toEqual(['[Down] Watch the studio', '[Up] Watch the studio']);
  });

  it('goes down at once with no retries when the site answers 5xx, and a keyword monitor sees a missing word', async () => {
    const http = (await create({ name: 'No retries', interval_seconds: 60, timeout_seconds: 10, retries: 0 })).body.id;
    const kw = (
      await create({
        name: 'Keyword',
        type: 'keyword',
        keyword: 'not on the page',
        interval_seconds: 60,
        timeout_seconds: 10,
        retries: 0,
      })
    ).body.id;
    await setSiteFault(api.db, STUDIO, 'errors', api.clock.now());
    await tick();
    const ev = (await events(http)).body.data;
    expect(ev[0]).toMatchObject({ kind: 'down' });
    expect(ev[0].reason).toMatch(/^Answered HTTP 50[03], expected 200 \(1 failed check in a row\)$/);
    await setSiteFault(api.db, STUDIO, null, api.clock.now());
    await tick();
    expect((await monitor(http)).status).toBe('up');
    const k = (await events(kw)).body.data;
    expect(k[0].kind).toBe('down');
    expect((await monitor(kw)).status).toBe('down');
  });
});
