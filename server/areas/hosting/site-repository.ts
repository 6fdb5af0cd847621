// The sites a hosting account serves (hosting_sites: its primary domain and its
// addon domains) and the account row a write locks, so two writes to one
// account run one after the other and both see the other's result.
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { hostingPlans, hostingSites } from '@server/db/schema/hosting';
import { hostingServiceById, lockServiceRow } from '@server/areas/services/public';
import { hostingNode } from '@server/infra/web-store';
import { assertChangeable, type HostingAccountRef } from './hosting-account';

type Q = Db | Tx;
export type SiteRow = typeof hostingSites.$inferSelect;
/** A hosting account without the request's target: what the writes (and the seed) work on. */
export type HostingAccount = Omit<HostingAccountRef, 'target'>;

/** The account's sites: the primary first, then the addon domains by name. */
export const sitesOf = (q: Q, serviceId: number): Promise<SiteRow[]> =>
  q
    .select()
    .from(hostingSites)
    .where(eq(hostingSites.serviceId, serviceId))
    .orderBy(desc(hostingSites.isPrimary), asc(hostingSites.domain));

/** The site of `domain` on any account (a domain is served by one site at most: the unique index). */
export async function siteByDomain(q: Q, domain: string): Promise<SiteRow | null> {
  const [row] = await q.select().from(hostingSites).where(eq(hostingSites.domain, domain));
  return row ?? null;
}

export async function addonCount(q: Q, serviceId: number): Promise<number> {
  const [row] = await q
    .select({ n: count() })
    .from(hostingSites)
    .where(and(eq(hostingSites.serviceId, serviceId), eq(hostingSites.isPrimary, false)));
  return row!.n;
}

/** Inserts the site, or returns null when the domain was served meanwhile (the unique index decides). */
export async function insertSite(tx: Tx, values: typeof hostingSites.$inferInsert): Promise<SiteRow | null> {
  const [row] = await tx.insert(hostingSites).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateSiteFlags(
  tx: Tx,
  siteId: number,
  set: Partial<Pick<SiteRow, 'php' | 'cgi' | 'ssl'>>,
): Promise<SiteRow> {
  const [row] = await tx.update(hostingSites).set(set).where(eq(hostingSites.id, siteId)).returning();
  return row!;
}

export const deleteSite = (tx: Tx, siteId: number) => tx.delete(hostingSites).where(eq(hostingSites.id, siteId));

/**
 * Locks the account's service row for the rest of the transaction and reads it again, so the write
 * sees a suspension that landed after the request was resolved (409 then, as before it).
 */
export async function lockAccount<A extends HostingAccount>(tx: Tx, account: A): Promise<A> {
  const service = await lockServiceRow(tx, account.service.id);
  const locked = { ...account, service: service! };
  // assertChangeable reads the service alone; the seed's accounts carry no request target
  assertChangeable(locked as unknown as HostingAccountRef);
  return locked;
}

/** The hosting account of service `serviceId` with its plan and node, for writers that hold no request (the seed). */
export async function accountOfService(q: Q, serviceId: number): Promise<HostingAccount> {
  const service = await hostingServiceById(q, serviceId);
  if (!service) throw new Error(`Service ${serviceId} is not a hosting account`);
  const [plan] = await q.select().from(hostingPlans).where(eq(hostingPlans.plan, service.plan));
  const node = await hostingNode(q, service.node ?? '');
  if (!plan || !node) throw new Error(`Hosting service ${serviceId} has no plan allocation or node`);
  return { service, plan, node };
}
