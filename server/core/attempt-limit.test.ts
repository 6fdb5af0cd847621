// Failed-credential budgets through the real login, two-factor and approval
// endpoints, with the caller's address set per request (what the Node server
// hands Hono as `env.incoming`). Each test starts 16 minutes after the last, so
// the 15-minute windows of earlier tests have emptied.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '@server/db/schema/account';
import { startApi, type TestApi } from '@server/test/harness';
import { newTotpSecret, totpNow } from './totp';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());
beforeEach(() => api.clock.advance(16 * 60_000));

const DEMO = { email: 'demo@example.com', password: 'demo-password' };
const MARIA = { email: 'maria@example.com', password: 'maria-password' };
const OLOF = { email: 'olof@example.org', password: 'olof-password' };

interface Answer {
  status: number;
  headers: Headers;
  body: { code?: string; detail?: string; [member: string]: unknown };
  cookie: string | undefined;
}

async function post(ip: string, path: string, body: unknown, cookie?: string): Promise<Answer> {
  const res = await api.app.request(
    `/api/v1${path}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    },
    { incoming: { socket: { remoteAddress: ip } } },
  );
  return {
    status: res.status,
    headers: res.headers,
    body: await res.json(),
    cookie: res.headers.get('set-cookie')?.split(';')[0],
  };
}

const login = (ip: string, email: string, password: string, totp?: string) =>
  post(ip, '/auth/login', { email, password, ...(totp ? { totp } : {}) });

/** Seconds until failures made now leave a 15-minute window of one-minute slots. */
function waitForFailuresMadeNow() {
  const now = api.clock.now().getTime() / 1000;
  return Math.ceil(Math.floor(now / 60) * 60 + 900 - now);
}

function expectRefused(r: Answer, bucket: string, limit: number, wait: number) {
  expect(r.status).toBe(429);
  expect(r.headers.get('content-type')).toContain('application/problem+json');
  expect(r.body).toMatchObject({ code: 'rate_limited', status: 429, retryAfter: wait, global: false });
  expect(r.headers.get('retry-after')).toBe(String(wait));
  expect(r.headers.get('x-ratelimit-bucket')).toBe(bucket);
  expect(r.headers.get('x-ratelimit-limit')).toBe(String(limit));
  expect(r.headers.get('x-ratelimit-remaining')).toBe('0');
  expect(r.cookie).toBeUndefined();
}

describe('failed passwords per email address', () => {
  it('allows 10 failures in 15 minutes from any mix of addresses, then pauses even the right password', async () => {
    for (let i = 1; i <= 10; i++) expect((await login(`192.0.2.${i}`, MARIA.email, 'guess')).status).toBe(401);
    const wait = waitForFailuresMadeNow();
    expect(wait).toBeGreaterThan(840);
    const r = await login('192.0.2.200', MARIA.email, MARIA.password);
    expectRefused(r, 'failed-password', 10, wait);
    expect(r.body.detail).toContain('this email address');
    expect(r.body.detail).toContain(`Try again in ${Math.ceil(wait / 60)} minutes`);

    // Retry-After is exact: one second early is still refused, on time the right password works.
    api.clock.advance((wait - 1) * 1000);
    expectRefused(await login('192.0.2.201', MARIA.email, MARIA.password), 'failed-password', 10, 1);
    api.clock.advance(1000);
    expect((await login('192.0.2.202', MARIA.email, MARIA.password)).status).toBe(200);
  });

  it('the window slides: failures leave it one minute slot at a time', async () => {
    for (let i = 1; i <= 5; i++) expect((await login(`192.0.2.${i}`, MARIA.email, 'guess')).status).toBe(401);
    api.clock.advance(10 * 60_000);
    for (let i = 6; i <= 10; i++) expect((await login(`192.0.2.${i}`, MARIA.email, 'guess')).status).toBe(401);
    // The first five are the oldest: once their minute leaves the window, five more fit.
    const now = api.clock.now().getTime() / 1000;
    const firstSlot = Math.floor((now - 600) / 60) * 60;
    const wait = Math.ceil(firstSlot + 900 - now);
    expectRefused(await login('192.0.2.50', MARIA.email, 'guess'), 'failed-password', 10, wait);
    api.clock.advance(wait * 1000);
    expect((await login('192.0.2.51', MARIA.email, 'guess')).status).toBe(401);
  });

  it('treats an unknown email exactly like a known one, so the limit reveals no account', async () => {
    const ghost = 'nobody-here@example.net';
    for (let i = 1; i <= 10; i++) expect((await login(`192.0.2.${i}`, ghost, 'guess')).status).toBe(401);
    const known = await (async () => {
      for (let i = 1; i <= 10; i++) await login(`192.0.2.${100 + i}`, OLOF.email, 'guess');
      return login('192.0.2.199', OLOF.email, 'guess');
    })();
    const unknown = await login('192.0.2.198', ghost.toUpperCase(), 'guess');
    expect(unknown.status).toBe(429);
    expect(unknown.body.detail).toBe(known.body.detail);
  });

  it('counts parallel attempts exactly: 15 at once give 10 failures and 5 refusals', async () => {
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) => login(`203.0.113.${i + 1}`, OLOF.email, 'guess')),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });

  it("the owner's success does not clear failures: the 10th still counts and the 11th attempt is refused", async () => {
    for (let i = 1; i <= 9; i++) expect((await login(`198.51.100.${i}`, OLOF.email, 'guess')).status).toBe(401);
    expect((await login('198.51.100.77', OLOF.email, OLOF.password)).status).toBe(200);
    expect((await login('198.51.100.10', OLOF.email, 'guess')).status).toBe(401);
    expect((await login('198.51.100.77', OLOF.email, OLOF.password)).status).toBe(429);
  });
});

describe('failed attempts per network', () => {
  it('allows 30 failures in 15 minutes from one IPv4 address across accounts; other addresses are not affected', async () => {
    for (let i = 1; i <= 30; i++)
      expect((await login('198.51.100.7', `someone${i}@example.net`, 'guess')).status).toBe(401);
    const r = await login('198.51.100.7', DEMO.email, DEMO.password);
    expectRefused(r, 'failed-auth-network', 30, waitForFailuresMadeNow());
    expect(r.body.detail).toContain('from your network');
    expect((await login('198.51.100.8', DEMO.email, DEMO.password)).status).toBe(200);
  });

  it('puts every address of one IPv6 /64 in one budget, and another /64 in its own', async () => {
    for (let i = 1; i <= 30; i++)
      expect((await login(`2001:db8:7:7::${i.toString(16)}`, `v6-${i}@example.net`, 'guess')).status).toBe(401);
    expectRefused(
      await login('2001:db8:7:7:ffff:ffff:ffff:fffe', DEMO.email, DEMO.password),
      'failed-auth-network',
      30,
      waitForFailuresMadeNow(),
    );
    expect((await login('2001:db8:7:8::1', DEMO.email, DEMO.password)).status).toBe(200);
  });

  it('a login the attacker owns does not reset the count between guesses at other accounts', async () => {
    for (let i = 1; i <= 29; i++) expect((await login('198.51.100.9', `victim${i}@example.net`, 'x')).status).toBe(401);
    expect((await login('198.51.100.9', DEMO.email, DEMO.password)).status).toBe(200);
    expect((await login('198.51.100.9', 'victim30@example.net', 'x')).status).toBe(401);
    expect((await login('198.51.100.9', 'victim31@example.net', 'x')).status).toBe(429);
  });
});

describe('wrong authenticator codes per person', () => {
  let secret: string;
  beforeAll(async () => {
    secret = newTotpSecret();
    await api.db
      .update(users)
      .set({ totpSecret: secret, totpEnabledAt: api.clock.now(), totpLastStep: null })
      .where(eq(users.email, MARIA.email));
  });
  const code = () => totpNow(secret, api.clock.now());
  const wrong = () => String((Number(code()) + 500_000) % 1_000_000).padStart(6, '0');

  it('allows 5 wrong codes at login; a right password does not reset the count, and the 6th code is refused', async () => {
    for (let i = 1; i <= 5; i++) {
      const r = await login(`192.0.2.${i}`, MARIA.email, MARIA.password, wrong());
      expect(r.status).toBe(401);
      expect(r.body.code).toBe('two_factor_required');
    }
    const wait = waitForFailuresMadeNow();
    const r = await login('192.0.2.9', MARIA.email, MARIA.password, code());
    expectRefused(r, 'failed-code', 5, wait);
    expect(r.body.detail).toContain('authenticator codes');
    // Asking for the code step makes no guess, so it still answers.
    expect((await login('192.0.2.9', MARIA.email, MARIA.password)).body.code).toBe('two_factor_required');
    api.clock.advance(wait * 1000);
    expect((await login('192.0.2.9', MARIA.email, MARIA.password, code())).status).toBe(200);
  });

  it('turning two-factor off and approving a hold draw on the same budget', async () => {
    const session = (await login('192.0.2.20', MARIA.email, MARIA.password, code())).cookie!;
    const hold = await post('192.0.2.20', '/account/balance/actions/add-funds', { amount: 250 }, session);
    expect(hold.status).toBe(200);
    for (let i = 1; i <= 5; i++) {
      const r = await post('192.0.2.20', '/account/two-factor/disable', { code: wrong() }, session);
      expect(r.status).toBe(422);
    }
    const wait = waitForFailuresMadeNow();
    expectRefused(
      await post('192.0.2.20', '/account/two-factor/disable', { code: code() }, session),
      'failed-code',
      5,
      wait,
    );
    const approve = await post(
      '192.0.2.21',
      `/pending-actions/${hold.body.pendingActionId}/approve`,
      { totp: code() },
      session,
    );
    expectRefused(approve, 'failed-code', 5, wait);
  });
});
