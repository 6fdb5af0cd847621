// URL redirects: list, create and delete; how the path and the query string
// are carried; and no redirect that would send visitors round forever.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostingRedirects } from '@server/db/schema/hosting';
import type { TestApi } from '@server/test/harness';
import { DEMO_SITE, FOREIGN_SITES, SUSPENDED_SITE, startHostingApi } from './sites-test-api';
import { MAX_HOPS, handling, locationFor, loopOf, redirectPath, type Rule } from './redirect-rules';

let api: TestApi;
let reader: string;
let writer: string;
let studioId: number;

const path = '/hosting/redirects';
const list = (query: Record<string, string | number>) => api.call('GET', path, { token: reader, query });
const create = (body: Record<string, unknown>, token = writer) =>
  api.call('POST', path, { token, body: { input: DEMO_SITE, ...body } });
const remove = (id: string, input = DEMO_SITE, token = writer) =>
  api.call('DELETE', path, { token, query: { input, id } });
const redirectRow = async (id: string) =>
  (await api.db.select().from(hostingRedirects).where(eq(hostingRedirects.id, id)))[0] ?? null;

beforeAll(async () => {
  ({ api, reader, writer, studioId } = await startHostingApi());
});
afterAll(() => api.close());

const rule = (r: Partial<Rule> & Pick<Rule, 'path' | 'destination'>): Rule => ({
  domain: 'a.example',
  wildcard: false,
  ...r,
});
const hosts: Record<string, string> = {
  'a.example': 'a.example',
  'www.a.example': 'a.example',
  'alias-a.example': 'a.example',
  'b.example': 'b.example',
};
const siteOf = (h: string) => hosts[h] ?? null;

describe('where a redirect sends a request', () => {
  it('passes the query string on after the destination own, and keeps its fragment', () => {
    const exact = rule({ path: '/old-shop', destination: 'https://shop.example/?src=old#top' });
    expect(locationFor(exact, '/old-shop', '?a=1&b=2').href).toBe('https://shop.example/?src=old&a=1&b=2#top');
    expect(locationFor(exact, '/old-shop').href).toBe('https://shop.example/?src=old#top');
  });

  it('appends the rest of the path for a wildcard, segment by segment', () => {
    const press = rule({ path: '/press', destination: 'https://a.example/journal', wildcard: true });
    expect(locationFor(press, '/press/2024/spring', '?p=2').href).toBe('https://a.example/journal/2024/spring?p=2');
    expect(locationFor(press, '/press').href).toBe('https://a.example/journal');
    const root = rule({ path: '/', destination: 'https://new.example/site/', wildcard: true });
    expect(locationFor(root, '/a/b').href).toBe('https://new.example/site/a/b');
    expect(handling(press)).toContain('/press/a/b → https://a.example/journal/a/b');
    expect(handling(rule({ path: '/x', destination: 'https://b.example/' }))).toContain('query string is passed on');
  });

  it('stores the path as a browser sends it, without a trailing slash', () => {
    expect(redirectPath('a.example', '/Böcker nya/')).toBe('/B%C3%B6cker%20nya');
    expect(redirectPath('a.example', '/a/./b/../c')).toBe('/a/c');
    expect(redirectPath('a.example', '/')).toBe('/');
    expect(() => redirectPath('a.example', '/x?y=1')).toThrow(/without \?query/);
  });
});

describe('loops', () => {
  it('finds a redirect to its own address, through www or an alias too', () => {
    for (const destination of ['https://a.example/old', 'http://WWW.A.EXAMPLE/old/?x=1', 'https://alias-a.example/old'])
      expect(loopOf(rule({ path: '/old', destination }), [], siteOf)).toMatch(/the address this redirect answers/);
    expect(loopOf(rule({ path: '/old', destination: 'https://a.example/old/new' }), [], siteOf)).toBeNull();
    expect(loopOf(rule({ path: '/old', destination: 'https://a.example:8443/old' }), [], siteOf)).toBeNull();
  });

  it('finds a wildcard sending anywhere under its own path', () => {
    const under = rule({ path: '/press', destination: 'https://a.example/press/archive', wildcard: true });
    expect(loopOf(under, [], siteOf)).toMatch(/everything below it/);
    const root = rule({ path: '/', destination: 'https://www.a.example/anything', wildcard: true });
    expect(loopOf(root, [], siteOf)).toMatch(/everything below it/);
    // /pressroom is not under /press
    expect(loopOf(rule({ ...under, destination: 'https://a.example/pressroom' }), [], siteOf)).toBeNull();
  });

  it('finds a chain that comes back (A → B → A), and one only a sub-path of a wildcard takes', () => {
    const back = [rule({ domain: 'b.example', path: '/', destination: 'https://a.example/old-shop' })];
    expect(loopOf(rule({ path: '/old-shop', destination: 'https://b.example/' }), back, siteOf)).toBe(
      'Visitors would be sent round in a loop: a.example/old-shop → b.example/ → a.example/old-shop; change the destination, or remove the redirect that leads back first',
    );
    const subPath = [rule({ domain: 'b.example', path: '/x/y', destination: 'https://a.example/a/y' })];
    expect(loopOf(rule({ path: '/a', destination: 'https://b.example/x', wildcard: true }), subPath, siteOf)).toMatch(
      /a\.example\/a\/y → b\.example\/x\/y → a\.example\/a\/y/,
    );
    // a chain that ends on a host the account does not serve is no loop
    const away = [rule({ domain: 'b.example', path: '/', destination: 'https://elsewhere.example/' })];
    expect(loopOf(rule({ path: '/go', destination: 'https://b.example/' }), away, siteOf)).toBeNull();
  });

  it('refuses a chain that grows without end', () => {
    const grow = [rule({ path: '/b', destination: 'https://a.example/a/b', wildcard: true })];
    expect(loopOf(rule({ path: '/a', destination: 'https://a.example/b', wildcard: true }), grow, siteOf)).toMatch(
      new RegExp(`more than ${MAX_HOPS} redirects`),
    );
  });
});

describe('listing', () => {
  it("gives a site's redirects with how each handles the path and query string", async () => {
    const r = await list({ input: DEMO_SITE });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ total: 2, hasMore: false, target: { serviceId: studioId } });
    expect(r.body.data).toEqual([
      {
        id: expect.stringMatching(/^rd_/),
        domain: DEMO_SITE,
        path: '/old-shop',
        destination: 'https://nordlight-prints.com/',
        statusCode: 301,
        wildcard: false,
        handling:
          "A request for /old-shop (with or without a trailing slash) goes to https://nordlight-prints.com/; the request's query string is passed on, after the destination's own",
        createdAt: expect.any(String),
      },
      expect.objectContaining({
        path: '/press',
        destination: 'https://nordlight-studio.com/journal',
        statusCode: 302,
        wildcard: true,
        handling: expect.stringContaining('/press/a/b → https://nordlight-studio.com/journal/a/b'),
      }),
    ]);
    expect((await list({ input: 'nordlight-prints.com' })).body.total).toBe(0);
    const page = await list({ input: String(studioId), limit: 1 });
    expect(page.body).toMatchObject({ total: 2, hasMore: true });
    for (const input of FOREIGN_SITES) expect((await list({ input })).body.code).toBe('domain_not_owned');
  });
});

describe('creating', () => {
  it('stores the path as browsers send it and the destination in the parser form', async () => {
    const r = await create({ path: '/Böcker/', destination: 'https://BÜCHER.example/Start?lang=sv', status_code: 302 });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      target: { serviceId: studioId },
      id: expect.stringMatching(/^rd_[A-Za-z0-9_-]{16}$/),
      domain: DEMO_SITE,
      path: '/B%C3%B6cker',
      destination: 'https://xn--bcher-kva.example/Start?lang=sv',
      statusCode: 302,
      wildcard: false,
      createdAt: api.clock.now().toISOString(),
    });
    expect(await redirectRow(r.body.id)).toMatchObject({ serviceId: studioId, path: '/B%C3%B6cker' });
    const defaults = await create({ input: 'nordlight-prints.com', path: '/sale', destination: 'http://example.org/' });
    expect(defaults.body).toMatchObject({ domain: 'nordlight-prints.com', statusCode: 301, wildcard: false });
  });

  it('refuses a path redirected already (409)', async () => {
    const r = await create({ path: '/old-shop/', destination: 'https://example.org/' });
    expect([r.status, r.body.code]).toEqual([409, 'conflict']);
    expect(r.body.detail).toContain('https://nordlight-prints.com/');
  });

  it('refuses every loop with a 422 on destination that says why', async () => {
    for (const [body, why] of [
      [{ path: '/loop', destination: 'https://nordlight-studio.com/loop/' }, /the address this redirect answers/],
      [{ path: '/loop', destination: 'https://www.nordlight-studio.com/loop?x=1' }, /the address this redirect/],
      [{ path: '/loop', destination: 'https://nordlightstudio.com/loop' }, /the address this redirect answers/],
      [{ path: '/press2', destination: 'https://nordlight-studio.com/press2/x', wildcard: true }, /below it/],
      // nordlight-studio.com/old-shop already goes to nordlight-prints.com/
      [
        { input: 'nordlight-prints.com', path: '/', destination: 'https://nordlight-studio.com/old-shop' },
        /nordlight-prints\.com\/ → nordlight-studio\.com\/old-shop → nordlight-prints\.com\//,
      ],
    ] as const) {
      const r = await create(body);
      expect([r.status, r.body.errors?.[0]?.path, r.body.errors?.[0]?.code]).toEqual([
        422,
        'destination',
        'redirect_loop',
      ]);
      expect(r.body.errors[0].message).toMatch(why);
    }
    const [left] = await api.db.select().from(hostingRedirects).where(eq(hostingRedirects.path, '/loop'));
    expect(left).toBeUndefined();
  });

  it('refuses a bad path or destination (422)', async () => {
    for (const [body, field] of [
      [{ path: 'no-slash', destination: 'https://example.org/' }, 'path'],
      [{ path: '/x?y=1', destination: 'https://example.org/' }, 'path'],
      [{ path: '/x', destination: 'ftp://example.org/' }, 'destination'],
      [{ path: '/x', destination: 'https://bank.example@evil.example/' }, 'destination'],
      [{ path: '/x', destination: 'https://example.org/', status_code: 307 }, 'status_code'],
    ] as const) {
      const r = await create(body);
      expect([JSON.stringify(body), r.status, r.body.errors?.[0]?.path]).toEqual([JSON.stringify(body), 422, field]);
    }
  });

  it('refuses another account, a suspended account and a reader', async () => {
    const body = { path: '/nope', destination: 'https://example.org/' };
    for (const input of FOREIGN_SITES) expect((await create({ ...body, input })).body.code).toBe('domain_not_owned');
    const suspended = await create({ ...body, input: SUSPENDED_SITE });
    expect([suspended.status, suspended.body.code]).toEqual([409, 'conflict']);
    const denied = await create(body, reader);
    expect([denied.status, denied.body.code]).toEqual([403, 'insufficient_scope']);
  });
});

describe('deleting', () => {
  it('removes one of the account, and answers 404 for an unknown or another account id', async () => {
    const made = await create({ path: '/temporary', destination: 'https://example.org/' });
    const r = await remove(made.body.id);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      target: expect.objectContaining({ serviceId: studioId }),
      id: made.body.id,
      deleted: true,
    });
    expect(await redirectRow(made.body.id)).toBeNull();
    const again = await remove(made.body.id);
    expect([again.status, again.body.code]).toEqual([404, 'not_found']);

    const olof = await api.token(['read:hosting', 'write:hosting'], { accountEmail: 'olof@example.org' });
    const theirs = await create({ input: 'sandandsons.fi', path: '/x', destination: 'https://example.org/' }, olof);
    expect(theirs.status).toBe(201);
    const notOurs = await remove(theirs.body.id);
    expect([notOurs.status, notOurs.body.code]).toEqual([404, 'not_found']);
    const viaTheirs = await remove(theirs.body.id, 'sandandsons.fi');
    expect([viaTheirs.status, viaTheirs.body.code]).toEqual([403, 'domain_not_owned']);
    expect(await redirectRow(theirs.body.id)).not.toBeNull();
  });
});
