// API tokens (created and revoked from the web session; the secret is shown
// once) and the audit log that records every write, including refused ones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '@server/test/harness';

let api: TestApi;
let cookie: string;
beforeAll(async () => {
  api = await startApi();
  cookie = await api.login();
});
afterAll(() => api.close());

describe('API tokens', () => {
  let created: { id: string; token: string; expiresAt: string };

  it('creates a token with scopes and an expiry; the secret comes back this once', async () => {
    const expiresAt = new Date(api.clock.now().getTime() + 7 * 86_400_000).toISOString();
    const r = await api.call('POST', '/account/tokens', {
      cookie,
      body: { name: 'deploy bot', scopes: ['read:email', 'read:account', 'read:email'], expiresAt },
    });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({
      id: expect.stringMatching(/^tok_/),
      name: 'deploy bot',
      scopes: ['read:account', 'read:email'],
      token: expect.stringMatching(/^hcp_\w{20,}$/),
      createdAt: api.clock.now().toISOString(),
      expiresAt,
    });
    created = r.body;

    const me = await api.call('GET', '/me', { token: created.token });
    expect(me.body.credential).toEqual({
      kind: 'token',
      id: created.id,
      name: 'deploy bot',
      scopes: ['read:account', 'read:email'],
      expiresAt,
    });
    // its scopes are what it can do
    expect((await api.call('GET', '/account', { token: created.token })).status).toBe(200);
    expect(
      (await api.call('PATCH', '/account/preferences', { token: created.token, body: { theme: 'dark' } })).status,
    ).toBe(403);
  });

  it('the listing never shows a secret, only its prefix', async () => {
    const r = await api.call('GET', '/account/tokens', { cookie });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ hasMore: false, nextCursor: null });
    const row = r.body.data.find((t: { id: string }) => t.id === created.id);
    expect(row).toMatchObject({
      name: 'deploy bot',
      prefix: created.token.slice(0, 8),
      revokedAt: null,
      expiresAt: created.expiresAt,
    });
    expect(row).not.toHaveProperty('token');
    expect(JSON.stringify(r.body)).not.toContain(created.token);
    expect(JSON.stringify(r.body)).not.toContain(created.token.slice(8));
  });

  it('an expiry in the past (or now) is a 422 on expiresAt and creates nothing', async () => {
    const before = (await api.call('GET', '/account/tokens', { cookie })).body.total;
    for (const at of [new Date(api.clock.now().getTime() - 60_000), api.clock.now()]) {
      const r = await api.call('POST', '/account/tokens', {
        cookie,
        body: { name: 'late', scopes: ['read:account'], expiresAt: at.toISOString() },
      });
      expect(r.status).toBe(422);
      expect(r.body.code).toBe('validation_failed');
      expect(r.body.errors).toEqual([expect.objectContaining({ path: 'expiresAt' })]);
    }
    expect((await api.call('GET', '/account/tokens', { cookie })).body.total).toBe(before);
  });

  it('an unknown scope, no scopes and no name are 422 naming the field', async () => {
    const unknown = await api.call('POST', '/account/tokens', {
      cookie,
      body: { name: 'x', scopes: ['read:account', 'root:everything'] },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.map((e: { path: string }) => e.path)).toEqual(['scopes.1']);
    const none = await api.call('POST', '/account/tokens', { cookie, body: { name: 'x', scopes: [] } });
    expect(none.status).toBe(422);
    expect(none.body.errors[0].path).toBe('scopes');
    const unnamed = await api.call('POST', '/account/tokens', {
      cookie,
      body: { name: '  ', scopes: ['read:account'] },
    });
    expect(unnamed.status).toBe(422);
    expect(unnamed.body.errors[0].path).toBe('name');
  });

  it('revoking stops the token at once; revoking again is a 404', async () => {
    const r = await api.call('DELETE', `/account/tokens/${created.id}`, { cookie });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: created.id, revokedAt: api.clock.now().toISOString() });
    const use = await api.call('GET', '/account', { token: created.token });
    expect(use.status).toBe(401);
    expect(use.body.code).toBe('token_revoked');
    const listed = (await api.call('GET', '/account/tokens', { cookie })).body.data.find(
      (t: { id: string }) => t.id === created.id,
    );
    expect(listed.revokedAt).toBe(r.body.revokedAt);
    expect((await api.call('DELETE', `/account/tokens/${created.id}`, { cookie })).status).toBe(404);
    expect((await api.call('DELETE', '/account/tokens/tok_doesnotexist', { cookie })).status).toBe(404);
  });

  it('a token of another account cannot be revoked from here', async () => {
    const olofCookie = await api.login('olof@example.org', 'olof-password');
    const theirs = await api.call('POST', '/account/tokens', {
      cookie: olofCookie,
      body: { name: 'olof ci', scopes: ['read:account'] },
    });
    const r = await api.call('DELETE', `/account/tokens/${theirs.body.id}`, { cookie });
    expect(r.status).toBe(404);
    expect((await api.call('GET', '/account', { token: theirs.body.token })).status).toBe(200);
  });
});

describe('audit log', () => {
  let reader: string;
  let writer: string;
  beforeAll(async () => {
    reader = await api.token(['read:account'], { name: 'auditor' });
    writer = await api.token(['read:account', 'write:account'], { name: 'writer bot' });
    await api.call('PATCH', '/account/preferences', { cookie, body: { language: 'sv-SE' } });
    await api.call('PATCH', '/account/profile', { token: writer, body: { company: 'Nordlight Studio Holding AB' } });
    await api.call('PATCH', '/account/profile', { token: writer, body: { phone: 'not a phone' } });
    await api.call('PATCH', '/account/profile', { token: reader, body: { company: 'Hijack AB' } });
    await api.call('POST', '/account/guests', { token: writer, body: { email: 'auditme@example.net' } });
  });

  it('records writes newest first with actor, operation, target and outcome', async () => {
    const r = await api.call('GET', '/audit-log', { token: reader });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ hasMore: false, nextCursor: null });
    const ids = r.body.data.map((e: { id: string }) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const [invite, denied, failed, profile, prefs] = r.body.data;
    expect(invite).toMatchObject({
      operation: 'inviteGuest',
      method: 'POST',
      path: '/api/v1/account/guests',
      outcome: 'success',
      status: 201,
      actor: { kind: 'token', name: 'writer bot', id: expect.stringMatching(/^tok_/) },
    });
    expect(denied).toMatchObject({
      operation: 'updateProfile',
      outcome: 'denied',
      status: 403,
      actor: { kind: 'token', name: 'auditor' },
    });
    expect(denied.detail).toContain('write:account');
    expect(failed).toMatchObject({
      operation: 'updateProfile',
      outcome: 'failed',
      status: 422,
      actor: { name: 'writer bot' },
    });
    expect(failed.detail).toContain('phone');
    expect(profile).toMatchObject({ operation: 'updateProfile', outcome: 'success', status: 200 });
    expect(prefs).toMatchObject({
      operation: 'updatePreferences',
      outcome: 'success',
      actor: { kind: 'user', name: 'demo@example.com' },
    });
    // reads are not audited
    expect(r.body.data.some((e: { method: string }) => e.method === 'GET')).toBe(false);
  });

  it('a hold is recorded as held', async () => {
    const t = await api.token(['write:billing'], { name: 'billing bot' });
    await api.call('POST', '/account/balance/actions/add-funds', { token: t, body: { amount: 150 } });
    const r = await api.call('GET', '/audit-log', { token: reader, query: { outcome: 'held' } });
    expect(r.body.data[0]).toMatchObject({
      operation: 'addFunds',
      outcome: 'held',
      actor: { kind: 'token', name: 'billing bot' },
    });
  });

  it('filters by outcome', async () => {
    const failed = await api.call('GET', '/audit-log', { token: reader, query: { outcome: 'failed' } });
    expect(failed.body.total).toBeGreaterThan(0);
    expect(failed.body.data.every((e: { outcome: string }) => e.outcome === 'failed')).toBe(true);
    const denied = await api.call('GET', '/audit-log', { token: reader, query: { outcome: 'denied' } });
    // the reader's profile write, and the deploy bot's preferences write from the token tests above
    expect(denied.body.data.map((e: { actor: { name: string } }) => e.actor.name)).toEqual(['auditor', 'deploy bot']);
    expect((await api.call('GET', '/audit-log', { token: reader, query: { outcome: 'exploded' } })).status).toBe(422);
  });

  it('filters by actor kind', async () => {
    const users = await api.call('GET', '/audit-log', { token: reader, query: { actor: 'user' } });
    expect(users.body.total).toBeGreaterThan(0);
    expect(users.body.data.every((e: { actor: { kind: string } }) => e.actor.kind === 'user')).toBe(true);
    const tokens = await api.call('GET', '/audit-log', { token: reader, query: { actor: 'token' } });
    expect(tokens.body.data.every((e: { actor: { kind: string } }) => e.actor.kind === 'token')).toBe(true);
    expect(users.body.total + tokens.body.total).toBe(
      (await api.call('GET', '/audit-log', { token: reader })).body.total,
    );
  });

  it('q searches operation, target and actor name, case-insensitively, with LIKE characters taken literally', async () => {
    const byOp = await api.call('GET', '/audit-log', { token: reader, query: { q: 'INVITEguest' } });
    expect(byOp.body.data.map((e: { operation: string }) => e.operation)).toEqual(['inviteGuest']);
    const byActor = await api.call('GET', '/audit-log', { token: reader, query: { q: 'auditor' } });
    expect(byActor.body.total).toBe(1);
    const byTarget = await api.call('GET', '/audit-log', { token: reader, query: { q: 'deploy bot' } });
    expect(byTarget.body.data.map((e: { target: string }) => e.target)).toEqual(
      expect.arrayContaining(['token deploy bot']),
    );
    expect((await api.call('GET', '/audit-log', { token: reader, query: { q: '%' } })).body.total).toBe(0);
  });

  it('pages with a cursor', async () => {
    const first = await api.call('GET', '/audit-log', { token: reader, query: { limit: 2 } });
    expect(first.body.data).toHaveLength(2);
    expect(first.body.hasMore).toBe(true);
    const second = await api.call('GET', '/audit-log', {
      token: reader,
      query: { limit: 2, cursor: first.body.nextCursor },
    });
    expect(Number(second.body.data[0].id)).toBeLessThan(Number(first.body.data[1].id));
    expect((await api.call('GET', '/audit-log', { token: reader, query: { limit: 201 } })).status).toBe(422);
  });
});
