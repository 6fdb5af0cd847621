// Database users: the listing (optionally of one database), creating a user on
// an existing database, its password (scrypt), and privileges per database:
// granting on a second database keeps the first's, ALL PRIVILEGES expands and
// compacts, revoking everything removes the grant.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '@server/core/crypto';
import { databaseGrants, databaseUsers } from '@server/db/schema/databases';
import { OLDSHOP, STUDIO, startDbApi, type DbTestApi } from './databases-test-api';
import { EACH, compact, expand, granted, revoked } from './privileges';

let t: DbTestApi;
beforeAll(async () => {
  t = await startDbApi();
});
afterAll(() => t.api.close());

const users = (query: Record<string, string> = {}, token = t.reader) =>
  t.api.call('GET', '/database-users', { token, query: { input: STUDIO, ...query } });
const createUser = (body: Record<string, unknown>, token = t.writer) =>
  t.api.call('POST', '/database-users', {
    token,
    body: { input: STUDIO, database: 'nordligh_wp', password: 'correct horse battery', ...body },
  });
const privileges = (username: string, query: Record<string, string> = {}) =>
  t.api.call('GET', `/database-users/${username}/privileges`, { token: t.reader, query: { input: STUDIO, ...query } });
const grant = (username: string, database: string, list: string[], token = t.writer) =>
  t.api.call('POST', `/database-users/${username}/privileges`, {
    token,
    body: { input: STUDIO, database, privileges: list },
  });
const revoke = (username: string, database: string, list?: string) =>
  t.api.call('DELETE', `/database-users/${username}/privileges`, {
    token: t.writer,
    query: { input: STUDIO, database, ...(list ? { privileges: list } : {}) },
  });

describe('privilege sets', () => {
  it('expand ALL PRIVILEGES for storage and compact the full set back', () => {
    expect(expand(['ALL PRIVILEGES'])).toEqual(EACH);
    expect(EACH).toHaveLength(18);
    expect(compact(EACH)).toEqual(['ALL PRIVILEGES']);
    expect(expand(['UPDATE', 'SELECT', 'SELECT'])).toEqual(['SELECT', 'UPDATE']);
    expect(granted(['SELECT'], ['INSERT'])).toEqual(['SELECT', 'INSERT']);
    expect(compact(revoked(EACH, ['DROP']))).toEqual(EACH.filter((p) => p !== 'DROP'));
    expect(revoked(['SELECT'], ['ALL PRIVILEGES'])).toEqual([]);
  });
});

describe('GET /database-users', () => {
  it('lists the account’s users with hosts and grants, or those reaching one database', async () => {
    const all = await users();
    expect(all.status).toBe(200);
    expect(all.body.data).toEqual([
      {
        username: 'nordligh_report',
        hosts: ['localhost', '203.0.113.0/24'],
        grants: [{ database: 'nordligh_stats', privileges: ['SELECT'] }],
        createdAt: expect.any(String),
      },
      {
        username: 'nordligh_wpuser',
        hosts: ['localhost'],
        grants: [
          { database: 'nordligh_stats', privileges: ['SELECT'] },
          { database: 'nordligh_wp', privileges: ['ALL PRIVILEGES'] },
        ],
        createdAt: expect.any(String),
      },
    ]);
    const wp = await users({ database: 'wp' });
    expect(wp.body.data.map((u: { username: string }) => u.username)).toEqual(['nordligh_wpuser']);
    const page = await users({ limit: '1' });
    const next = await users({ limit: '1', cursor: page.body.nextCursor });
    expect(next.body.data.map((u: { username: string }) => u.username)).toEqual(['nordligh_wpuser']);
  });

  it('is 404 database_not_found for an unknown database and 403 for another account', async () => {
    const r = await users({ database: 'nordligh_none' });
    expect([r.status, r.body.code]).toEqual([404, 'database_not_found']);
    const other = await users({}, t.olof);
    expect([other.status, other.body.code]).toEqual([403, 'domain_not_owned']);
  });
});

describe('POST /database-users', () => {
  it('creates a user on an existing database with the privileges and host given', async () => {
    const r = await createUser({ username: 'editor', privileges: ['SELECT', 'INSERT'], host: '192.0.2.10' });
    expect(r.status).toBe(201);
    expect(r.body.user).toMatchObject({
      username: 'nordligh_editor',
      hosts: ['192.0.2.10'],
      grants: [{ database: 'nordligh_wp', privileges: ['SELECT', 'INSERT'] }],
    });
    const plain = await createUser({ username: 'nordligh_plain' });
    expect(plain.body.user).toMatchObject({
      username: 'nordligh_plain',
      hosts: ['localhost'],
      grants: [{ database: 'nordligh_wp', privileges: ['ALL PRIVILEGES'] }],
    });
  });

  it('refuses: an unknown database 404, a taken name 409, a bad host or long name 422, a suspended account 409', async () => {
    const noDb = await createUser({ username: 'x1', database: 'nordligh_none' });
    expect([noDb.status, noDb.body.code]).toEqual([404, 'database_not_found']);
    const taken = await createUser({ username: 'wpuser' });
    expect([taken.status, taken.body.code]).toEqual([409, 'conflict']);
    // 192.168.1.% is a subnet MySQL matches (issue 33); a wildcard inside an address is not.
    const host = await createUser({ username: 'x2', host: '203.0.%.5' });
    expect([host.status, host.body.errors?.[0]?.path]).toEqual([422, 'host']);
    expect(host.body.errors[0].message).toContain('%.example.com');
    const long = await createUser({ username: 'x'.repeat(24) });
    expect([long.status, long.body.errors?.[0]?.path]).toEqual([422, 'username']);
    const suspended = await createUser({ input: OLDSHOP, username: 'x3' });
    expect([suspended.status, suspended.body.code]).toEqual([409, 'conflict']);
    const other = await createUser({ username: 'x4' }, t.olof);
    expect([other.status, other.body.code]).toEqual([403, 'domain_not_owned']);
    const [none] = await t.api.db.select().from(databaseUsers).where(eq(databaseUsers.username, 'nordligh_x2'));
    expect(none).toBeUndefined();
  });
});

describe('PUT /database-users/password', () => {
  const put = (body: Record<string, unknown>, token = t.writer) =>
    t.api.call('PUT', '/database-users/password', {
      token,
      body: { input: STUDIO, password: 'a brand new secret', ...body },
    });

  it('stores the new password as scrypt', async () => {
    const r = await put({ username: 'wpuser' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ username: 'nordligh_wpuser', target: { domain: STUDIO } });
    const [u] = await t.api.db.select().from(databaseUsers).where(eq(databaseUsers.username, 'nordligh_wpuser'));
    expect(u!.passwordHash).toMatch(/^scrypt\$/);
    expect(await verifyPassword('a brand new secret', u!.passwordHash!)).toBe(true);
  });

  it('is 404 not_found for an unknown user, 403 for another account, 422 for a short password', async () => {
    const unknown = await put({ username: 'nordligh_nobody' });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'not_found']);
    const other = await put({ username: 'nordligh_wpuser' }, t.olof);
    expect([other.status, other.body.code]).toEqual([403, 'domain_not_owned']);
    const short = await put({ username: 'nordligh_wpuser', password: 'short' });
    expect(short.status).toBe(422);
  });
});

describe('privileges: read, grant, revoke', () => {
  it('round trip: a grant on a second database keeps the first, ALL compacts, revoking all removes the grant', async () => {
    await createUser({ username: 'trip', privileges: ['SELECT'] });
    let r = await grant('trip', 'nordligh_wp', ['INSERT', 'UPDATE']);
    expect(r.status).toBe(200);
    expect(r.body.grants).toEqual([{ database: 'nordligh_wp', privileges: ['SELECT', 'INSERT', 'UPDATE'] }]);

    r = await grant('nordligh_trip', 'stats', ['SELECT', 'SHOW VIEW']);
    expect(r.body.grants).toEqual([
      { database: 'nordligh_stats', privileges: ['SELECT', 'SHOW VIEW'] },
      { database: 'nordligh_wp', privileges: ['SELECT', 'INSERT', 'UPDATE'] },
    ]);
    const read = await privileges('trip');
    expect(read.body).toMatchObject({ username: 'nordligh_trip', grants: r.body.grants });
    const one = await privileges('trip', { database: 'nordligh_stats' });
    expect(one.body.grants).toEqual([{ database: 'nordligh_stats', privileges: ['SELECT', 'SHOW VIEW'] }]);

    r = await grant('trip', 'nordligh_wp', ['ALL PRIVILEGES']);
    expect(r.body.grants[1]).toEqual({ database: 'nordligh_wp', privileges: ['ALL PRIVILEGES'] });
    r = await revoke('trip', 'nordligh_wp', 'drop, alter');
    expect(r.body.grants[1].privileges).toEqual(EACH.filter((p) => p !== 'DROP' && p !== 'ALTER'));
    expect(r.body.grants[0]).toEqual({ database: 'nordligh_stats', privileges: ['SELECT', 'SHOW VIEW'] });

    r = await revoke('trip', 'nordligh_stats', 'SELECT,SHOW VIEW');
    expect(r.body.grants.map((g: { database: string }) => g.database)).toEqual(['nordligh_wp']);
    r = await revoke('trip', 'nordligh_wp');
    expect(r.body.grants).toEqual([]);
    const [u] = await t.api.db.select().from(databaseUsers).where(eq(databaseUsers.username, 'nordligh_trip'));
    expect(await t.api.db.select().from(databaseGrants).where(eq(databaseGrants.userId, u!.id))).toEqual([]);
  });

  it('is 404 not_found for an unknown user, database_not_found for an unknown database, 422 for an unknown privilege', async () => {
    const noUser = await grant('nordligh_nobody', 'nordligh_wp', ['SELECT']);
    expect([noUser.status, noUser.body.code]).toEqual([404, 'not_found']);
    const noDb = await grant('nordligh_wpuser', 'nordligh_none', ['SELECT']);
    expect([noDb.status, noDb.body.code]).toEqual([404, 'database_not_found']);
    const readNoDb = await privileges('nordligh_wpuser', { database: 'nordligh_none' });
    expect([readNoDb.status, readNoDb.body.code]).toEqual([404, 'database_not_found']);
    const readNoUser = await privileges('nordligh_nobody');
    expect([readNoUser.status, readNoUser.body.code]).toEqual([404, 'not_found']);
    const bad = await grant('nordligh_wpuser', 'nordligh_wp', ['SUPER']);
    expect([bad.status, bad.body.code]).toEqual([422, 'validation_failed']);
    const badRevoke = await revoke('nordligh_wpuser', 'nordligh_wp', 'SELECT,GRANT OPTION');
    expect(badRevoke.status).toBe(422);
  });

  it('is 403 for another account, and another account’s user is not found with the caller’s own input', async () => {
    const other = await grant('nordligh_wpuser', 'nordligh_wp', ['SELECT'], t.olof);
    expect([other.status, other.body.code]).toEqual([403, 'domain_not_owned']);
    const theirs = await grant('sandsons_wpuser', 'nordligh_wp', ['SELECT']);
    expect([theirs.status, theirs.body.code]).toEqual([404, 'not_found']);
    const theirDb = await grant('nordligh_wpuser', 'sandsons_wp', ['SELECT']);
    expect([theirDb.status, theirDb.body.code]).toEqual([404, 'database_not_found']);
  });
});
