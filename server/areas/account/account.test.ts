// Identity and the account at a glance: GET /me, GET /account and
// GET /account/overview in both response formats, through a token and the session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scopeNames } from '@contract/scopes';
import { startApi, type TestApi } from '@server/test/harness';

let api: TestApi;
let demoId: number;
beforeAll(async () => {
  api = await startApi();
  demoId = await api.accountId('demo@example.com');
});
afterAll(() => api.close());

describe('GET /me', () => {
  it('reports the token, its account, the actor and the live request budget', async () => {
    const expiresAt = new Date(api.clock.now().getTime() + 86_400_000);
    const t = await api.token(['read:account', 'read:email'], { name: 'me probe', expiresAt });
    const r = await api.call('GET', '/me', { token: t });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      limit: 300,
      remaining: 299,
      windowMinutes: 5,
      credential: {
        kind: 'token',
        name: 'me probe',
        scopes: ['read:account', 'read:email'],
        expiresAt: expiresAt.toISOString(),
      },
      account: { id: demoId, name: 'Nordlight Studio AB', email: 'demo@example.com' },
      actor: { userId: null, email: null, isGuest: false },
    });
    expect(r.body.credential.id).toMatch(/^tok_/);
    expect(r.body.resetInSeconds).toBeGreaterThanOrEqual(1);
    expect(r.body.resetInSeconds).toBeLessThanOrEqual(300);
  });

  it('counts down the budget of that credential only, and matches the rate headers', async () => {
    const a = await api.token([]);
    const b = await api.token([]);
    expect((await api.call('GET', '/me', { token: a })).body.remaining).toBe(299);
    const second = await api.call('GET', '/me', { token: a });
    expect(second.body.remaining).toBe(298);
    expect(second.headers.get('x-ratelimit-remaining')).toBe('298');
    expect(second.headers.get('x-ratelimit-limit')).toBe('300');
    // another token on the same account has its own budget
    expect((await api.call('GET', '/me', { token: b })).body.remaining).toBe(299);
  });

  it('needs no scope, but does need a credential', async () => {
    const t = await api.token([]);
    expect((await api.call('GET', '/me', { token: t })).status).toBe(200);
    const anon = await api.call('GET', '/me');
    expect(anon.status).toBe(401);
    expect(anon.body.code).toBe('unauthorized');
  });

  it('reports a web session as the logged-in person with every scope', async () => {
    const cookie = await api.login();
    const r = await api.call('GET', '/me', { cookie });
    expect(r.status).toBe(200);
    expect(r.body.credential.kind).toBe('session');
    expect([...r.body.credential.scopes].sort()).toEqual([...scopeNames].sort());
    expect(r.body.credential.expiresAt).toBe(new Date(api.clock.now().getTime() + 12 * 3_600_000).toISOString());
    expect(r.body.account).toEqual({ id: demoId, name: 'Nordlight Studio AB', email: 'demo@example.com' });
    expect(r.body.actor).toMatchObject({ email: 'demo@example.com', isGuest: false });
    expect(r.body.actor.userId).toBeTypeOf('number');
    expect(r.body.remaining).toBe(299);
  });
});

describe('GET /account', () => {
  it('returns the customer profile of the token, unwrapped', async () => {
    const t = await api.token(['read:account']);
    const r = await api.call('GET', '/account', { token: t });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      id: demoId,
      name: 'Nordlight Studio AB',
      email: 'demo@example.com',
      company: 'Nordlight Studio AB',
      country: 'SE',
      currency: 'EUR',
      createdAt: expect.stringMatching(/Z$/),
    });
  });

  it('a token of another account sees that account, never the demo one', async () => {
    const t = await api.token(['read:account'], { accountEmail: 'olof@example.org' });
    const r = await api.call('GET', '/account', { token: t });
    expect(r.body).toMatchObject({ name: 'Sand & Sons', email: 'olof@example.org', company: null, country: 'FI' });
    expect(r.body.id).not.toBe(demoId);
  });
});

describe('GET /account/overview', () => {
  let token: string;
  beforeAll(async () => {
    token = await api.token(['read:account']);
  });

  it('concise (the default): the exact spec shape with names of services', async () => {
    const r = await api.call('GET', '/account/overview', { token });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual([
      'account',
      'balance',
      'expiringSoon',
      'services',
      'suspended',
      'unpaidInvoices',
    ]);
    expect(r.body.account).toEqual({
      id: demoId,
      name: 'Nordlight Studio AB',
      email: 'demo@example.com',
      company: 'Nordlight Studio AB',
      country: 'SE',
    });
    // 2 hosting + 7 domains + 1 VPS; the old shop hosting is suspended, three registrations have run out
    // (lindqvist.net expired, nordlight-archive.com and nordlight.eu in redemption): none of those is active
    expect(r.body.services).toEqual({ total: 10, active: 6, suspended: 1, pending: 0, expired: 3, cancelled: 0 });
    expect(r.body.unpaidInvoices.count).toBe(1);
    expect(r.body.unpaidInvoices.total).toEqual({ amount: 33.63, currency: 'EUR' });
    expect(r.body.balance).toEqual({ amount: 42.5, currency: 'EUR' });
    expect(r.body.suspended).toEqual(['Starter Hosting (oldshop-nordlight.com)']);
    expect([...r.body.expiringSoon].sort()).toEqual(['Business Hosting (nordlight-studio.com)', 'nordlight.se']);
    for (const s of r.body.expiringSoon) expect(s).toBeTypeOf('string');

    const explicit = await api.call('GET', '/account/overview', { token, query: { response_format: 'concise' } });
    expect(explicit.body).toEqual(r.body);
  });

  it('detailed: maps of service summaries keyed by service id', async () => {
    const r = await api.call('GET', '/account/overview', { token, query: { response_format: 'detailed' } });
    expect(r.status).toBe(200);
    expect(Array.isArray(r.body.suspended)).toBe(false);
    expect(Array.isArray(r.body.expiringSoon)).toBe(false);
    const suspended = Object.entries(r.body.suspended) as [string, Record<string, string>][];
    expect(suspended).toHaveLength(1);
    const [key, svc] = suspended[0]!;
    expect(svc).toEqual({
      id: key,
      type: 'hosting',
      domain: 'oldshop-nordlight.com',
      displayName: 'Starter Hosting (oldshop-nordlight.com)',
      status: 'suspended',
      expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
    const expiring = Object.entries(r.body.expiringSoon) as [string, Record<string, string>][];
    expect(expiring.map(([, s]) => s.domain).sort()).toEqual(['nordlight-studio.com', 'nordlight.se']);
    const now = api.clock.now().getTime();
    for (const [id, s] of expiring) {
      expect(Object.keys(s).sort()).toEqual(['displayName', 'domain', 'expiresAt', 'id', 'status', 'type']);
      for (const v of Object.values(s)) expect(v).toBeTypeOf('string');
      expect(s.id).toBe(id);
      expect(s.status).toBe('active');
      const at = Date.parse(s.expiresAt!);
      expect(at).toBeGreaterThan(now);
      expect(at).toBeLessThanOrEqual(now + 30 * 86_400_000);
    }
    // the counts do not depend on the format
    expect(r.body.services).toEqual({ total: 10, active: 6, suspended: 1, pending: 0, expired: 3, cancelled: 0 });
  });

  it('response_format=bogus is a 422 naming the parameter', async () => {
    const r = await api.call('GET', '/account/overview', { token, query: { response_format: 'bogus' } });
    expect(r.status).toBe(422);
    expect(r.headers.get('content-type')).toContain('application/problem+json');
    expect(r.body.code).toBe('validation_failed');
    expect(r.body.errors).toEqual([expect.objectContaining({ path: 'response_format' })]);
    expect(r.body.detail).toContain('response_format');
  });

  it('reads the account the session acts on', async () => {
    const cookie = await api.login();
    const r = await api.call('GET', '/account/overview', { cookie, query: { response_format: 'detailed' } });
    expect(r.status).toBe(200);
    expect(r.body.account.id).toBe(demoId);
  });
});
