// Users of one CMS install, in its real {prefix}users table: list, create
// (unique login and address, a hashed password, a mail), re-role (never the
// last administrator), and who may reach them.
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '@server/db/schema/infra-mailer';
import type { InstallRow } from './install-repository';
import { makeCmsInstall, SAND, siteRows, startCmsApi, STUDIO, type CmsTestApi } from './cms-test-site';

let t: CmsTestApi;
let install: InstallRow;
const site = () => ({ input: STUDIO, install_id: install.id });

beforeAll(async () => {
  t = await startCmsApi();
  install = await makeCmsInstall(t.api, 'users');
});
afterAll(() => t.api.close());

describe('GET /cms/users', () => {
  it('lists the site’s users from its own table, by role, a page at a time', async () => {
    const r = await t.api.call('GET', '/cms/users', { token: t.reader, query: site() });
    expect(r.status).toBe(200);
    expect(r.body.target.domain).toBe(STUDIO);
    expect(r.body.data).toEqual([
      expect.objectContaining({ id: 1, login: 'alex', email: 'alex@nordlight-studio.com', role: 'administrator' }),
    ]);
    await t.api.call('POST', '/cms/users', {
      token: t.writer,
      body: { ...site(), login: 'paging', email: 'paging@example.com', role: 'editor' },
    });
    const first = await t.api.call('GET', '/cms/users', { token: t.reader, query: { ...site(), limit: 1 } });
    expect(first.body).toMatchObject({ hasMore: true, total: 2 });
    const second = await t.api.call('GET', '/cms/users', {
      token: t.reader,
      query: { ...site(), limit: 1, cursor: first.body.nextCursor },
    });
    expect(second.body.data.map((u: { login: string }) => u.login)).toEqual(['paging']);
    expect(second.body.hasMore).toBe(false);
    const editors = await t.api.call('GET', '/cms/users', { token: t.reader, query: { ...site(), role: 'editor' } });
    expect(editors.body.data.map((u: { login: string }) => u.login)).toEqual(['paging']);
  });

  it('refuses a cursor it did not issue (400), an unknown install (404), another account’s (403)', async () => {
    const bad = await t.api.call('GET', '/cms/users', { token: t.reader, query: { ...site(), cursor: 'WyJ4Il0' } });
    expect([bad.status, bad.body.code]).toEqual([400, 'invalid_request']);
    const unknown = await t.api.call('GET', '/cms/users', {
      token: t.reader,
      query: { input: STUDIO, install_id: 'app_nosuchinstall' },
    });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'not_found']);
    const olof = await t.api.call('GET', '/cms/users', {
      token: t.olof,
      query: { input: SAND, install_id: install.id },
    });
    expect([olof.status, olof.body.code]).toEqual([403, 'not_owned']);
    const olofInput = await t.api.call('GET', '/cms/users', { token: t.olof, query: site() });
    expect([olofInput.status, olofInput.body.code]).toEqual([403, 'domain_not_owned']);
  });
});

describe('POST /cms/users', () => {
  it('creates a user with a hashed password and mails them how to set it', async () => {
    const r = await t.api.call('POST', '/cms/users', {
      token: t.writer,
      body: { ...site(), login: 'maija', email: 'maija@example.com', role: 'author', display_name: 'Maija K' },
    });
    expect(r.status).toBe(201);
    expect(r.body.user).toMatchObject({
      login: 'maija',
      email: 'maija@example.com',
      role: 'author',
      displayName: 'Maija K',
    });
    const [row] = await siteRows<{ role: string; user_pass: string }>(
      t.api,
      install,
      'users',
      sql`user_login = 'maija'`,
    );
    expect(row!.role).toBe('author');
    expect(row!.user_pass).toMatch(/^scrypt\$/);
    const [mail] = await t.api.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'maija@example.com'))
      .orderBy(desc(outbox.id));
    expect(mail!.body).toContain(`https://${STUDIO}/users/wp-login.php?action=lostpassword`);
  });

  it('is 409 for a login or an address the site already has, whatever the case', async () => {
    const login = await t.api.call('POST', '/cms/users', {
      token: t.writer,
      body: { ...site(), login: 'ALEX', email: 'other@example.com' },
    });
    expect([login.status, login.body.code]).toEqual([409, 'conflict']);
    expect(login.body.detail).toContain('The login alex is taken');
    const email = await t.api.call('POST', '/cms/users', {
      token: t.writer,
      body: { ...site(), login: 'alex2', email: 'Alex@Nordlight-Studio.com' },
    });
    expect([email.status, email.body.code]).toEqual([409, 'conflict']);
    expect(email.body.detail).toContain('belongs to user 1 (alex)');
  });

  it('is 422 for a login with other characters, 403 without write:hosting or for another account', async () => {
    const bad = await t.api.call('POST', '/cms/users', {
      token: t.writer,
      body: { ...site(), login: 'a b<c>', email: 'x@example.com' },
    });
    expect([bad.status, bad.body.code]).toEqual([422, 'validation_failed']);
    const reader = await t.api.call('POST', '/cms/users', {
      token: t.reader,
      body: { ...site(), login: 'reader', email: 'reader@example.com' },
    });
    expect([reader.status, reader.body.code]).toEqual([403, 'insufficient_scope']);
    const olof = await t.api.call('POST', '/cms/users', {
      token: t.olof,
      body: { input: SAND, install_id: install.id, login: 'olof', email: 'olof@example.org' },
    });
    expect([olof.status, olof.body.code]).toEqual([403, 'not_owned']);
    expect(await siteRows(t.api, install, 'users', sql`user_login = 'olof'`)).toEqual([]);
  });
});

describe('PATCH /cms/users', () => {
  it('changes a role, but never demotes the last administrator', async () => {
    const last = await t.api.call('PATCH', '/cms/users', {
      token: t.writer,
      body: { ...site(), user_id: 1, role: 'editor' },
    });
    expect([last.status, last.body.code]).toEqual([409, 'conflict']);
    expect(last.body.detail).toContain("alex is the site's last administrator");

    const made = await t.api.call('POST', '/cms/users', {
      token: t.writer,
      body: { ...site(), login: 'second-admin', email: 'admin2@example.com', role: 'subscriber' },
    });
    const promoted = await t.api.call('PATCH', '/cms/users', {
      token: t.writer,
      body: { ...site(), user_id: made.body.user.id, role: 'administrator' },
    });
    expect([promoted.status, promoted.body.user.role]).toEqual([200, 'administrator']);
    const demoted = await t.api.call('PATCH', '/cms/users', {
      token: t.writer,
      body: { ...site(), user_id: 1, role: 'editor' },
    });
    expect([demoted.status, demoted.body.user.role]).toEqual([200, 'editor']);
    const [row] = await siteRows<{ role: string }>(t.api, install, 'users', sql`id = 1`);
    expect(row!.role).toBe('editor');
  });

  it('is 404 for a user the site does not have, 403 for another account', async () => {
    const r = await t.api.call('PATCH', '/cms/users', {
      token: t.writer,
      body: { ...site(), user_id: 999, role: 'editor' },
    });
    expect([r.status, r.body.code]).toEqual([404, 'not_found']);
    const olof = await t.api.call('PATCH', '/cms/users', {
      token: t.olof,
      body: { input: SAND, install_id: install.id, user_id: 1, role: 'administrator' },
    });
    expect([olof.status, olof.body.code]).toEqual([403, 'not_owned']);
  });
});
