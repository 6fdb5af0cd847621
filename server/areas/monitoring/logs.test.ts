// Website logs through the real API: the tail with limit and a plain-text filter,
// follow mode with the `since` cursor (only newer lines), which logs exist, and
// the errors: another account's site (403), a domain with no hosted site (404),
// a cursor this API did not issue (422).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLimits } from '@server/core/deps';
import { runDueJobs } from '@server/core/jobs';
import { burst } from '@server/infra/web-traffic';
import { startApi, type TestApi } from '@server/test/harness';

const STUDIO = 'nordlight-studio.com';
const SAND = 'sandandsons.fi'; // olof's

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startApi({ limits: { ...defaultLimits, requests: 5000 } });
  token = await api.token(['read:monitoring']);
});
afterAll(() => api.close());

const tail = (query: Record<string, string | number>, t = token) =>
  api.call('GET', '/logs', { token: t, query: { input: STUDIO, ...query } });

describe('tailLog', () => {
  it('answers the last lines of the access log, oldest first, with a cursor', async () => {
    const r = await tail({ limit: 20 });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ domain: STUDIO, log: 'access', truncated: true, target: { domain: STUDIO } });
    expect(r.body.lines).toHaveLength(20);
    for (const line of r.body.lines) expect(line).toMatch(/^\S+ - - \[[^\]]+\] "(GET|POST) \S+ HTTP\/[\d.]+" \d{3} /);
    expect(r.body.cursor).toMatch(/^\d+$/);
    // The default is 100 lines.
    expect((await tail({})).body.lines).toHaveLength(100);
  });

  it('filters by plain text, case-insensitively, never as a pattern', async () => {
    const r = await tail({ grep: 'GET /JOURNAL', limit: 1000 });
    expect(r.body.lines.length).toBeGreaterThan(0);
    for (const line of r.body.lines) expect(line).toContain('GET /journal');
    expect((await tail({ grep: '.*' })).body.lines).toEqual([]);
  });

  it('follows: with `since` only the lines written after the cursor', async () => {
    const first = await tail({ limit: 5 });
    const again = await tail({ since: first.body.cursor });
    expect(again.body).toMatchObject({ lines: [], truncated: false, cursor: first.body.cursor });

    await burst(api.db, STUDIO, api.clock.now(), 12);
    const next = await tail({ since: first.body.cursor, limit: 10 });
    expect(next.body.lines).toHaveLength(10);
    expect(next.body.truncated).toBe(true);
    const rest = await tail({ since: next.body.cursor, limit: 10 });
    expect(rest.body).toMatchObject({ truncated: false });
    expect(rest.body.lines).toHaveLength(2);
    // Nothing repeated, nothing skipped: the 12 new lines are the last 12 of the log.
    const last = await tail({ limit: 12 });
    expect([...next.body.lines, ...rest.body.lines]).toEqual(last.body.lines);
    expect(Number(rest.body.cursor)).toBeGreaterThan(Number(next.body.cursor));

    // The job runner writes the site's traffic as time passes; a follower sees it.
    api.clock.advance(3 * 3_600_000);
    await runDueJobs(api.deps);
    const later = await tail({ since: rest.body.cursor, limit: 1000 });
    expect(later.body.lines.length).toBeGreaterThan(0);
  });

  it('reads the error and PHP error logs', async () => {
    const err = await tail({ log: 'error', limit: 1000 });
    expect(err.body.log).toBe('error');
    // The seeded outage wrote Apache error lines.
    expect(
      err.body.lines.some((l: string) => /^\[\w{3} \w{3} \d{2} [\d:.]+ \d{4}\] \[proxy_fcgi:error\]/.test(l)),
    ).toBe(true);
    const php = await tail({ log: 'php_error', limit: 1000 });
    expect(php.body.lines.some((l: string) => l.includes('PHP Fatal error:'))).toBe(true);
  });

  it('refuses a cursor it did not issue, a bad limit, and a long grep', async () => {
    const bad: Record<string, string | number>[] = [
      { since: 'abc' },
      { limit: 0 },
      { limit: 1001 },
      { grep: 'x'.repeat(201) },
    ];
    for (const q of bad) {
      const r = await tail(q);
      expect(r.status, JSON.stringify(q)).toBe(422);
      expect(r.body.code).toBe('validation_failed');
    }
  });

  it("refuses another account's site (403) and a domain with no hosted site (404)", async () => {
    const other = await tail({ input: SAND });
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('domain_not_owned');
    const none = await tail({ input: 'nordlight.se' });
    expect(none.status).toBe(404);
    expect(none.body.code).toBe('not_found');
    expect(none.body.detail).toMatch(/not served by a hosting account here/);
  });
});

describe('listAvailableLogs', () => {
  it('lists the three logs with today’s size, last write and rotated days', async () => {
    const r = await api.call('GET', '/logs/available', { token, query: { input: `https://www.${STUDIO}/` } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ domain: STUDIO, total: 3 });
    const access = r.body.data.find((l: { log: string }) => l.log === 'access');
    expect(access.rotatedFiles).toBeGreaterThanOrEqual(29);
    expect(access.modifiedAt).not.toBeNull();
    expect(access.sizeBytes).toBeGreaterThanOrEqual(0);
    expect(r.body.data.map((l: { log: string }) => l.log)).toEqual(['access', 'error', 'php_error']);
  });

  it("refuses another account's site", async () => {
    const r = await api.call('GET', '/logs/available', { token, query: { input: SAND } });
    expect(r.status).toBe(403);
  });
});
