// Single-use webmail links, and deleting a mailbox through a hold that a
// human approves.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { api, D, read, startMailApi, write } from './mailbox-test-api';

startMailApi();

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
    const mail = hold.body.preview.find((p: { label: string }) => p.label === 'Mail that will be deleted');
    // a size in the one unit system and a count that agrees with its noun (ADR 033)
    expect(mail.value).toMatch(/^\d+(\.\d+)? (B|kB|MB|GB) in (1 folder|\d+ folders)$/);
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
