// Passkeys (issue 31, docs/decisions/029) through the real app: adding one (options, then the authenticator's
// answer), naming, renaming and removing it; signing in with it; and using it as the step-up of an approval.
// The authenticator is a software one (passkey-test-authenticator.ts) whose answers @simplewebauthn/server
// checks as it would a real one's. Every challenge works once; tokens and guests are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpNow } from '@server/core/totp';
import { APP_URL, startApi, type JsonBody, type TestApi } from '@server/test/harness';
import { SoftPasskey } from './passkey-test-authenticator';

let api: TestApi;
let cookie: string;
const RP_ID = new URL(APP_URL).hostname;
const laptop = new SoftPasskey(APP_URL, RP_ID);
let laptopId: string;

beforeAll(async () => {
  api = await startApi();
  cookie = await api.login();
});
afterAll(() => api.close());

/** Failures of one test must not spend the next one's attempt budgets (15-minute windows). */
const pastAttemptWindows = () => api.clock.advance(16 * 60_000);

async function registrationOptions(as = cookie) {
  const r = await api.call('POST', '/account/passkeys/registration-options', { cookie: as });
  expect(r.status).toBe(200);
  return r.body as { challengeId: string; options: JsonBody };
}

async function addPasskey(key: SoftPasskey, name: string, as = cookie) {
  const { challengeId, options } = await registrationOptions(as);
  return api.call('POST', '/account/passkeys', {
    cookie: as,
    body: { challengeId, name, response: key.register(options) },
  });
}

async function loginOptions() {
  const r = await api.call('POST', '/auth/passkey/options', { headers: { 'x-requested-with': 'fetch' } });
  expect(r.status).toBe(200);
  return r.body as { challengeId: string; options: JsonBody };
}

const passkeyLogin = (body: unknown) =>
  api.call('POST', '/auth/passkey/login', { headers: { 'x-requested-with': 'fetch' }, body });

describe('adding a passkey', () => {
  it('starts with none, and only the web session may list or add them', async () => {
    expect((await api.call('GET', '/account/passkeys', { cookie })).body).toEqual({ data: [], total: 0 });
    const token = await api.token(['read:account', 'write:account']);
    for (const [method, path] of [
      ['GET', '/account/passkeys'],
      ['POST', '/account/passkeys/registration-options'],
      ['POST', '/account/passkeys/step-up-options'],
    ] as const) {
      const r = await api.call(method, path, { token });
      expect(r.status, path).toBe(403);
      expect(r.body.code).toBe('session_required');
    }
  });

  it('offers options for a discoverable, user-verifying passkey of this site, around a fresh challenge', async () => {
    const { options, challengeId } = await registrationOptions();
    expect(challengeId).toMatch(/^pkc_/);
    expect(options.rp).toEqual({ id: RP_ID, name: expect.stringContaining(RP_ID) });
    expect(options.user).toMatchObject({ name: 'demo@example.com' });
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(options.challenge).not.toBe((await registrationOptions()).options.challenge);
  });

  it('stores the verified passkey under its name, and lists it', async () => {
    const r = await addPasskey(laptop, '  Work laptop ');
    expect(r.status).toBe(201);
    expect(r.body).toEqual({
      id: expect.stringMatching(/^pk_/),
      name: 'Work laptop',
      createdAt: api.clock.now().toISOString(),
      lastUsedAt: null,
      deviceType: 'singleDevice',
      backedUp: false,
    });
    laptopId = r.body.id;
    const list = await api.call('GET', '/account/passkeys', { cookie });
    expect(list.body).toEqual({ data: [r.body], total: 1 });
    // the credential id is never part of what the API says about it
    expect(JSON.stringify(list.body)).not.toContain(laptop.id);
  });

  it('refuses a challenge answered before, so an answer cannot be replayed', async () => {
    const key = new SoftPasskey(APP_URL, RP_ID);
    const { challengeId, options } = await registrationOptions();
    const body = { challengeId, name: 'Phone', response: key.register(options) };
    expect((await api.call('POST', '/account/passkeys', { cookie, body })).status).toBe(201);
    const again = await api.call('POST', '/account/passkeys', { cookie, body });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual([
      expect.objectContaining({ path: 'challengeId', code: 'passkey_challenge_used' }),
    ]);
    // and the same authenticator cannot be added twice under a new challenge
    const { challengeId: next, options: nextOptions } = await registrationOptions();
    expect(nextOptions.excludeCredentials.map((c: { id: string }) => c.id)).toContain(key.id);
    const twice = await api.call('POST', '/account/passkeys', {
      cookie,
      body: { challengeId: next, name: 'Phone again', response: key.register(nextOptions) },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('conflict');
  });

  it('refuses a challenge that expired, or that another session asked for', async () => {
    const key = new SoftPasskey(APP_URL, RP_ID);
    const stale = await registrationOptions();
    api.clock.advance(6 * 60_000);
    const late = await api.call('POST', '/account/passkeys', {
      cookie,
      body: { challengeId: stale.challengeId, name: 'Late', response: key.register(stale.options) },
    });
    expect(late.status).toBe(422);
    expect(late.body.errors[0].path).toBe('challengeId');

    const other = await api.login();
    const theirs = await registrationOptions(other);
    const stolen = await api.call('POST', '/account/passkeys', {
      cookie,
      body: { challengeId: theirs.challengeId, name: 'Stolen', response: key.register(theirs.options) },
    });
    expect(stolen.status).toBe(422);
    expect(stolen.body.errors[0].path).toBe('challengeId');
  });

  it('refuses an answer made for another site, one whose user was not verified, and malformed input', async () => {
    const key = new SoftPasskey(APP_URL, RP_ID);
    const a = await registrationOptions();
    const phished = await api.call('POST', '/account/passkeys', {
      cookie,
      body: {
        challengeId: a.challengeId,
        name: 'Phished',
        response: key.register(a.options, { origin: 'https://evil.example' }),
      },
    });
    expect(phished.status).toBe(422);
    expect(phished.body.errors).toEqual([expect.objectContaining({ path: 'response', code: 'passkey_not_verified' })]);

    const careless = new SoftPasskey(APP_URL, RP_ID, false);
    const b = await registrationOptions();
    const unverified = await api.call('POST', '/account/passkeys', {
      cookie,
      body: { challengeId: b.challengeId, name: 'No PIN', response: careless.register(b.options) },
    });
    expect(unverified.status).toBe(422);
    expect(unverified.body.errors[0].path).toBe('response');

    const c = await registrationOptions();
    const good = key.register(c.options);
    for (const [body, path] of [
      [{ challengeId: c.challengeId, name: '   ', response: good }, 'name'],
      [{ challengeId: c.challengeId, name: 'x'.repeat(65), response: good }, 'name'],
      [{ challengeId: c.challengeId, name: 'Key', response: { ...good, id: 'not base64url!' } }, 'response.id'],
      [{ challengeId: c.challengeId, name: 'Key', response: { ...good, type: 'password' } }, 'response.type'],
      [{ challengeId: '', name: 'Key', response: good }, 'challengeId'],
      [{ challengeId: c.challengeId, name: 'Key' }, 'response'],
    ] as const) {
      const r = await api.call('POST', '/account/passkeys', { cookie, body });
      expect(r.status, path).toBe(422);
      expect(r.body.errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    // none of those used the challenge up: it still adds the passkey
    const r = await api.call('POST', '/account/passkeys', {
      cookie,
      body: { challengeId: c.challengeId, name: 'Key', response: good },
    });
    expect(r.status).toBe(201);
    expect((await api.call('DELETE', `/account/passkeys/${r.body.id}`, { cookie })).status).toBe(200);
  });
});

describe('renaming and removing', () => {
  it('renames a passkey; an unknown id or another person’s passkey is not found', async () => {
    const r = await api.call('PATCH', `/account/passkeys/${laptopId}`, { cookie, body: { name: 'Old laptop' } });
    expect(r.status).toBe(200);
    expect(r.body.name).toBe('Old laptop');
    const blank = await api.call('PATCH', `/account/passkeys/${laptopId}`, { cookie, body: { name: '' } });
    expect(blank.status).toBe(422);
    expect(blank.body.errors[0].path).toBe('name');
    const unknown = await api.call('PATCH', '/account/passkeys/pk_nothing', { cookie, body: { name: 'X' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('not_found');

    const maria = await api.login('maria@example.com', 'maria-password');
    expect(
      (await api.call('PATCH', `/account/passkeys/${laptopId}`, { cookie: maria, body: { name: 'Mine' } })).status,
    ).toBe(404);
    expect((await api.call('DELETE', `/account/passkeys/${laptopId}`, { cookie: maria })).status).toBe(404);
    expect((await api.call('GET', '/account/passkeys', { cookie: maria })).body.total).toBe(0);
  });

  it('a guest switched into another’s account reads its own list but changes nothing there', async () => {
    const guest = await api.login();
    const sw = await api.call('POST', '/auth/switch-account', {
      cookie: guest,
      body: { accountId: await api.accountId('maria@example.com') },
    });
    expect(sw.status).toBe(200);
    expect((await api.call('GET', '/account/passkeys', { cookie: guest })).body.total).toBeGreaterThan(0);
    for (const [method, path, body] of [
      ['POST', '/account/passkeys/registration-options', undefined],
      [
        'POST',
        '/account/passkeys',
        { challengeId: 'pkc_x', name: 'Guest key', response: laptop.register({ challenge: 'x' }) },
      ],
      ['PATCH', `/account/passkeys/${laptopId}`, { name: 'Guest' }],
      ['DELETE', `/account/passkeys/${laptopId}`, undefined],
    ] as const) {
      const r = await api.call(method, path, { cookie: guest, body });
      expect(r.status, `${method} ${path}`).toBe(403);
      expect(r.body.code).toBe('owner_only');
    }
  });
});

describe('signing in with a passkey', () => {
  it('opens the same web session a password login does, and records the use', async () => {
    const { challengeId, options } = await loginOptions();
    expect(options.rpId).toBe(RP_ID);
    expect(options.allowCredentials ?? []).toEqual([]); // no login is named before the authenticator answers
    expect(options.userVerification).toBe('required');
    const r = await passkeyLogin({ challengeId, response: laptop.assert(options) });
    expect(r.status).toBe(200);
    expect(r.body.user.email).toBe('demo@example.com');
    const session = r.headers.get('set-cookie')!.split(';')[0]!;
    expect((await api.call('GET', '/auth/session', { cookie: session })).body.user.email).toBe('demo@example.com');
    const sessions = await api.call('GET', '/account/sessions', { cookie: session });
    expect(sessions.body.data.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const mine = (await api.call('GET', '/account/passkeys', { cookie })).body.data;
    expect(mine.find((p: { id: string }) => p.id === laptopId).lastUsedAt).toBe(api.clock.now().toISOString());
  });

  it('refuses a replayed answer, a counter that went back, another site, and an unknown passkey', async () => {
    pastAttemptWindows();
    const first = await loginOptions();
    const answer = laptop.assert(first.options);
    expect((await passkeyLogin({ challengeId: first.challengeId, response: answer })).status).toBe(200);
    const replay = await passkeyLogin({ challengeId: first.challengeId, response: answer });
    expect(replay.status).toBe(422);
    expect(replay.body.errors[0]).toMatchObject({ path: 'challengeId', code: 'passkey_challenge_used' });

    // a clone of the authenticator signs a fresh challenge with a counter the server has seen already
    const cloned = await loginOptions();
    const old = await passkeyLogin({
      challengeId: cloned.challengeId,
      response: laptop.assert(cloned.options, { counter: laptop.counter }),
    });
    expect(old.status).toBe(401);
    expect(old.body.code).toBe('unauthorized');

    const elsewhere = await loginOptions();
    const phished = await passkeyLogin({
      challengeId: elsewhere.challengeId,
      response: laptop.assert(elsewhere.options, { origin: 'https://evil.example' }),
    });
    expect(phished.status).toBe(401);

    const stranger = await loginOptions();
    const unknown = await passkeyLogin({
      challengeId: stranger.challengeId,
      response: new SoftPasskey(APP_URL, RP_ID).assert(stranger.options),
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body.detail).toContain('not registered here');
    expect(unknown.headers.get('set-cookie')).toBeNull();

    const bad = await passkeyLogin({ challengeId: 'pkc_x', response: { id: 'abc' } });
    expect(bad.status).toBe(422);
  });

  it('is limited like a login: wrong answers for one person pause its checks with 429', async () => {
    pastAttemptWindows();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const o = await loginOptions();
      const r = await passkeyLogin({ challengeId: o.challengeId, response: laptop.assert(o.options, { counter: 0 }) });
      statuses.push(r.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    pastAttemptWindows();
    const o = await loginOptions();
    expect((await passkeyLogin({ challengeId: o.challengeId, response: laptop.assert(o.options) })).status).toBe(200);
  });
});

describe('the step-up of an approval', () => {
  let secret: string;
  let holdId: string;
  const newHold = async () => {
    const hold = await api.call('POST', '/account/balance/actions/add-funds', { cookie, body: { amount: 125 } });
    expect(hold.body.status).toBe('confirmation_required');
    return hold.body.pendingActionId as string;
  };
  const stepUpOptions = async (as = cookie) => {
    const r = await api.call('POST', '/account/passkeys/step-up-options', { cookie: as });
    expect(r.status).toBe(200);
    return r.body as { challengeId: string; options: JsonBody };
  };

  beforeAll(async () => {
    pastAttemptWindows();
    secret = (await api.call('POST', '/account/two-factor/enable', { cookie })).body.secret;
    const on = await api.call('POST', '/account/two-factor/confirm', {
      cookie,
      body: { code: totpNow(secret, api.clock.now()) },
    });
    expect(on.body.enabled).toBe(true);
    holdId = await newHold();
  });

  it('lists the person’s passkeys in the options', async () => {
    const { options } = await stepUpOptions();
    expect(options.allowCredentials.map((c: { id: string }) => c.id)).toContain(laptop.id);
    const maria = await api.login('maria@example.com', 'maria-password');
    const none = await api.call('POST', '/account/passkeys/step-up-options', { cookie: maria });
    expect(none.status).toBe(404);
    expect(none.body.code).toBe('not_found');
  });

  it('approves with the passkey in place of a code', async () => {
    const bare = await api.call('POST', `/pending-actions/${holdId}/approve`, { cookie, body: {} });
    expect(bare.status).toBe(401);
    expect(bare.body.code).toBe('two_factor_required');
    const { challengeId, options } = await stepUpOptions();
    const passkey = { challengeId, response: laptop.assert(options) };
    const ok = await api.call('POST', `/pending-actions/${holdId}/approve`, { cookie, body: { passkey } });
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe('approved');

    // the same signed challenge does not approve anything else
    const next = await newHold();
    const replay = await api.call('POST', `/pending-actions/${next}/approve`, { cookie, body: { passkey } });
    expect(replay.status).toBe(422);
    expect(replay.body.errors[0].path).toBe('passkey.challengeId');
    expect((await api.call('GET', `/pending-actions/${next}`, { cookie })).body.status).toBe('confirmation_required');
  });

  it('refuses a login challenge, another session’s challenge, and another person’s passkey', async () => {
    const next = await newHold();
    const login = await loginOptions();
    const wrongCeremony = await api.call('POST', `/pending-actions/${next}/approve`, {
      cookie,
      body: { passkey: { challengeId: login.challengeId, response: laptop.assert(login.options) } },
    });
    expect(wrongCeremony.status).toBe(422);

    api.clock.advance(30_000); // a code works once: the next login needs the next one
    const other = await api.login('demo@example.com', 'demo-password', totpNow(secret, api.clock.now()));
    const theirs = await stepUpOptions(other);
    const crossSession = await api.call('POST', `/pending-actions/${next}/approve`, {
      cookie,
      body: { passkey: { challengeId: theirs.challengeId, response: laptop.assert(theirs.options) } },
    });
    expect(crossSession.status).toBe(422);

    const maria = await api.login('maria@example.com', 'maria-password');
    const mariaKey = new SoftPasskey(APP_URL, RP_ID);
    expect((await addPasskey(mariaKey, 'Maria’s key', maria)).status).toBe(201);
    const mine = await stepUpOptions();
    const notHers = await api.call('POST', `/pending-actions/${next}/approve`, {
      cookie,
      body: { passkey: { challengeId: mine.challengeId, response: mariaKey.assert(mine.options) } },
    });
    expect(notHers.status).toBe(401);
    expect(notHers.body.code).toBe('two_factor_required');
    expect((await api.call('GET', `/pending-actions/${next}`, { cookie })).body.status).toBe('confirmation_required');
  });
});

describe('a removed passkey', () => {
  it('is gone from the list and signs nobody in', async () => {
    pastAttemptWindows();
    const r = await api.call('DELETE', `/account/passkeys/${laptopId}`, { cookie });
    expect(r.status).toBe(200);
    expect(r.body.id).toBe(laptopId);
    const list = (await api.call('GET', '/account/passkeys', { cookie })).body.data;
    expect(list.map((p: { id: string }) => p.id)).not.toContain(laptopId);
    expect((await api.call('DELETE', `/account/passkeys/${laptopId}`, { cookie })).status).toBe(404);
    const o = await loginOptions();
    expect((await passkeyLogin({ challengeId: o.challengeId, response: laptop.assert(o.options) })).status).toBe(401);
  });
});
