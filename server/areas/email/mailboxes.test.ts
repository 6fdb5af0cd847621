// Mailboxes over the real API: listing (domain / mailbox / whole account,
// limit edges, cursor, search, usage sort), create, one mailbox, the spec's
// PATCH /email/account at its limits, password, quota, suspension, webmail
// links, and deletion through a hold.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { startApi, type TestApi } from '@server/test/harness';

let api: TestApi;
let read: string;
let write: () => Promise<string>;
const D = 'nordlight-studio.com';
const GOOD_PW = 'Fjord-lights-2025';

beforeAll(async () => {
  api = await startApi();
  read = await api.token(['read:email']);
  // The write budget is 60 calls an hour per token: tests take a fresh token per group.
  write = () => api.token(['read:email', 'write:email']);
});
afterAll(() => api.close());

const list = (query: Record<string, string | number>, token = read) =>
  api.call('GET', '/email/accounts', { token, query });

describe('GET /email/accounts', () => {
  it('a domain input covers that domain; rows are exactly the spec Mailbox row', async () => {
    const r = await list({ input: D });
    expect(r.status).toBe(200);
    expect(r.body.scope).toEqual({ kind: 'domain', domains: [D] });
    expect(r.body.target).toMatchObject({ kind: 'domain', domain: D });
    expect(r.body.data.map((m: { address: string }) => m.address)).toEqual(
      ['alex', 'billing', 'info', 'jobs', 'support'].map((l) => `${l}@${D}`),
    );
    for (const m of r.body.data)
      expect(Object.keys(m).sort()).toEqual(['address', 'isSuspended', 'quotaMb', 'sendLimit', 'sentToday', 'usedMb']);
    expect(r.body.data[0]).toEqual({
      address: `alex@${D}`,
      usedMb: 3900,
      quotaMb: 5120,
      isSuspended: false,
      sendLimit: 500,
      sentToday: 42,
    });
    expect(r.body).toMatchObject({ total: 5, hasMore: false, nextCursor: null, note: null });
  });

  it('a service id covers every domain of the account', async () => {
    const [svc] = await queryRows<{ id: number }>(
      api.db,
      sql`select id from services where domain = ${D} and type = 'hosting'`,
    );
    const r = await list({ input: String(svc!.id) });
    expect(r.status).toBe(200);
    expect(r.body.scope.kind).toBe('account');
    expect(r.body.scope.domains).toEqual(['alexlindqvist.dev', D, 'nordlight.se', 'oldshop-nordlight.com']);
    expect(r.body.total).toBe(5);
    // Only this account's mailboxes, never the guest account's or anyone else's.
    expect(r.body.data.every((m: { address: string }) => m.address.endsWith(`@${D}`))).toBe(true);
  });

  it('an address input lists that mailbox; an unknown one is 404 mailbox_not_found', async () => {
    const one = await list({ input: `info@${D}` });
    expect(one.body.scope.kind).toBe('mailbox');
    expect(one.body.data.map((m: { address: string }) => m.address)).toEqual([`info@${D}`]);
    const none = await list({ input: `nobody@${D}` });
    expect(none.status).toBe(404);
    expect(none.body.code).toBe('mailbox_not_found');
  });

  it('limit 1 and 200 are accepted, 0 and 201 are 422; a cut listing says so and pages on with the cursor', async () => {
    expect((await list({ input: D, limit: 0 })).status).toBe(422);
    expect((await list({ input: D, limit: 201 })).status).toBe(422);
    expect((await list({ input: D, limit: 200 })).status).toBe(200);
    const first = await list({ input: D, limit: 2 });
    expect(first.body).toMatchObject({ hasMore: true, total: 5 });
    expect(first.body.data).toHaveLength(2);
    expect(first.body.note).toMatch(/Showing 2 of 5.*cursor/);
    const seen = [...first.body.data];
    let cursor = first.body.nextCursor;
    while (cursor) {
      const next = await list({ input: D, limit: 2, cursor });
      seen.push(...next.body.data);
      cursor = next.body.nextCursor;
    }
    expect(seen.map((m) => m.address)).toEqual(
      (await list({ input: D })).body.data.map((m: { address: string }) => m.address),
    );
  });

  it('q searches addresses; sort=usage puts the largest first', async () => {
    const q = await list({ input: D, q: 'BIL' });
    expect(q.body.data.map((m: { address: string }) => m.address)).toEqual([`billing@${D}`]);
    expect(q.body.total).toBe(1);
    const u = await list({ input: D, sort: 'usage' });
    const used = u.body.data.map((m: { usedMb: number }) => m.usedMb);
    expect(used).toEqual([...used].sort((a: number, b: number) => b - a));
    expect((await list({ input: D, q: '%' })).body.total).toBe(0); // LIKE wildcards match literally
  });

  it("another account's domain is 403 domain_not_owned; a token without read:email is 403 insufficient_scope", async () => {
    const other = await list({ input: 'sandandsons.fi' });
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('domain_not_owned');
    expect((await list({ input: 'olof@sandandsons.fi' })).body.code).toBe('domain_not_owned');
    const noScope = await list({ input: D }, await api.token(['read:account']));
    expect(noScope.status).toBe(403);
    expect(noScope.body.code).toBe('insufficient_scope');
  });
});

describe('creating a mailbox', () => {
  let token: string;
  beforeAll(async () => {
    token = await write();
  });
  const create = (body: Record<string, unknown>) => api.call('POST', '/email/accounts', { token, body });

  it('creates with the password policy, defaults and standard folders', async () => {
    const r = await create({ input: `press@${D}`, password: GOOD_PW });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      address: `press@${D}`,
      usedMb: 0,
      quotaMb: 1024,
      sendLimit: 0,
      sentToday: 0,
      isSuspended: false,
    });
    const folders = await api.call('GET', '/email/messages/folders', { token: read, query: { input: `press@${D}` } });
    expect(folders.body.data.map((f: { path: string }) => f.path)).toEqual([
      'INBOX',
      'INBOX.Drafts',
      'INBOX.Sent',
      'INBOX.Archive',
      'INBOX.Junk',
      'INBOX.Trash',
    ]);
    const [row] = await queryRows<{ password_hash: string }>(
      api.db,
      sql`select password_hash from mailboxes where address = ${`press@${D}`}`,
    );
    expect(row!.password_hash).toMatch(/^scrypt\$/);
  });

  it('refuses weak passwords with a field error', async () => {
    for (const password of ['short1!', 'onlyletterslong', 'aaaaaaaaaaaa1', 'x'.repeat(120) + 'abcd12345']) {
      const r = await create({ input: `weak@${D}`, password });
      expect(r.status, password).toBe(422);
      expect(r.body.errors[0].path).toBe('password');
    }
    const own = await create({ input: `weak@${D}`, password: 'my-weak-mailbox-1' });
    expect(own.body.errors[0]).toMatchObject({
      path: 'password',
      message: 'The password may not contain the mailbox name',
    });
  });

  it('a taken address is 409; a domain without hosting, or with suspended hosting, is 422', async () => {
    expect((await create({ input: `alex@${D}`, password: GOOD_PW })).status).toBe(409);
    const noHosting = await create({ input: 'hi@nordlight.se', password: GOOD_PW });
    expect(noHosting.status).toBe(422);
    expect(noHosting.body.errors[0].code).toBe('no_mail_hosting');
    expect((await create({ input: 'hi@oldshop-nordlight.com', password: GOOD_PW })).body.errors[0].code).toBe(
      'hosting_not_active',
    );
  });

  it("another account's domain is 403 and creates nothing; quota and send limit are checked at their edges", async () => {
    const r = await create({ input: 'intruder@sandandsons.fi', password: GOOD_PW });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('domain_not_owned');
    expect((await create({ input: `big@${D}`, password: GOOD_PW, quota_mb: 1048577 })).status).toBe(422);
    expect((await create({ input: `big@${D}`, password: GOOD_PW, send_limit: 100001 })).status).toBe(422);
    const max = await create({ input: `big@${D}`, password: GOOD_PW, quota_mb: 0, send_limit: 100000 });
    expect(max.status).toBe(201);
    expect(max.body).toMatchObject({ quotaMb: null, sendLimit: 100000 });
  });
});

describe('GET /email/account', () => {
  it('shows usage, limits and the mail it holds', async () => {
    const r = await api.call('GET', '/email/account', { token: read, query: { input: `alex@${D}` } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      address: `alex@${D}`,
      domain: D,
      usedMb: 3900,
      quotaMb: 5120,
      usagePercent: 76.2,
      isSuspended: false,
      suspendedAt: null,
    });
    expect(r.body.messageCount).toBeGreaterThan(10);
    expect(new Date(r.body.sendLimitResetsAt).getUTCHours()).toBe(0);
  });

  it('an unknown mailbox is 404 mailbox_not_found; a domain input is 422', async () => {
    const r = await api.call('GET', '/email/account', { token: read, query: { input: `ghost@${D}` } });
    expect(r.status).toBe(404);
    expect(r.body.code).toBe('mailbox_not_found');
    expect((await api.call('GET', '/email/account', { token: read, query: { input: D } })).status).toBe(422);
  });
});

describe('PATCH /email/account', () => {
  let token: string;
  beforeAll(async () => {
    token = await write();
  });
  const patch = (body: Record<string, unknown>) => api.call('PATCH', '/email/account', { token, body });

  it('sets quota_mb and send_limit at 0 (unlimited) and at their maxima', async () => {
    const zero = await patch({ address: `jobs@${D}`, quota_mb: 0, send_limit: 0 });
    expect(zero.status).toBe(200);
    expect(zero.body).toMatchObject({
      address: `jobs@${D}`,
      quotaMb: null,
      sendLimit: 0,
      target: { mailbox: `jobs@${D}` },
    });
    expect(Object.keys(zero.body).sort()).toEqual(['address', 'quotaMb', 'sendLimit', 'target']);
    const max = await patch({ address: `jobs@${D}`, quota_mb: 1048576, send_limit: 100000 });
    expect(max.body).toMatchObject({ quotaMb: 1048576, sendLimit: 100000 });
    const one = await patch({ address: `jobs@${D}`, send_limit: 250 });
    expect(one.body).toMatchObject({ quotaMb: 1048576, sendLimit: 250 }); // the other limit is kept
  });

  it('max+1 and negatives are 422 on the field, and change nothing', async () => {
    for (const [body, path] of [
      [{ quota_mb: 1048577 }, 'quota_mb'],
      [{ send_limit: 100001 }, 'send_limit'],
      [{ quota_mb: -1 }, 'quota_mb'],
      [{ send_limit: 1.5 }, 'send_limit'],
    ] as const) {
      const r = await patch({ address: `jobs@${D}`, ...body });
      expect(r.status).toBe(422);
      expect(r.body.errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    const [row] = await queryRows<{ quota_mb: number; send_limit: number }>(
      api.db,
      sql`select quota_mb, send_limit from mailboxes where address = ${`jobs@${D}`}`,
    );
    expect(row).toEqual({ quota_mb: 1048576, send_limit: 250 });
  });

  it('needs at least one of quota_mb and send_limit', async () => {
    const r = await patch({ address: `jobs@${D}` });
    expect(r.status).toBe(422);
    expect(r.body.detail).toMatch(/at least one of quota_mb, send_limit/);
  });

  it('refuses new_name: renaming is not supported on this node', async () => {
    const r = await patch({ address: `jobs@${D}`, send_limit: 10, new_name: `careers@${D}` });
    expect(r.status).toBe(422);
    expect(r.body.errors).toEqual([
      expect.objectContaining({
        path: 'new_name',
        code: 'rename_not_supported',
        message: expect.stringMatching(/not supported on this node/),
      }),
    ]);
    expect((await queryRows(api.db, sql`select 1 from mailboxes where address = ${`careers@${D}`}`)).length).toBe(0);
    expect((await patch({ address: `jobs@${D}`, send_limit: 10, new_name: 'x'.repeat(255) })).body.errors[0].path).toBe(
      'new_name',
    );
  });

  it('an unknown address is 422 on address (no 404 here); another account is 403', async () => {
    const r = await patch({ address: `ghost@${D}`, quota_mb: 10 });
    expect(r.status).toBe(422);
    expect(r.body.errors[0]).toMatchObject({ path: 'address', code: 'mailbox_not_found' });
    const o = await patch({ address: 'olof@sandandsons.fi', quota_mb: 10 });
    expect(o.status).toBe(403);
    expect(o.body.code).toBe('domain_not_owned');
    const scope = await api.call('PATCH', '/email/account', {
      token: read,
      body: { address: `jobs@${D}`, quota_mb: 1 },
    });
    expect(scope.body.code).toBe('insufficient_scope');
  });
});

describe('password, quota, suspension', () => {
  let token: string;
  beforeAll(async () => {
    token = await write();
  });

  it('changes the password (policy applies) and records when', async () => {
    const before = await queryRows<{ password_hash: string }>(
      api.db,
      sql`select password_hash from mailboxes where address = ${`support@${D}`}`,
    );
    const r = await api.call('PUT', '/email/accounts/password', {
      token,
      body: { input: `support@${D}`, password: 'New-harbour-lights-9' },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ address: `support@${D}`, passwordChangedAt: api.clock.now().toISOString() });
    const after = await queryRows<{ password_hash: string }>(
      api.db,
      sql`select password_hash from mailboxes where address = ${`support@${D}`}`,
    );
    expect(after[0]!.password_hash).not.toBe(before[0]!.password_hash);
    expect(
      (await api.call('PUT', '/email/accounts/password', { token, body: { input: `support@${D}`, password: 'short' } }))
        .status,
    ).toBe(422);
    expect(
      (await api.call('PUT', '/email/accounts/password', { token, body: { input: `ghost@${D}`, password: GOOD_PW } }))
        .body.code,
    ).toBe('mailbox_not_found');
  });

  it('changes the quota at 0, the maximum, and refuses max+1', async () => {
    const q = (quota_mb: number) =>
      api.call('PATCH', '/email/accounts/quota', { token, body: { input: `support@${D}`, quota_mb } });
    expect((await q(0)).body).toMatchObject({ quotaMb: null, usedMb: 420 });
    expect((await q(1048576)).body.quotaMb).toBe(1048576);
    expect((await q(1048577)).status).toBe(422);
  });

  it('POST suspends and DELETE lifts the suspension; both are idempotent', async () => {
    const input = `billing@${D}`;
    const s1 = await api.call('POST', '/email/account/actions/suspend', {
      token,
      body: { input, reason: 'Leaked password' },
    });
    expect(s1.status).toBe(200);
    expect(s1.body).toMatchObject({ address: input, isSuspended: true, suspendedAt: api.clock.now().toISOString() });
    api.clock.advance(60_000);
    const s2 = await api.call('POST', '/email/account/actions/suspend', { token, body: { input } });
    expect(s2.body.suspendedAt).toBe(s1.body.suspendedAt); // already suspended: unchanged
    expect((await list({ input })).body.data[0].isSuspended).toBe(true);
    const u1 = await api.call('DELETE', '/email/account/actions/suspend', { token, query: { input } });
    expect(u1.body).toMatchObject({ address: input, isSuspended: false });
    const u2 = await api.call('DELETE', '/email/account/actions/suspend', { token, query: { input } });
    expect(u2.status).toBe(200);
    expect(u2.body.isSuspended).toBe(false);
    expect(
      (await api.call('POST', '/email/account/actions/suspend', { token, body: { input: `ghost@${D}` } })).status,
    ).toBe(404);
  });

  it('a suspended mailbox cannot send: the mail server rejects and logs it', async () => {
    const input = `info@${D}`;
    await api.call('POST', '/email/account/actions/suspend', { token, body: { input } });
    const out = await api.deps.infra.mailServer.submit(
      { from: input, to: ['someone@gmail.com'], subject: 'Hi', text: 'Hello' },
      api.clock.now(),
    );
    expect(out.status).toBe('rejected');
    expect(out.detail).toMatch(/suspended/);
    const logs = await api.call('GET', '/email/logs', {
      token: read,
      query: { input, status: 'rejected', direction: 'out' },
    });
    expect(logs.body.data[0]).toMatchObject({ to: 'someone@gmail.com', status: 'rejected' });
    await api.call('DELETE', '/email/account/actions/suspend', { token, query: { input } });
  });
});

describe('webmail links', () => {
  it('are single use and short lived, and only for the account that made them', async () => {
    const token = await write();
    const cookie = await api.login();
    const link = await api.call('POST', '/email/account/actions/webmail-sso', { token, body: { input: `alex@${D}` } });
    expect(link.status).toBe(200);
    expect(link.body.url).toMatch(/^http:\/\/dashboard\.test\/webmail\/[A-Za-z0-9]{40}$/);
    expect(new Date(link.body.expiresAt).getTime() - api.clock.now().getTime()).toBe(5 * 60_000);
    const secret = link.body.url.split('/').pop();
    expect((await api.call('POST', '/email/webmail/redeem', { token, body: { token: secret } })).body.code).toBe(
      'session_required',
    );
    const olof = await api.login('olof@example.org', 'olof-password');
    expect((await api.call('POST', '/email/webmail/redeem', { cookie: olof, body: { token: secret } })).status).toBe(
      403,
    );
    const ok = await api.call('POST', '/email/webmail/redeem', { cookie, body: { token: secret } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ address: `alex@${D}` });
    const again = await api.call('POST', '/email/webmail/redeem', { cookie, body: { token: secret } });
    expect(again.status).toBe(409);
    expect(again.body.detail).toMatch(/already used/);

    const late = await api.call('POST', '/email/account/actions/webmail-sso', { token, body: { input: `alex@${D}` } });
    api.clock.advance(5 * 60_000 + 1);
    const expired = await api.call('POST', '/email/webmail/redeem', {
      cookie,
      body: { token: late.body.url.split('/').pop() },
    });
    expect(expired.status).toBe(409);
    expect(expired.body.detail).toMatch(/expired/);
    expect((await api.call('POST', '/email/webmail/redeem', { cookie, body: { token: 'nope' } })).status).toBe(404);
  });
});

describe('deleting a mailbox', () => {
  it('holds first; approval deletes the mailbox, its messages and its rules', async () => {
    const token = await write();
    const input = `support@${D}`;
    const [box] = await queryRows<{ id: number }>(api.db, sql`select id from mailboxes where address = ${input}`);
    const msgs = async () =>
      (
        await queryRows<{ n: number }>(
          api.db,
          sql`select count(*)::int n from mail_messages where mailbox_id = ${box!.id}`,
        )
      )[0]!.n;
    expect(await msgs()).toBeGreaterThan(0);
    const hold = await api.call('DELETE', '/email/account', { token, query: { input, attempt_key: 'del-support' } });
    expect(hold.status).toBe(200);
    expect(hold.body).toMatchObject({ status: 'confirmation_required', operation: 'deleteMailbox' });
    expect(hold.body.preview.map((p: { label: string }) => p.label)).toContain('Mail that will be deleted');
    expect((await api.call('GET', '/email/account', { token: read, query: { input } })).status).toBe(200); // nothing ran yet
    const again = await api.call('DELETE', '/email/account', { token, query: { input, attempt_key: 'del-support' } });
    expect(again.body.pendingActionId).toBe(hold.body.pendingActionId);

    const approved = await api.call('POST', `/pending-actions/${hold.body.pendingActionId}/approve`, {
      cookie: await api.login(),
      body: {},
    });
    expect(approved.body.status).toBe('approved');
    expect(approved.body.result).toMatchObject({ address: input, deleted: true });
    expect(approved.body.result.messagesDeleted).toBeGreaterThan(0);
    expect((await api.call('GET', '/email/account', { token: read, query: { input } })).body.code).toBe(
      'mailbox_not_found',
    );
    expect(await msgs()).toBe(0);
    expect((await queryRows(api.db, sql`select 1 from email_autoresponders where address = ${input}`)).length).toBe(0);
    expect((await api.call('DELETE', '/email/account', { token, query: { input } })).status).toBe(404);
  });

  it("another account's mailbox is 403 and no hold is made", async () => {
    const token = await write();
    const r = await api.call('DELETE', '/email/account', { token, query: { input: 'olof@sandandsons.fi' } });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('domain_not_owned');
  });
});

describe('GET /email/usage', () => {
  it('ranks by megabytes or by fullness, with totals', async () => {
    const used = await api.call('GET', '/email/usage', { token: read, query: { input: D } });
    expect(used.status).toBe(200);
    expect(used.body.data[0].address).toBe(`alex@${D}`);
    expect(used.body.totalUsedMb).toBe(used.body.data.reduce((s: number, m: { usedMb: number }) => s + m.usedMb, 0));
    const pct = await api.call('GET', '/email/usage', {
      token: read,
      query: { input: D, sort: 'percent', min_percent: 50 },
    });
    expect(pct.body.data.every((m: { usagePercent: number }) => m.usagePercent >= 50)).toBe(true);
    const percents = pct.body.data.map((m: { usagePercent: number }) => m.usagePercent);
    expect(percents).toEqual([...percents].sort((a: number, b: number) => b - a));
    const paged = await api.call('GET', '/email/usage', { token: read, query: { input: D, limit: 1 } });
    const next = await api.call('GET', '/email/usage', {
      token: read,
      query: { input: D, limit: 1, cursor: paged.body.nextCursor },
    });
    expect(next.body.data[0].usedMb).toBeLessThanOrEqual(paged.body.data[0].usedMb);
    expect(next.body.data[0].address).not.toBe(paged.body.data[0].address);
  });
});
