// CMS installs through the real API: the demo site's status and actions, the
// installs listing and detail, a new install with its own database, and a clone.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@server/db/customer-server';
import { appExtensions, appInstalls, appTasks, webCaches } from '@server/db/schema/apps';
import { startApi, type TestApi } from '@server/test/harness';
import { runSafeUpdate } from './safe-update';

const STUDIO = 'nordlight-studio.com';
const DEMO = 'app_nordlightwp';
const STAGING = 'app_nordlightstg';

let api: TestApi;
let reader: string;
let writer: string;
let olof: string;

beforeAll(async () => {
  api = await startApi();
  reader = await api.token(['read:hosting']);
  writer = await api.token(['read:hosting', 'write:hosting']);
  olof = await api.token(['read:hosting', 'write:hosting'], { accountEmail: 'olof@example.org' });
});
afterAll(() => api.close());

const site = (query: Record<string, string>, token = reader) => api.call('GET', '/cms/site', { token, query });
const act = (body: Record<string, unknown>, token = writer) => api.call('POST', '/cms/site', { token, body });
const install = (body: Record<string, unknown>, token = writer) =>
  api.call('POST', '/cms/install', {
    token,
    body: { site_title: 'Prints', admin_username: 'alex', admin_email: 'alex@nordlight-prints.com', ...body },
  });
const count = async (database: string, table: string) =>
  (
    await rowsOf<{ n: number }>(
      api.node,
      sql`select count(*)::int as n from ${sql.identifier(database)}.${sql.identifier(table)}`,
    )
  )[0]!.n;

describe('GET /cms/site', () => {
  it('derives the demo site status from what is there', async () => {
    const r = await site({ input: STUDIO, install_id: DEMO });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      installId: DEMO,
      url: 'https://nordlight-studio.com/',
      reachable: true,
      httpStatus: 200,
      version: '6.7.1',
      updateAvailable: true,
      maintenanceMode: false,
      searchEngineVisible: true,
      debugMode: false,
      // the core is behind its latest release
      siteHealth: 'should_improve',
      target: { domain: STUDIO },
    });
  });

  it('reads the root install for the bare domain, and answers 404 / 403 for others', async () => {
    // The staging copy under /staging does not make the domain ambiguous: it names the install at its root.
    const root = await site({ input: STUDIO });
    expect(root.status).toBe(200);
    expect(root.body.installId).toBe(DEMO);
    expect((await site({ input: STUDIO, install_id: 'app_nope' })).body.code).toBe('not_found');
    const other = await site({ input: 'sandandsons.fi', install_id: DEMO }, olof);
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('not_owned');
    const none = await site({ input: 'sandandsons.fi' }, olof);
    expect(none.status).toBe(404);
    expect((await site({ input: STUDIO, install_id: DEMO }, olof)).status).toBe(403);
  });
});

describe('POST /cms/install', () => {
  let id = '';
  it('installs on an addon domain with a database of its own, default plugins and a web cache (201)', async () => {
    const r = await install({ input: 'nordlight-prints.com', path: '/shop/' });
    expect(r.status).toBe(201);
    expect(r.body.install).toMatchObject({
      domain: 'nordlight-prints.com',
      path: 'shop',
      url: 'https://nordlight-prints.com/shop/',
      version: '6.8.3',
      updateAvailable: false,
      isStaging: false,
      autoUpdate: 'minor',
    });
    expect(r.body.adminUrl).toBe('https://nordlight-prints.com/shop/wp-admin/');
    id = r.body.install.id;
    const [row] = await api.db.select().from(appInstalls).where(eq(appInstalls.id, id));
    expect(row).toMatchObject({ databaseName: 'nordligh_wp1', databaseUser: 'nordligh_wp1', tablePrefix: 'wp_' });
    expect(await count('nordligh_wp1', 'wp_posts')).toBe(2);
    const dbs = await api.call('GET', '/databases', {
      token: await api.token(['read:database']),
      query: { input: STUDIO },
    });
    expect(dbs.body.data.map((d: { name: string }) => d.name)).toContain('nordligh_wp1');
    const ext = await api.db.select().from(appExtensions).where(eq(appExtensions.installId, id));
    expect(ext.map((e) => `${e.slug}:${e.version}:${e.active}`).sort()).toEqual([
      'akismet:5.5:false',
      'twentytwentyfive:1.2:true',
    ]);
    const [cache] = await api.db.select().from(webCaches).where(eq(webCaches.domain, 'nordlight-prints.com'));
    expect(cache).toMatchObject({ engine: 'LiteSpeed Cache', hits: 0 });
  });

  it('answers 409 for a taken location, 404 for a domain the account serves no site on, 422 for bad input', async () => {
    const again = await install({ input: 'nordlight-prints.com', path: 'shop' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('conflict');
    expect(again.body.detail).toContain('https://nordlight-prints.com/shop/ already holds WordPress');
    expect(again.body.detail).not.toContain(id);
    // the site's root is still free: that is the path it suggests
    expect(again.body.detail).toContain('such as https://nordlight-prints.com/ or');
    const sub = await install({ input: 'blog.nordlight-studio.com' });
    expect(sub.status).toBe(404);
    const admin = await install({ input: 'nordlight-prints.com', admin_username: 'admin', path: 'x' });
    expect(admin.status).toBe(422);
    expect(admin.body.errors[0].path).toBe('admin_username');
    const dotdot = await install({ input: 'nordlight-prints.com', path: '../etc' });
    expect(dotdot.status).toBe(422);
    const other = await install({ input: 'sandandsons.fi' }, writer);
    expect(other.status).toBe(403);
    expect((await install({ input: 'nordlight-prints.com', path: 'y' }, reader)).status).toBe(403);
  });

  it('answers a retry with the same attempt_key with the first install, even when the two race', async () => {
    const body = { input: 'nordlight-prints.com', path: 'retried', attempt_key: 'install-retried-1' };
    const [a, b] = await Promise.all([install(body), install(body)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.install.id).toBe(a.body.install.id);
    const later = await install(body);
    expect(later.status).toBe(201);
    expect(later.body.install.id).toBe(a.body.install.id);
    const rows = await api.db
      .select()
      .from(appInstalls)
      .where(and(eq(appInstalls.domain, 'nordlight-prints.com'), eq(appInstalls.path, 'retried')));
    expect(rows.length).toBe(1);
    const reused = await install({ ...body, path: 'elsewhere' });
    expect(reused.status).toBe(422);
    expect(reused.body.errors[0]).toMatchObject({ path: 'attempt_key', code: 'attempt_key_reused' });
  });

  it('answers 409 at the plan database limit, leaving nothing behind', async () => {
    const first = await install({ input: 'sandandsons.fi', admin_email: 'olof@sandandsons.fi' }, olof);
    expect(first.status).toBe(201);
    const full = await install({ input: 'sandandsons.fi', path: 'blog', admin_email: 'olof@sandandsons.fi' }, olof);
    expect(full.status).toBe(409);
    expect(full.body.detail).toContain('plan allows 2 databases');
    const rows = await api.db.select().from(appInstalls).where(eq(appInstalls.domain, 'sandandsons.fi'));
    expect(rows.map((r) => r.path)).toEqual(['']);
  });

  it('is good health until debug output is on in production, then critical with a plugin the PHP cannot run', async () => {
    let r = await site({ input: 'nordlight-prints.com', install_id: id });
    expect(r.body.siteHealth).toBe('good');
    r = await act({ input: 'nordlight-prints.com', install_id: id, action: 'debug_on' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      action: 'debug_on',
      task: null,
      site: { debugMode: true, siteHealth: 'should_improve' },
    });
    await act({ input: 'nordlight-prints.com', install_id: id, action: 'debug_off' });
    await api.db.insert(appExtensions).values({
      installId: id,
      kind: 'plugin',
      slug: 'legacy-slider',
      name: 'Legacy Slider',
      version: '4.0.0',
      active: true,
    });
    r = await site({ input: 'nordlight-prints.com', install_id: id });
    expect(r.body).toMatchObject({ siteHealth: 'critical', httpStatus: 500, debugMode: false });
  });
});

describe('POST /cms/site', () => {
  const run = (action: string) => act({ input: STUDIO, install_id: DEMO, action });

  it('maintenance mode answers 503 until switched off', async () => {
    let r = await run('maintenance_on');
    expect(r.body.site).toMatchObject({ maintenanceMode: true, httpStatus: 503, reachable: true });
    expect((await site({ input: STUDIO, install_id: DEMO })).body.httpStatus).toBe(503);
    r = await run('maintenance_off');
    expect(r.body.site).toMatchObject({ maintenanceMode: false, httpStatus: 200 });
  });

  it('search engines, rewrite rules and the cache change the real options and cache', async () => {
    let r = await run('search_engines_discourage');
    expect(r.body.site.searchEngineVisible).toBe(false);
    const opt = async (name: string) =>
      (
        await rowsOf<{ v: string }>(
          api.node,
          sql`select option_value as v from nordligh_wp.wp_options where option_name = ${name}`,
        )
      )[0]?.v;
    expect(await opt('blog_public')).toBe('0');
    r = await run('search_engines_allow');
    expect(await opt('blog_public')).toBe('1');
    r = await run('flush_rewrite_rules');
    expect(r.status).toBe(200);
    expect(JSON.parse((await opt('rewrite_rules'))!)).toHaveProperty(['^([^/]+)/?$']);
    r = await run('flush_cache');
    expect(r.body.message).toContain('LiteSpeed Cache');
    const [cache] = await api.db.select().from(webCaches).where(eq(webCaches.domain, STUDIO));
    expect(cache).toMatchObject({ cachedObjects: 0, sizeMb: 0 });
    expect(cache!.lastPurgedAt?.toISOString()).toBe(api.clock.now().toISOString());
  });

  it('update_core runs a safe update and answers its task', async () => {
    const r = await run('update_core');
    expect(r.status).toBe(200);
    expect(r.body.task).toMatchObject({ kind: 'upgrade', status: 'succeeded', installId: DEMO });
    expect(r.body.task.steps.map((s: { name: string }) => s.name)).toEqual(['snapshot', 'update', 'health check']);
    expect(r.body.task.rollbackBackupId).toMatch(/^bak_/);
    expect(r.body.site).toMatchObject({ version: '6.8.3', updateAvailable: false });
    const again = await run('update_core');
    expect(again.body.task.status).toBe('succeeded');
    expect(again.body.task.message).toContain('already');
  });

  it('refuses an unknown action (422), another account (403) and a reader token (403)', async () => {
    expect((await run('reboot')).status).toBe(422);
    const other = await act({ input: 'sandandsons.fi', install_id: DEMO, action: 'debug_on' }, olof);
    expect(other.body.code).toBe('not_owned');
    const ro = await act({ input: STUDIO, install_id: DEMO, action: 'debug_on' }, reader);
    expect(ro.body.code).toBe('insufficient_scope');
    const [row] = await api.db.select().from(appInstalls).where(eq(appInstalls.id, DEMO));
    expect(row!.debug).toBe(false);
  });
});

describe('GET /cms/installs and /cms/installs/detail', () => {
  it('lists the account installs, staging copies included, a page at a time', async () => {
    const first = await api.call('GET', '/cms/installs', { token: reader, query: { input: STUDIO, limit: 1 } });
    expect(first.status).toBe(200);
    expect(first.body.total).toBeGreaterThanOrEqual(3);
    expect(first.body.data[0]).toMatchObject({ id: DEMO, isStaging: false, stagingOf: null });
    const all: { id: string; isStaging: boolean; stagingOf: string | null }[] = [...first.body.data];
    let cursor = first.body.nextCursor;
    while (cursor) {
      const next = await api.call('GET', '/cms/installs', {
        token: reader,
        query: { input: STUDIO, limit: 1, cursor },
      });
      all.push(...next.body.data);
      cursor = next.body.nextCursor;
    }
    expect(all.length).toBe(first.body.total);
    expect(all.find((i) => i.id === STAGING)).toMatchObject({ isStaging: true, stagingOf: DEMO });
    const bad = await api.call('GET', '/cms/installs', { token: reader, query: { input: STUDIO, cursor: 'xyz' } });
    expect(bad.status).toBe(400);
    const other = await api.call('GET', '/cms/installs', { token: olof, query: { input: 'sandandsons.fi' } });
    // olof's account lists its own install (made above), never the demo's
    expect(other.body.data.map((i: { domain: string }) => i.domain)).toEqual(['sandandsons.fi']);
  });

  it('details one install: database, theme, plugins, staging copies and last backup', async () => {
    const r = await api.call('GET', '/cms/installs/detail', {
      token: reader,
      query: { input: STUDIO, install_id: DEMO },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      id: DEMO,
      adminUrl: 'https://nordlight-studio.com/wp-admin/',
      phpVersion: '8.3',
      database: { name: 'nordligh_wp', user: 'nordligh_wpuser', host: 'localhost', tablePrefix: 'wp_' },
      activeTheme: 'twentytwentyfive',
      plugins: { total: 4, active: 3, updates: 3 },
      stagingCopies: [{ id: STAGING, url: 'https://nordlight-studio.com/staging/' }],
    });
    expect(r.body.lastBackupAt).not.toBeNull();
    const other = await api.call('GET', '/cms/installs/detail', {
      token: olof,
      query: { input: 'sandandsons.fi', install_id: DEMO },
    });
    expect(other.status).toBe(403);
    const none = await api.call('GET', '/cms/installs/detail', {
      token: reader,
      query: { input: STUDIO, install_id: 'app_x' },
    });
    expect(none.status).toBe(404);
  });
});

describe('POST /cms/clone', () => {
  const clone = (body: Record<string, unknown>, token = writer) =>
    api.call('POST', '/cms/clone', { token, body: { input: STUDIO, install_id: DEMO, ...body } });

  it('copies the site into a database of its own on another domain (201)', async () => {
    const r = await clone({ target_domain: 'studio-archive.se' });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      sourceInstallId: DEMO,
      install: { domain: 'studio-archive.se', path: '', isStaging: false, url: 'https://studio-archive.se/' },
    });
    const [row] = await api.db.select().from(appInstalls).where(eq(appInstalls.id, r.body.install.id));
    expect(row!.databaseName).not.toBe('nordligh_wp');
    expect(await count(row!.databaseName!, 'wp_posts')).toBe(await count('nordligh_wp', 'wp_posts'));
    const [url] = await rowsOf<{ v: string }>(
      api.node,
      sql`select option_value as v from ${sql.identifier(row!.databaseName!)}.wp_options where option_name = 'siteurl'`,
    );
    expect(url!.v).toBe('https://studio-archive.se');
    const ext = await api.db.select().from(appExtensions).where(eq(appExtensions.installId, row!.id));
    expect(ext.length).toBe(6);
    const [task] = await api.db
      .select()
      .from(appTasks)
      .where(and(eq(appTasks.installId, DEMO), eq(appTasks.kind, 'clone')))
      .orderBy(sql`started_at desc`);
    expect(task!.status).toBe('succeeded');
  });

  it('answers a retry with the same attempt_key with the first copy', async () => {
    const body = { target_domain: 'studio-archive.se', target_path: 'copy', attempt_key: 'clone-once' };
    const first = await clone(body);
    expect(first.status).toBe(201);
    const again = await clone(body);
    expect(again.status).toBe(201);
    expect(again.body.install.id).toBe(first.body.install.id);
    const rows = await api.db.select().from(appInstalls).where(eq(appInstalls.domain, 'studio-archive.se'));
    expect(rows.filter((r) => r.path === 'copy').length).toBe(1);
    expect((await clone({ ...body, target_path: 'other' })).status).toBe(422);
  });

  it('answers 409 for a taken location, 404 for a foreign domain, 403 for another account', async () => {
    const taken = await clone({ target_domain: STUDIO, target_path: 'staging' });
    expect(taken.status).toBe(409);
    const foreign = await clone({ target_domain: 'sandandsons.fi' });
    expect(foreign.status).toBe(422);
    const nowhere = await clone({ target_domain: 'unknown-site.example' });
    expect(nowhere.status).toBe(404);
    const other = await clone({ input: 'sandandsons.fi', target_domain: 'sandandsons.fi' }, olof);
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('not_owned');
  });
});

describe('the demo install', () => {
  it('tells the safe-update story: Contact Form 7 updates, Legacy Slider fails its health check and rolls back', async () => {
    const [demo] = await api.db.select().from(appInstalls).where(eq(appInstalls.id, DEMO));
    const update = (slug: string) =>
      api.db.transaction((tx) => runSafeUpdate(tx, api.deps, demo!, { what: 'plugin', slug }, api.clock.now()));
    expect((await update('contact-form-7')).outcome).toBe('updated');
    const slider = await update('legacy-slider');
    expect(slider.outcome).toBe('rolled_back');
    expect(slider.task.message).toContain('PHP 8.4');
    const ext = await api.db.select().from(appExtensions).where(eq(appExtensions.installId, DEMO));
    expect(ext.find((e) => e.slug === 'legacy-slider')).toMatchObject({ version: '3.4.0', active: true });
    expect(ext.find((e) => e.slug === 'contact-form-7')!.version).toBe('6.1.1');
  });
});
