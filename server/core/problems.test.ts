import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '@contract/registry';
import { desc, eq } from 'drizzle-orm';
import { auditEvents } from '@server/db/schema/core';
import { startApi, type TestApi } from '@server/test/harness';
import { createApp } from '@server/app';
import { areas } from '@server/areas/index';

let api: TestApi;
let cookie: string;
beforeAll(async () => {
  api = await startApi();
  cookie = await api.login();
});
afterAll(() => api.close());

describe('problems', () => {
  it('malformed JSON is 400 invalid_request', async () => {
    const r = await api.call('PATCH', '/account/preferences', {
      cookie,
      rawBody: '{"theme":',
      headers: { 'content-type': 'application/json' },
    });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('invalid_request');
  });

  it('schema failures are 422 validation_failed listing every failing field', async () => {
    const r = await api.call('PATCH', '/account/profile', { cookie, body: { name: '', phone: 'call me' } });
    expect(r.status).toBe(422);
    expect(r.body.code).toBe('validation_failed');
    expect(r.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['name', 'phone']);
    expect(r.body.detail).toContain('phone');
  });

  it('unknown /api/v1 paths are 404 not_found; a known path with the wrong method is 405 with Allow', async () => {
    const r = await api.call('GET', '/no/such/thing', { cookie });
    expect(r.status).toBe(404);
    expect(r.body.code).toBe('not_found');
    const m = await api.call('PUT', '/account/overview', { cookie });
    expect(m.status).toBe(405);
    expect(m.headers.get('allow')).toBe('GET');
  });

  it('an operation whose area is not built answers 501 not_implemented, never canned data', async () => {
    // Every area is built now, so build an app without the cron area to see what an unbuilt one answers.
    const withoutCron = createApp(api.deps, { areas: areas.filter((a) => !('listCronJobs' in a.handlers)) });
    const res = await withoutCron.request('/api/v1/cron/jobs?input=nordlight-studio.com', {
      headers: { cookie, 'x-requested-with': 'fetch' },
    });
    const body = (await res.json()) as { code: string; detail: string };
    expect(res.status, JSON.stringify(body)).toBe(501);
    expect(body.code).toBe('not_implemented');
    expect(body.detail).toContain('/api/v1/cron/jobs');
    // The same call on the full app is answered by the cron area.
    const built = await api.call('GET', '/cron/jobs', {
      cookie,
      headers: { 'x-requested-with': 'fetch' },
      query: { input: 'nordlight-studio.com' },
    });
    expect(built.status).toBe(200);
  });

  it('an operation the spec marks not available answers a clear 501 not_available', async () => {
    const r = await api.call('GET', '/dns/zone/snapshots', { cookie, query: { input: 'nordlight-studio.com' } });
    expect(r.status).toBe(501);
    expect(r.body.code).toBe('not_available');
    expect(r.body.detail).toMatch(/not yet available/i);
  });

  it('no input to any operation produces a 500', async () => {
    const junk = [{}, { input: 'x'.repeat(300), amount: -1, email: 'nope', limit: 'lots' }, [1, 2], 'text'];
    let calls = 0;
    for (const op of operations) {
      const path = op.path.replace(/\{\w+\}/g, '%00zz');
      for (const body of junk) {
        if (++calls % 200 === 0) api.clock.advance(3_600_000); // stay inside the rate budgets
        if (calls % 2000 === 0) cookie = await api.login();
        const q = typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, string>) : {};
        const r = await api.call(op.method, path, {
          cookie,
          query: op.method === 'GET' || op.method === 'DELETE' ? q : undefined,
          body: op.method === 'GET' ? undefined : body,
        });
        expect(r.status, `${op.method} ${op.path} with ${JSON.stringify(body).slice(0, 60)}`).not.toBe(500);
        expect(r.status).toBeLessThan(502);
      }
    }
    // About 1,300 calls: 10 s alone, three times that beside the other files on CI's two cores. It
    // checks answers, not speed, so it gets the time a loaded machine needs.
  }, 120_000);

  it('audits a refused write whose path holds a NUL, with U+FFFD in its place', async () => {
    cookie = await api.login(); // the test above moved the clock past the session's lifetime
    const r = await api.call('POST', '/domains/a%00b.se/autorenew', { cookie, body: { enabled: true } });
    expect(r.status).toBe(404);
    const [event] = await api.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.operation, 'setDomainAutoRenew'))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(event?.outcome).toBe('failed');
    expect(event?.path).toBe('/api/v1/domains/a\uFFFDb.se/autorenew');
  });
});
