// Two-factor recovery codes (docs/decisions/026): ten come with turning two-factor on, each works once in
// place of a code (login, turning two-factor off, approving a held request), a new set ends the old one
// and needs the password or a code, and the Security page's count follows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpNow } from '@server/core/totp';
import { recoveryCodes } from '@server/db/schema/account';
import { startApi, type TestApi } from '@server/test/harness';

let api: TestApi;
let cookie: string;
let codes: string[];
let secret: string;
beforeAll(async () => {
  api = await startApi();
  cookie = await api.login();
  secret = (await api.call('POST', '/account/two-factor/enable', { cookie })).body.secret;
  const on = await api.call('POST', '/account/two-factor/confirm', {
    cookie,
    body: { code: totpNow(secret, api.clock.now()) },
  });
  codes = on.body.recoveryCodes;
});
afterAll(() => api.close());

const loginWith = (totp: string) =>
  api.call('POST', '/auth/login', {
    body: { email: 'demo@example.com', password: 'demo-password', totp },
    headers: { 'x-requested-with': 'fetch' },
  });
const status = async () => (await api.call('GET', '/account/two-factor/recovery-codes', { cookie })).body;

describe('recovery codes', () => {
  it('ten distinct codes come with turning two-factor on, stored as hashes only', async () => {
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}$/);
    const stored = await api.db.select().from(recoveryCodes);
    const text = JSON.stringify(stored);
    for (const c of codes) {
      expect(text).not.toContain(c);
      expect(text).not.toContain(c.replace(/-/g, ''));
    }
    expect(await status()).toEqual({
      twoFactorEnabled: true,
      total: 10,
      remaining: 10,
      generatedAt: api.clock.now().toISOString(),
    });
  });

  it('a code logs in once in place of the authenticator (case and dashes do not matter)', async () => {
    const first = await loginWith(codes[0]!.toUpperCase().replace(/-/g, ' '));
    expect(first.status).toBe(200);
    const again = await loginWith(codes[0]!);
    expect(again.status).toBe(401);
    expect(again.body.code).toBe('two_factor_required');
    expect((await status()).remaining).toBe(9);
  });

  it('a code approves a held request in place of the step-up code', async () => {
    const token = await api.token(['write:billing']);
    const hold = await api.call('POST', '/account/balance/actions/add-funds', {
      token,
      body: { amount: 500, attempt_key: 'recovery-step-up' },
    });
    expect(hold.status).toBe(200);
    const id = hold.body.pendingActionId;
    const approve = await api.call('POST', `/pending-actions/${id}/approve`, { cookie, body: { totp: codes[1] } });
    expect(approve.status).toBe(200);
    expect((await status()).remaining).toBe(8);
  });

  it('a new set needs the password or a code, and ends the old set', async () => {
    const wrong = await api.call('POST', '/account/two-factor/recovery-codes', { cookie, body: { password: 'nope' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0].path).toBe('password');
    const none = await api.call('POST', '/account/two-factor/recovery-codes', { cookie, body: {} });
    expect(none.status).toBe(422);

    const r = await api.call('POST', '/account/two-factor/recovery-codes', {
      cookie,
      body: { password: 'demo-password' },
    });
    expect(r.status).toBe(200);
    expect(r.body.codes).toHaveLength(10);
    expect(r.body.remaining).toBe(10);
    const old = await loginWith(codes[2]!);
    expect(old.status).toBe(401);
    codes = r.body.codes;
    expect((await loginWith(codes[0]!)).status).toBe(200);
  });

  it('is refused to an API token', async () => {
    const token = await api.token(['read:account', 'write:account']);
    for (const [method, path] of [
      ['GET', '/account/two-factor/recovery-codes'],
      ['POST', '/account/two-factor/recovery-codes'],
    ] as const) {
      const r = await api.call(method, path, {
        token,
        body: method === 'POST' ? { password: 'demo-password' } : undefined,
      });
      expect(r.status).toBe(403);
      expect(r.body.code).toBe('session_required');
    }
  });

  it('a code turns two-factor off (the lost phone), which drops the set', async () => {
    const r = await api.call('POST', '/account/two-factor/disable', { cookie, body: { code: codes[1] } });
    expect(r.status).toBe(200);
    expect(r.body.enabled).toBe(false);
    expect(await status()).toEqual({ twoFactorEnabled: false, total: 0, remaining: 0, generatedAt: null });
    const regenerate = await api.call('POST', '/account/two-factor/recovery-codes', {
      cookie,
      body: { password: 'demo-password' },
    });
    expect(regenerate.status).toBe(409);
  });
});
