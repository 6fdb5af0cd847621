// Hotlink protection exactly as the spec gives it: extensions of letters,
// digits and commas (≤255), the account's own referrers always allowed, the
// state read back, and {supported:false} on a node without it.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostingHotlink } from '@server/db/schema/hosting';
import type { TestApi } from '@server/test/harness';
import { DEMO_SITE, FOREIGN_SITES, SUSPENDED_SITE, serviceIdOf, startHostingApi } from './sites-test-api';
import { parseExtensions } from './hotlink';

let api: TestApi;
let reader: string;
let writer: string;
let studioId: number;

const path = '/hosting/hotlink-protection';
const get = (input = DEMO_SITE, token = reader) => api.call('GET', path, { token, query: { input } });
const put = (body: Record<string, unknown>, token = writer) =>
  api.call('PUT', path, { token, body: { input: DEMO_SITE, ...body } });
const stored = async (serviceId: number) =>
  (await api.db.select().from(hostingHotlink).where(eq(hostingHotlink.serviceId, serviceId)))[0] ?? null;

const OWN = [
  'nordlight-studio.com',
  'www.nordlight-studio.com',
  'nordlight-prints.com',
  'www.nordlight-prints.com',
  'studio-archive.se',
  'www.studio-archive.se',
  'nordlightstudio.com',
  'www.nordlightstudio.com',
  'blog.nordlight-studio.com',
  'staging.nordlight-studio.com',
];

beforeAll(async () => {
  ({ api, reader, writer, studioId } = await startHostingApi());
});
afterAll(() => api.close());

describe('the extensions list', () => {
  it('is split on commas, lower-cased, de-duplicated in order, without empty items', () => {
    expect(parseExtensions('Jpg,PNG,,gif,png,WEBP,')).toEqual(['jpg', 'png', 'gif', 'webp']);
    expect(parseExtensions(',,')).toEqual([]);
    expect(parseExtensions('')).toEqual([]);
  });
});

describe('reading', () => {
  it('gives the state, with every name the account serves as an allowed referrer', async () => {
    const r = await get();
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      target: expect.objectContaining({ domain: DEMO_SITE, serviceId: studioId }),
      enabled: true,
      extensions: ['jpg', 'png', 'gif', 'webp'],
      allowedReferrers: OWN,
    });
  });

  it('answers {supported:false} on a node without hotlink protection', async () => {
    const olof = await api.token(['read:hosting', 'write:hosting'], { accountEmail: 'olof@example.org' });
    const r = await get('sandandsons.fi', olof);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ target: expect.objectContaining({ domain: 'sandandsons.fi' }), supported: false });
    // a write there answers the same and changes nothing
    const w = await put({ input: 'sandandsons.fi', enabled: true, extensions: 'jpg' }, olof);
    expect(w.status).toBe(200);
    expect(w.body).toEqual(r.body);
    expect(await stored(await serviceIdOf(api, 'sandandsons.fi'))).toBeNull();
  });

  it("refuses another account's sites (403) and an unhosted name (404)", async () => {
    for (const input of FOREIGN_SITES) {
      const r = await get(input);
      expect([r.status, r.body.code]).toEqual([403, 'domain_not_owned']);
      const w = await put({ input, enabled: false });
      expect([w.status, w.body.code]).toEqual([403, 'domain_not_owned']);
    }
    const unhosted = await get('nordlight.se');
    expect([unhosted.status, unhosted.body.code]).toEqual([404, 'not_found']);
  });

  it('is off with the common image formats on an account that never set it', async () => {
    const r = await get(SUSPENDED_SITE);
    expect(r.body).toMatchObject({
      enabled: false,
      extensions: ['jpg', 'jpeg', 'png', 'gif', 'webp'],
      allowedReferrers: [SUSPENDED_SITE, `www.${SUSPENDED_SITE}`],
    });
  });
});

describe('setting', () => {
  it('normalises the extensions and answers the state read back from the database', async () => {
    const r = await put({ extensions: 'Jpg,PNG,,gif,png,WEBP,avif' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ enabled: true, extensions: ['jpg', 'png', 'gif', 'webp', 'avif'] });
    const row = await stored(studioId);
    expect(row).toMatchObject({ enabled: true, extensions: ['jpg', 'png', 'gif', 'webp', 'avif'] });
    expect(row!.updatedAt).toEqual(api.clock.now());
    expect((await get()).body).toEqual(r.body);
  });

  it('changes only what is sent', async () => {
    const off = await put({ enabled: false });
    expect(off.body).toMatchObject({ enabled: false, extensions: ['jpg', 'png', 'gif', 'webp', 'avif'] });
    const ext = await put({ extensions: 'svg' });
    expect(ext.body).toMatchObject({ enabled: false, extensions: ['svg'] });
    const on = await put({ enabled: true });
    expect(on.body).toMatchObject({ enabled: true, extensions: ['svg'] });
  });

  it("keeps the account's own referrers and the extra ones as they are", async () => {
    await api.db
      .update(hostingHotlink)
      .set({ extraReferrers: ['partner.example', 'nordlight-studio.com'] })
      .where(eq(hostingHotlink.serviceId, studioId));
    const r = await put({ enabled: true, extensions: 'jpg' });
    expect(r.body.allowedReferrers).toEqual([...OWN, 'partner.example']);
    expect((await stored(studioId))!.extraReferrers).toEqual(['partner.example', 'nordlight-studio.com']);
    // a name the account starts to serve is allowed at once
    const added = await api.call('POST', '/hosting/domains', {
      token: writer,
      body: { input: DEMO_SITE, action: 'create', domain: 'new-gallery.example' },
    });
    expect(added.status).toBe(201);
    expect((await get()).body.allowedReferrers).toEqual(
      expect.arrayContaining([...OWN, 'new-gallery.example', 'www.new-gallery.example', 'partner.example']),
    );
  });

  it('refuses extensions that are not letters, digits and commas, or longer than 255 characters', async () => {
    const before = await stored(studioId);
    for (const extensions of ['jpg, png', 'jpg;png', '.jpg', 'jpg\npng', `${'a,'.repeat(127)}ab`]) {
      const r = await put({ extensions });
      expect([JSON.stringify(extensions), r.status, r.body.errors?.[0]?.path]).toEqual([
        JSON.stringify(extensions),
        422,
        'extensions',
      ]);
    }
    expect((await put({ extensions: 'a,'.repeat(127) + 'a' })).status).toBe(200);
    await put({ extensions: before!.extensions.join(',') });
  });

  it('refuses a request with neither field, and protection on with no extension', async () => {
    const none = await put({});
    expect([none.status, none.body.code]).toEqual([422, 'validation_failed']);
    const empty = await put({ enabled: true, extensions: ',,' });
    expect([empty.status, empty.body.errors[0].code]).toEqual([422, 'no_extensions']);
    // off with none is allowed: nothing is protected, as said
    const off = await put({ enabled: false, extensions: '' });
    expect(off.body).toMatchObject({ enabled: false, extensions: [] });
  });

  it('needs write:hosting, and an active account', async () => {
    const [before] = await api.db.select({ n: count() }).from(hostingHotlink);
    const denied = await put({ enabled: true, extensions: 'jpg' }, reader);
    expect([denied.status, denied.body.code]).toEqual([403, 'insufficient_scope']);
    const suspended = await put({ input: SUSPENDED_SITE, enabled: true, extensions: 'jpg' });
    expect([suspended.status, suspended.body.code]).toEqual([409, 'conflict']);
    const [after] = await api.db.select({ n: count() }).from(hostingHotlink);
    expect(after!.n).toBe(before!.n);
  });
});
