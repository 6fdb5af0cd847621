// The databases of a hosting account (the `databases` rows that stand for the
// node's schemas) and the grants on them.
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { databaseGrants, databaseUsers, databases } from '@server/db/schema/databases';
import { lockServiceRow } from '@server/areas/services/public';
import type { DatabaseAccount } from './account-ref';
import { ApiError } from '@server/core/problem';
import { schemaKey } from '@server/infra/database-node';
import { compact, type PrivilegeName } from './privileges';

type Q = Db | Tx;
export type DatabaseRow = typeof databases.$inferSelect;

/** Lock the hosting service row: two writes to one account's databases run one after the other. */
export async function lockService(tx: Tx, serviceId: number) {
  await lockServiceRow(tx, serviceId);
}

export async function databaseNamed(q: Q, serviceId: number, name: string): Promise<DatabaseRow | null> {
  const [row] = await q
    .select()
    .from(databases)
    .where(and(eq(databases.serviceId, serviceId), eq(databases.name, name)));
  return row ?? null;
}

/** The database `name` on the account, or 404 database_not_found saying where names are looked up. */
export async function ownedDatabase(q: Q, a: DatabaseAccount, name: string, typed = name): Promise<DatabaseRow> {
  const row = await databaseNamed(q, a.service.id, name);
  if (!row)
    throw new ApiError(
      'database_not_found',
      `There is no database ${typed} on the hosting account ${a.service.daUsername}${typed === name ? '' : ` (looked up as ${name})`}; list them with GET /databases`,
    );
  return row;
}

export const databasesOf = (q: Q, serviceId: number) =>
  q.select().from(databases).where(eq(databases.serviceId, serviceId)).orderBy(asc(databases.name));

export async function databaseCount(q: Q, serviceId: number) {
  const [r] = await q.select({ n: count() }).from(databases).where(eq(databases.serviceId, serviceId));
  return r!.n;
}

/** A database whose first 63 characters another's share: PostgreSQL would give both one schema. */
export async function schemaTwin(q: Q, name: string): Promise<string | null> {
  const [row] = await q
    .select({ name: databases.name })
    .from(databases)
    .where(sql`left(${databases.name}, 63) = ${schemaKey(name)}`)
    .limit(1);
  return row?.name ?? null;
}

export async function insertDatabase(tx: Tx, v: typeof databases.$inferInsert) {
  const [row] = await tx.insert(databases).values(v).returning();
  return row!;
}

/** The database row and every grant on it (its users stay: a MySQL DROP DATABASE keeps them too). */
export async function deleteDatabase(tx: Tx, id: number) {
  await tx.delete(databaseGrants).where(eq(databaseGrants.databaseId, id));
  await tx.delete(databases).where(eq(databases.id, id));
}

export interface DatabaseGrantee {
  databaseId: number;
  username: string;
  privileges: PrivilegeName[];
}

/** The users holding a grant on each of these databases, by database id. */
export async function granteesOf(q: Q, databaseIds: number[]): Promise<Map<number, DatabaseGrantee[]>> {
  const out = new Map<number, DatabaseGrantee[]>(databaseIds.map((id) => [id, []]));
  if (!databaseIds.length) return out;
  const rows = await q
    .select({
      databaseId: databaseGrants.databaseId,
      username: databaseUsers.username,
      privileges: databaseGrants.privileges,
    })
    .from(databaseGrants)
    .innerJoin(databaseUsers, eq(databaseUsers.id, databaseGrants.userId))
    .where(inArray(databaseGrants.databaseId, databaseIds))
    .orderBy(asc(databaseUsers.username));
  for (const r of rows) out.get(r.databaseId)!.push({ ...r, privileges: compact(r.privileges) });
  return out;
}
