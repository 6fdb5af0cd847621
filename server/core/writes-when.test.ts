// A read-tier GET the spec lets write (GET /hosting/domains?action=create|update)
// is a write in every respect; the same GET with action=list stays a read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { auditEvents } from '@server/db/schema/core';
import { startApi, type TestApi } from '@server/test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const addon = (action: string) => ({ input: 'nordlight-studio.com', action, domain: 'extra-shop.se' });

describe('writesWhen', () => {
  it('needs the write scope for action=create, not for action=list', async () => {
    const reader = await api.token(['read:hosting']);
    const write = await api.call('GET', '/hosting/domains', { token: reader, query: addon('create') });
    expect([write.status, write.body.code]).toEqual([403, 'insufficient_scope']);
    expect(write.body.detail).toContain('write:hosting');
    expect(write.body.detail).toContain('with action=create');
    const read = await api.call('GET', '/hosting/domains', {
      token: reader,
      query: { input: 'nordlight-studio.com', action: 'list' },
    });
    expect(read.body.code).not.toBe('insufficient_scope');
  });

  it('spends the write budget and needs the CSRF header on a cookie', async () => {
    const both = await api.token(['read:hosting', 'write:hosting']);
    const write = await api.call('GET', '/hosting/domains', { token: both, query: addon('update') });
    expect(write.headers.get('x-ratelimit-write-limit')).toBe('60');
    const read = await api.call('GET', '/hosting/domains', {
      token: both,
      query: { input: 'nordlight-studio.com', action: 'list' },
    });
    expect(read.headers.get('x-ratelimit-write-limit')).toBeNull();
    const cookie = await api.login();
    // the harness sends X-Requested-With on cookie calls other than GET
    const noCsrf = await api.call('GET', '/hosting/domains', { cookie, query: addon('create') });
    expect([noCsrf.status, noCsrf.body.code]).toEqual([403, 'csrf_required']);
  });

  it('is audited like any write', async () => {
    const both = await api.token(['read:hosting', 'write:hosting']);
    await api.call('GET', '/hosting/domains', { token: both, query: addon('create') });
    const [event] = await api.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.operation, 'listAddonDomains'))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(event).toMatchObject({ method: 'GET', path: '/api/v1/hosting/domains' });
  });
});
