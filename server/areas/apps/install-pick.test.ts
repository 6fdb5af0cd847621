// Which install an `input` names, through the real API (ADR 016): the demo's
// nordlight-studio.com has its WordPress at the root and a staging copy under
// /staging, so the bare domain names the root install and a URL with a path the
// install at that path, in every group of CMS and installer operations;
// `install_id` is needed only where a name matches several installs.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CMS_INSTALL, DEMO_CMS_STAGING } from '@server/seed/apps';
import { appInstalls } from '@server/db/schema/apps';
import { pickInstall } from './install-pick';
import { startCmsApi, STUDIO, type CmsTestApi } from './cms-test-site';

let t: CmsTestApi;
let sqlToken: string;
const prefixes: Record<string, string> = {};

beforeAll(async () => {
  t = await startCmsApi();
  sqlToken = await t.api.token(['write:hosting', 'read:hosting', 'read:database']);
  for (const id of [DEMO_CMS_INSTALL, DEMO_CMS_STAGING]) {
    const [row] = await t.api.db.select().from(appInstalls).where(eq(appInstalls.id, id));
    prefixes[id] = row!.tablePrefix!;
  }
});
afterAll(() => t.api.close());

const query = (input: string, extra: Record<string, unknown> = {}) =>
  t.api.call('POST', '/cms/database/query', {
    token: sqlToken,
    body: { input, query: "select option_value from {prefix}options where option_name = 'siteurl'", ...extra },
  });
const get = (path: string, q: Record<string, string>) => t.api.call('GET', path, { token: t.reader, query: q });

describe('the install a CMS or installer operation reads', () => {
  it('the SQL console: the bare domain is the root install, a URL with a path the install at that path', async () => {
    expect(prefixes[DEMO_CMS_INSTALL]).not.toBe(prefixes[DEMO_CMS_STAGING]);
    const root = await query(STUDIO);
    expect(root.status).toBe(200);
    expect(root.body).toMatchObject({ prefix: prefixes[DEMO_CMS_INSTALL], target: { domain: STUDIO } });
    const staging = await query('https://nordlight-studio.com/staging');
    expect(staging.status).toBe(200);
    expect(staging.body.prefix).toBe(prefixes[DEMO_CMS_STAGING]);
    expect(staging.body.rows[0][0]).toContain('/staging');
    // a page under the staging copy, and the address typed without its scheme, name the same install
    expect((await query('https://www.nordlight-studio.com/staging/wp-admin/')).body.prefix).toBe(
      prefixes[DEMO_CMS_STAGING],
    );
    expect((await query('nordlight-studio.com/staging')).body.prefix).toBe(prefixes[DEMO_CMS_STAGING]);
    // any other page of the site is served by the root install
    expect((await query('https://nordlight-studio.com/blog/hello-world/')).body.prefix).toBe(
      prefixes[DEMO_CMS_INSTALL],
    );
    // install_id still names the install, whatever the input's path
    expect((await query(STUDIO, { install_id: DEMO_CMS_STAGING })).body.prefix).toBe(prefixes[DEMO_CMS_STAGING]);
  });

  it('the site status (GET /cms/site) and the install detail', async () => {
    expect((await get('/cms/site', { input: STUDIO })).body.installId).toBe(DEMO_CMS_INSTALL);
    expect((await get('/cms/site', { input: 'https://nordlight-studio.com/staging/' })).body.installId).toBe(
      DEMO_CMS_STAGING,
    );
    const detail = await get('/cms/installs/detail', { input: 'https://nordlight-studio.com/staging' });
    expect(detail.status).toBe(200);
    expect(detail.body.id).toBe(DEMO_CMS_STAGING);
  });

  it('the operations inside one install (settings, users, content, extensions)', async () => {
    const root = await get('/cms/settings', { input: STUDIO });
    expect(root.status).toBe(200);
    expect(root.body.installId).toBe(DEMO_CMS_INSTALL);
    const staging = await get('/cms/settings', { input: 'https://nordlight-studio.com/staging' });
    expect(staging.body).toMatchObject({ installId: DEMO_CMS_STAGING, siteUrl: expect.stringContaining('/staging') });
    const users = await get('/cms/users', { input: 'https://nordlight-studio.com/staging' });
    expect(users.status).toBe(200);
    expect(users.body.data).toEqual(
      (await get('/cms/users', { input: STUDIO, install_id: DEMO_CMS_STAGING })).body.data,
    );
  });

  it('the installer (GET /apps/detail) and a change (POST /cms/admin-link)', async () => {
    expect((await get('/apps/detail', { input: STUDIO })).body.id).toBe(DEMO_CMS_INSTALL);
    expect((await get('/apps/detail', { input: 'https://nordlight-studio.com/staging' })).body.id).toBe(
      DEMO_CMS_STAGING,
    );
    const link = await t.api.call('POST', '/cms/admin-link', {
      token: t.writer,
      body: { input: 'https://nordlight-studio.com/staging' },
    });
    expect(link.status).toBe(200);
    expect(link.body.installId).toBe(DEMO_CMS_STAGING);
  });
});

describe('a name that matches several installs', () => {
  const PRINTS = 'nordlight-prints.com';
  const install = (path: string) =>
    t.api.call('POST', '/cms/install', {
      token: t.writer,
      body: { input: PRINTS, path, site_title: 'Prints', admin_username: 'alex', admin_email: 'alex@example.com' },
    });

  it('one install below the name is the one; several are a 422 naming them; a path nothing serves is 404', async () => {
    const a = await install('shop/a');
    expect(a.status).toBe(201);
    // no install at the root: the only one below it is meant
    expect((await get('/cms/site', { input: PRINTS })).body.installId).toBe(a.body.install.id);
    const b = await install('shop/b');
    expect(b.status).toBe(201);
    for (const input of [PRINTS, `https://${PRINTS}/shop`]) {
      const many = await get('/cms/site', { input });
      expect(many.status).toBe(422);
      expect(many.body.errors[0].path).toBe('install_id');
      expect(many.body.detail).toContain(`https://${PRINTS}/shop/a/`);
      expect(many.body.detail).toContain(`https://${PRINTS}/shop/b/`);
    }
    expect((await get('/cms/site', { input: PRINTS, install_id: b.body.install.id })).body.installId).toBe(
      b.body.install.id,
    );
    expect((await get('/cms/site', { input: `https://${PRINTS}/shop/b/cart` })).body.installId).toBe(b.body.install.id);
    const none = await get('/cms/site', { input: `https://${PRINTS}/blog` });
    expect(none.status).toBe(404);
    expect(none.body.code).toBe('not_found');
  });

  it('install_id of another account is still 403, an unknown one 404', async () => {
    expect((await get('/cms/site', { input: STUDIO, install_id: 'app_nope' })).body.code).toBe('not_found');
    const other = await t.api.call('GET', '/cms/site', {
      token: t.olof,
      query: { input: 'sandandsons.fi', install_id: DEMO_CMS_INSTALL },
    });
    expect(other.status).toBe(403);
  });
});

describe('pickInstall', () => {
  const rows = [{ path: '' }, { path: 'staging' }, { path: 'staging/old' }, { path: 'stage' }];
  it('takes the deepest install that serves the path, on whole segments', () => {
    expect(pickInstall(rows, '')).toEqual([{ path: '' }]);
    expect(pickInstall(rows, 'staging')).toEqual([{ path: 'staging' }]);
    expect(pickInstall(rows, 'staging/wp-admin')).toEqual([{ path: 'staging' }]);
    expect(pickInstall(rows, 'staging/old/x')).toEqual([{ path: 'staging/old' }]);
    expect(pickInstall(rows, 'stagingx')).toEqual([{ path: '' }]);
  });
  it('without one that serves it, the installs below it', () => {
    const below = [{ path: 'a/x' }, { path: 'a/y' }, { path: 'b' }];
    expect(pickInstall(below, 'a')).toEqual([{ path: 'a/x' }, { path: 'a/y' }]);
    expect(pickInstall(below, '')).toEqual(below);
    expect(pickInstall(below, 'c')).toEqual([]);
  });
});
