// Dropping a database and deleting a user are holds. The drop's preview names
// the database, its size, the users losing their grant and the backup taken
// first; approval takes that backup, drops the schema for real and removes the
// row and grants. A user whose database is gone can then not be deleted: 404
// database_not_found, as the spec says.
import { BYTES_PER_MB } from '@contract/units';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@server/db/customer-server';
import { STUDIO, approve, previewOf, schemaExists, startDbApi, type DbTestApi } from './databases-test-api';

let t: DbTestApi;
beforeAll(async () => {
  t = await startDbApi();
});
afterAll(() => t.api.close());

const drop = (name: string, token = t.writer, input = STUDIO) =>
  t.api.call('DELETE', `/databases/${name}`, { token, query: { input } });
const deleteUser = (username: string, token = t.writer) =>
  t.api.call('DELETE', `/database-users/${username}`, { token, query: { input: STUDIO } });

describe('DELETE /databases/{database} (hold)', () => {
  it('previews the drop and changes nothing until approved', async () => {
    const hold = await drop('nordligh_stats');
    expect(hold.status).toBe(200);
    expect(hold.body).toMatchObject({ status: 'confirmation_required', target: { domain: STUDIO } });
    expect(previewOf(hold.body, 'Database')).toBe('nordligh_stats');
    expect(previewOf(hold.body, 'Size')).toMatch(/^\d+(\.\d+)? MB in 1 table$/);
    expect(previewOf(hold.body, 'Users that lose their grant')).toBe(
      'nordligh_report (SELECT); nordligh_wpuser (SELECT)',
    );
    expect(previewOf(hold.body, 'Backup')).toContain('before_drop backup');
    expect(await schemaExists(t.api, 'nordligh_stats')).toBe(true);
    const still = await t.api.call('GET', '/databases/nordligh_stats', { token: t.reader, query: { input: STUDIO } });
    expect(still.status).toBe(200);
  });

  it('on approval takes the backup, drops the schema, the row and the grants; the users stay', async () => {
    const hold = await drop('stats');
    const [{ b }] = (await rowsOf<{ b: number }>(
      t.api.node,
      sql`select sum(pg_total_relation_size(c.oid))::float8 as b from pg_class c
          join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'nordligh_stats' and c.relkind = 'r'`,
    )) as [{ b: number }];
    const done = await approve(t, hold.body.pendingActionId);
    expect(done.body).toMatchObject({ status: 'approved', error: null });
    expect(done.body.result).toMatchObject({
      dropped: 'nordligh_stats',
      grantsRemoved: ['nordligh_report', 'nordligh_wpuser'],
    });
    // really gone from the node
    const ns = await rowsOf(t.api.node, sql`select 1 from pg_namespace where nspname = 'nordligh_stats'`);
    expect(ns).toEqual([]);
    const gone = await t.api.call('GET', '/databases/nordligh_stats', { token: t.reader, query: { input: STUDIO } });
    expect([gone.status, gone.body.code]).toEqual([404, 'database_not_found']);

    // the backup taken just before, at the size the database had, still listed by name
    const backups = await t.api.call('GET', '/databases/nordligh_stats/backups', {
      token: t.reader,
      query: { input: STUDIO },
    });
    expect(backups.status).toBe(200);
    expect(backups.body.data[0]).toMatchObject({
      id: done.body.result.backupId,
      database: 'nordligh_stats',
      kind: 'manual',
      sizeMb: Math.round((b / BYTES_PER_MB) * 100) / 100,
    });

    // the WordPress user keeps its own database's grant; the reporting user stays, with none
    const wp = await t.api.call('GET', '/database-users/nordligh_wpuser/privileges', {
      token: t.reader,
      query: { input: STUDIO },
    });
    expect(wp.body.grants).toEqual([{ database: 'nordligh_wp', privileges: ['ALL PRIVILEGES'] }]);
    const report = await t.api.call('GET', '/database-users/nordligh_report/privileges', {
      token: t.reader,
      query: { input: STUDIO },
    });
    expect([report.status, report.body.grants]).toEqual([200, []]);
  });

  it('is 404 database_not_found for an unknown database and 403 for another account', async () => {
    const unknown = await drop('nordligh_nothing');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'database_not_found']);
    const other = await drop('nordligh_wp', t.olof);
    expect([other.status, other.body.code]).toEqual([403, 'domain_not_owned']);
    const mixed = await drop('nordligh_wp', t.olof, 'sandandsons.fi');
    expect([mixed.status, mixed.body.code]).toEqual([404, 'database_not_found']);
    expect(await schemaExists(t.api, 'nordligh_wp')).toBe(true);
  });

  it('fails cleanly when the database was dropped between the hold and its approval', async () => {
    await t.api.call('POST', '/databases', {
      token: t.writer,
      body: { input: STUDIO, name: 'twice', username: 'twice', password: 'correct horse battery' },
    });
    const first = await drop('twice');
    const second = await drop('twice', t.writer);
    expect((await approve(t, first.body.pendingActionId)).body.status).toBe('approved');
    const late = await approve(t, second.body.pendingActionId);
    expect(late.body).toMatchObject({ status: 'failed', error: { code: 'database_not_found' } });
  });
});

describe('DELETE /database-users/{username} (hold)', () => {
  it('names the database the user belongs to, and deletes the user on approval', async () => {
    await t.api.call('POST', '/databases', {
      token: t.writer,
      body: { input: STUDIO, name: 'blog', username: 'blogger', password: 'correct horse battery' },
    });
    const hold = await deleteUser('blogger');
    expect(hold.status).toBe(200);
    expect(previewOf(hold.body, 'Database user')).toBe('nordligh_blogger');
    expect(previewOf(hold.body, 'Belongs to database')).toBe('nordligh_blog');
    expect(previewOf(hold.body, 'Grants removed')).toBe('nordligh_blog: ALL PRIVILEGES');
    const done = await approve(t, hold.body.pendingActionId);
    expect(done.body).toMatchObject({ status: 'approved', result: { deleted: 'nordligh_blogger' } });
    const gone = await t.api.call('GET', '/database-users/nordligh_blogger/privileges', {
      token: t.reader,
      query: { input: STUDIO },
    });
    expect([gone.status, gone.body.code]).toEqual([404, 'not_found']);
    expect(await schemaExists(t.api, 'nordligh_blog')).toBe(true);
  });

  it('is 404 database_not_found once the user’s database is dropped', async () => {
    // nordligh_report belonged to nordligh_stats, dropped above
    const r = await deleteUser('nordligh_report');
    expect([r.status, r.body.code]).toEqual([404, 'database_not_found']);
    expect(r.body.detail).toContain('nordligh_report');
  });

  it('is 404 not_found for an unknown user and 403 for another account', async () => {
    const unknown = await deleteUser('nordligh_nobody');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'not_found']);
    const other = await deleteUser('nordligh_wpuser', t.olof);
    expect([other.status, other.body.code]).toEqual([403, 'domain_not_owned']);
    const theirs = await t.api.call('DELETE', '/database-users/sandsons_wpuser', {
      token: t.writer,
      query: { input: STUDIO },
    });
    expect([theirs.status, theirs.body.code]).toEqual([404, 'not_found']);
  });
});
