// Pages and posts of one CMS install: rows of its real {prefix}posts table,
// with their categories and tags as {prefix}terms rows (taxonomy 'category' or
// 'post_tag'), in the install's customer database.
import { sql, type SQL } from 'drizzle-orm';
import type { CMS_CONTENT_SORTS, SortValue } from '@contract/list-sorts';
import { rowsOf, type CustomerSql } from '@server/db/customer-server';
import { cmsTable, type CmsLocation } from '@server/infra/cms-site';
import { pageOf } from './cms-cursor';
import { sortedKeyset, type SortColumns } from './list-sort';

/** The node's database server (DatabaseNode.sql) or a transaction on it. */
type Q = CustomerSql;
export type ContentType = 'post' | 'page';

export interface ContentRow {
  id: number;
  post_type: ContentType;
  post_title: string;
  post_name: string;
  post_status: string;
  post_author: number;
  post_date: Date | string;
  post_modified: Date | string;
  /** The author's display name and login (joined from {prefix}users). */
  author: string | null;
  author_login: string | null;
}

export interface ContentBodyRow extends ContentRow {
  post_content: string;
  post_excerpt: string;
}

export interface Terms {
  categories: string[];
  tags: string[];
}

const summary = (at: CmsLocation) =>
  sql`select p.id, p.post_type, p.post_title, p.post_name, p.post_status, p.post_author, p.post_date, p.post_modified,
             u.display_name as author, u.user_login as author_login
      from ${cmsTable(at, 'posts')} p left join ${cmsTable(at, 'users')} u on u.id = p.post_author`;

const dateKey = (v: Date | string) => new Date(v).toISOString();

// The content's orders (ADR 035): `-date`, newest first, is the listing's order before `sort`; each ends on the id.
const contentSorts: Record<(typeof CMS_CONTENT_SORTS)[number], SortColumns<ContentRow>> = {
  date: { by: [sql`p.post_date`, sql`p.id`], kinds: ['time', 'int'], keyOf: (r) => [dateKey(r.post_date), r.id] },
  modified: {
    by: [sql`p.post_modified`, sql`p.id`],
    kinds: ['time', 'int'],
    keyOf: (r) => [dateKey(r.post_modified), r.id],
  },
  title: { by: [sql`p.post_title`, sql`p.id`], kinds: ['string', 'int'], keyOf: (r) => [r.post_title, r.id] },
};

/** Newest first unless `sort` says otherwise; the trash only when asked for by status. `q` matches the title, case aside, as plain text. */
export async function contentPage(
  q: Q,
  at: CmsLocation,
  o: {
    type: ContentType;
    status?: string;
    q?: string;
    sort: SortValue<(typeof CMS_CONTENT_SORTS)[number]>;
    cursor?: string;
    limit: number;
  },
) {
  const { after, orderBy, keyOf } = sortedKeyset(o.sort, contentSorts, o.cursor);
  const conditions: SQL[] = [sql`p.post_type = ${o.type}`];
  conditions.push(o.status ? sql`p.post_status = ${o.status}` : sql`p.post_status <> 'trash'`);
  // strpos, not LIKE: the text typed is never a pattern.
  if (o.q) conditions.push(sql`strpos(lower(p.post_title), lower(${o.q})) > 0`);
  const filter = sql.join(conditions, sql` and `);
  const rows = await rowsOf<ContentRow>(
    q,
    sql`${summary(at)} where ${filter} ${after ? sql`and ${after}` : sql``}
        order by ${sql.join(orderBy, sql`, `)} limit ${o.limit + 1}`,
  );
  const [total] = await rowsOf<{ n: number }>(
    q,
    sql`select count(*)::int as n from ${cmsTable(at, 'posts')} p where ${filter}`,
  );
  return pageOf(rows, o.limit, total!.n, keyOf, (r) => r);
}

export async function contentById(q: Q, at: CmsLocation, id: number, lock = false): Promise<ContentBodyRow | null> {
  const [row] = await rowsOf<ContentBodyRow>(
    q,
    sql`select p.id, p.post_type, p.post_title, p.post_name, p.post_status, p.post_author, p.post_date, p.post_modified,
               p.post_content, p.post_excerpt, u.display_name as author, u.user_login as author_login
        from ${cmsTable(at, 'posts')} p left join ${cmsTable(at, 'users')} u on u.id = p.post_author
        where p.id = ${id} ${lock ? sql`for update of p` : sql``}`,
  );
  return row ?? null;
}

export async function termsOf(q: Q, at: CmsLocation, id: number): Promise<Terms> {
  const rows = await rowsOf<{ taxonomy: string; name: string }>(
    q,
    sql`select taxonomy, name from ${cmsTable(at, 'terms')} where object_id = ${id} order by name`,
  );
  return {
    categories: rows.filter((r) => r.taxonomy === 'category').map((r) => r.name),
    tags: rows.filter((r) => r.taxonomy === 'post_tag').map((r) => r.name),
  };
}

/** Each item's first category (by name), for the items that have one. */
export async function firstCategories(q: Q, at: CmsLocation, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await rowsOf<{ object_id: number; name: string }>(
    q,
    sql`select object_id, min(name) as name from ${cmsTable(at, 'terms')}
        where taxonomy = 'category' and object_id in ${sql`(${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`}
        group by object_id`,
  );
  return new Map(rows.map((r) => [r.object_id, r.name]));
}

/** Replace one taxonomy's terms of an item. */
export async function writeTerms(
  q: Q,
  at: CmsLocation,
  id: number,
  taxonomy: 'category' | 'post_tag',
  names: string[],
): Promise<void> {
  await q.execute(sql`delete from ${cmsTable(at, 'terms')} where object_id = ${id} and taxonomy = ${taxonomy}`);
  if (names.length)
    await q.execute(
      sql`insert into ${cmsTable(at, 'terms')} (object_id, taxonomy, name) values ${sql.join(
        names.map((n) => sql`(${id}, ${taxonomy}, ${n})`),
        sql`, `,
      )}`,
    );
}

/** The item (not in the trash, not `except`) that holds this slug, if any: pages and posts share the site's URLs. */
export async function slugHolder(
  q: Q,
  at: CmsLocation,
  slug: string,
  except?: number,
): Promise<{ id: number; post_type: string; post_title: string } | null> {
  const [row] = await rowsOf<{ id: number; post_type: string; post_title: string }>(
    q,
    sql`select id, post_type, post_title from ${cmsTable(at, 'posts')}
        where post_name = ${slug} and post_status <> 'trash' ${except ? sql`and id <> ${except}` : sql``}
        order by id limit 1`,
  );
  return row ?? null;
}

export interface NewContent {
  type: ContentType;
  title: string;
  slug: string;
  status: string;
  author: number;
  content: string;
  excerpt: string;
  now: Date;
}

export async function insertContent(q: Q, at: CmsLocation, c: NewContent): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    q,
    sql`insert into ${cmsTable(at, 'posts')}
          (post_type, post_title, post_name, post_status, post_author, post_content, post_excerpt, post_date, post_modified)
        values (${c.type}, ${c.title}, ${c.slug}, ${c.status}, ${c.author}, ${c.content}, ${c.excerpt}, ${c.now}, ${c.now})
        returning id`,
  );
  return row!.id;
}

export interface ContentChange {
  post_title?: string;
  post_name?: string;
  post_status?: string;
  post_content?: string;
  post_excerpt?: string;
}

export async function updateContent(q: Q, at: CmsLocation, id: number, set: ContentChange, now: Date): Promise<void> {
  const assignments = Object.entries(set)
    .filter(([, v]) => v !== undefined)
    .map(([column, v]) => sql`${sql.identifier(column)} = ${v}`);
  assignments.push(sql`post_modified = ${now}`);
  await q.execute(sql`update ${cmsTable(at, 'posts')} set ${sql.join(assignments, sql`, `)} where id = ${id}`);
}

/** Who new content is written as: the install's admin user, else its first administrator, else its first user. */
export async function authorFor(q: Q, at: CmsLocation, adminLogin: string | null): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    q,
    sql`select id from ${cmsTable(at, 'users')}
        order by (user_login = ${adminLogin ?? ''}) desc, (role = 'administrator') desc, id limit 1`,
  );
  return row?.id ?? 1;
}
