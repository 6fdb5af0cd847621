import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@server/db/client';
import { sha256 } from './crypto';
import { startApi, type TestApi } from '@server/test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe('bearer tokens', () => {
  it('401 unauthorized without a credential, with a problem document', async () => {
    const r = await api.call('GET', '/account');
    expect(r.status).toBe(401);
    expect(r.headers.get('content-type')).toContain('application/problem+json');
    expect(r.body).toMatchObject({
      code: 'unauthorized',
      status: 401,
      type: 'http://dashboard.test/errors/unauthorized',
    });
    expect(r.body.requestId).toMatch(/^req_/);
    expect(r.body.detail).toBeTypeOf('string');
  });

  it('401 unauthorized for an unknown token and for a malformed header', async () => {
    expect((await api.call('GET', '/account', { token: 'hcp_nope' })).body.code).toBe('unauthorized');
    const r = await api.call('GET', '/account', { headers: { authorization: 'Basic abc' } });
    expect(r.status).toBe(401);
    expect(r.body.code).toBe('unauthorized');
  });

  it('401 token_expired once the expiry passes', async () => {
    const t = await api.token(['read:account'], { expiresAt: new Date(api.clock.now().getTime() + 60_000) });
    expect((await api.call('GET', '/account', { token: t })).status).toBe(200);
    api.clock.advance(61_000);
    const r = await api.call('GET', '/account', { token: t });
    expect(r.status).toBe(401);
    expect(r.body.code).toBe('token_expired');
  });

  it('401 token_revoked after revocation through the session', async () => {
    const cookie = await api.login();
    const created = await api.call('POST', '/account/tokens', {
      cookie,
      body: { name: 'ci deploy', scopes: ['read:account'] },
    });
    expect(created.status).toBe(201);
    expect(created.body.token).toMatch(/^hcp_/);
    expect((await api.call('GET', '/account', { token: created.body.token })).status).toBe(200);
    const revoked = await api.call('DELETE', `/account/tokens/${created.body.id}`, { cookie });
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).toBeTypeOf('string');
    const r = await api.call('GET', '/account', { token: created.body.token });
    expect(r.status).toBe(401);
    expect(r.body.code).toBe('token_revoked');
  });

  it('403 insufficient_scope names the missing scope', async () => {
    const t = await api.token(['read:email']);
    const r = await api.call('GET', '/account/overview', { token: t });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('insufficient_scope');
    expect(r.body.detail).toContain('read:account');
  });

  it('a token cannot manage tokens: that needs the web session', async () => {
    const t = await api.token(['read:account', 'write:account']);
    const r = await api.call('POST', '/account/tokens', { token: t, body: { name: 'x', scopes: ['read:account'] } });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('session_required');
  });

  it('the secret is stored only as a SHA-256 hash', async () => {
    const cookie = await api.login();
    const created = await api.call('POST', '/account/tokens', {
      cookie,
      body: { name: 'hash check', scopes: ['read:account'] },
    });
    const rows = await queryRows<{ hash: string }>(api.db, sql`select hash from api_tokens`);
    expect(rows.some((r) => r.hash === sha256(created.body.token))).toBe(true);
    expect(rows.some((r) => r.hash.includes(created.body.token))).toBe(false);
    const listed = await api.call('GET', '/account/tokens', { cookie });
    expect(JSON.stringify(listed.body)).not.toContain(created.body.token);
  });
});

describe('web session', () => {
  it('sets an HttpOnly SameSite=Strict cookie on login', async () => {
    const res = await api.app.request('/api/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch' },
      body: JSON.stringify({ email: 'demo@example.com', password: 'demo-password' }),
    });
    expect(res.status).toBe(200);
    const c = res.headers.get('set-cookie')!;
    expect(c).toMatch(/HttpOnly/);
    expect(c).toMatch(/SameSite=Strict/);
  });

  it('uses the __Host- prefix and Secure when served over https', async () => {
    const secureApi = await startApi({ appUrl: 'https://panel.example', secureCookies: true });
    try {
      const res = await secureApi.app.request('/api/v1/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch' },
        body: JSON.stringify({ email: 'demo@example.com', password: 'demo-password' }),
      });
      const c = res.headers.get('set-cookie')!;
      expect(c).toMatch(/^__Host-session=/);
      expect(c).toMatch(/Secure/);
    } finally {
      await secureApi.close();
    }
  });

  it('refuses a wrong password with 401 and no cookie', async () => {
    const r = await api.call('POST', '/auth/login', {
      body: { email: 'demo@example.com', password: 'wrong' },
      headers: { 'x-requested-with': 'fetch' },
    });
    expect(r.status).toBe(401);
    expect(r.headers.get('set-cookie')).toBeNull();
  });

  it('refuses cookie-authenticated writes without X-Requested-With (CSRF)', async () => {
    const cookie = await api.login();
    const r = await api.call('PATCH', '/account/preferences', {
      cookie,
      body: { theme: 'dark' },
      headers: { 'x-requested-with': '' },
    });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('csrf_required');
    const ok = await api.call('PATCH', '/account/preferences', { cookie, body: { theme: 'dark' } });
    expect(ok.status).toBe(200);
  });

  it('logout ends the session', async () => {
    const cookie = await api.login();
    expect((await api.call('GET', '/auth/session', { cookie })).status).toBe(200);
    expect((await api.call('POST', '/auth/logout', { cookie })).status).toBe(200);
    expect((await api.call('GET', '/auth/session', { cookie })).status).toBe(401);
  });

  it('a session expires after its lifetime', async () => {
    const cookie = await api.login();
    api.clock.advance(13 * 3_600_000);
    expect((await api.call('GET', '/auth/session', { cookie })).status).toBe(401);
  });
});
