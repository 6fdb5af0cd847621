// Issue 30 end to end, over real HTTP against an API process: a guest of Berg Consulting switches
// there and mints a token; the owner revokes the guest, and the token is refused on Berg's profile
// and invoices; the token cannot re-invite its guest, and the owner's re-invite stays pending; a
// guest's login-email change of Berg (the takeover) is refused, and so is its approval of the owner's.
import { afterAll, describe, expect, it } from 'vitest';
import { scopeNames as ALL_SCOPES } from '@contract/scopes';
import { GUEST_HOST } from '@server/seed/seed';
import { createToken, httpClient, login } from './http-client';
import { startServer, type ServerProcess } from './server-process';
import { testDatabase, type TestDatabase } from './test-database';

let db: TestDatabase | undefined;
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.kill('SIGKILL');
  await db?.remove();
});

describe('a revoked guest is really gone, and never owns the account', () => {
  it('over HTTP against a running API process', { timeout: 180_000 }, async () => {
    db = await testDatabase();
    server = await startServer(db.backend);
    const call = httpClient(server.url);

    // The owner of Berg Consulting, and demo, seeded as Berg's guest, switched there.
    const owner = await login(call, GUEST_HOST.email, GUEST_HOST.password);
    const bergId = (await call('GET', '/account', { cookie: owner })).body.id as number;
    const guest = await login(call);
    expect((await call('POST', '/auth/switch-account', { cookie: guest, body: { accountId: bergId } })).status).toBe(
      200,
    );

    // The takeover: the guest asks to change Berg's login email.
    const takeover = await call('POST', '/account/profile/email-change', {
      cookie: guest,
      body: { new_email: 'guest-owned@example.net' },
    });
    expect(takeover.status).toBe(403);
    expect(takeover.body.code).toBe('owner_only');
    // ... and cannot approve the owner's own request either; the owner's login is untouched.
    const ownerToken = await createToken(call, owner, 'owner', ['write:account']);
    const hold = await call('POST', '/account/profile/email-change', {
      token: ownerToken,
      body: { new_email: 'guest-owned@example.net' },
    });
    expect(hold.status).toBe(200);
    const approve = await call('POST', `/pending-actions/${hold.body.pendingActionId}/approve`, {
      cookie: guest,
      body: {},
    });
    expect(approve.status).toBe(403);
    expect(approve.body.code).toBe('owner_only');
    await login(call, GUEST_HOST.email, GUEST_HOST.password);

    // The guest mints a token: it acts as the guest.
    const token = await createToken(call, guest, 'guest token', [...ALL_SCOPES]);
    const me = await call('GET', '/me', { token });
    expect(me.body.actor).toMatchObject({ email: 'demo@example.com', isGuest: true });
    expect((await call('GET', '/account/profile', { token })).status).toBe(200);
    expect((await call('GET', '/invoices', { token })).status).toBe(200);

    // The owner revokes the guest: session and token are refused at once.
    const list = await call('GET', '/account/guests', { cookie: owner });
    const link = list.body.data.find((g: { email: string }) => g.email === 'demo@example.com');
    expect((await call('DELETE', `/account/guests/${link.id}`, { cookie: owner })).status).toBe(200);
    expect((await call('GET', '/account/profile', { cookie: guest })).status).toBe(401);
    for (const path of ['/account/profile', '/invoices']) {
      const r = await call('GET', path, { token });
      expect(r.status).toBe(401);
      expect(r.body.code).toBe('token_revoked');
    }

    // The token cannot bring its guest back; the owner's re-invite waits for the invitee.
    const selfInvite = await call('POST', '/account/guests', { token, body: { email: 'demo@example.com' } });
    expect(selfInvite.status).toBe(401);
    const reinvite = await call('POST', '/account/guests', { cookie: owner, body: { email: 'demo@example.com' } });
    expect(reinvite.status).toBe(201);
    expect(reinvite.body.linked).toBe(false);
    const pending = await call('GET', '/account/guests', { cookie: owner });
    expect(pending.body.data.find((g: { email: string }) => g.email === 'demo@example.com').linked).toBe(false);
    const stillOut = await login(call);
    expect((await call('POST', '/auth/switch-account', { cookie: stillOut, body: { accountId: bergId } })).status).toBe(
      200,
    );
    // (that login was the invitee's own act: it accepted the invitation)
    const after = await call('GET', '/account/guests', { cookie: owner });
    expect(after.body.data.find((g: { email: string }) => g.email === 'demo@example.com').linked).toBe(true);
    // The revoked token stays dead after the guest is back.
    expect((await call('GET', '/account/profile', { token })).status).toBe(401);
  });
});
