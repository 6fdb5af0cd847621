// Databases of a hosting account: the listing, one database, sizes measured on
// the node (growing when rows are written into a customer database), and
// creating a database with its user, within the node's name limits and the
// plan's database allowance.
import { BYTES_PER_MB } from '@contract/units';
import { rowsOf } from '@server/db/customer-server';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@server/db/client';
import { SAND, STUDIO, OLDSHOP, schemaExists, startDbApi, tablesIn, type DbTestApi } from './databases-test-api';

let t: DbTestApi;
beforeAll(async () => {
  t = await startDbApi();
});
afterAll(() => t.api.close());

const get = (path: string, query: Record<string, string | number>, token = t.reader) =>
  t.api.call('GET', path, { token, query });
const create = (body: Record<string, unknown>, token = t.writer) =>
  t.api.call('POST', '/databases', { token, body: { input: STUDIO, password: 'correct horse battery', ...body } });

describe('seeded databases', () => {
  it('are real schemas with WordPress tables, listed with their users and measured sizes', async () => {
    expect(await tablesIn(t.api, 'nordligh_wp')).toEqual([
      'wp_comments',
      'wp_options',
      'wp_postmeta',
      'wp_posts',
      'wp_terms',
      'wp_users',
      // the demo CMS site's staging copy, in the same database under its own prefix
      'wpstg1_options',
      'wpstg1_posts',
      'wpstg1_terms',
      'wpstg1_users',
    ]);
    const r = await get('/databases', { input: STUDIO });
    expect(r.status).toBe(200);
    expect(r.body.target).toMatchObject({ domain: STUDIO, daUsername: 'nordligh', node: 'web-ams-04' });
    expect(r.body.data.map((d: { name: string }) => d.name)).toEqual(['nordligh_stats', 'nordligh_wp']);
    const wp = r.body.data[1];
    expect(wp).toMatchObject({
      engine: 'mariadb',
      host: 'web-ams-04.panel-hosting.net',
      port: 3306,
      tables: 10,
      charset: 'utf8mb4',
      collation: 'utf8mb4_unicode_ci',
      users: [{ username: 'nordligh_wpuser', privileges: ['ALL PRIVILEGES'] }],
    });
    const [measured] = await rowsOf<{ b: number }>(
      t.api.node,
      sql`select sum(pg_total_relation_size(c.oid))::float8 as b from pg_class c
          join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'nordligh_wp' and c.relkind = 'r'`,
    );
    expect(wp.sizeMb).toBe(Math.round((measured!.b / BYTES_PER_MB) * 100) / 100);
    expect(wp.sizeMb).toBeGreaterThan(0);
    expect(r.body.data[0].users).toEqual([
      { username: 'nordligh_report', privileges: ['SELECT'] },
      { username: 'nordligh_wpuser', privileges: ['SELECT'] },
    ]);
  });

  it('filters by name and pages with a cursor; a forged cursor is a 400', async () => {
    const q = await get('/databases', { input: STUDIO, q: 'STAT' });
    expect(q.body.data.map((d: { name: string }) => d.name)).toEqual(['nordligh_stats']);
    const first = await get('/databases', { input: STUDIO, limit: 1 });
    expect(first.body).toMatchObject({ total: 2, hasMore: true });
    const second = await get('/databases', { input: STUDIO, limit: 1, cursor: first.body.nextCursor });
    expect(second.body).toMatchObject({ hasMore: false, nextCursor: null, data: [{ name: 'nordligh_wp' }] });
    const forged = Buffer.from(JSON.stringify(['x', 'not an id'])).toString('base64url');
    const bad = await get('/databases', { input: STUDIO, cursor: forged });
    expect([bad.status, bad.body.code]).toEqual([400, 'invalid_request']);
  });
});

describe('GET /databases/{database}', () => {
  it('finds a database by its full name or without the account prefix', async () => {
    for (const name of ['nordligh_wp', 'wp']) {
      const r = await get(`/databases/${name}`, { input: STUDIO });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ name: 'nordligh_wp', target: { domain: STUDIO }, tables: 10 });
    }
  });

  it('gives the host a customer connects to from outside, the one the connection details give', async () => {
    const db = await get('/databases/nordligh_wp', { input: STUDIO });
    const credentials = await get('/hosting/credentials', { input: STUDIO }, await t.api.token(['read:hosting']));
    expect(credentials.status).toBe(200);
    expect(db.body.host).not.toBe('localhost');
    expect({ host: db.body.host, port: db.body.port }).toEqual({
      host: credentials.body.database.host,
      port: credentials.body.database.port,
    });
    const listed = await get('/databases', { input: STUDIO });
    for (const d of listed.body.data) expect(d.host).toBe(credentials.body.database.host);
  });

  it('is 404 database_not_found for a database not on the account, also another account’s', async () => {
    for (const name of ['nordligh_nothing', 'bergcons_wp', 'sandsons_wp']) {
      const r = await get(`/databases/${name}`, { input: STUDIO });
      expect([r.status, r.body.code]).toEqual([404, 'database_not_found']);
      expect(r.body.detail).toContain(name);
    }
  });

  it('is 403 domain_not_owned for another account’s input, 404 not_found for a domain without hosting', async () => {
    for (const token of [t.olof, t.maria]) {
      const r = await get('/databases/nordligh_wp', { input: STUDIO }, token);
      expect([r.status, r.body.code]).toEqual([403, 'domain_not_owned']);
      const list = await get('/databases', { input: STUDIO }, token);
      expect([list.status, list.body.code]).toEqual([403, 'domain_not_owned']);
    }
    const own = await get('/databases', { input: SAND }, t.olof);
    expect(own.body.data.map((d: { name: string }) => d.name)).toEqual(['sandsons_wp']);
    const noHosting = await get('/databases', { input: 'nordlight.se' });
    expect([noHosting.status, noHosting.body.code]).toEqual([404, 'not_found']);
  });
});

describe('GET /databases/sizes', () => {
  it('lists largest first with shares, and grows when rows are written into a customer database', async () => {
    const before = await get('/databases/sizes', { input: STUDIO });
    expect(before.status).toBe(200);
    const names = before.body.data.map((d: { name: string }) => d.name);
    expect(names).toEqual(['nordligh_wp', 'nordligh_stats']);
    const wp = before.body.data[0];
    expect(wp.rows).toBeGreaterThan(50);
    expect(before.body.data.reduce((s: number, d: { sharePercent: number }) => s + d.sharePercent, 0)).toBeCloseTo(
      100,
      0,
    );

    // The customer's site writes 400 posts straight into its database.
    await t.api.node.execute(sql`insert into ${sql.identifier('nordligh_wp')}.wp_posts
      (post_author, post_date, post_modified, post_title, post_content, post_status, post_name, post_type)
      select 1, now(), now(), 'Post ' || g, md5(g::text) || repeat(md5((g * 7)::text), 40), 'publish', 'post-' || g, 'post'
      from generate_series(1, 400) g`);

    const after = await get('/databases/sizes', { input: STUDIO });
    const grown = after.body.data[0];
    expect(grown.name).toBe('nordligh_wp');
    expect(grown.rows).toBe(wp.rows + 400);
    expect(grown.sizeMb).toBeGreaterThan(wp.sizeMb);
    expect(after.body.totalSizeMb).toBeGreaterThan(before.body.totalSizeMb);
    const one = await get('/databases/nordligh_wp', { input: STUDIO });
    expect(one.body.sizeMb).toBe(grown.sizeMb);
  });

  it('pages with a cursor', async () => {
    const first = await get('/databases/sizes', { input: STUDIO, limit: 1 });
    expect(first.body).toMatchObject({ total: 2, hasMore: true, data: [{ name: 'nordligh_wp' }] });
    const second = await get('/databases/sizes', { input: STUDIO, limit: 1, cursor: first.body.nextCursor });
    expect(second.body).toMatchObject({ hasMore: false, nextCursor: null, data: [{ name: 'nordligh_stats' }] });
  });
});

describe('POST /databases', () => {
  it('creates the schema and a user with all privileges on it, the account prefix added', async () => {
    const r = await create({ name: 'shop', username: 'shopadm', charset: 'latin1' });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      target: { domain: STUDIO },
      database: { name: 'nordligh_shop', tables: 0, charset: 'latin1', collation: 'latin1_swedish_ci' },
      user: {
        username: 'nordligh_shopadm',
        hosts: ['localhost'],
        grants: [{ database: 'nordligh_shop', privileges: ['ALL PRIVILEGES'] }],
      },
    });
    expect(r.body.database.users).toEqual([{ username: 'nordligh_shopadm', privileges: ['ALL PRIVILEGES'] }]);
    expect(await schemaExists(t.api, 'nordligh_shop')).toBe(true);
    const [hash] = await queryRows<{ h: string }>(
      t.api.db,
      sql`select password_hash as h from database_users where username = 'nordligh_shopadm'`,
    );
    expect(hash!.h).toMatch(/^scrypt\$/);
  });

  it('refuses a taken database or user name with 409, creating nothing', async () => {
    const dupDb = await create({ name: 'nordligh_wp', username: 'fresh1' });
    expect([dupDb.status, dupDb.body.code]).toEqual([409, 'conflict']);
    const dupUser = await create({ name: 'fresh1', username: 'wpuser' });
    expect([dupUser.status, dupUser.body.code]).toEqual([409, 'conflict']);
    expect(dupUser.body.detail).toContain('nordligh_wpuser');
    expect(await schemaExists(t.api, 'nordligh_fresh1')).toBe(false);
  });

  it('limits names with the prefix included: 64 characters for a database, 32 for a user (422 naming the field)', async () => {
    const long = await create({ name: 'd'.repeat(56), username: 'u1' });
    expect([long.status, long.body.code]).toEqual([422, 'validation_failed']);
    expect(long.body.errors[0]).toMatchObject({ path: 'name', code: 'too_long' });
    expect(long.body.errors[0].message).toContain('64');
    const user = await create({ name: 'ok1', username: 'u'.repeat(24) });
    expect([user.status, user.body.errors[0].path]).toEqual([422, 'username']);
    expect(user.body.errors[0].message).toContain('32');
    expect(await schemaExists(t.api, 'nordligh_ok1')).toBe(false);

    // Exactly at the limits: 64 characters (PostgreSQL keeps 63 of a schema name; the node still finds it).
    const max = await create({ name: 'd'.repeat(55), username: 'u'.repeat(23) });
    expect(max.status).toBe(201);
    expect(max.body.database.name).toHaveLength(64);
    expect(max.body.user.username).toHaveLength(32);
    await t.api.node.execute(sql`create table ${sql.identifier(max.body.database.name)}.t (id int)`);
    const read = await get(`/databases/${max.body.database.name}`, { input: STUDIO });
    expect(read.body.tables).toBe(1);
    // A second name sharing those 63 characters would share the schema: refused.
    const twin = await create({ name: `${'d'.repeat(54)}e`, username: 'u2' });
    expect([twin.status, twin.body.code]).toEqual([409, 'conflict']);
  });

  it('is 409 on a suspended account and past the plan’s database allowance', async () => {
    const suspended = await create({ input: OLDSHOP, name: 'x', username: 'x' });
    expect([suspended.status, suspended.body.code]).toEqual([409, 'conflict']);
    expect(suspended.body.detail).toContain('suspended');
    // Starter Hosting allows 2 databases; sandsons has 1.
    const second = await create({ input: SAND, name: 'two', username: 'two' }, t.olof);
    expect(second.status).toBe(201);
    const third = await create({ input: SAND, name: 'three', username: 'three' }, t.olof);
    expect([third.status, third.body.code]).toEqual([409, 'conflict']);
    expect(third.body.detail).toContain('Starter Hosting plan allows 2 databases');
    expect(await schemaExists(t.api, 'sandsons_three')).toBe(false);
  });

  it('is 403 for another account’s input and 422 for a bad body', async () => {
    const other = await create({ name: 'evil', username: 'evil' }, t.olof);
    expect([other.status, other.body.code]).toEqual([403, 'domain_not_owned']);
    const short = await create({ name: 'pw', username: 'pw', password: 'short' });
    expect([short.status, short.body.code]).toEqual([422, 'validation_failed']);
    const chars = await create({ name: 'my-db', username: 'pw' });
    expect([chars.status, chars.body.errors[0].path]).toEqual([422, 'name']);
  });
});
