// The CMS as it runs on the hosting node: its data lives in the install's real
// customer database (a schema, see database-node.ts) in WordPress's shape, each
// table named with the install's prefix: {prefix}posts (posts and pages),
// {prefix}terms (categories and tags of a post), {prefix}users (with their
// role) and {prefix}options (settings, name → value). The dashboard's content,
// users and settings screens write these rows and the read-only SQL console
// reads them, so both see the same site.
//
// A snapshot is every row of those tables as JSON: what a backup keeps, what a
// restore or a rolled-back update puts back, and how a staging copy or a clone
// copies a site into another database or prefix. Every identifier goes through
// sql.identifier(); the tables are small (a sandbox site), so JSON is enough.
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type CustomerSql } from '@server/db/customer-server';

/** The node's database server (DatabaseNode.sql) or a transaction on it. */
type Q = CustomerSql;

export const CMS_TABLES = ['posts', 'terms', 'users', 'options'] as const;
export type CmsTable = (typeof CMS_TABLES)[number];

/** Where one install's tables are: its database (schema) and table prefix (`wp_`). */
export interface CmsLocation {
  database: string;
  prefix: string;
}

/** `"database"."{prefix}name"`, quoted. */
export const cmsTable = (at: CmsLocation, name: CmsTable): SQL =>
  sql`${sql.identifier(at.database)}.${sql.identifier(at.prefix + name)}`;

export type CmsSnapshot = Record<CmsTable, Record<string, unknown>[]>;

export interface NewCmsSite {
  siteTitle: string;
  siteUrl: string;
  adminUsername: string;
  adminEmail: string;
  /** Already hashed: the CMS never sees a password in clear. */
  adminPasswordHash: string;
  language: string;
  now: Date;
}

/** Create the tables in an existing database (no rows). */
export async function createCmsTables(q: Q, at: CmsLocation): Promise<void> {
  await q.execute(sql`create table ${cmsTable(at, 'posts')} (
    id serial primary key,
    post_type text not null,
    post_title text not null,
    post_name text not null,
    post_status text not null,
    post_author integer not null,
    post_content text not null default '',
    post_excerpt text not null default '',
    post_date timestamptz not null,
    post_modified timestamptz not null
  )`);
  await q.execute(sql`create table ${cmsTable(at, 'terms')} (
    object_id integer not null,
    taxonomy text not null,
    name text not null,
    primary key (object_id, taxonomy, name)
  )`);
  await q.execute(sql`create table ${cmsTable(at, 'users')} (
    id serial primary key,
    user_login text not null unique,
    user_email text not null,
    display_name text not null,
    role text not null,
    user_pass text not null,
    user_registered timestamptz not null
  )`);
  await q.execute(sql`create table ${cmsTable(at, 'options')} (
    option_name text primary key,
    option_value text not null,
    autoload boolean not null default true
  )`);
}

/** The options a fresh install starts with. */
export function defaultOptions(s: NewCmsSite): Record<string, string> {
  return {
    blogname: s.siteTitle,
    blogdescription: 'Just another site',
    siteurl: s.siteUrl,
    home: s.siteUrl,
    admin_email: s.adminEmail,
    WPLANG: s.language,
    timezone_string: 'UTC',
    date_format: 'F j, Y',
    time_format: 'g:i a',
    permalink_structure: '/%postname%/',
    default_role: 'subscriber',
    users_can_register: '0',
    blog_public: '1',
    default_comment_status: 'open',
    posts_per_page: '10',
  };
}

/** A fresh site: the tables, the options, the admin user, a first post and a sample page. */
export const installCmsSite = (node: Q, at: CmsLocation, s: NewCmsSite) =>
  node.transaction((q) => installInTransaction(q, at, s));

async function installInTransaction(q: Q, at: CmsLocation, s: NewCmsSite): Promise<void> {
  await createCmsTables(q, at);
  const options = Object.entries(defaultOptions(s));
  await q.execute(
    sql`insert into ${cmsTable(at, 'options')} (option_name, option_value) values ${sql.join(
      options.map(([k, v]) => sql`(${k}, ${v})`),
      sql`, `,
    )}`,
  );
  await q.execute(
    sql`insert into ${cmsTable(at, 'users')} (user_login, user_email, display_name, role, user_pass, user_registered)
        values (${s.adminUsername}, ${s.adminEmail}, ${s.adminUsername}, 'administrator', ${s.adminPasswordHash}, ${s.now})`,
  );
  await q.execute(
    sql`insert into ${cmsTable(at, 'posts')} (post_type, post_title, post_name, post_status, post_author, post_content, post_excerpt, post_date, post_modified)
        values ('post', 'Hello world!', 'hello-world', 'publish', 1,
                'Welcome to your new site. This is your first post. Edit or delete it, then start writing!', '', ${s.now}, ${s.now}),
               ('page', 'Sample Page', 'sample-page', 'publish', 1,
                'This is an example page. It stays in one place and shows in the site navigation.', '', ${s.now}, ${s.now})`,
  );
  await q.execute(
    sql`insert into ${cmsTable(at, 'terms')} (object_id, taxonomy, name) values (1, 'category', 'Uncategorized')`,
  );
}

/** Every row of every CMS table, ordered, as JSON values. */
export async function snapshotCmsSite(q: Q, at: CmsLocation): Promise<CmsSnapshot> {
  const out = {} as CmsSnapshot;
  for (const t of CMS_TABLES) {
    const rows = await rowsOf<{ r: Record<string, unknown> }>(
      q,
      sql`select to_jsonb(x) as r from ${cmsTable(at, t)} x order by 1`,
    );
    out[t] = rows.map((row) => row.r);
  }
  return out;
}

/**
 * Replace the site's rows with a snapshot's, in one transaction on the node (so a failed restore
 * changes nothing). The tables are made if the database has none yet (a clone or staging target).
 */
export const restoreCmsSite = (node: Q, at: CmsLocation, snap: CmsSnapshot) =>
  node.transaction((q) => restoreInTransaction(q, at, snap));

async function restoreInTransaction(q: Q, at: CmsLocation, snap: CmsSnapshot): Promise<void> {
  if (!(await cmsTablesExist(q, at))) await createCmsTables(q, at);
  for (const t of CMS_TABLES) {
    await q.execute(sql`delete from ${cmsTable(at, t)}`);
    const rows = snap[t] ?? [];
    if (rows.length)
      await q.execute(
        sql`insert into ${cmsTable(at, t)} select * from jsonb_populate_recordset(null::${cmsTable(at, t)}, ${JSON.stringify(rows)}::jsonb)`,
      );
  }
  // The serial columns continue after the restored rows.
  for (const t of ['posts', 'users'] as const)
    await q.execute(
      sql`select setval(pg_get_serial_sequence(quote_ident(${at.database}) || '.' || quote_ident(${at.prefix + t}), 'id'),
                        coalesce((select max(id) from ${cmsTable(at, t)}), 0) + 1, false)`,
    );
}

/** Copy one site's rows into another location (a clone, a staging copy, a push). */
export async function copyCmsSite(q: Q, from: CmsLocation, to: CmsLocation): Promise<void> {
  await restoreCmsSite(q, to, await snapshotCmsSite(q, from));
}

export async function cmsTablesExist(q: Q, at: CmsLocation): Promise<boolean> {
  const rows = await rowsOf(
    q,
    sql`select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = ${at.database}::name and c.relname = ${at.prefix + 'options'}::name`,
  );
  return rows.length > 0;
}

/** One option's value, or null. */
export async function readOption(q: Q, at: CmsLocation, name: string): Promise<string | null> {
  const rows = await rowsOf<{ v: string }>(
    q,
    sql`select option_value as v from ${cmsTable(at, 'options')} where option_name = ${name}`,
  );
  return rows[0]?.v ?? null;
}

export async function writeOption(q: Q, at: CmsLocation, name: string, value: string): Promise<void> {
  await q.execute(
    sql`insert into ${cmsTable(at, 'options')} (option_name, option_value) values (${name}, ${value})
        on conflict (option_name) do update set option_value = excluded.option_value`,
  );
}
