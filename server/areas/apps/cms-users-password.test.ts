// A CMS user created with a first password (the dashboard's generator) can log
// in with exactly that password: it is stored as a hash of it, and the mail
// says to log in rather than to set one. Too short a password is a 422.
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '@server/core/crypto';
import { outbox } from '@server/db/schema/infra-mailer';
import type { InstallRow } from './install-repository';
import { makeCmsInstall, siteRows, startCmsApi, STUDIO, type CmsTestApi } from './cms-test-site';

let t: CmsTestApi;
let install: InstallRow;
const site = () => ({ input: STUDIO, install_id: install.id });

beforeAll(async () => {
  t = await startCmsApi();
  install = await makeCmsInstall(t.api, 'users-pw');
});
afterAll(() => t.api.close());

describe('POST /cms/users with a password', () => {
  it('stores a hash of the password given and mails how to log in', async () => {
    const password = 'Fj3-kq8.Zr2~pW7+';
    const r = await t.api.call('POST', '/cms/users', {
      token: t.writer,
      body: { ...site(), login: 'tove', email: 'tove@example.com', role: 'editor', password },
    });
    expect(r.status).toBe(201);
    const [row] = await siteRows<{ user_pass: string }>(t.api, install, 'users', sql`user_login = 'tove'`);
    expect(row!.user_pass).not.toContain(password);
    expect(await verifyPassword(password, row!.user_pass)).toBe(true);
    expect(await verifyPassword('something else', row!.user_pass)).toBe(false);
    const [mail] = await t.api.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'tove@example.com'))
      .orderBy(desc(outbox.id));
    expect(mail!.body).toContain('with the password you were given');
  });

  it('is 422 on the password field for one shorter than 12 characters, and creates nobody', async () => {
    const r = await t.api.call('POST', '/cms/users', {
      token: t.writer,
      body: { ...site(), login: 'short', email: 'short@example.com', password: 'abc123' },
    });
    expect([r.status, r.body.code]).toEqual([422, 'validation_failed']);
    expect(r.body.errors).toEqual([
      expect.objectContaining({ path: 'password', message: 'Use at least 12 characters' }),
    ]);
    expect(await siteRows(t.api, install, 'users', sql`user_login = 'short'`)).toEqual([]);
  });
});
