// Pages, posts and settings of one CMS install, checked against its real
// tables: what the API writes is what a SELECT on the customer database sees.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appInstalls } from '@server/db/schema/apps';
import type { InstallRow } from './install-repository';
import { makeCmsInstall, SAND, siteRows, startCmsApi, STUDIO, type CmsTestApi } from './cms-test-site';

let t: CmsTestApi;
let install: InstallRow;
const site = () => ({ input: STUDIO, install_id: install.id });
const base = `https://${STUDIO}/journal/`;

beforeAll(async () => {
  t = await startCmsApi();
  install = await makeCmsInstall(t.api, 'journal');
});
afterAll(() => t.api.close());

const create = (body: Record<string, unknown>) =>
  t.api.call('POST', '/cms/content', { token: t.writer, body: { ...site(), ...body } });
const update = (body: Record<string, unknown>) =>
  t.api.call('PATCH', '/cms/content', { token: t.writer, body: { ...site(), ...body } });
const list = (query: Record<string, string | number> = {}) =>
  t.api.call('GET', '/cms/content', { token: t.reader, query: { ...site(), ...query } });

describe('content round trip', () => {
  let id: number;

  it('creates a post into the site’s own tables', async () => {
    const r = await create({
      type: 'post',
      title: 'Autumn light',
      content: '<p>Long shadows.</p>',
      excerpt: 'Shadows',
      status: 'publish',
      categories: ['Photography', 'photography', ' '],
      tags: ['light', 'autumn'],
    });
    expect(r.status).toBe(201);
    id = r.body.item.id;
    expect(r.body.item).toMatchObject({
      type: 'post',
      title: 'Autumn light',
      slug: 'autumn-light',
      status: 'publish',
      author: 'alex',
      url: `${base}autumn-light/`,
      categories: ['Photography'],
      tags: ['autumn', 'light'],
    });
    const [row] = await siteRows<Record<string, unknown>>(t.api, install, 'posts', sql`id = ${id}`);
    expect(row).toMatchObject({
      post_type: 'post',
      post_title: 'Autumn light',
      post_name: 'autumn-light',
      post_status: 'publish',
      post_content: '<p>Long shadows.</p>',
      post_excerpt: 'Shadows',
      post_author: 1,
    });
    const terms = await siteRows<{ taxonomy: string; name: string }>(t.api, install, 'terms', sql`object_id = ${id}`);
    expect(terms.map((x) => `${x.taxonomy}:${x.name}`).sort()).toEqual([
      'category:Photography',
      'post_tag:autumn',
      'post_tag:light',
    ]);
  });

  it('reads it back, and lists it newest first', async () => {
    const r = await t.api.call('GET', '/cms/content/detail', { token: t.reader, query: { ...site(), content_id: id } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      id,
      content: '<p>Long shadows.</p>',
      excerpt: 'Shadows',
      target: { domain: STUDIO },
    });
    const posts = await list();
    expect(posts.body.data.map((p: { title: string }) => p.title)).toEqual(['Autumn light', 'Hello world!']);
    const found = await list({ q: 'AUTUMN' });
    expect(found.body.data.map((p: { id: number }) => p.id)).toEqual([id]);
    const wild = await list({ q: '%' });
    expect(wild.body.data).toEqual([]);
    const pages = await list({ type: 'page' });
    expect(pages.body.data.map((p: { slug: string; url: string }) => [p.slug, p.url])).toEqual([
      ['sample-page', `${base}sample-page/`],
    ]);
  });

  it('changes only the fields sent, and the table shows it', async () => {
    const r = await update({ content_id: id, title: 'Autumn light, revisited', tags: ['light'] });
    expect(r.status).toBe(200);
    expect(r.body.item).toMatchObject({ title: 'Autumn light, revisited', slug: 'autumn-light', tags: ['light'] });
    expect(r.body.item.categories).toEqual(['Photography']);
    const [row] = await siteRows<{ post_title: string; post_content: string }>(
      t.api,
      install,
      'posts',
      sql`id = ${id}`,
    );
    expect(row).toMatchObject({ post_title: 'Autumn light, revisited', post_content: '<p>Long shadows.</p>' });
  });

  it('moves it to the trash once (409 the second time), and out of the default listing', async () => {
    const r = await t.api.call('DELETE', '/cms/content', { token: t.writer, query: { ...site(), content_id: id } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id, status: 'trash', trashedAt: t.api.clock.now().toISOString() });
    const [row] = await siteRows<{ post_status: string }>(t.api, install, 'posts', sql`id = ${id}`);
    expect(row!.post_status).toBe('trash');
    const again = await t.api.call('DELETE', '/cms/content', { token: t.writer, query: { ...site(), content_id: id } });
    expect([again.status, again.body.code]).toEqual([409, 'conflict']);
    expect(again.body.detail).toContain('is already in the trash');
    expect((await list()).body.data.map((p: { id: number }) => p.id)).not.toContain(id);
    expect((await list({ status: 'trash' })).body.data.map((p: { id: number }) => p.id)).toEqual([id]);
    // Sending a status brings it back.
    const back = await update({ content_id: id, status: 'draft' });
    expect(back.body.item).toMatchObject({ status: 'draft', url: `${base}?p=${id}` });
  });
});

describe('slugs', () => {
  it('makes a free slug from the title, and refuses a slug another item holds (409)', async () => {
    const hello = await create({ type: 'post', title: 'Hello world!' });
    expect(hello.status).toBe(201);
    expect(hello.body.item).toMatchObject({ slug: 'hello-world-2', status: 'draft', categories: ['Uncategorized'] });
    const taken = await create({ type: 'page', title: 'About', slug: 'sample-page' });
    expect([taken.status, taken.body.code]).toEqual([409, 'conflict']);
    expect(taken.body.detail).toBe(
      'The slug sample-page is taken by page 2 "Sample Page"; choose another slug, or trash that page first',
    );
    const renamed = await update({ content_id: hello.body.item.id, slug: 'hello-world' });
    expect([renamed.status, renamed.body.code]).toEqual([409, 'conflict']);
    const unchanged = await siteRows<{ post_name: string }>(t.api, install, 'posts', sql`id = ${hello.body.item.id}`);
    expect(unchanged[0]!.post_name).toBe('hello-world-2');
  });
});

describe('content errors', () => {
  it('is 404 for an item the site lacks, 422 for a page with categories or an empty change', async () => {
    const missing = await t.api.call('GET', '/cms/content/detail', {
      token: t.reader,
      query: { ...site(), content_id: 9999 },
    });
    expect([missing.status, missing.body.code]).toEqual([404, 'not_found']);
    const trash = await t.api.call('DELETE', '/cms/content', {
      token: t.writer,
      query: { ...site(), content_id: 9999 },
    });
    expect([trash.status, trash.body.code]).toEqual([404, 'not_found']);
    const updateMissing = await update({ content_id: 9999, title: 'x' });
    expect([updateMissing.status, updateMissing.body.code]).toEqual([404, 'not_found']);
    const page = await create({ type: 'page', title: 'Team', categories: ['People'] });
    expect([page.status, page.body.code]).toEqual([422, 'validation_failed']);
    expect(page.body.errors[0].path).toBe('categories');
    const empty = await update({ content_id: 1 });
    expect([empty.status, empty.body.code]).toEqual([422, 'validation_failed']);
  });

  it('is 403 for another account’s install, and changes nothing', async () => {
    const read = await t.api.call('GET', '/cms/content', {
      token: t.olof,
      query: { input: SAND, install_id: install.id },
    });
    expect([read.status, read.body.code]).toEqual([403, 'not_owned']);
    const write = await t.api.call('PATCH', '/cms/content', {
      token: t.olof,
      body: { input: SAND, install_id: install.id, content_id: 1, title: 'Hijacked' },
    });
    expect([write.status, write.body.code]).toEqual([403, 'not_owned']);
    const trash = await t.api.call('DELETE', '/cms/content', {
      token: t.olof,
      query: { input: SAND, install_id: install.id, content_id: 1 },
    });
    expect([trash.status, trash.body.code]).toEqual([403, 'not_owned']);
    const [row] = await siteRows<{ post_title: string; post_status: string }>(t.api, install, 'posts', sql`id = 1`);
    expect(row).toMatchObject({ post_title: 'Hello world!', post_status: 'publish' });
  });
});

describe('settings', () => {
  it('reads the options rows', async () => {
    const r = await t.api.call('GET', '/cms/settings', { token: t.reader, query: site() });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      installId: install.id,
      siteTitle: 'Nordlight Journal',
      siteUrl: `https://${STUDIO}/journal`,
      adminEmail: 'alex@nordlight-studio.com',
      language: 'en_US',
      timezone: 'UTC',
      permalinkStructure: '/%postname%/',
      defaultRole: 'subscriber',
      usersCanRegister: false,
      searchEngineVisible: true,
      commentsOpen: true,
      postsPerPage: 10,
    });
  });

  it('writes only the settings sent, to their options rows and the install', async () => {
    const r = await t.api.call('PUT', '/cms/settings', {
      token: t.writer,
      body: {
        ...site(),
        site_title: 'Nordlight Notes',
        timezone: 'Europe/Helsinki',
        search_engine_visible: false,
        comments_open: false,
        posts_per_page: 5,
        permalink_structure: '/%year%/%monthnum%/%postname%/',
      },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      siteTitle: 'Nordlight Notes',
      timezone: 'Europe/Helsinki',
      searchEngineVisible: false,
      commentsOpen: false,
      postsPerPage: 5,
      tagline: 'Just another site',
    });
    const rows = await siteRows<{ option_name: string; option_value: string }>(t.api, install, 'options');
    const o = Object.fromEntries(rows.map((x) => [x.option_name, x.option_value]));
    expect(o).toMatchObject({
      blogname: 'Nordlight Notes',
      timezone_string: 'Europe/Helsinki',
      blog_public: '0',
      default_comment_status: 'closed',
      posts_per_page: '5',
      siteurl: `https://${STUDIO}/journal`,
    });
    const [row] = await t.api.db.select().from(appInstalls).where(eq(appInstalls.id, install.id));
    expect(row!.siteTitle).toBe('Nordlight Notes');
    // Published posts now live under the year and month.
    const posts = await list();
    const hello = posts.body.data.find((p: { slug: string }) => p.slug === 'hello-world');
    const d = new Date(hello.createdAt);
    const month = String(d.getUTCMonth() + 1).padStart(2, '0');
    expect(hello.url).toBe(`${base}${d.getUTCFullYear()}/${month}/hello-world/`);
  });

  it('is 422 for an unknown time zone or nothing to change, 403 for another account', async () => {
    const tz = await t.api.call('PUT', '/cms/settings', {
      token: t.writer,
      body: { ...site(), timezone: 'Mars/Olympus' },
    });
    expect([tz.status, tz.body.code]).toEqual([422, 'validation_failed']);
    expect(tz.body.errors[0].path).toBe('timezone');
    const none = await t.api.call('PUT', '/cms/settings', { token: t.writer, body: site() });
    expect([none.status, none.body.code]).toEqual([422, 'validation_failed']);
    const olof = await t.api.call('GET', '/cms/settings', {
      token: t.olof,
      query: { input: SAND, install_id: install.id },
    });
    expect([olof.status, olof.body.code]).toEqual([403, 'not_owned']);
    const olofPut = await t.api.call('PUT', '/cms/settings', {
      token: t.olof,
      body: { input: SAND, install_id: install.id, site_title: 'Mine' },
    });
    expect([olofPut.status, olofPut.body.code]).toEqual([403, 'not_owned']);
  });
});
