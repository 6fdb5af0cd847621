// Database users of a hosting account and their grants. A user belongs to the
// database it was made on (database_users.database_id); it stays when that
// database is dropped (as in MySQL), and is then known by its name's prefix.
import { and, asc, count, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { databaseGrants, databaseUsers, databases } from '@server/db/schema/databases';
import type { DatabaseAccount } from './account-ref';
import { paginate, type PageParams } from '@server/core/pagination';
import { ApiError } from '@server/core/problem';
import { checkedCursor } from './cursor';
import { panelUser } from './names';
import { compact } from './privileges';

type Q = Db | Tx;
export type UserRow = typeof databaseUsers.$inferSelect;
export interface UserGrant {
  database: string;
  databaseId: number;
  privileges: string[];
}

/** Rows of the users-left-join-databases query that belong to the account. */
function ofAccount(a: DatabaseAccount): SQL {
  return or(
    eq(databases.serviceId, a.service.id),
    and(isNull(databases.id), sql`split_part(${databaseUsers.username}, '_', 1) = ${panelUser(a)}`),
  )!;
}

const usersWithDatabase = (q: Q) =>
  q
    .select({ user: databaseUsers, database: databases.name })
    .from(databaseUsers)
    .leftJoin(databases, eq(databases.id, databaseUsers.databaseId));

/** The user `username` of the account with the name of its database (null once that is dropped), or null. */
export async function userNamed(q: Q, a: DatabaseAccount, username: string, lock = false) {
  const base = usersWithDatabase(q).where(and(eq(databaseUsers.username, username), ofAccount(a)));
  const [row] = lock ? await base.for('update', { of: databaseUsers }) : await base;
  return row ?? null;
}

/** The user, or 404 not_found. */
export async function ownedUser(q: Q, a: DatabaseAccount, username: string, typed = username, lock = false) {
  const row = await userNamed(q, a, username, lock);
  if (!row)
    throw new ApiError(
      'not_found',
      `There is no database user ${typed} on the hosting account ${a.service.daUsername}${typed === username ? '' : ` (looked up as ${username})`}; list them with GET /database-users`,
    );
  return row;
}

/** A MySQL user name is one per server: taken by any user, on any database. */
export async function usernameTaken(q: Q, username: string) {
  const [r] = await q.select({ n: count() }).from(databaseUsers).where(eq(databaseUsers.username, username));
  return r!.n > 0;
}

export async function insertUser(tx: Tx, v: typeof databaseUsers.$inferInsert) {
  const [row] = await tx.insert(databaseUsers).values(v).returning();
  return row!;
}

export const updateUser = (tx: Tx, id: number, set: Partial<typeof databaseUsers.$inferInsert>) =>
  tx.update(databaseUsers).set(set).where(eq(databaseUsers.id, id));

export async function deleteUser(tx: Tx, id: number) {
  await tx.delete(databaseGrants).where(eq(databaseGrants.userId, id));
  await tx.delete(databaseUsers).where(eq(databaseUsers.id, id));
}

/** Each user's grants (stored form), by user id, databases by name. */
export async function grantsOf(q: Q, userIds: number[]): Promise<Map<number, UserGrant[]>> {
  const out = new Map<number, UserGrant[]>(userIds.map((id) => [id, []]));
  if (!userIds.length) return out;
  const rows = await q
    .select({
      userId: databaseGrants.userId,
      databaseId: databaseGrants.databaseId,
      database: databases.name,
      privileges: databaseGrants.privileges,
    })
    .from(databaseGrants)
    .innerJoin(databases, eq(databases.id, databaseGrants.databaseId))
    .where(inArray(databaseGrants.userId, userIds))
    .orderBy(asc(databases.name));
  for (const r of rows) out.get(r.userId)!.push(r);
  return out;
}

/** The user's privileges on one database after a change: the grant row written, or removed when none are left. */
export async function writeGrant(tx: Tx, userId: number, databaseId: number, privileges: string[]) {
  const key = and(eq(databaseGrants.userId, userId), eq(databaseGrants.databaseId, databaseId));
  if (!privileges.length) {
    await tx.delete(databaseGrants).where(key);
    return;
  }
  await tx
    .insert(databaseGrants)
    .values({ userId, databaseId, privileges })
    .onConflictDoUpdate({ target: [databaseGrants.userId, databaseGrants.databaseId], set: { privileges } });
}

export const presentGrants = (grants: UserGrant[]) =>
  grants.map((g) => ({ database: g.database, privileges: compact(g.privileges) }));

/**
 * One page of the account's users by name; with `databaseId`, those that belong to that database
 * or hold a grant on it.
 */
export function usersPage<Out>(
  q: Q,
  a: DatabaseAccount,
  params: PageParams,
  databaseId: number | null,
  map: (u: UserRow) => Out,
) {
  checkedCursor(params.cursor, ['string', 'int']);
  const filter = and(
    ofAccount(a),
    databaseId === null
      ? undefined
      : or(
          eq(databaseUsers.databaseId, databaseId),
          sql`exists (select 1 from ${databaseGrants} where ${databaseGrants.userId} = ${databaseUsers.id} and ${databaseGrants.databaseId} = ${databaseId})`,
        ),
  );
  return paginate({
    params,
    filter,
    spec: {
      columns: [databaseUsers.username, databaseUsers.id],
      direction: 'asc',
      keyOf: (r: { user: UserRow }) => [r.user.username, r.user.id],
    },
    fetch: (where, orderBy, limit) =>
      usersWithDatabase(q)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit),
    count: async (f) =>
      (
        await q
          .select({ n: count() })
          .from(databaseUsers)
          .leftJoin(databases, eq(databases.id, databaseUsers.databaseId))
          .where(f)
      )[0]!.n,
    map: (r) => map(r.user),
  });
}
