// The database-admin tool's login link: single use, 5 minutes, stored hashed,
// audited; opening it shows the account's databases with their real table
// counts, and a second opening or a late one is refused with 410.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, onelinks } from '@server/db/schema/core';
import { APP_URL } from '@server/test/harness';
import { OLDSHOP, STUDIO, startDbApi, type DbTestApi } from './databases-test-api';

let t: DbTestApi;
beforeAll(async () => {
  t = await startDbApi();
});
afterAll(() => t.api.close());

const link = (body: Record<string, unknown> = {}, token = t.writer) =>
  t.api.call('POST', '/databases/actions/dbadmin-sso', { token, body: { input: STUDIO, ...body } });
const open = async (url: string) => {
  const res = await t.api.app.request(url.slice(APP_URL.length));
  return { status: res.status, text: await res.text() };
};

describe('POST /databases/actions/dbadmin-sso', () => {
  it('issues a 5-minute link stored only as a hash, and audits it', async () => {
    const r = await link();
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ tool: 'phpMyAdmin', target: { domain: STUDIO } });
    expect(r.body.url.startsWith(`${APP_URL}/sandbox/dbadmin/ol_`)).toBe(true);
    expect(Date.parse(r.body.expiresAt) - t.api.clock.now().getTime()).toBe(5 * 60_000);
    const [id, secret] = r.body.url.slice(`${APP_URL}/sandbox/dbadmin/`.length).split('.');
    const [row] = await t.api.db.select().from(onelinks).where(eq(onelinks.id, id));
    expect(row).toMatchObject({ purpose: 'dbadmin_sso:nordligh', usedAt: null });
    expect(row!.tokenHash).not.toContain(secret);
    const audited = await t.api.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.operation, 'createDbAdminLoginLink'), eq(auditEvents.outcome, 'success')));
    expect(audited.length).toBeGreaterThan(0);
  });

  it('opens once on the account’s databases with their real table counts; the second opening is 410', async () => {
    const r = await link();
    const first = await open(r.body.url);
    expect(first.status).toBe(200);
    expect(first.text).toContain('Signed in as nordligh');
    expect(first.text).toMatch(/<td>nordligh_wp<\/td>\s*<td>10<\/td>/);
    expect(first.text).toMatch(/<td>nordligh_stats<\/td>\s*<td>1<\/td>/);
    const second = await open(r.body.url);
    expect(second.status).toBe(410);
    expect(second.text).toContain('works only once');
  });

  it('can be made for one database, and refuses a late opening or a wrong token', async () => {
    const one = await link({ database: 'wp' });
    expect((await open(one.body.url)).text).toContain('opened on nordligh_wp');
    const late = await link();
    t.api.clock.advance(5 * 60_000 + 1000);
    const expired = await open(late.body.url);
    expect([expired.status, expired.text.includes('expired')]).toEqual([410, true]);
    const forged = await open(`${late.body.url.split('.')[0]}.not-the-secret`);
    expect(forged.status).toBe(404);
  });

  it('is 404 database_not_found for an unknown database, 403 for another account, 409 when suspended', async () => {
    const unknown = await link({ database: 'nordligh_none' });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'database_not_found']);
    const other = await link({}, t.olof);
    expect([other.status, other.body.code]).toEqual([403, 'domain_not_owned']);
    const suspended = await link({ input: OLDSHOP });
    expect([suspended.status, suspended.body.code]).toEqual([409, 'conflict']);
  });
});
