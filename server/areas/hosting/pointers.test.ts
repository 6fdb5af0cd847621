// Domain pointers: list (cursor), create (an alias or a redirect onto the site
// the input names; never to itself, never a name served already or another
// account's) and delete.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostingPointers } from '@server/db/schema/hosting';
import type { TestApi } from '@server/test/harness';
import { DEMO_SITE, FOREIGN_SITES, SUSPENDED_SITE, domainRow, startHostingApi, zoneOf } from './sites-test-api';

let api: TestApi;
let reader: string;
let writer: string;
let studioId: number;

const path = '/hosting/pointers';
const list = (query: Record<string, string | number>) => api.call('GET', path, { token: reader, query });
const create = (body: Record<string, unknown>, token = writer) =>
  api.call('POST', path, { token, body: { input: DEMO_SITE, ...body } });
const remove = (domain: string, input = DEMO_SITE) =>
  api.call('DELETE', path, { token: writer, query: { input, domain } });
const pointerRow = async (domain: string) =>
  (await api.db.select().from(hostingPointers).where(eq(hostingPointers.domain, domain)))[0] ?? null;

beforeAll(async () => {
  ({ api, reader, writer, studioId } = await startHostingApi());
});
afterAll(() => api.close());

describe('listing', () => {
  it('gives the pointers onto a site, or every pointer of the account for its service id', async () => {
    const r = await list({ input: DEMO_SITE });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ total: 1, hasMore: false, nextCursor: null, target: { serviceId: studioId } });
    expect(r.body.data).toEqual([
      { domain: 'nordlightstudio.com', targetDomain: DEMO_SITE, type: 'alias', createdAt: expect.any(String) },
    ]);
    expect((await list({ input: 'nordlight-prints.com' })).body).toMatchObject({ data: [], total: 0 });
    await create({ input: 'nordlight-prints.com', domain: 'prints-alias.example' });
    const all = await list({ input: String(studioId), limit: 1 });
    expect(all.body).toMatchObject({ total: 2, hasMore: true });
    const next = await list({ input: String(studioId), limit: 1, cursor: all.body.nextCursor });
    expect([all.body.data[0].domain, next.body.data[0].domain, next.body.hasMore]).toEqual([
      'nordlightstudio.com',
      'prints-alias.example',
      false,
    ]);
  });

  it("refuses another account's sites (403)", async () => {
    for (const input of FOREIGN_SITES) {
      const r = await list({ input });
      expect([r.status, r.body.code]).toEqual([403, 'domain_not_owned']);
    }
  });
});

describe('creating', () => {
  it('points a new name at the site as an alias by default, with its domain row and DNS zone', async () => {
    const r = await create({ domain: 'nordlight-photo.example' });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({
      target: expect.objectContaining({ serviceId: studioId }),
      domain: 'nordlight-photo.example',
      targetDomain: DEMO_SITE,
      type: 'alias',
      createdAt: api.clock.now().toISOString(),
      warnings: [],
    });
    expect(await domainRow(api, 'nordlight-photo.example')).toMatchObject({
      status: 'external',
      serviceId: null,
      hostingServiceId: studioId,
    });
    expect((await zoneOf(api, 'nordlight-photo.example'))!.apexA).toBe('185.20.30.14');
  });

  it('makes a redirect pointer, and warns about a name that mixes scripts', async () => {
    const r = await create({ domain: 'nordlight-gall\u0435ry.example' /* a Cyrillic е */, type: 'redirect' });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ type: 'redirect', domain: expect.stringMatching(/^xn--/) });
    expect(r.body.warnings).toEqual([expect.objectContaining({ code: 'mixed_script' })]);
  });

  it('refuses a pointer to itself (422)', async () => {
    const r = await create({ input: 'nordlight-prints.com', domain: 'nordlight-prints.com' });
    expect([r.status, r.body.errors[0].code]).toEqual([422, 'pointer_to_itself']);
    expect(r.body.errors[0].path).toBe('domain');
  });

  it('refuses a name served already (409) or one under a served site (422)', async () => {
    for (const domain of [DEMO_SITE, 'nordlightstudio.com', 'studio-archive.se', SUSPENDED_SITE]) {
      const r = await create({ input: 'nordlight-prints.com', domain });
      expect([domain, r.status, r.body.code]).toEqual([domain, 409, 'conflict']);
    }
    const www = await create({ domain: `www.${DEMO_SITE}` });
    expect([www.status, www.body.errors[0].code]).toEqual([422, 'served_as_www']);
  });

  it("refuses another account's domain as the pointer (403), and another account's site as the target", async () => {
    for (const domain of [...FOREIGN_SITES, 'maria-berg.se', 'www.sandandsons.fi']) {
      const r = await create({ domain });
      expect([domain, r.status, r.body.code]).toEqual([domain, 403, 'domain_not_owned']);
    }
    // the target is the site the input names, so it cannot be another account's
    for (const input of FOREIGN_SITES) {
      const r = await create({ input, domain: 'onto-foreign.example' });
      expect([r.status, r.body.code]).toEqual([403, 'domain_not_owned']);
    }
    expect(await pointerRow('onto-foreign.example')).toBeNull();
  });

  it('refuses a pointer as the target: it has no site of its own', async () => {
    const r = await create({ input: 'nordlightstudio.com', domain: 'pointer-chain.example' });
    expect([r.status, r.body.errors[0].code]).toEqual([422, 'pointer_not_site']);
    expect(r.body.errors[0].message).toContain(`give ${DEMO_SITE}`);
  });

  it('refuses a suspended account and a caller without write:hosting', async () => {
    const suspended = await create({ input: SUSPENDED_SITE, domain: 'onto-suspended.example' });
    expect([suspended.status, suspended.body.code]).toEqual([409, 'conflict']);
    const denied = await create({ domain: 'no-scope.example' }, reader);
    expect([denied.status, denied.body.code]).toEqual([403, 'insufficient_scope']);
    expect(await domainRow(api, 'onto-suspended.example')).toBeNull();
  });
});

describe('deleting', () => {
  it('removes the pointer and unlinks its name; the zone stays', async () => {
    await create({ domain: 'short-lived.example' });
    const r = await remove('short-lived.example');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      target: expect.objectContaining({ serviceId: studioId }),
      domain: 'short-lived.example',
      deleted: true,
    });
    expect(await pointerRow('short-lived.example')).toBeNull();
    expect(await domainRow(api, 'short-lived.example')).toMatchObject({ hostingServiceId: null });
    expect(await zoneOf(api, 'short-lived.example')).not.toBeNull();
    const again = await remove('short-lived.example');
    expect([again.status, again.body.code]).toEqual([404, 'not_found']);
  });

  it("answers 404 for a name that is no pointer here and 403 for another account's", async () => {
    const unknown = await remove('never-pointed.example');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'not_found']);
    const site = await remove('nordlight-prints.com');
    expect([site.status, site.body.code]).toEqual([404, 'not_found']);
    const foreign = await remove('bergconsulting.se');
    expect([foreign.status, foreign.body.code]).toEqual([403, 'domain_not_owned']);
    const viaForeign = await remove('nordlightstudio.com', 'sandandsons.fi');
    expect([viaForeign.status, viaForeign.body.code]).toEqual([403, 'domain_not_owned']);
    expect(await pointerRow('nordlightstudio.com')).not.toBeNull();
  });
});
