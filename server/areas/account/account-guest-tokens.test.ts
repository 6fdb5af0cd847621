// Guests and tokens (issue 30, docs/decisions/023): a token a guest mints acts as the guest and ends
// with its guest link; a re-invite is pending until the invitee logs in; a guest never touches the
// owner's credentials or guest list, nor approves a hold that changes who owns the account.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountOps } from '@contract/account';
import type { Operation } from '@contract/operation';
import { ownerOnlyOperations } from '@contract/account-guests';
import { ALL_SCOPES, startApi, type TestApi } from '@server/test/harness';

let api: TestApi;
let demoId: number;
let bergId: number;
let maria: string;
beforeAll(async () => {
  api = await startApi();
  demoId = await api.accountId('demo@example.com');
  bergId = await api.accountId('maria@example.com');
  maria = await api.login('maria@example.com', 'maria-password');
});
afterAll(() => api.close());

/** Demo (seeded as a guest of Berg Consulting) logged in and switched to Berg. */
async function guestInBerg() {
  const cookie = await api.login();
  const sw = await api.call('POST', '/auth/switch-account', { cookie, body: { accountId: bergId } });
  expect(sw.status).toBe(200);
  return cookie;
}

async function guestToken(cookie: string, name = 'guest ci') {
  const r = await api.call('POST', '/account/tokens', { cookie, body: { name, scopes: ALL_SCOPES } });
  expect(r.status).toBe(201);
  return r.body.token as string;
}

const demoGuestOfBerg = async () =>
  (await api.call('GET', '/account/guests', { cookie: maria })).body.data.find(
    (g: { email: string }) => g.email === 'demo@example.com',
  );

describe("a guest's token", () => {
  it('acts as the guest: /me, the account list and the audit log say so', async () => {
    const token = await guestToken(await guestInBerg());
    const me = await api.call('GET', '/me', { token });
    expect(me.body.credential.kind).toBe('token');
    expect(me.body.account.id).toBe(bergId);
    expect(me.body.actor).toEqual({ userId: expect.any(Number), email: 'demo@example.com', isGuest: true });
    const reach = await api.call('GET', '/account/accessible-accounts', { token });
    expect(reach.body.data).toEqual([expect.objectContaining({ id: bergId, role: 'guest', current: true })]);

    expect((await api.call('PATCH', '/account/preferences', { token, body: { theme: 'light' } })).status).toBe(200);
    const log = await api.call('GET', '/audit-log', { cookie: maria, query: { q: 'updatePreferences' } });
    expect(log.body.data[0].actor).toMatchObject({ kind: 'guest', name: 'demo@example.com (token "guest ci")' });
  });

  it("an owner's token still acts as the account", async () => {
    const me = await api.call('GET', '/me', { token: await api.token(['read:account']) });
    expect(me.body.actor).toEqual({ userId: null, email: null, isGuest: false });
  });
});

describe('guests never own the account', () => {
  let cookie: string;
  let token: string;
  beforeAll(async () => {
    cookie = await guestInBerg();
    token = await guestToken(cookie, 'guest owner-ops');
  });

  const requests: Record<(typeof ownerOnlyOperations)[number], [string, string, unknown]> = {
    inviteGuest: ['POST', '/account/guests', { email: 'friend@example.net' }],
    revokeGuest: ['DELETE', '/account/guests/1', undefined],
    requestEmailChange: ['POST', '/account/profile/email-change', { new_email: 'taken-over@example.net' }],
    enableTwoFactor: ['POST', '/account/two-factor/enable', undefined],
    confirmTwoFactor: ['POST', '/account/two-factor/confirm', { code: '123456' }],
    disableTwoFactor: ['POST', '/account/two-factor/disable', { code: '123456' }],
    changePassword: [
      'POST',
      '/account/password',
      { currentPassword: 'demo-password', newPassword: 'a quite long and unguessable phrase 42' },
    ],
    regenerateRecoveryCodes: ['POST', '/account/two-factor/recovery-codes', { password: 'demo-password' }],
    revokeSession: ['DELETE', '/account/sessions/ses_000000000000000000000000', undefined],
    revokeOtherSessions: ['POST', '/account/sessions/actions/sign-out-others', undefined],
    startPasskeyRegistration: ['POST', '/account/passkeys/registration-options', undefined],
    // A well-formed answer (clientDataJSON `{}`, an empty CBOR map): refused for who asks before it is read.
    addPasskey: [
      'POST',
      '/account/passkeys',
      {
        challengeId: 'pkc_guest',
        name: 'Guest key',
        response: {
          id: 'Z3Vlc3Q',
          rawId: 'Z3Vlc3Q',
          type: 'public-key',
          clientExtensionResults: {},
          response: { clientDataJSON: 'e30', attestationObject: 'oA', transports: ['internal'] },
        },
      },
    ],
    renamePasskey: ['PATCH', '/account/passkeys/pk_guest', { name: 'Guest key' }],
    removePasskey: ['DELETE', '/account/passkeys/pk_guest', undefined],
  };

  it.each(ownerOnlyOperations)('%s: 403 owner_only for the switched session, and its token', async (op) => {
    const [method, path, body] = requests[op];
    const bySession = await api.call(method, path, { cookie, body });
    expect(bySession.status).toBe(403);
    expect(bySession.body.code).toBe('owner_only');
    expect(bySession.body.detail).toContain('Berg Consulting');
    const byToken = await api.call(method, path, { token, body });
    expect(byToken.status).toBe(403);
    // the credential changes are for the web session only, whoever holds the token
    expect(byToken.body.code).toBe(
      (accountOps[op] as Operation).caller === 'session' ? 'session_required' : 'owner_only',
    );
  });

  it('the owner still can, and nothing a guest asked for was held or changed', async () => {
    const holds = await api.db.execute(
      sql`select count(*)::int as n from pending_actions where operation = 'requestEmailChange'`,
    );
    expect((holds as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    expect((await api.call('GET', '/account/guests', { cookie: maria })).body.data).not.toContainEqual(
      expect.objectContaining({ email: 'friend@example.net' }),
    );
    const own = await api.call('POST', '/account/profile/email-change', {
      cookie: maria,
      body: { new_email: 'maria.berg@example.net' },
    });
    expect(own.status).toBe(200);
  });

  it("only the owner approves a hold that changes the account's login email", async () => {
    const owner = await api.token(['write:account'], { accountEmail: 'maria@example.com' });
    const hold = await api.call('POST', '/account/profile/email-change', {
      token: owner,
      body: { new_email: 'someone-else@example.net' },
    });
    const id = hold.body.pendingActionId;
    // the guest may read it (the confirmation page), but not approve it, switched or not
    expect((await api.call('GET', `/pending-actions/${id}`, { cookie })).status).toBe(200);
    for (const c of [cookie, await api.login()]) {
      const r = await api.call('POST', `/pending-actions/${id}/approve`, { cookie: c, body: {} });
      expect(r.status).toBe(403);
      expect(r.body.code).toBe('owner_only');
      expect(r.body.detail).toContain('owner must approve');
    }
    expect((await api.call('GET', `/pending-actions/${id}`, { cookie: maria })).body.status).toBe(
      'confirmation_required',
    );
    const ok = await api.call('POST', `/pending-actions/${id}/approve`, { cookie: maria, body: {} });
    expect(ok.body.status).toBe('approved');
  });
});

describe('revoking a guest', () => {
  it('revokes the tokens it minted in the same act: 401 on the profile and invoices', async () => {
    const cookie = await guestInBerg();
    const token = await guestToken(cookie, 'guest leftover');
    expect((await api.call('GET', '/account/profile', { token })).status).toBe(200);
    expect((await api.call('GET', '/invoices', { token })).status).toBe(200);
    // a token the owner made is not the guest's, and stays (Berg's login email changed above: made from her session)
    const made = await api.call('POST', '/account/tokens', {
      cookie: maria,
      body: { name: 'own', scopes: ['read:account'] },
    });
    const owner = made.body.token as string;

    const guest = await demoGuestOfBerg();
    expect((await api.call('DELETE', `/account/guests/${guest.id}`, { cookie: maria })).status).toBe(200);

    for (const path of ['/account/profile', '/invoices', '/me']) {
      const r = await api.call('GET', path, { token });
      expect(r.status).toBe(401);
      expect(r.body.code).toBe('token_revoked');
    }
    expect((await api.call('POST', '/account/guests', { token, body: { email: 'demo@example.com' } })).status).toBe(
      401,
    );
    expect((await api.call('GET', '/account/profile', { cookie })).status).toBe(401);
    expect((await api.call('GET', '/account/profile', { token: owner })).status).toBe(200);
    const listed = await api.call('GET', '/account/tokens', { cookie: maria });
    expect(listed.body.data.find((t: { name: string }) => t.name === 'guest leftover').revokedAt).toBe(
      api.clock.now().toISOString(),
    );
  });

  it('a re-invite is pending until the invitee logs in again', async () => {
    const before = await api.login();
    const r = await api.call('POST', '/account/guests', { cookie: maria, body: { email: 'demo@example.com' } });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ linked: false, guestId: null });
    const sw = await api.call('POST', '/auth/switch-account', { cookie: before, body: { accountId: bergId } });
    expect(sw.status).toBe(403);

    const after = await api.login();
    expect((await demoGuestOfBerg()).linked).toBe(true);
    expect(
      (await api.call('POST', '/auth/switch-account', { cookie: after, body: { accountId: bergId } })).status,
    ).toBe(200);
    expect((await api.call('GET', '/account', { cookie: after })).body.id).toBe(bergId);
    expect((await api.call('GET', '/account', { cookie: before })).body.id).toBe(demoId);
  });
});
