// Deleting an addon domain is a hold: the preview says exactly what goes (the
// site, its subdomains, pointers and redirects) and what stays (its files, its
// DNS zone, the domain on the account); approval removes it.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostingPointers, hostingRedirects, hostingSites, hostingSubdomains } from '@server/db/schema/hosting';
import type { TestApi } from '@server/test/harness';
import { DEMO_SITE, SUSPENDED_SITE, approve, domainRow, siteRow, startHostingApi, zoneOf } from './sites-test-api';

let api: TestApi;
let reader: string;
let writer: string;
let studioId: number;

const path = '/hosting/domains';
const viaGet = (query: Record<string, string>, token = writer) =>
  api.call('GET', path, { token, query: { input: DEMO_SITE, ...query } });
const post = (body: Record<string, unknown>, token = writer) =>
  api.call('POST', path, { token, body: { input: DEMO_SITE, action: 'create', ...body } });
const del = (domain: string, input = DEMO_SITE) =>
  api.call('DELETE', path, { token: writer, query: { input, domain } });

beforeAll(async () => {
  ({ api, reader, writer, studioId } = await startHostingApi());
});
afterAll(() => api.close());

describe('deleting (a hold)', () => {
  it('previews what goes and what stays, and removes nothing until approved', async () => {
    await post({ domain: 'going-away.example', ssl: false });
    await api.call('POST', '/hosting/subdomains', {
      token: writer,
      body: { input: 'going-away.example', subdomain: 'shop' },
    });
    await api.call('POST', '/hosting/pointers', {
      token: writer,
      body: { input: 'going-away.example', domain: 'going-away-alias.example' },
    });
    await api.call('POST', '/hosting/redirects', {
      token: writer,
      body: { input: 'going-away.example', path: '/old', destination: 'https://example.org/' },
    });
    const r = await del('going-away.example');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'confirmation_required', operation: 'deleteAddonDomain' });
    const preview = Object.fromEntries(r.body.preview.map((p: { label: string; value: string }) => [p.label, p.value]));
    expect(preview['Files kept']).toBe(
      '/home/nordligh/domains/going-away.example/public_html stays on disk with everything in it; remove it yourself over FTP or SSH if you no longer need it',
    );
    expect(preview['Site removed']).toContain('php on, cgi on, ssl off');
    expect(preview['Subdomains removed']).toBe('shop.going-away.example');
    expect(preview['Pointers removed']).toBe('going-away-alias.example');
    expect(preview['URL redirects removed']).toBe('/old');
    expect(preview.DNS).toContain('stays hosted here');
    expect(await siteRow(api, 'going-away.example')).not.toBeNull();

    const cookie = await api.login();
    const approved = await approve(api, cookie, r.body.pendingActionId);
    expect(approved.body).toMatchObject({ status: 'approved', error: null });
    expect(approved.body.result).toMatchObject({
      domain: 'going-away.example',
      deleted: true,
      documentRootKept: '/home/nordligh/domains/going-away.example/public_html',
      removed: { subdomains: ['shop.going-away.example'], pointers: ['going-away-alias.example'], redirects: ['/old'] },
    });
    expect(await siteRow(api, 'going-away.example')).toBeNull();
    expect(await domainRow(api, 'going-away.example')).toMatchObject({ status: 'external', hostingServiceId: null });
    expect(await domainRow(api, 'going-away-alias.example')).toMatchObject({ hostingServiceId: null });
    expect(await zoneOf(api, 'going-away.example')).not.toBeNull();
    for (const [table, column] of [
      [hostingSubdomains, hostingSubdomains.domain],
      [hostingRedirects, hostingRedirects.domain],
      [hostingPointers, hostingPointers.targetDomain],
    ] as const) {
      const [left] = await api.db.select({ n: count() }).from(table).where(eq(column, 'going-away.example'));
      expect(left!.n).toBe(0);
    }
    const list = await viaGet({ action: 'list' }, reader);
    expect(list.body.data.map((d: { domain: string }) => d.domain)).not.toContain('going-away.example');
    // the name can be added again, to its old zone
    expect((await post({ domain: 'going-away.example' })).status).toBe(201);
  });

  it('refuses the primary domain (409), an unknown addon (404) and one that still has mailboxes (409)', async () => {
    const primary = await del(DEMO_SITE);
    expect([primary.status, primary.body.code]).toEqual([409, 'conflict']);
    const unknown = await del('never-added.example');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'not_found']);
    const foreign = await del('bergconsulting.se', 'bergconsulting.se');
    expect([foreign.status, foreign.body.code]).toEqual([403, 'domain_not_owned']);
    const suspended = await del(SUSPENDED_SITE, SUSPENDED_SITE);
    expect([suspended.status, suspended.body.code]).toEqual([409, 'conflict']);

    await post({ domain: 'has-mail.example' });
    const mailer = await api.token(['read:email', 'write:email']);
    const box = await api.call('POST', '/email/accounts', {
      token: mailer,
      body: { input: 'info@has-mail.example', password: 'Quite-long-secret-42' },
    });
    expect(box.status).toBe(201);
    const blocked = await del('has-mail.example');
    expect([blocked.status, blocked.body.code]).toEqual([409, 'conflict']);
    expect(blocked.body.detail).toContain('1 mailbox');
    const [held] = await api.db
      .select({ n: count() })
      .from(hostingSites)
      .where(and(eq(hostingSites.domain, 'has-mail.example'), eq(hostingSites.serviceId, studioId)));
    expect(held!.n).toBe(1);
  });

  it('checks again on approval: a mailbox added after the hold keeps the domain', async () => {
    await post({ domain: 'late-mail.example' });
    const hold = await del('late-mail.example');
    expect(hold.body.status).toBe('confirmation_required');
    const mailer = await api.token(['read:email', 'write:email']);
    const box = await api.call('POST', '/email/accounts', {
      token: mailer,
      body: { input: 'info@late-mail.example', password: 'Quite-long-secret-42' },
    });
    expect(box.status).toBe(201);
    const r = await approve(api, await api.login(), hold.body.pendingActionId);
    expect(r.body).toMatchObject({ status: 'failed', error: { code: 'conflict' } });
    expect(r.body.error.detail).toContain('1 mailbox');
    expect(await siteRow(api, 'late-mail.example')).not.toBeNull();
  });
});
