// The other names that lead to an account's sites: pointers (hosting_pointers),
// subdomains (hosting_subdomains) and URL redirects (hosting_redirects), each
// listed in keyset pages for the whole account or for one of its sites.
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { hostingPointers, hostingRedirects, hostingSubdomains } from '@server/db/schema/hosting';
import { paginateTable, type PageParams } from '@server/core/pagination';

type Q = Db | Tx;
export type PointerRow = typeof hostingPointers.$inferSelect;
export type SubdomainRow = typeof hostingSubdomains.$inferSelect;
export type RedirectRow = typeof hostingRedirects.$inferSelect;

/** `site` null: every row of the account; otherwise the rows of that site only. */
const scoped = (serviceId: SQL, site: SQL | undefined) => and(serviceId, site)!;

export const pointersPage = <Out>(
  db: Db,
  serviceId: number,
  site: string | null,
  params: PageParams,
  map: (r: PointerRow) => Out,
) =>
  paginateTable(db, hostingPointers, {
    params,
    spec: {
      columns: [hostingPointers.domain, hostingPointers.id],
      direction: 'asc',
      keyOf: (r: PointerRow) => [r.domain, r.id],
    },
    filter: scoped(eq(hostingPointers.serviceId, serviceId), site ? eq(hostingPointers.targetDomain, site) : undefined),
    map,
  });

export const subdomainsPage = <Out>(
  db: Db,
  serviceId: number,
  site: string | null,
  params: PageParams,
  map: (r: SubdomainRow) => Out,
) =>
  paginateTable(db, hostingSubdomains, {
    params,
    spec: {
      columns: [hostingSubdomains.domain, hostingSubdomains.label, hostingSubdomains.id],
      direction: 'asc',
      keyOf: (r: SubdomainRow) => [r.domain, r.label, r.id],
    },
    filter: scoped(eq(hostingSubdomains.serviceId, serviceId), site ? eq(hostingSubdomains.domain, site) : undefined),
    map,
  });

export const redirectsPage = <Out>(
  db: Db,
  serviceId: number,
  site: string | null,
  params: PageParams,
  map: (r: RedirectRow) => Out,
) =>
  paginateTable(db, hostingRedirects, {
    params,
    spec: {
      columns: [hostingRedirects.domain, hostingRedirects.path, hostingRedirects.id],
      direction: 'asc',
      keyOf: (r: RedirectRow) => [r.domain, r.path, r.id],
    },
    filter: scoped(eq(hostingRedirects.serviceId, serviceId), site ? eq(hostingRedirects.domain, site) : undefined),
    map,
  });

export const pointersOf = (q: Q, serviceId: number) =>
  q.select().from(hostingPointers).where(eq(hostingPointers.serviceId, serviceId)).orderBy(hostingPointers.domain);
export const subdomainsOf = (q: Q, serviceId: number) =>
  q
    .select()
    .from(hostingSubdomains)
    .where(eq(hostingSubdomains.serviceId, serviceId))
    .orderBy(hostingSubdomains.domain, hostingSubdomains.label);
export const redirectsOf = (q: Q, serviceId: number) =>
  q.select().from(hostingRedirects).where(eq(hostingRedirects.serviceId, serviceId)).orderBy(hostingRedirects.path);

export async function subdomainCount(q: Q, serviceId: number): Promise<number> {
  const [row] = await q
    .select({ n: count() })
    .from(hostingSubdomains)
    .where(eq(hostingSubdomains.serviceId, serviceId));
  return row!.n;
}

/** Inserts, or null when the unique index says the row exists already (another request, or a duplicate). */
export async function insertPointer(tx: Tx, values: typeof hostingPointers.$inferInsert) {
  const [row] = await tx.insert(hostingPointers).values(values).onConflictDoNothing().returning();
  return row ?? null;
}
export async function insertSubdomain(tx: Tx, values: typeof hostingSubdomains.$inferInsert) {
  const [row] = await tx.insert(hostingSubdomains).values(values).onConflictDoNothing().returning();
  return row ?? null;
}
export async function insertRedirect(tx: Tx, values: typeof hostingRedirects.$inferInsert) {
  const [row] = await tx.insert(hostingRedirects).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function deletePointer(tx: Tx, serviceId: number, domain: string) {
  const [row] = await tx
    .delete(hostingPointers)
    .where(and(eq(hostingPointers.serviceId, serviceId), eq(hostingPointers.domain, domain)))
    .returning();
  return row ?? null;
}
export async function deleteRedirect(tx: Tx, serviceId: number, id: string) {
  const [row] = await tx
    .delete(hostingRedirects)
    .where(and(eq(hostingRedirects.serviceId, serviceId), eq(hostingRedirects.id, id)))
    .returning();
  return row ?? null;
}
