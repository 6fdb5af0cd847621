// Addon domains exactly as the spec gives them: GET with action=list|create|update
// (create and update are writes: write:hosting, audited), POST, PATCH, and the
// held DELETE (addon-deletion.test.ts); php/cgi/ssl on by default for create, only the sent flags on update.
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@server/db/schema/core';
import { hostingSites } from '@server/db/schema/hosting';
import type { TestApi } from '@server/test/harness';
import {
  DEMO_SITE,
  FOREIGN_SITES,
  SUSPENDED_SITE,
  domainRow,
  serviceIdOf,
  siteRow,
  startHostingApi,
  zoneOf,
} from './sites-test-api';

let api: TestApi;
let reader: string;
let writer: string;
let studioId: number;

const path = '/hosting/domains';
const viaGet = (query: Record<string, string>, token = writer) =>
  api.call('GET', path, { token, query: { input: DEMO_SITE, ...query } });
const post = (body: Record<string, unknown>, token = writer) =>
  api.call('POST', path, { token, body: { input: DEMO_SITE, action: 'create', ...body } });
const patch = (body: Record<string, unknown>, token = writer) =>
  api.call('PATCH', path, { token, body: { input: DEMO_SITE, action: 'update', ...body } });
const siteCount = async () => (await api.db.select({ n: count() }).from(hostingSites))[0]!.n;
const features = (r: { body: { data: { domain: string; features: unknown }[] } }, domain: string) =>
  r.body.data.find((d) => d.domain === domain)?.features;

beforeAll(async () => {
  ({ api, reader, writer, studioId } = await startHostingApi());
});
afterAll(() => api.close());

describe('listing (action=list)', () => {
  it('gives the primary domain first, then the addon domains, with their flags', async () => {
    const r = await viaGet({ action: 'list' }, reader);
    expect(r.status).toBe(200);
    expect(r.body.target).toMatchObject({ domain: DEMO_SITE, serviceId: studioId, daUsername: 'nordligh' });
    expect(r.body.data).toEqual([
      {
        domain: DEMO_SITE,
        isPrimary: true,
        active: true,
        isSuspended: false,
        features: { php: true, cgi: true, ssl: true },
      },
      {
        domain: 'nordlight-prints.com',
        isPrimary: false,
        active: true,
        isSuspended: false,
        features: { php: true, cgi: true, ssl: true },
      },
      {
        domain: 'studio-archive.se',
        isPrimary: false,
        active: true,
        isSuspended: false,
        features: { php: true, cgi: false, ssl: true },
      },
    ]);
    expect(r.body.total).toBe(3);
    expect(r.body.changed).toBeUndefined();
  });

  it('names the same account from an addon domain or the service id, and shows a suspended one', async () => {
    const byAddon = await viaGet({ action: 'list', input: 'nordlight-prints.com' }, reader);
    expect(byAddon.body.target.serviceId).toBe(studioId);
    expect(byAddon.body.total).toBe(3);
    const byId = await viaGet({ action: 'list', input: String(studioId) }, reader);
    expect(byId.body.data[0].domain).toBe(DEMO_SITE);
    const suspended = await viaGet({ action: 'list', input: SUSPENDED_SITE }, reader);
    expect(suspended.body.data).toEqual([
      expect.objectContaining({ domain: SUSPENDED_SITE, isPrimary: true, active: false, isSuspended: true }),
    ]);
  });

  it("refuses another account's sites (403) and names no hosting serves (404), and is not audited", async () => {
    const [before] = await api.db.select({ n: count() }).from(auditEvents);
    for (const input of FOREIGN_SITES) {
      const r = await viaGet({ action: 'list', input }, reader);
      expect([r.status, r.body.code]).toEqual([403, 'domain_not_owned']);
    }
    const foreignId = await serviceIdOf(api, 'sandandsons.fi');
    expect((await viaGet({ action: 'list', input: String(foreignId) }, reader)).body.code).toBe('not_owned');
    const unknown = await viaGet({ action: 'list', input: 'nobody-has-this.example' }, reader);
    expect([unknown.status, unknown.body.code]).toEqual([404, 'not_found']);
    // registered here, but no hosting account serves it
    const unhosted = await viaGet({ action: 'list', input: 'nordlight.se' }, reader);
    expect([unhosted.status, unhosted.body.code]).toEqual([404, 'not_found']);
    const [after] = await api.db.select({ n: count() }).from(auditEvents);
    expect(after!.n).toBe(before!.n);
  });
});

describe('creating and updating through GET (action=create|update)', () => {
  it('needs write:hosting, and changes nothing without it', async () => {
    const before = await siteCount();
    const r = await viaGet({ action: 'create', domain: 'get-denied.example' }, reader);
    expect([r.status, r.body.code]).toEqual([403, 'insufficient_scope']);
    expect(r.body.detail).toContain('write:hosting');
    const u = await viaGet({ action: 'update', domain: 'nordlight-prints.com', php: 'false' }, reader);
    expect([u.status, u.body.code]).toEqual([403, 'insufficient_scope']);
    expect(await siteCount()).toBe(before);
    expect((await siteRow(api, 'nordlight-prints.com'))!.php).toBe(true);
  });

  it('creates with php, cgi and ssl on unless sent off, answers the list with `changed`, and is audited', async () => {
    const r = await viaGet({ action: 'create', domain: 'Get-Created.example', ssl: 'false' });
    expect(r.status).toBe(200);
    expect(r.body.changed).toEqual({
      target: expect.objectContaining({ serviceId: studioId }),
      domain: 'get-created.example',
      isPrimary: false,
      active: true,
      isSuspended: false,
      features: { php: true, cgi: true, ssl: false },
      warnings: [],
    });
    expect(r.body.data.map((d: { domain: string }) => d.domain)).toContain('get-created.example');
    expect(r.body.total).toBe(r.body.data.length);
    const [event] = await api.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.operation, 'listAddonDomains'))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(event).toMatchObject({ method: 'GET', outcome: 'success', target: expect.stringContaining('get-created') });
  });

  it('updates only the flags sent', async () => {
    const r = await viaGet({ action: 'update', domain: 'get-created.example', php: '0' });
    expect(r.status).toBe(200);
    expect(r.body.changed.features).toEqual({ php: false, cgi: true, ssl: false });
    expect(features(r, 'get-created.example')).toEqual({ php: false, cgi: true, ssl: false });
    const again = await viaGet({ action: 'update', domain: 'get-created.example', ssl: 'true', cgi: 'false' });
    expect(again.body.changed.features).toEqual({ php: false, cgi: false, ssl: true });
    const nothing = await viaGet({ action: 'update', domain: 'get-created.example' });
    expect([nothing.status, nothing.body.code]).toEqual([422, 'validation_failed']);
  });

  it('refuses an action without a domain, and POST or PATCH with the wrong action', async () => {
    const r = await viaGet({ action: 'create' });
    expect(r.status).toBe(422);
    expect(r.body.errors[0].path).toBe('domain');
    const wrong = await post({ action: 'update', domain: 'x-wrong.example' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0].path).toBe('action');
  });
});

describe('creating (POST)', () => {
  it('adds a new name as an external domain of the account with a DNS zone at the node', async () => {
    const r = await post({ domain: 'fresh-addon.example', cgi: false });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      domain: 'fresh-addon.example',
      features: { php: true, cgi: false, ssl: true },
      warnings: [],
      target: { serviceId: studioId },
    });
    expect(await siteRow(api, 'fresh-addon.example')).toMatchObject({
      serviceId: studioId,
      isPrimary: false,
      documentRoot: '/home/nordligh/domains/fresh-addon.example/public_html',
    });
    expect(await domainRow(api, 'fresh-addon.example')).toMatchObject({
      status: 'external',
      serviceId: null,
      hostingServiceId: studioId,
    });
    // web-ams-04's web address
    expect((await zoneOf(api, 'fresh-addon.example'))!.apexA).toBe('185.20.30.14');
    // the new name now names the account
    const byNew = await viaGet({ action: 'list', input: 'fresh-addon.example' }, reader);
    expect(byNew.body.target.serviceId).toBe(studioId);
  });

  it('links a registered domain of the account, keeping its registration and existing zone', async () => {
    const before = await domainRow(api, 'nordlight.se');
    const zone = await zoneOf(api, 'nordlight.se');
    const r = await post({ domain: 'nordlight.se' });
    expect(r.status).toBe(201);
    expect(await domainRow(api, 'nordlight.se')).toEqual({ ...before, hostingServiceId: studioId });
    expect((await zoneOf(api, 'nordlight.se'))!.zone).toEqual(zone!.zone);
  });

  it('warns about a name that mixes scripts, and stores it in ASCII form', async () => {
    // a Cyrillic о (U+043E) among Latin letters
    const r = await post({ domain: 'nordlight-sh\u043Ep.example' });
    expect(r.status).toBe(201);
    expect(r.body.domain).toMatch(/^xn--/);
    expect(r.body.warnings).toEqual([expect.objectContaining({ code: 'mixed_script' })]);
  });

  it('refuses a name served already (409), and the primary domain', async () => {
    for (const domain of ['nordlight-prints.com', DEMO_SITE, 'nordlightstudio.com', SUSPENDED_SITE]) {
      const r = await post({ domain });
      expect([domain, r.status, r.body.code]).toEqual([domain, 409, 'conflict']);
    }
    expect((await post({ domain: DEMO_SITE })).body.detail).toContain('primary domain');
  });

  it("refuses another account's domain, or a name under it (403 domain_not_owned)", async () => {
    for (const domain of [...FOREIGN_SITES, 'shop.bergconsulting.se', 'maria-berg.se']) {
      const r = await post({ domain });
      expect([domain, r.status, r.body.code]).toEqual([domain, 403, 'domain_not_owned']);
    }
  });

  it('sends a name under a served domain to subdomains (422)', async () => {
    const sub = await post({ domain: `shop.${DEMO_SITE}` });
    expect([sub.status, sub.body.errors[0].code]).toEqual([422, 'use_subdomain']);
    const www = await post({ domain: `www.nordlight-prints.com` });
    expect([www.status, www.body.errors[0].code]).toEqual([422, 'served_as_www']);
  });

  it("counts against the plan's addon-domain allowance", async () => {
    const olof = await api.token(['read:hosting', 'write:hosting'], { accountEmail: 'olof@example.org' });
    const first = await post({ input: 'sandandsons.fi', domain: 'sand-first.example' }, olof);
    expect(first.status).toBe(201);
    const second = await post({ input: 'sandandsons.fi', domain: 'sand-second.example' }, olof);
    expect([second.status, second.body.code]).toEqual([409, 'conflict']);
    expect(second.body.detail).toContain('Starter Hosting plan allows 1 addon domain');
    expect(await siteRow(api, 'sand-second.example')).toBeNull();
    expect(await domainRow(api, 'sand-second.example')).toBeNull();
  });

  it('refuses a suspended account, and a caller without write:hosting', async () => {
    const r = await post({ input: SUSPENDED_SITE, domain: 'to-suspended.example' });
    expect([r.status, r.body.code]).toEqual([409, 'conflict']);
    expect(r.body.detail).toContain('suspended');
    const denied = await post({ domain: 'no-scope.example' }, reader);
    expect([denied.status, denied.body.code]).toEqual([403, 'insufficient_scope']);
    for (const input of FOREIGN_SITES) {
      const foreign = await post({ input, domain: 'into-foreign.example' });
      expect([foreign.status, foreign.body.code]).toEqual([403, 'domain_not_owned']);
    }
    expect(await siteRow(api, 'to-suspended.example')).toBeNull();
  });
});

describe('updating (PATCH)', () => {
  it('changes only the flags sent', async () => {
    await post({ domain: 'patch-me.example', ssl: false });
    const r = await patch({ domain: 'patch-me.example', php: false });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      target: expect.objectContaining({ serviceId: studioId }),
      domain: 'patch-me.example',
      isPrimary: false,
      active: true,
      isSuspended: false,
      features: { php: false, cgi: true, ssl: false },
    });
    const ssl = await patch({ domain: 'patch-me.example', ssl: true });
    expect(ssl.body.features).toEqual({ php: false, cgi: true, ssl: true });
    expect(await siteRow(api, 'patch-me.example')).toMatchObject({ php: false, cgi: true, ssl: true });
  });

  it('refuses the primary domain (409), an unknown addon (404) and a foreign one (403)', async () => {
    const primary = await patch({ domain: DEMO_SITE, php: false });
    expect([primary.status, primary.body.code]).toEqual([409, 'conflict']);
    const unknown = await patch({ domain: 'never-added.example', php: false });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'not_found']);
    const foreign = await patch({ domain: 'bergconsulting.se', php: false });
    expect([foreign.status, foreign.body.code]).toEqual([403, 'domain_not_owned']);
    expect((await siteRow(api, DEMO_SITE))!.php).toBe(true);
  });
});
