// The single-use links: a control-panel login (5 minutes, optional landing
// page) and a temporary preview URL of a domain the account serves. Both are
// audited writes, refused for a suspended account, and work exactly once.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, onelinks } from '@server/db/schema/core';
import { sha256 } from '@server/core/crypto';
import { APP_URL, startApi, type TestApi } from '@server/test/harness';

let api: TestApi;
let writer: string;
let reader: string;
let olof: string;

const loginLink = (body: Record<string, unknown>, token = writer) =>
  api.call('POST', '/hosting-sso/actions/login-link', { token, body });
const previewLink = (body: Record<string, unknown>, token = writer) =>
  api.call('POST', '/hosting/actions/temporary-url', { token, body });
/** Open a link as a browser would. */
const open = async (url: string) => {
  const res = await api.app.request(url.slice(APP_URL.length));
  return { status: res.status, text: await res.text(), headers: res.headers };
};
const linkRow = async (url: string) => {
  const id = url.split('/').pop()!.split('.')[0]!;
  return (await api.db.select().from(onelinks).where(eq(onelinks.id, id)))[0]!;
};
const auditOf = (operation: string) =>
  api.db.select().from(auditEvents).where(eq(auditEvents.operation, operation)).orderBy(desc(auditEvents.id));

beforeAll(async () => {
  api = await startApi();
  writer = await api.token(['read:hosting', 'write:hosting']);
  reader = await api.token(['read:hosting']);
  olof = await api.token(['read:hosting', 'write:hosting'], { accountEmail: 'olof@example.org' });
});
afterAll(() => api.close());

describe('control-panel login link', () => {
  it('issues a 5-minute link that logs in once as the account, landing where redirect_path says', async () => {
    const r = await loginLink({ input: 'nordlight-studio.com', redirect_path: '/CMD_FILE_MANAGER' });
    expect(r.status).toBe(200);
    expect(r.body.target).toMatchObject({ domain: 'nordlight-studio.com', daUsername: 'nordligh' });
    expect(r.body.url).toMatch(new RegExp(`^${APP_URL}/sandbox/panel/ol_\\w+\\.\\w+$`));
    expect(Date.parse(r.body.expiresAt) - api.clock.now().getTime()).toBe(5 * 60_000);
    // only the secret's hash is stored
    const row = await linkRow(r.body.url);
    const secret = r.body.url.split('.').pop();
    expect(row.tokenHash).toBe(sha256(secret));
    expect(row.url).not.toContain(secret);
    expect(row.usedAt).toBeNull();
    expect((await auditOf('createHostingLoginLink'))[0]).toMatchObject({ outcome: 'success', status: 200 });

    const first = await open(r.body.url);
    expect(first.status).toBe(200);
    expect(first.text).toContain('Logged in to the control panel as <strong>nordligh</strong>');
    expect(first.text).toContain('https://web-ams-04.panel-hosting.net:2222/CMD_FILE_MANAGER');
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect((await linkRow(r.body.url)).usedAt?.toISOString()).toBe(api.clock.now().toISOString());

    const second = await open(r.body.url);
    expect(second.status).toBe(410);
    expect(second.text).toContain('works only once');
    const uses = await auditOf('useHostingLoginLink');
    expect(uses.slice(0, 2).map((e) => [e.outcome, e.status, e.actorKind])).toEqual([
      ['denied', 410, 'system'],
      ['success', 200, 'system'],
    ]);
    expect(uses[0]!.path).not.toContain(secret);
  });

  it('lands on the panel home without a redirect path, and refuses a path that is not one', async () => {
    const r = await loginLink({ input: 'nordlight-studio.com' });
    expect((await open(r.body.url)).text).toContain('The real panel would now open its home page');
    const bad = await loginLink({ input: 'nordlight-studio.com', redirect_path: 'CMD_FILE_MANAGER' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].path).toBe('redirect_path');
  });

  it('refuses a redirect path that would leave the panel (scheme-relative, backslash, scheme)', async () => {
    for (const redirect_path of [
      '//evil.example/x',
      '/\\evil.example/x',
      '/\\/evil.example',
      '/a//b',
      'https://evil.example/',
    ]) {
      const r = await loginLink({ input: 'nordlight-studio.com', redirect_path });
      expect([r.status, r.body.code, r.body.errors[0].path], redirect_path).toEqual([
        422,
        'validation_failed',
        'redirect_path',
      ]);
    }
    expect((await loginLink({ input: 'nordlight-studio.com', redirect_path: '/CMD_FILE_MANAGER?dir=/a' })).status).toBe(
      200,
    );
  });

  it('lets only one of two uses at the same moment in', async () => {
    const r = await loginLink({ input: 'nordlight-studio.com' });
    const both = await Promise.all([open(r.body.url), open(r.body.url)]);
    expect(both.map((b) => b.status).sort()).toEqual([200, 410]);
  });

  it('refuses an expired link (410) and an unknown or forged one (404)', async () => {
    const r = await loginLink({ input: 'nordlight-studio.com' });
    api.clock.advance(5 * 60_000 + 1000);
    try {
      const late = await open(r.body.url);
      expect(late.status).toBe(410);
      expect(late.text).toContain('expired at');
    } finally {
      api.clock.advance(-(5 * 60_000 + 1000));
    }
    expect((await linkRow(r.body.url)).usedAt).toBeNull();
    const forged = r.body.url.replace(/\.\w+$/, '.notTheSecret');
    expect((await open(forged)).status).toBe(404);
    expect((await open(`${APP_URL}/sandbox/panel/ol_nothing.here`)).status).toBe(404);
    expect((await open(`${APP_URL}/sandbox/panel/garbage`)).status).toBe(404);
    // a login link is not a preview link
    const fresh = await loginLink({ input: 'nordlight-studio.com' });
    expect((await open(fresh.body.url.replace('/sandbox/panel/', '/sandbox/preview/'))).status).toBe(404);
  });

  it("refuses a suspended account (409), another account's hosting (403), a domain not on hosting (404)", async () => {
    const suspended = await loginLink({ input: 'oldshop-nordlight.com' });
    expect(suspended.status).toBe(409);
    expect(suspended.body.code).toBe('conflict');
    expect(suspended.body.detail).toContain('suspended');
    for (const input of ['sandandsons.fi', 'bergconsulting.se'])
      expect((await loginLink({ input })).body.code).toBe('domain_not_owned');
    expect((await loginLink({ input: 'alexlindqvist.dev' })).status).toBe(404);
    expect((await loginLink({ input: 'nordlight-studio.com' }, reader)).body.code).toBe('insufficient_scope');
    const refused = await auditOf('createHostingLoginLink');
    expect(refused.some((e) => e.outcome === 'failed' && e.status === 409)).toBe(true);
  });
});

describe('temporary preview URL', () => {
  it('issues a link to preview a domain of the account for the hours asked, used once', async () => {
    const r = await previewLink({ input: 'nordlight-studio.com', hours: 2 });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ domain: 'nordlight-studio.com', target: { node: 'web-ams-04' } });
    expect(r.body.url).toContain('/sandbox/preview/');
    expect(Date.parse(r.body.expiresAt) - api.clock.now().getTime()).toBe(2 * 3_600_000);
    expect((await auditOf('createTemporaryUrl'))[0]).toMatchObject({ outcome: 'success' });
    const page = await open(r.body.url);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Preview of nordlight-studio.com');
    expect(page.text).toContain('<strong>web-ams-04</strong>');
    expect(page.text).toContain('/home/nordligh/domains/nordlight-studio.com/public_html');
    expect((await open(r.body.url)).status).toBe(410);
    expect((await auditOf('useTemporaryUrl'))[0]).toMatchObject({ outcome: 'denied', target: 'nordlight-studio.com' });
  });

  it('previews an addon domain, a subdomain and an alias of the account from their own document roots', async () => {
    for (const [domain, root] of [
      ['nordlight-prints.com', '/domains/nordlight-prints.com/public_html'],
      ['blog.nordlight-studio.com', 'blog'],
      ['nordlightstudio.com', '/domains/nordlight-studio.com/public_html'],
    ] as const) {
      const r = await previewLink({ input: 'nordlight-studio.com', domain });
      expect([domain, r.status, r.body.domain]).toEqual([domain, 200, domain]);
      const page = await open(r.body.url);
      expect(page.text).toContain(`Preview of ${domain}`);
      expect(page.text).toContain(root);
    }
  });

  it('defaults to 24 hours and expires after them', async () => {
    const r = await previewLink({ input: 'nordlight-studio.com' });
    expect(Date.parse(r.body.expiresAt) - api.clock.now().getTime()).toBe(24 * 3_600_000);
    api.clock.advance(24 * 3_600_000);
    try {
      expect((await open(r.body.url)).status).toBe(410);
    } finally {
      api.clock.advance(-24 * 3_600_000);
    }
  });

  it("refuses a domain the account does not serve: another account's (403), one not on it (404)", async () => {
    const theirs = await previewLink({ input: 'nordlight-studio.com', domain: 'sandandsons.fi' });
    expect([theirs.status, theirs.body.code]).toEqual([403, 'domain_not_owned']);
    const notHosted = await previewLink({ input: 'nordlight-studio.com', domain: 'alexlindqvist.dev' });
    expect([notHosted.status, notHosted.body.code]).toEqual([404, 'not_found']);
    const otherHosting = await previewLink({ input: 'nordlight-studio.com', domain: 'oldshop-nordlight.com' });
    expect(otherHosting.status).toBe(404);
    expect(otherHosting.body.detail).toContain('another of your hosting accounts');
    const unknown = await previewLink({ input: 'nordlight-studio.com', domain: 'never-registered.example' });
    expect(unknown.status).toBe(404);
    expect((await previewLink({ input: 'nordlight-studio.com', hours: 0 })).status).toBe(422);
    expect((await previewLink({ input: 'nordlight-studio.com', hours: 169 })).status).toBe(422);
  });

  it("refuses a suspended account (409), another account's input (403), and works for that account itself", async () => {
    expect((await previewLink({ input: 'oldshop-nordlight.com' })).status).toBe(409);
    expect((await previewLink({ input: 'bergconsulting.se' })).status).toBe(403);
    const own = await previewLink({ input: 'sandandsons.fi' }, olof);
    expect(own.status).toBe(200);
    const page = await open(own.body.url);
    expect(page.text).toContain('<strong>web-hel-01</strong>');
    const [link] = await api.db
      .select()
      .from(onelinks)
      .where(and(eq(onelinks.id, own.body.url.split('/').pop().split('.')[0])));
    expect(link!.usedAt).not.toBeNull();
  });
});
