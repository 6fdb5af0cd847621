// Web-forwards: list, record (an http(s) destination that is not the forward's
// own address; one forward per host and path) and remove.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domains, webForwards } from '@server/db/schema/domains';
import { startApi, type TestApi } from '@server/test/harness';

let api: TestApi;
let reader: string;
let writer: string;

const path = (name: string) => `/domains/${name}/redirects`;
const list = (name: string) => api.call('GET', path(name), { token: reader });
const create = (name: string, body: Record<string, unknown>, token = writer) =>
  api.call('POST', path(name), { token, body });
const remove = (name: string, id: number | string) => api.call('DELETE', `${path(name)}/${id}`, { token: writer });
const stored = async (name: string) => {
  const [d] = await api.db.select().from(domains).where(eq(domains.name, name));
  return api.db.select().from(webForwards).where(eq(webForwards.domainId, d!.id)).orderBy(webForwards.id);
};

beforeAll(async () => {
  api = await startApi();
  reader = await api.token(['read:domains']);
  writer = await api.token(['read:domains', 'write:domains']);
});
afterAll(() => api.close());

describe('listing web-forwards', () => {
  it("gives the domain's forwards, oldest first, in pages", async () => {
    const r = await list('nordlight.se');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ total: 2, hasMore: false, nextCursor: null });
    expect(r.body.data).toMatchObject([
      { domain: 'nordlight.se', host: 'www', path: '/', destination: 'https://nordlight-studio.com/', type: '301' },
      { domain: 'nordlight.se', host: '', path: '/blog', destination: 'https://nordlight-studio.com/journal' },
    ]);
    const first = await api.call('GET', path('nordlight.se'), { token: reader, query: { limit: 1 } });
    const second = await api.call('GET', path('nordlight.se'), {
      token: reader,
      query: { limit: 1, cursor: first.body.nextCursor },
    });
    expect([first.body.data[0].host, second.body.data[0].host, second.body.hasMore]).toEqual(['www', '', false]);
    expect((await list('nordlight-studio.com')).body).toMatchObject({ data: [], total: 0 });
  });
});

describe('recording a web-forward', () => {
  it('records it with the host and destination in ASCII form and the path as browsers send it', async () => {
    const r = await create('nordlight.se', {
      host: 'Bücher',
      path: '/böcker nya',
      destination: 'https://bücher.example/Start?lang=sv',
      type: '302',
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      domain: 'nordlight.se',
      host: 'xn--bcher-kva',
      path: '/b%C3%B6cker%20nya',
      destination: 'https://xn--bcher-kva.example/Start?lang=sv',
      type: '302',
      createdAt: api.clock.now().toISOString(),
    });
    const defaults = await create('nordlight.se', { destination: 'http://example.org/landing' });
    expect(defaults.body).toMatchObject({ host: '', path: '/', type: '301' });
    expect((await stored('nordlight.se')).map((f) => f.id)).toEqual(
      expect.arrayContaining([r.body.id, defaults.body.id]),
    );
  });

  it('refuses a destination that is its own address (a loop), whatever the scheme, case or query', async () => {
    const before = await stored('nordlight.se');
    for (const [body, why] of [
      [{ host: 'www', path: '/old', destination: 'https://www.nordlight.se/old' }, 'same address'],
      [{ host: 'www', path: '/old', destination: 'http://WWW.NORDLIGHT.SE/old/?utm=1#top' }, 'case, slash, query'],
      [{ host: 'www', path: '/old', destination: 'https://www.nordlight.se./old' }, 'root dot'],
      [{ host: 'bücher', path: '/', destination: 'https://BÜCHER.nordlight.se' }, 'Unicode host'],
    ] as const) {
      const r = await create('nordlight.se', body);
      expect([r.status, r.body.code, why]).toEqual([422, 'validation_failed', why]);
      expect(r.body.errors).toEqual([expect.objectContaining({ path: 'destination', code: 'forward_loop' })]);
    }
    expect(await stored('nordlight.se')).toEqual(before);
    // another path, host or port of the same site is not a loop
    expect(
      (await create('nordlight.se', { host: 'www', path: '/old', destination: 'https://www.nordlight.se/new' })).status,
    ).toBe(200);
    expect(
      (await create('nordlight.se', { host: 'shop', path: '/', destination: 'https://nordlight.se/' })).status,
    ).toBe(200);
    expect(
      (await create('nordlight.se', { host: 'app', path: '/', destination: 'https://app.nordlight.se:8443/' })).status,
    ).toBe(200);
  });

  it('validates the host, path and destination', async () => {
    const bad = async (body: Record<string, unknown>) => {
      const r = await create('nordlight.se', { destination: 'https://example.org/', ...body });
      expect(r.status).toBe(422);
      return r.body.errors[0].path;
    };
    expect(await bad({ destination: 'ftp://example.org/file' })).toBe('destination');
    expect(await bad({ destination: 'javascript:alert(1)' })).toBe('destination');
    expect(await bad({ destination: 'not a url' })).toBe('destination');
    expect(await bad({ destination: 'https://nordlight.se@evil.example/' })).toBe('destination');
    expect(await bad({ path: 'blog' })).toBe('path');
    expect(await bad({ path: '/search?q=x' })).toBe('path');
    expect(await bad({ host: 'a.b' })).toBe('host');
    expect(await bad({ type: '307' })).toBe('type');
  });

  it('is a conflict when the host and path already forward', async () => {
    const r = await create('nordlight.se', { host: 'www', path: '/', destination: 'https://example.org/' });
    expect([r.status, r.body.code]).toEqual([409, 'conflict']);
    expect(r.body.detail).toContain('https://nordlight-studio.com/');
    // the same path as browsers send it
    const blog = await create('nordlight.se', { path: '/blog', destination: 'https://example.org/' });
    expect(blog.status).toBe(409);
  });

  it("refuses others' domains (403) and unknown ones (404), and needs write:domains", async () => {
    const body = { destination: 'https://example.org/' };
    for (const name of ['maria-berg.se', 'sandandsons.fi']) {
      expect((await create(name, body)).body.code).toBe('domain_not_owned');
      expect((await list(name)).status).toBe(403);
    }
    expect((await create('no-such-name-here.com', body)).status).toBe(404);
    expect((await list('no-such-name-here.com')).body.code).toBe('not_found');
    expect((await create('nordlight.se', body, reader)).body.code).toBe('insufficient_scope');
  });
});

describe('removing a web-forward', () => {
  it('removes one of the domain’s own forwards, once', async () => {
    const [first] = await stored('nordlight.se');
    const r = await remove('nordlight.se', first!.id);
    expect([r.status, r.body]).toEqual([200, { deleted: true, id: first!.id }]);
    expect((await stored('nordlight.se')).map((f) => f.id)).not.toContain(first!.id);
    const again = await remove('nordlight.se', first!.id);
    expect([again.status, again.body.code]).toEqual([404, 'not_found']);
  });

  it("is 404 for another domain's forward and for an unknown id; 403 on another account's domain", async () => {
    const [forward] = await stored('nordlight.se');
    const elsewhere = await remove('nordlight-studio.com', forward!.id);
    expect([elsewhere.status, elsewhere.body.code]).toEqual([404, 'not_found']);
    expect((await stored('nordlight.se')).map((f) => f.id)).toContain(forward!.id);
    expect((await remove('nordlight.se', 999999)).status).toBe(404);
    expect((await remove('nordlight.se', 'abc')).body.code).toBe('not_found');
    expect((await remove('maria-berg.se', forward!.id)).body.code).toBe('domain_not_owned');
    expect((await remove('no-such-name-here.com', forward!.id)).status).toBe(404);
  });
});
