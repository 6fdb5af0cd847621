// Changing a mailbox: the spec's PATCH /email/account at its limits, the
// password, the quota, and suspension (a suspended mailbox cannot send).
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { api, D, GOOD_PW, list, read, startMailApi, write } from './mailbox-test-api';

startMailApi();

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
