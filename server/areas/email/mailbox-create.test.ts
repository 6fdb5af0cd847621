// Creating a mailbox (password policy, defaults, folders, limits at their
// edges, hosting required) and reading one mailbox's usage and limits.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { api, D, GOOD_PW, read, startMailApi, write } from './mailbox-test-api';

startMailApi();

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
      quotaMb: 5000,
      usagePercent: 78,
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
