// Guests: inviting, listing and revoking; the accounts a person can reach;
// switching the session to an account as a guest and being audited as one.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '@server/test/harness';

let api: TestApi;
let demoId: number;
let bergId: number;
let olofId: number;
beforeAll(async () => {
  api = await startApi();
  demoId = await api.accountId('demo@example.com');
  bergId = await api.accountId('maria@example.com');
  olofId = await api.accountId('olof@example.org');
});
afterAll(() => api.close());

const outboxTo = async (to: string) =>
  (
    (await api.db.execute(sql`select "to", kind, subject, account_id from outbox where "to" = ${to}`)) as unknown as {
      rows: { to: string; kind: string; subject: string; account_id: number }[];
    }
  ).rows;

describe('inviting and listing guests', () => {
  let token: string;
  beforeAll(async () => {
    token = await api.token(['read:account', 'write:account']);
  });

  it('invites a person who has a login: 201, role all, linked, and an invitation is sent', async () => {
    const r = await api.call('POST', '/account/guests', { token, body: { email: 'Maria@Example.com' } });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      email: 'maria@example.com',
      role: 'all',
      linked: true,
      createdAt: api.clock.now().toISOString(),
    });
    expect(r.body.id).toBeTypeOf('number');
    expect(r.body.guestId).toBeTypeOf('number');
    const mail = await outboxTo('maria@example.com');
    expect(mail).toEqual([
      expect.objectContaining({
        kind: 'guest_invitation',
        account_id: demoId,
        subject: expect.stringContaining('Nordlight Studio AB'),
      }),
    ]);
  });

  it('invites an address without a login: linked false, guestId null, invitation sent', async () => {
    const r = await api.call('POST', '/account/guests', {
      token,
      body: { email: 'accountant@example.net', role: 'all' },
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ email: 'accountant@example.net', guestId: null, linked: false, role: 'all' });
    expect(await outboxTo('accountant@example.net')).toHaveLength(1);
  });

  it('a second invitation of the same address is a 409 conflict and sends nothing', async () => {
    const r = await api.call('POST', '/account/guests', { token, body: { email: 'MARIA@example.com' } });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('conflict');
    expect(await outboxTo('maria@example.com')).toHaveLength(1);
  });

  it('inviting the owner is a 422 on email', async () => {
    const r = await api.call('POST', '/account/guests', { token, body: { email: 'demo@example.com' } });
    expect(r.status).toBe(422);
    expect(r.body.code).toBe('validation_failed');
    expect(r.body.errors).toEqual([expect.objectContaining({ path: 'email' })]);
  });

  it('a role other than all, a bad address and a missing address are 422 and create nothing', async () => {
    const role = await api.call('POST', '/account/guests', { token, body: { email: 'x@example.net', role: 'admin' } });
    expect(role.status).toBe(422);
    expect(role.body.errors.map((e: { path: string }) => e.path)).toEqual(['role']);
    const bad = await api.call('POST', '/account/guests', { token, body: { email: 'nope' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].path).toBe('email');
    expect((await api.call('POST', '/account/guests', { token, body: {} })).status).toBe(422);
    expect(await outboxTo('x@example.net')).toHaveLength(0);
  });

  it('lists the guests as a collection', async () => {
    const r = await api.call('GET', '/account/guests', { token });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ hasMore: false, nextCursor: null, total: 2 });
    expect(r.body.data.map((g: { email: string }) => g.email).sort()).toEqual([
      'accountant@example.net',
      'maria@example.com',
    ]);
    for (const g of r.body.data)
      expect(Object.keys(g).sort()).toEqual(['createdAt', 'email', 'guestId', 'id', 'linked', 'role']);
  });

  it('revoking an unknown guest is a 404', async () => {
    const r = await api.call('DELETE', '/account/guests/999999', { token });
    expect(r.status).toBe(404);
    expect(r.body.code).toBe('not_found');
    expect((await api.call('DELETE', '/account/guests/abc', { token })).status).toBe(404);
  });

  it("another account's guest cannot be revoked from here", async () => {
    const olof = await api.token(['read:account', 'write:account'], { accountEmail: 'olof@example.org' });
    const list = await api.call('GET', '/account/guests', { token });
    const id = list.body.data[0].id;
    const r = await api.call('DELETE', `/account/guests/${id}`, { token: olof });
    expect(r.status).toBe(404);
    expect((await api.call('GET', '/account/guests', { token })).body.total).toBe(2);
  });
});

describe('accessible accounts and switching', () => {
  it('demo sees its own account and Berg as a guest, with the current one flagged', async () => {
    const cookie = await api.login();
    const r = await api.call('GET', '/account/accessible-accounts', { cookie });
    expect(r.status).toBe(200);
    expect(r.body.total).toBe(2);
    expect(r.body.data).toEqual([
      { id: demoId, name: 'Nordlight Studio AB', email: 'demo@example.com', role: 'owner', current: true },
      { id: bergId, name: 'Berg Consulting', email: 'maria@example.com', role: 'guest', current: false },
    ]);
  });

  it('a token only reaches its own account', async () => {
    const t = await api.token(['read:account']);
    const r = await api.call('GET', '/account/accessible-accounts', { token: t });
    expect(r.body.data).toEqual([expect.objectContaining({ id: demoId, current: true })]);
  });

  it('switching to Berg acts on Berg, and a write there is audited with the guest as actor', async () => {
    const cookie = await api.login();
    const sw = await api.call('POST', '/auth/switch-account', { cookie, body: { accountId: bergId } });
    expect(sw.status).toBe(200);
    expect(sw.body.account).toEqual({ id: bergId, name: 'Berg Consulting', email: 'maria@example.com', role: 'guest' });

    expect((await api.call('GET', '/account', { cookie })).body).toMatchObject({ id: bergId, name: 'Berg Consulting' });
    const me = await api.call('GET', '/me', { cookie });
    expect(me.body.actor).toMatchObject({ email: 'demo@example.com', isGuest: true });
    const list = await api.call('GET', '/account/accessible-accounts', { cookie });
    expect(list.body.data.find((a: { current: boolean }) => a.current).id).toBe(bergId);

    const w = await api.call('PATCH', '/account/preferences', { cookie, body: { theme: 'dark' } });
    expect(w.status).toBe(200);
    const berg = await api.token(['read:account'], { accountEmail: 'maria@example.com' });
    expect((await api.call('GET', '/account/preferences', { token: berg })).body.theme).toBe('dark');

    const log = await api.call('GET', '/audit-log', { token: berg, query: { actor: 'guest' } });
    expect(log.body.data[0]).toMatchObject({
      operation: 'updatePreferences',
      outcome: 'success',
      method: 'PATCH',
      actor: { kind: 'guest', name: 'demo@example.com' },
    });
    // and it is not written into the demo's own log
    const own = await api.token(['read:account']);
    const ownLog = await api.call('GET', '/audit-log', { token: own, query: { actor: 'guest' } });
    expect(ownLog.body.total).toBe(0);
  });

  it("a guest's approval of that account's hold is audited there as the guest's, switched or not", async () => {
    const berg = await api.token(['read:account', 'write:billing'], { accountEmail: 'maria@example.com' });
    const approvedBy = async (switched: boolean) => {
      const cookie = await api.login();
      if (switched) await api.call('POST', '/auth/switch-account', { cookie, body: { accountId: bergId } });
      const hold = await api.call('POST', '/account/balance/actions/add-funds', { token: berg, body: { amount: 100 } });
      const ok = await api.call('POST', `/pending-actions/${hold.body.pendingActionId}/approve`, { cookie, body: {} });
      expect(ok.body.status).toBe('approved');
      const log = await api.call('GET', '/audit-log', { token: berg, query: { outcome: 'approved' } });
      return log.body.data.find((e: { target: string }) => e.target === hold.body.pendingActionId);
    };
    expect(await approvedBy(true)).toMatchObject({
      operation: 'addFunds',
      actor: { kind: 'guest', name: 'demo@example.com' },
    });
    // approving from the own account (a guest may open any confirmation link of Berg's)
    expect(await approvedBy(false)).toMatchObject({
      operation: 'addFunds',
      actor: { kind: 'guest', name: 'demo@example.com' },
    });
  });

  it('switching to an account the person cannot reach is 403 not_owned and keeps the session where it was', async () => {
    const cookie = await api.login();
    const r = await api.call('POST', '/auth/switch-account', { cookie, body: { accountId: olofId } });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('not_owned');
    expect((await api.call('GET', '/account', { cookie })).body.id).toBe(demoId);
  });
});

describe('revoking a guest', () => {
  it("ends the guest's switched session at once and removes the account from their list", async () => {
    const owner = await api.token(['read:account', 'write:account']);
    const maria = await api.login('maria@example.com', 'maria-password');
    const reach = await api.call('GET', '/account/accessible-accounts', { cookie: maria });
    expect(reach.body.data).toEqual(expect.arrayContaining([expect.objectContaining({ id: demoId, role: 'guest' })]));
    expect(
      (await api.call('POST', '/auth/switch-account', { cookie: maria, body: { accountId: demoId } })).status,
    ).toBe(200);
    expect((await api.call('GET', '/account', { cookie: maria })).body.id).toBe(demoId);

    const guest = (await api.call('GET', '/account/guests', { token: owner })).body.data.find(
      (g: { email: string }) => g.email === 'maria@example.com',
    );
    const r = await api.call('DELETE', `/account/guests/${guest.id}`, { token: owner });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      id: guest.id,
      email: 'maria@example.com',
      revokedAt: api.clock.now().toISOString(),
    });

    const after = await api.call('GET', '/account', { cookie: maria });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('unauthorized');

    const again = await api.login('maria@example.com', 'maria-password');
    const list = await api.call('GET', '/account/accessible-accounts', { cookie: again });
    expect(list.body.data.map((a: { id: number }) => a.id)).toEqual([bergId]);
    const sw = await api.call('POST', '/auth/switch-account', { cookie: again, body: { accountId: demoId } });
    expect(sw.status).toBe(403);

    expect((await api.call('GET', '/account/guests', { token: owner })).body.total).toBe(1);
    expect((await api.call('DELETE', `/account/guests/${guest.id}`, { token: owner })).status).toBe(404);
    // newest first: the refused second revoke, then the revoke itself
    const log = await api.call('GET', '/audit-log', {
      token: await api.token(['read:account']),
      query: { q: 'revokeGuest' },
    });
    expect(log.body.data.slice(0, 2)).toEqual([
      expect.objectContaining({ operation: 'revokeGuest', outcome: 'failed', status: 404 }),
      expect.objectContaining({
        operation: 'revokeGuest',
        target: 'maria@example.com',
        outcome: 'success',
        status: 200,
      }),
    ]);
  });

  it('a revoked address can be invited again, pending until that person logs in again (issue 30)', async () => {
    const owner = await api.token(['read:account', 'write:account']);
    const r = await api.call('POST', '/account/guests', { token: owner, body: { email: 'maria@example.com' } });
    expect(r.status).toBe(201);
    expect(r.body.linked).toBe(false);
    await api.login('maria@example.com', 'maria-password');
    const list = await api.call('GET', '/account/guests', { token: owner });
    expect(list.body.data.find((g: { email: string }) => g.email === 'maria@example.com').linked).toBe(true);
  });
});
