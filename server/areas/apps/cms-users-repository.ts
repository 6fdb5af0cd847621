// The users of one CMS install: rows of its real {prefix}users table, in the
// install's customer database. Logins and addresses are unique per site
// without regard to case, as the CMS itself treats them.
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { CmsRole, CmsUser } from '@contract/apps-cms-users';
import type { CMS_USER_SORTS, SortValue } from '@contract/list-sorts';
import { rowsOf, type CustomerSql } from '@server/db/customer-server';
import { cmsTable, type CmsLocation } from '@server/infra/cms-site';
import { pageOf } from './cms-cursor';
import { sortedKeyset, type SortColumns } from './list-sort';

/** The node's database server (DatabaseNode.sql) or a transaction on it. */
type Q = CustomerSql;
type Role = z.infer<typeof CmsRole>;

export interface CmsUserRow {
  id: number;
  user_login: string;
  user_email: string;
  display_name: string;
  role: string;
  user_registered: Date | string;
}

const columns = sql`id, user_login, user_email, display_name, role, user_registered`;

export const isoOf = (v: Date | string) => new Date(v).toISOString();

export function presentCmsUser(row: CmsUserRow): z.input<typeof CmsUser> {
  return {
    id: row.id,
    login: row.user_login,
    email: row.user_email,
    displayName: row.display_name,
    role: row.role as Role,
    registeredAt: isoOf(row.user_registered),
    // The sandbox CMS keeps no login history.
    lastLoginAt: null,
  };
}

/** A role's place, most capable first: the order the CMS lists its roles in. */
const roleRank = sql`(case role when 'administrator' then 1 when 'editor' then 2 when 'author' then 3
  when 'contributor' then 4 when 'subscriber' then 5 else 6 end)`;
const ROLE_RANK: Record<string, number> = { administrator: 1, editor: 2, author: 3, contributor: 4, subscriber: 5 };

// The users' orders (ADR 035). Ids are handed out as users register, so the id order is the registration
// order, and the listing's order before `sort`; the others end on the id.
const userSorts: Record<(typeof CMS_USER_SORTS)[number], SortColumns<CmsUserRow>> = {
  registered: { by: [sql`id`], kinds: ['int'], keyOf: (r) => [r.id] },
  name: { by: [sql`display_name`, sql`id`], kinds: ['string', 'int'], keyOf: (r) => [r.display_name, r.id] },
  role: { by: [roleRank, sql`id`], kinds: ['int', 'int'], keyOf: (r) => [ROLE_RANK[r.role] ?? 6, r.id] },
};

export async function cmsUsersPage(
  q: Q,
  at: CmsLocation,
  o: { role?: Role; sort: SortValue<(typeof CMS_USER_SORTS)[number]>; cursor?: string; limit: number },
) {
  const { after, orderBy, keyOf } = sortedKeyset(o.sort, userSorts, o.cursor);
  const filter = o.role ? sql`role = ${o.role}` : sql`true`;
  const rows = await rowsOf<CmsUserRow>(
    q,
    sql`select ${columns} from ${cmsTable(at, 'users')} where ${filter} ${after ? sql`and ${after}` : sql``}
        order by ${sql.join(orderBy, sql`, `)} limit ${o.limit + 1}`,
  );
  const [total] = await rowsOf<{ n: number }>(
    q,
    sql`select count(*)::int as n from ${cmsTable(at, 'users')} where ${filter}`,
  );
  return pageOf(rows, o.limit, total!.n, keyOf, presentCmsUser);
}

async function one(q: Q, at: CmsLocation, where: SQL): Promise<CmsUserRow | null> {
  const [row] = await rowsOf<CmsUserRow>(q, sql`select ${columns} from ${cmsTable(at, 'users')} where ${where}`);
  return row ?? null;
}

export const cmsUserById = (q: Q, at: CmsLocation, id: number) => one(q, at, sql`id = ${id}`);

/** The user holding this login or this address (either, case aside), if any. */
export const cmsUserClashing = (q: Q, at: CmsLocation, login: string, email: string) =>
  one(q, at, sql`lower(user_login) = lower(${login}) or lower(user_email) = lower(${email}) order by id limit 1`);

export async function insertCmsUser(
  q: Q,
  at: CmsLocation,
  u: { login: string; email: string; displayName: string; role: Role; passwordHash: string; now: Date },
): Promise<CmsUserRow> {
  const [row] = await rowsOf<CmsUserRow>(
    q,
    sql`insert into ${cmsTable(at, 'users')} (user_login, user_email, display_name, role, user_pass, user_registered)
        values (${u.login}, ${u.email}, ${u.displayName}, ${u.role}, ${u.passwordHash}, ${u.now})
        returning ${columns}`,
  );
  return row!;
}

export async function setCmsUserRole(q: Q, at: CmsLocation, id: number, role: Role): Promise<CmsUserRow> {
  const [row] = await rowsOf<CmsUserRow>(
    q,
    sql`update ${cmsTable(at, 'users')} set role = ${role} where id = ${id} returning ${columns}`,
  );
  return row!;
}

export async function administratorCount(q: Q, at: CmsLocation): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    q,
    sql`select count(*)::int as n from ${cmsTable(at, 'users')} where role = 'administrator'`,
  );
  return row!.n;
}
