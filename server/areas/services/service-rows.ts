// The service rows other areas read (hosting, databases, backups, VPS): the
// services table is this area's, so they ask for a row, a lock or a listing
// here instead of querying it (docs/architecture.md, "Who owns which table").
import { and, asc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { domainSearchForm } from '@contract/domain-name';
import { HOSTING_ACCOUNT_SORT_DEFAULT, sortOf, type HOSTING_ACCOUNT_SORTS, type SortValue } from '@contract/list-sorts';
import type { Db, Tx } from '@server/db/client';
import { services } from '@server/db/schema/services';
import { paginateTable, sortedBy, type PageParams, type SortKey } from '@server/core/pagination';

type Q = Db | Tx;
type ServiceRow = typeof services.$inferSelect;

/** The service `id`, or null when there is none. */
export async function serviceById(q: Q, id: number): Promise<ServiceRow | null> {
  const [row] = await q.select().from(services).where(eq(services.id, id));
  return row ?? null;
}

/** The services of these ids (unknown ids are left out). */
export function servicesByIds(q: Q, ids: number[]): Promise<ServiceRow[]> {
  return ids.length ? q.select().from(services).where(inArray(services.id, ids)) : Promise.resolve([]);
}

/** The hosting service `id`, or null when there is none or it is another kind of service. */
export async function hostingServiceById(q: Q, id: number): Promise<ServiceRow | null> {
  const [row] = await q
    .select()
    .from(services)
    .where(and(eq(services.id, id), eq(services.type, 'hosting')));
  return row ?? null;
}

/**
 * Locks the service row for the rest of the transaction and answers it as it is now: writes to one
 * account run one after the other, and see a suspension that landed after the request was resolved.
 */
export async function lockServiceRow(tx: Tx, id: number): Promise<ServiceRow | null> {
  const [row] = await tx.select().from(services).where(eq(services.id, id)).for('update');
  return row ?? null;
}

/** Every active hosting service, by id (the nightly backups and the usage collector go through them). */
export function activeHostingServices(q: Q): Promise<ServiceRow[]> {
  return q
    .select()
    .from(services)
    .where(and(eq(services.type, 'hosting'), eq(services.status, 'active')))
    .orderBy(asc(services.id));
}

/** The account's hosting service whose control-panel user is `daUsername`, or null. */
export async function hostingServiceOfUser(q: Q, accountId: number, daUsername: string): Promise<ServiceRow | null> {
  const [row] = await q
    .select()
    .from(services)
    .where(and(eq(services.accountId, accountId), eq(services.type, 'hosting'), eq(services.daUsername, daUsername)));
  return row ?? null;
}

/** The hosting service whose primary domain is `domain`, or null (tests find the seeded accounts by it). */
export async function hostingServiceByDomain(q: Q, domain: string): Promise<ServiceRow | null> {
  const [row] = await q
    .select()
    .from(services)
    .where(and(eq(services.type, 'hosting'), eq(services.domain, domain)));
  return row ?? null;
}

export interface HostingServiceQuery extends PageParams {
  status?: string;
  q?: string;
  /** contract/list-sorts.ts HOSTING_ACCOUNT_SORTS; absent: oldest first (by id), as the listing always was. */
  sort?: SortValue<(typeof HOSTING_ACCOUNT_SORTS)[number]>;
}

// `created` is the order the services were added, the id (the listing's order). A hosting service always
// has a domain; coalesce keeps that sort key NOT NULL all the same (a NULL in the keyset's row comparison
// would drop rows).
const domainKey = sql<string>`coalesce(${services.domain}, '')`;
const hostingSortKeys: Record<(typeof HOSTING_ACCOUNT_SORTS)[number], SortKey<ServiceRow>> = {
  created: [services.id, (s) => s.id],
  domain: [domainKey as unknown as AnyColumn, (s) => s.domain ?? ''],
  plan: [services.plan, (s) => s.plan],
  status: [services.status, (s) => s.status],
};

/**
 * One page of the account's hosting services, oldest first unless `sort` (ADR 035) says otherwise; `q`
 * matches the domain or the panel username.
 */
export function pageOfHostingServices(db: Db, accountId: number, query: HostingServiceQuery) {
  const q = query.q ? domainSearchForm(query.q) : '';
  // strpos, not LIKE: what the customer typed is matched as text, with no wildcard to escape
  const filter: SQL = and(
    eq(services.accountId, accountId),
    eq(services.type, 'hosting'),
    query.status ? eq(services.status, query.status) : undefined,
    q
      ? sql`(strpos(lower(coalesce(${services.domain}, '')), ${q}) > 0 or strpos(lower(coalesce(${services.daUsername}, '')), ${q}) > 0)`
      : undefined,
  )!;
  return paginateTable(db, services, {
    params: query,
    spec: sortedBy(sortOf(query.sort ?? HOSTING_ACCOUNT_SORT_DEFAULT), hostingSortKeys, [services.id, (s) => s.id]),
    filter,
    map: (s) => s,
  });
}
