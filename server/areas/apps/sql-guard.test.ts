// The read-only SQL console's guard, statement by statement: every hostile
// statement is refused with the reason a person reads, every read is
// answered with the plan the runner follows, and no concatenation of a read,
// a separator and a write ever gets through (a fast-check property).
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@server/core/problem';
import { guardSql, loadSqlParser } from './sql-guard';
import type { RefusalCode } from './sql-refusal';
import type { SqlScope } from './sql-select-check';

const scope: SqlScope = {
  database: 'nordligh_wp1',
  prefix: 'wp_',
  tables: new Set(['wp_posts', 'wp_terms', 'wp_users', 'wp_options']),
};

function refusal(query: string) {
  try {
    guardSql(query, scope);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    const [field] = err.extra.errors ?? [];
    return { status: err.status, code: field?.code, path: field?.path, detail: err.detail };
  }
  throw new Error(`accepted: ${query}`);
}

beforeAll(() => loadSqlParser());

// [statement, refusal code, words the detail must hold]
const HOSTILE: [string, RefusalCode, string][] = [
  // writes and DDL
  ["update {prefix}posts set post_title = 'x'", 'not_read_only', 'UPDATE changes rows'],
  ["INSERT INTO {prefix}posts (post_title) VALUES ('x')", 'not_read_only', 'INSERT writes rows'],
  ['delete from {prefix}posts', 'not_read_only', 'DELETE deletes rows'],
  [
    'merge into {prefix}posts p using {prefix}users u on p.id = u.id when matched then delete',
    'not_read_only',
    'MERGE writes rows',
  ],
  ['truncate {prefix}posts', 'not_read_only', 'TRUNCATE empties tables'],
  ['drop table {prefix}posts', 'not_read_only', "DROP TABLE changes the database's schema or permissions"],
  ['create table x (a int)', 'not_read_only', 'CREATE TABLE changes'],
  ['alter table {prefix}posts add column x int', 'not_read_only', 'ALTER TABLE changes'],
  ['grant all on {prefix}posts to public', 'not_read_only', 'GRANT changes'],
  ['create table t as select * from {prefix}posts', 'not_read_only', 'creates a table'],
  ['refresh materialized view v', 'not_read_only', 'rewrites a materialised view'],
  // two statements, however they are joined
  ['select 1; drop table {prefix}posts', 'multiple_statements', 'a second one (DROP TABLE) starts at character 11'],
  ['select 1 /* */; drop table x', 'multiple_statements', 'a comment does not hide it'],
  ['select 1 -- harmless\n; delete from {prefix}posts', 'multiple_statements', 'a second one (DELETE)'],
  ["select 'a;b'; delete from {prefix}posts", 'multiple_statements', '2 statements'],
  ["select 1;\n/* hidden */ update {prefix}users set role = 'administrator'", 'multiple_statements', '(UPDATE)'],
  ['select $$;$$; drop table {prefix}posts', 'multiple_statements', '(DROP TABLE)'],
  ['describe {prefix}posts; drop table {prefix}posts', 'multiple_statements', '(DROP TABLE)'],
  ['select * from {prefix}posts;;; update {prefix}posts set id = 1', 'multiple_statements', '(UPDATE)'],
  ['select 1; select 2', 'multiple_statements', 'exactly one statement per call'],
  ["select 'é✓'; drop table x", 'multiple_statements', 'a second one (DROP TABLE) starts at character 14'],
  // WITH queries that write
  ['with gone as (delete from {prefix}posts returning id) select * from gone', 'writing_cte', 'DELETE inside WITH'],
  [
    "with x as (update {prefix}users set role = 'administrator' returning 1) select 1",
    'writing_cte',
    'UPDATE inside WITH',
  ],
  [
    "select * from (with x as (insert into {prefix}options values ('a', 'b') returning 1) select 1) s",
    'writing_cte',
    'INSERT inside WITH',
  ],
  // functions with side effects, wherever they hide
  ['select pg_sleep(10)', 'function_not_allowed', 'pg_sleep() makes the database wait'],
  ['select * from {prefix}posts where id = (select pg_sleep(1))::int', 'function_not_allowed', 'pg_sleep()'],
  ['select * from {prefix}posts, lateral (select pg_sleep(1)) s', 'function_not_allowed', 'pg_sleep()'],
  ['select pg_advisory_lock(1)', 'function_not_allowed', 'takes an advisory lock'],
  ['select pg_try_advisory_xact_lock(1)', 'function_not_allowed', 'takes an advisory lock'],
  ["select set_config('search_path', 'public', false)", 'function_not_allowed', "changes the session's settings"],
  ["select nextval('wp_posts_id_seq')", 'function_not_allowed', 'advances a sequence'],
  ["select setval('wp_posts_id_seq', 1)", 'function_not_allowed', 'changes a sequence'],
  ["select pg_read_file('/etc/passwd')", 'function_not_allowed', "reads the server's files"],
  ["select lo_import('/etc/passwd')", 'function_not_allowed', "works with the server's large objects"],
  ["select dblink('host=evil', 'select 1')", 'function_not_allowed', 'connects to another database'],
  ['select pg_terminate_backend(1)', 'function_not_allowed', "stops the server's processes"],
  ['select txid_current()', 'function_not_allowed', 'works with transaction ids'],
  ["select pg_notify('ch', 'x')", 'function_not_allowed', "uses the server's notification channels"],
  ["select repeat('x', 1000000000)", 'function_not_allowed', "repeat() is not on the console's list"],
  [
    'with recursive n(i) as (select 1 union all select i + 1 from n) select count(*) from n',
    'not_offered',
    'WITH RECURSIVE can run without end',
  ],
  ['select version()', 'function_not_allowed', "not on the console's list of functions without side effects"],
  ['select public.evil()', 'function_not_allowed', 'public.evil() is not a function the console offers'],
  ['select current_user', 'function_not_allowed', "CURRENT USER names the server's own roles"],
  [
    'select xmlparse(document \'<!DOCTYPE x SYSTEM "file:///etc/passwd"><x/>\')',
    'function_not_allowed',
    'XML functions are not offered',
  ],
  ['select 1 operator(public.+) 1', 'function_not_allowed', 'OPERATOR(public.+) is not offered'],
  // statements that are not reads
  ["copy {prefix}posts to '/tmp/x'", 'not_read_only', 'COPY copies data'],
  ["copy (select 1) to program 'rm -rf /'", 'not_read_only', 'COPY copies data'],
  ['set search_path = public', 'not_read_only', "SET changes the session's settings"],
  ['reset all', 'not_read_only', "RESET changes the session's settings"],
  ['set transaction read write', 'not_read_only', "SET changes the session's settings"],
  ['do $$ begin delete from wp_posts; end $$', 'not_read_only', 'DO runs procedural code'],
  ['call p()', 'not_read_only', 'CALL runs a procedure'],
  ['lock table {prefix}posts', 'not_read_only', 'LOCK takes table locks'],
  ['vacuum {prefix}posts', 'not_read_only', 'VACUUM maintains tables'],
  ['analyze {prefix}posts', 'not_read_only', 'ANALYZE maintains tables'],
  ['listen ch', 'not_read_only', "LISTEN uses the server's notification channels"],
  ["notify ch, 'x'", 'not_read_only', "NOTIFY uses the server's notification channels"],
  ['prepare p as delete from {prefix}posts', 'not_read_only', 'PREPARE prepares a statement'],
  ['execute p', 'not_read_only', 'EXECUTE runs a prepared statement'],
  ['begin', 'not_read_only', 'BEGIN controls the transaction'],
  ['commit', 'not_read_only', 'COMMIT controls the transaction'],
  ['declare c cursor for select 1', 'not_read_only', 'DECLARE opens a cursor'],
  ['discard all', 'not_read_only', "DISCARD resets the session's state"],
  ["load 'evil'", 'not_read_only', 'LOAD loads a server library'],
  ['checkpoint', 'not_read_only', 'CHECKPOINT forces a server checkpoint'],
  // SELECT INTO and row locks
  ['select * into copy_posts from {prefix}posts', 'select_into', 'SELECT INTO creates a table'],
  ['select * from {prefix}posts for update', 'row_locking', 'FOR UPDATE locks the rows it reads'],
  ['select * from {prefix}posts for share', 'row_locking', 'FOR SHARE locks'],
  ['select * from {prefix}posts tablesample system (50) for key share', 'row_locking', 'FOR KEY SHARE locks'],
  // EXPLAIN that runs the statement, or explains a write
  ['explain analyze select * from {prefix}posts', 'explain_analyze', 'EXPLAIN ANALYZE runs the statement'],
  ['explain (analyze) delete from {prefix}posts', 'explain_analyze', 'EXPLAIN ANALYZE runs the statement'],
  ['explain delete from {prefix}posts', 'not_read_only', 'EXPLAIN here shows the plan of a SELECT only'],
  ['explain (buffers) select 1', 'explain_option', 'The EXPLAIN option BUFFERS is not offered'],
  ['explain select pg_sleep(5)', 'function_not_allowed', 'pg_sleep()'],
  // system catalogs, other schemas, unknown tables
  ['select * from pg_catalog.pg_user', 'system_catalog', 'pg_catalog.pg_user is a system catalog'],
  ['select * from pg_shadow', 'system_catalog', 'pg_shadow is a system catalog'],
  ['select * from information_schema.tables', 'system_catalog', 'information_schema.tables is a system catalog'],
  ['select * from U&"\\0070g_authid"', 'system_catalog', 'pg_authid is a system catalog'],
  ['select * from "pg_catalog"."pg_class"', 'system_catalog', 'pg_catalog.pg_class is a system catalog'],
  ['select * from U&"!0070g_class" uescape \'!\'', 'system_catalog', 'pg_class is a system catalog'],
  ['select 1 union select count(*) from pg_roles', 'system_catalog', 'pg_roles'],
  ['values ((select count(*) from pg_stat_activity))', 'system_catalog', 'pg_stat_activity'],
  ["select 'pg_authid'::regclass", 'system_catalog', 'A cast to regclass looks into the server'],
  ['select p.pg_typeof from {prefix}posts p', 'system_catalog', "pg_typeof is a name of the server's own"],
  ['select * from public.accounts', 'outside_database', "public.accounts is outside the install's database"],
  ['select * from nordligh_shop.wp_posts', 'outside_database', 'nordligh_shop.wp_posts is outside'],
  ['select * from accounts', 'unknown_table', 'has no table accounts; its tables are wp_options, wp_posts'],
  ['select * from "WP_POSTS"', 'unknown_table', 'has no table WP_POSTS'],
  // a WITH name is seen only after it is defined (otherwise `b` would be read as a real table)
  ['with a as (select * from b), b as (select 1) select * from a', 'unknown_table', 'has no table b'],
  ['describe pg_catalog.pg_authid', 'system_catalog', 'pg_catalog.pg_authid is a system catalog'],
  ['describe accounts', 'unknown_table', 'has no table accounts'],
  ['show columns from public.accounts', 'outside_database', 'public.accounts is outside'],
  ['describe {prefix}posts post_title', 'syntax_error', 'takes nothing after it'],
  // SHOW of settings beyond the harmless few
  ['show all', 'setting_not_allowed', 'SHOW all is not offered'],
  ['show data_directory', 'setting_not_allowed', 'SHOW data_directory is not offered'],
  ['show hba_file', 'setting_not_allowed', 'SHOW hba_file is not offered'],
  // parameters, nonsense, nothing
  ['select $1', 'parameter', '$1 is a parameter'],
  ['selec * from {prefix}posts', 'syntax_error', 'syntax error at or near "selec" (at character 1)'],
  ["select 'unterminated", 'syntax_error', 'unterminated quoted string'],
  ['-- only a comment', 'empty_statement', 'no statement'],
  [' ; ; ', 'empty_statement', 'no statement'],
];

describe('sql guard: hostile statements', () => {
  it('holds at least 30 of them', () => expect(HOSTILE.length).toBeGreaterThanOrEqual(30));

  it.each(HOSTILE)('refuses %s', (query, code, reason) => {
    const r = refusal(query);
    expect(r).toMatchObject({ status: 422, path: 'query', code });
    expect(r.detail).toContain(reason);
  });
});

describe('sql guard: reads', () => {
  it.each([
    ['select * from {prefix}posts', 'select * from wp_posts'],
    [
      "SELECT post_title FROM {prefix}posts WHERE post_status = 'publish' ORDER BY post_date DESC LIMIT 5",
      "SELECT post_title FROM wp_posts WHERE post_status = 'publish' ORDER BY post_date DESC LIMIT 5",
    ],
    // The trailing comment after the semicolon is no statement: one statement, run without it.
    ['select 1; -- x', 'select 1'],
    ['select 1 -- trailing comment', 'select 1 -- trailing comment'],
    // The parser counts bytes; the statement is cut at the right character all the same.
    ["select 'héllo ✓' as greeting; -- x", "select 'héllo ✓' as greeting"],
    // Nested block comments: the DROP is inside the comment and never runs.
    ['select 1 /* /* nested */ ; drop table x */', 'select 1 /* /* nested */ ; drop table x */'],
    ["select ';' as semi, $$ ; drop table x $$ as dollar", "select ';' as semi, $$ ; drop table x $$ as dollar"],
    [
      'select u.role, count(*), max(p.post_date) from {prefix}posts p join {prefix}users u on u.id = p.post_author group by u.role',
      'select u.role, count(*), max(p.post_date) from wp_posts p join wp_users u on u.id = p.post_author group by u.role',
    ],
    [
      'with recent as (select * from {prefix}posts order by id desc limit 3) select post_title from recent',
      'with recent as (select * from wp_posts order by id desc limit 3) select post_title from recent',
    ],
    [
      "select lower(post_title), date_trunc('day', post_date), extract(year from post_date), now() at time zone 'utc', current_date from {prefix}posts",
      "select lower(post_title), date_trunc('day', post_date), extract(year from post_date), now() at time zone 'utc', current_date from wp_posts",
    ],
    ['select * from nordligh_wp1.wp_posts', 'select * from nordligh_wp1.wp_posts'],
    ['select "post_title" from "wp_posts"', 'select "post_title" from "wp_posts"'],
    ["values (1, 'a')", "values (1, 'a')"],
    ['table {prefix}options', 'table wp_options'],
    [
      "select option_value::jsonb ->> 'a', coalesce(null, 1), greatest(1, 2), cast('1' as int) from {prefix}options",
      "select option_value::jsonb ->> 'a', coalesce(null, 1), greatest(1, 2), cast('1' as int) from wp_options",
    ],
  ])('answers %s', (query, sql) => {
    expect(guardSql(query, scope)).toEqual({ kind: 'select', sql });
  });

  it.each([
    ['explain select * from {prefix}posts', 'explain select * from wp_posts'],
    ['EXPLAIN (FORMAT JSON, VERBOSE) select 1', 'EXPLAIN (FORMAT JSON, VERBOSE) select 1'],
  ])('explains %s', (query, sql) => expect(guardSql(query, scope)).toEqual({ kind: 'explain', sql }));

  it.each([
    ['show server_version', 'server_version'],
    ['SHOW search_path', 'search_path'],
    ['show time zone', 'timezone'],
    ['show transaction isolation level', 'transaction_isolation'],
  ])('shows %s', (query, setting) => expect(guardSql(query, scope)).toEqual({ kind: 'show', setting }));

  it.each([
    ['describe {prefix}posts', 'wp_posts'],
    ['desc {prefix}users;', 'wp_users'],
    ['DESCRIBE `{prefix}options`', 'wp_options'],
    ['describe "wp_terms"', 'wp_terms'],
    ['describe nordligh_wp1.wp_posts', 'wp_posts'],
    ['explain {prefix}terms', 'wp_terms'],
    ['show columns from {prefix}posts', 'wp_posts'],
    ['SHOW FIELDS IN wp_posts FROM nordligh_wp1', 'wp_posts'],
    ['/* what is in it */ describe {prefix}posts -- please', 'wp_posts'],
  ])('describes %s', (query, table) => expect(guardSql(query, scope)).toEqual({ kind: 'describe', table }));

  it('lists tables', () => {
    expect(guardSql('show tables', scope)).toEqual({ kind: 'tables', full: false });
    expect(guardSql('SHOW FULL TABLES;', scope)).toEqual({ kind: 'tables', full: true });
  });
});

describe('sql guard: a read joined to a write', () => {
  const reads = [
    'select * from {prefix}posts',
    'select 1',
    "select post_title from wp_posts where post_status = 'publish'",
    'describe {prefix}posts',
    'show tables',
    'explain select 1',
    'show server_version',
    "select ';' from {prefix}options",
  ];
  const separator = fc.constantFrom(';', ';\n', '; ', ' ;', '; -- note\n', ' /* c */ ;', ';/* c */', ';;', ';\t;\n');
  const table = fc.constantFrom('{prefix}posts', 'wp_users', '{prefix}options', 'accounts', 'public.accounts');
  const write = fc.oneof(
    fc.tuple(table, fc.integer()).map(([t, n]) => `update ${t} set id = ${n}`),
    fc.tuple(table, fc.nat()).map(([t, n]) => `delete from ${t} where id > ${n}`),
    fc.tuple(table, fc.nat()).map(([t, n]) => `insert into ${t} values (${n})`),
    table.map((t) => `drop table ${t}`),
    table.map((t) => `truncate ${t}`),
    fc.nat().map((n) => `select pg_sleep(${n})`),
    table.map((t) => `copy ${t} to '/tmp/out'`),
    fc.constantFrom('set search_path = public', 'commit', 'do $$ begin perform 1; end $$', 'create table x (a int)'),
  );
  // Keywords in any case: the lexer, not the spelling, finds the statements.
  const cased = (s: string, upper: boolean[]) =>
    [...s].map((c, i) => (upper[i % upper.length] ? c.toUpperCase() : c)).join('');

  it('is always refused as two statements', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...reads),
        separator,
        write,
        fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
        (read, sep, w, upper) => {
          const r = refusal(`${read}${sep}${cased(w, upper)}`);
          expect(r).toMatchObject({ status: 422, code: 'multiple_statements' });
          expect(r.detail).toContain('Send exactly one statement per call');
        },
      ),
      { numRuns: 300 },
    );
  });
});
