// Subdomains: list (cursor) and create, with a document root inside the home
// (public_html/<label> by default), one per name, within the plan's allowance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readZone } from '@server/areas/dns/public';
import { dnsRecords } from '@server/db/schema/dns';
import type { TestApi } from '@server/test/harness';
import { DEMO_SITE, FOREIGN_SITES, SUSPENDED_SITE, startHostingApi } from './sites-test-api';
import { subdomainDocumentRoot } from './subdomain-rules';

let api: TestApi;
let reader: string;
let writer: string;
let studioId: number;

const path = '/hosting/subdomains';
const list = (query: Record<string, string | number>, token = reader) => api.call('GET', path, { token, query });
const create = (body: Record<string, unknown>, token = writer) =>
  api.call('POST', path, { token, body: { input: DEMO_SITE, ...body } });

beforeAll(async () => {
  ({ api, reader, writer, studioId } = await startHostingApi());
});
afterAll(() => api.close());

describe('the document root', () => {
  it('is public_html/<label> by default, normalised, and always inside the home', () => {
    expect(subdomainDocumentRoot('nordligh', 'blog')).toBe('/home/nordligh/public_html/blog');
    expect(subdomainDocumentRoot('nordligh', 'x', 'sites//shop/./www/')).toBe('/home/nordligh/sites/shop/www');
    for (const given of ['.', './', 'a/..'])
      expect(() => subdomainDocumentRoot('nordligh', 'x', given)).toThrow(/inside your home/);
  });
});

describe('listing', () => {
  it("gives a site's subdomains in pages", async () => {
    const r = await list({ input: DEMO_SITE });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ total: 2, hasMore: false, target: { serviceId: studioId } });
    expect(r.body.data).toEqual([
      {
        subdomain: 'blog',
        domain: DEMO_SITE,
        fqdn: `blog.${DEMO_SITE}`,
        documentRoot: '/home/nordligh/public_html/blog',
        ssl: true,
        createdAt: expect.any(String),
      },
      expect.objectContaining({ subdomain: 'staging', documentRoot: '/home/nordligh/public_html/staging' }),
    ]);
    const first = await list({ input: DEMO_SITE, limit: 1 });
    const second = await list({ input: DEMO_SITE, limit: 1, cursor: first.body.nextCursor });
    expect([first.body.data[0].subdomain, second.body.data[0].subdomain, second.body.nextCursor]).toEqual([
      'blog',
      'staging',
      null,
    ]);
    expect((await list({ input: 'nordlight-prints.com' })).body.total).toBe(0);
  });

  it("refuses another account's sites (403)", async () => {
    for (const input of FOREIGN_SITES) {
      const r = await list({ input });
      expect([r.status, r.body.code]).toEqual([403, 'domain_not_owned']);
    }
  });
});

describe('creating', () => {
  it('creates one on the site the input names, with the default or a given document root', async () => {
    const r = await create({ input: 'nordlight-prints.com', subdomain: 'Shop' });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({
      target: expect.objectContaining({ serviceId: studioId }),
      subdomain: 'shop',
      domain: 'nordlight-prints.com',
      fqdn: 'shop.nordlight-prints.com',
      documentRoot: '/home/nordligh/public_html/shop',
      ssl: true,
      createdAt: api.clock.now().toISOString(),
    });
    const given = await create({ subdomain: 'bücher', document_root: 'domains/books//public_html/' });
    expect(given.body).toMatchObject({
      subdomain: 'xn--bcher-kva',
      fqdn: `xn--bcher-kva.${DEMO_SITE}`,
      documentRoot: '/home/nordligh/domains/books/public_html',
    });
    expect((await list({ input: String(studioId) })).body.total).toBe(4);
  });

  it("publishes the new name's A and AAAA records in the zone hosted here, keeping any the customer had", async () => {
    const records = async (domain: string, name: string) =>
      (await readZone(api.db, domain))!.records.filter((r) => r.name === name).map((r) => `${r.type} ${r.value}`);
    expect(await records('nordlight-prints.com', 'shop')).toEqual(['A 185.20.30.14', 'AAAA 2a02:750:9::14']);
    // A name the customer already points elsewhere keeps its record.
    const zone = (await readZone(api.db, DEMO_SITE))!;
    await api.db
      .insert(dnsRecords)
      .values({ zoneId: zone.id, name: 'legacy', type: 'CNAME', ttl: 3600, value: 'old-host.example.net.' });
    await create({ subdomain: 'legacy', document_root: 'public_html/legacy' });
    expect(await records(DEMO_SITE, 'legacy')).toEqual(['CNAME old-host.example.net.']);
  });

  it('refuses a document root outside the home (422)', async () => {
    for (const document_root of ['/etc', '../other', 'public_html/../../x', '.', 'a b']) {
      const r = await create({ subdomain: 'outside', document_root });
      expect([document_root, r.status, r.body.errors[0].path]).toEqual([document_root, 422, 'document_root']);
    }
  });

  it('refuses www (the site itself), a bad label, and an existing subdomain (409)', async () => {
    const www = await create({ subdomain: 'www' });
    expect([www.status, www.body.errors[0].code]).toEqual([422, 'served_as_www']);
    for (const subdomain of ['', 'a.b', '-x', 'x'.repeat(64)]) {
      const r = await create({ subdomain });
      expect([subdomain, r.status, r.body.errors[0].path]).toEqual([subdomain, 422, 'subdomain']);
    }
    const dup = await create({ subdomain: 'blog' });
    expect([dup.status, dup.body.code]).toEqual([409, 'conflict']);
    expect(dup.body.detail).toContain('/home/nordligh/public_html/blog');
  });

  it('refuses a name served as a domain of its own (409)', async () => {
    // an addon domain added before its parent: news.parent-first.example is a site already
    const add = (domain: string) =>
      api.call('POST', '/hosting/domains', { token: writer, body: { input: DEMO_SITE, action: 'create', domain } });
    expect((await add('news.parent-first.example')).status).toBe(201);
    expect((await add('parent-first.example')).status).toBe(201);
    const r = await create({ input: 'parent-first.example', subdomain: 'news' });
    expect([r.status, r.body.code]).toEqual([409, 'conflict']);
  });

  it("counts against the plan's subdomain allowance", async () => {
    const olof = await api.token(['read:hosting', 'write:hosting'], { accountEmail: 'olof@example.org' });
    for (let i = 1; i <= 5; i++)
      expect((await create({ input: 'sandandsons.fi', subdomain: `s${i}` }, olof)).status).toBe(201);
    const sixth = await create({ input: 'sandandsons.fi', subdomain: 's6' }, olof);
    expect([sixth.status, sixth.body.code]).toEqual([409, 'conflict']);
    expect(sixth.body.detail).toContain('Starter Hosting plan allows 5 subdomains');
  });

  it('refuses a pointer as the site, a suspended account, another account and a reader', async () => {
    const pointer = await create({ input: 'nordlightstudio.com', subdomain: 'x' });
    expect([pointer.status, pointer.body.errors[0].code]).toEqual([422, 'pointer_not_site']);
    const suspended = await create({ input: SUSPENDED_SITE, subdomain: 'x' });
    expect([suspended.status, suspended.body.code]).toEqual([409, 'conflict']);
    for (const input of FOREIGN_SITES) {
      const r = await create({ input, subdomain: 'x' });
      expect([r.status, r.body.code]).toEqual([403, 'domain_not_owned']);
    }
    const denied = await create({ subdomain: 'x' }, reader);
    expect([denied.status, denied.body.code]).toEqual([403, 'insufficient_scope']);
    expect((await list({ input: DEMO_SITE })).body.data.map((s: { subdomain: string }) => s.subdomain)).not.toContain(
      'x',
    );
  });
});
