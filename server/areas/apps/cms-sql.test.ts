// POST /cms/database/query through the API, against a real CMS install's
// customer database: reads answered with the rows that are there, at most 200
// with `truncated`, the MySQL forms answered from information_schema, every
// refusal leaving the data as it was, and who may ask (the scopes, the owner).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsTable } from '@server/infra/cms-site';
import { cmsLocation, type InstallRow } from './install-repository';
import { makeCmsInstall, SAND, siteRows, startCmsApi, STUDIO, type CmsTestApi } from './cms-test-site';

let t: CmsTestApi;
let install: InstallRow;
let token: string;
let olof: string;

const SCOPES = ['write:hosting', 'read:hosting', 'read:database'] as const;

const ask = (query: string, as = token, input = STUDIO) =>
  t.api.call('POST', '/cms/database/query', { token: as, body: { input, install_id: install.id, query } });

const titles = async () =>
  (await siteRows<{ id: number; post_title: string }>(t.api, install, 'posts')).map((r) => [r.id, r.post_title]);

beforeAll(async () => {
  t = await startCmsApi();
  install = await makeCmsInstall(t.api, 'sql');
  token = await t.api.token([...SCOPES]);
  olof = await t.api.token([...SCOPES], { accountEmail: 'olof@example.org' });
});
afterAll(() => t.api.close());

describe('POST /cms/database/query: reads', () => {
  it('answers a SELECT on {prefix}posts with the rows of the install’s own table', async () => {
    const r = await ask('select id, post_title, post_type, post_date from {prefix}posts order by id');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      target: { domain: STUDIO },
      prefix: 'wp_',
      columns: ['id', 'post_title', 'post_type', 'post_date'],
      rowCount: 2,
      truncated: false,
    });
    expect(r.body.rows.map((row: unknown[]) => row.slice(0, 3))).toEqual([
      [1, 'Hello world!', 'post'],
      [2, 'Sample Page', 'page'],
    ]);
    // Times as ISO 8601 in UTC, straight from the row.
    expect(new Date(r.body.rows[0][3]).toISOString()).toBe(t.api.clock.now().toISOString());
  });

  it('gives cells as strings, numbers, booleans and null; bigint and numeric exact, as strings', async () => {
    const r = await ask(
      `select 7 as i, 12345678901234567::bigint as b, 1.50::numeric as n, 2.5::float8 as f, true as yes, null as nothing,
              date '2026-01-02' as d, timestamptz '2026-01-02 03:04:05+00' as ts, '{"a": 1}'::jsonb as j,
              array[1, 2] as a, 1 as x, 2 as x`,
    );
    expect(r.status).toBe(200);
    expect(r.body.columns).toEqual(['i', 'b', 'n', 'f', 'yes', 'nothing', 'd', 'ts', 'j', 'a', 'x', 'x']);
    expect(r.body.rows).toEqual([
      [
        7,
        '12345678901234567',
        '1.50',
        2.5,
        true,
        null,
        '2026-01-02',
        '2026-01-02T03:04:05+00:00',
        '{"a":1}',
        '[1,2]',
        1,
        2,
      ],
    ]);
  });

  it('returns at most 200 rows, and says when there were more', async () => {
    const posts = cmsTable(cmsLocation(install), 'posts');
    await t.api.node.execute(
      sql`insert into ${posts} (post_type, post_title, post_name, post_status, post_author, post_date, post_modified)
          select 'post', 'Bulk ' || g, 'bulk-' || g, 'draft', 1, now(), now() from generate_series(1, 250) g`,
    );
    const r = await ask('select id, post_title from {prefix}posts order by id');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ rowCount: 200, truncated: true });
    expect(r.body.rows).toHaveLength(200);
    expect(r.body.rows[0]).toEqual([1, 'Hello world!']);
    expect(r.body.rows[199]).toEqual([200, 'Bulk 198']);

    const exact = await ask('select id from {prefix}posts order by id limit 200');
    expect(exact.body).toMatchObject({ rowCount: 200, truncated: false });
    const count = await ask("select count(*) as n from {prefix}posts where post_title like 'Bulk %'");
    expect(count.body.rows).toEqual([['250']]);
  });

  it('answers DESCRIBE, SHOW TABLES and SHOW COLUMNS from the install’s schema', async () => {
    const d = await ask('describe {prefix}posts');
    expect(d.status).toBe(200);
    expect(d.body.columns).toEqual(['Field', 'Type', 'Null', 'Key', 'Default', 'Extra']);
    expect(d.body.rows[0]).toEqual(['id', 'integer', 'NO', 'PRI', null, 'auto_increment']);
    expect(d.body.rows.map((row: unknown[]) => row[0])).toContain('post_title');
    const u = await ask('show columns from `{prefix}users`');
    expect(u.body.rows.find((row: unknown[]) => row[0] === 'user_login')).toEqual([
      'user_login',
      'text',
      'NO',
      'UNI',
      null,
      '',
    ]);
    const tables = await ask('show tables');
    expect(tables.body.columns).toEqual([`Tables_in_${install.databaseName}`]);
    expect(tables.body.rows).toEqual([['wp_options'], ['wp_posts'], ['wp_terms'], ['wp_users']]);
  });

  it('runs in a read-only transaction with a timeout and the install’s schema alone on the path', async () => {
    expect((await ask('show transaction_read_only')).body.rows).toEqual([['on']]);
    expect((await ask('show statement_timeout')).body.rows).toEqual([['5s']]);
    expect((await ask('show search_path')).body.rows).toEqual([[install.databaseName]]);
  });

  it('answers EXPLAIN with the plan', async () => {
    const r = await ask('explain select * from {prefix}posts where id = 1');
    expect(r.status).toBe(200);
    expect(r.body.columns).toEqual(['QUERY PLAN']);
    expect(r.body.rows.join('\n')).toContain('wp_posts');
  });

  it('passes on what the database refuses, and prices a runaway join before it runs', async () => {
    const r = await ask('select nope from {prefix}posts');
    expect([r.status, r.body.errors[0].code]).toEqual([422, 'statement_failed']);
    expect(r.body.detail).toBe('The database refused the statement: column "nope" does not exist (at character 8)');
    const zero = await ask('select 1 / 0');
    expect(zero.body.detail).toContain('division by zero');
    const huge = await ask('select count(*) from {prefix}posts a, {prefix}posts b, {prefix}posts c, {prefix}posts d');
    expect([huge.status, huge.body.errors[0].code]).toEqual([422, 'too_expensive']);
    expect(huge.body.detail).toContain("over the console's limit");
  });
});

describe('POST /cms/database/query: refusals change nothing', () => {
  it.each([
    ["update {prefix}posts set post_title = 'hacked'", 'not_read_only', 'UPDATE changes rows'],
    ["select 1; update {prefix}posts set post_title = 'hacked'", 'multiple_statements', 'a second one (UPDATE)'],
    ['select 1 /* x */; delete from {prefix}posts', 'multiple_statements', 'a comment does not hide it'],
    [
      "with x as (update {prefix}posts set post_title = 'hacked' returning 1) select * from x",
      'writing_cte',
      'UPDATE inside WITH',
    ],
    ['select pg_sleep(3)', 'function_not_allowed', 'pg_sleep() makes the database wait'],
    ['select * from public.accounts', 'outside_database', 'public.accounts is outside'],
    ['select * from pg_authid', 'system_catalog', 'pg_authid is a system catalog'],
  ])('%s', async (query, code, reason) => {
    const before = await titles();
    const r = await ask(query);
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ code: 'validation_failed', errors: [{ path: 'query', code }] });
    expect(r.body.detail).toContain(reason);
    expect(await titles()).toEqual(before);
  });
});

describe('POST /cms/database/query: who may ask', () => {
  it('needs read:database besides write:hosting and read:hosting', async () => {
    const r = await ask('select 1', t.writer);
    expect([r.status, r.body.code]).toEqual([403, 'insufficient_scope']);
    expect(r.body.detail).toContain('read:database');
  });

  it('answers 403 for another account’s install, 404 for an unknown one', async () => {
    const other = await ask('select * from {prefix}posts', olof, SAND);
    expect([other.status, other.body.code]).toEqual([403, 'not_owned']);
    const viaStudio = await ask('select * from {prefix}posts', olof, STUDIO);
    expect([viaStudio.status, viaStudio.body.code]).toEqual([403, 'domain_not_owned']);
    const unknown = await t.api.call('POST', '/cms/database/query', {
      token,
      body: { input: STUDIO, install_id: 'app_nosuchinstall', query: 'select 1' },
    });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'not_found']);
  });
});
