// What the account operations read about hosting accounts: the listing, the
// plan and node of each, their sites, the nameservers of their domain, and the
// counts and sizes of what they hold (mailboxes of the domains they serve,
// databases, addon domains, subdomains, FTP accounts).
import { BYTES_PER_MB } from '@contract/units';
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { domainSearchForm } from '@contract/domain-name';
import type { Db, Tx } from '@server/db/client';
import {
  domains,
  hostingNodes,
  hostingPlans,
  hostingResources,
  hostingSites,
  hostingSubdomains,
  mailboxes,
  services,
} from '@server/db/schema';
import { paginateTable, type PageParams } from '@server/core/pagination';
import type { DatabaseNode } from '@server/infra/database-node';
import { databaseSizes } from '@server/areas/databases/public';
import type { HostingServiceRow } from './hosting-account';
import type { MeteredRef } from './usage-readings';

type Q = Db | Tx;
const MB = BYTES_PER_MB;
export type HostingSiteRow = typeof hostingSites.$inferSelect;

export interface AccountListQuery extends PageParams {
  status?: string;
  q?: string;
}

/** One page of the account's hosting services, oldest first; `q` matches the domain or the panel username. */
export function pageOfHostingServices(db: Db, accountId: number, query: AccountListQuery) {
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
    spec: { columns: [services.id], direction: 'asc', keyOf: (s: HostingServiceRow) => [s.id] },
    filter,
    map: (s) => s,
  });
}

/** The plan and node of each service (a service without either is left out: it has no hosting to show). */
export async function withPlanAndNode(q: Q, rows: HostingServiceRow[]): Promise<MeteredRef[]> {
  if (!rows.length) return [];
  const plans = await q
    .select()
    .from(hostingPlans)
    .where(
      inArray(
        hostingPlans.plan,
        rows.map((r) => r.plan),
      ),
    );
  const nodes = await q
    .select()
    .from(hostingNodes)
    .where(
      inArray(
        hostingNodes.name,
        rows.map((r) => r.node ?? ''),
      ),
    );
  return rows.flatMap((service) => {
    const plan = plans.find((p) => p.plan === service.plan);
    const node = nodes.find((n) => n.name === service.node);
    return plan && node ? [{ service, plan, node }] : [];
  });
}

/** The account's sites: the primary domain first, then addon domains by name. */
export function sitesOf(q: Q, serviceId: number): Promise<HostingSiteRow[]> {
  return q
    .select()
    .from(hostingSites)
    .where(eq(hostingSites.serviceId, serviceId))
    .orderBy(sql`${hostingSites.isPrimary} desc`, hostingSites.domain);
}

/** Nameservers the registrar has for the account's domain; empty when the domain is registered elsewhere. */
export async function nameserversOf(q: Q, domain: string | null): Promise<string[]> {
  if (!domain) return [];
  const [row] = await q.select({ ns: domains.nameservers }).from(domains).where(eq(domains.name, domain));
  return row?.ns ?? [];
}

export interface StoreUse {
  /** Mail stored in the mailboxes of the domains the account serves. */
  mailMb: number;
  mailboxes: number;
  databaseMb: number;
  databases: number;
}

/**
 * Mail and database storage of each service, by service id. Database sizes are the node's real
 * measurement of each database (the databases area's `databaseSizes`).
 */
export async function storeUse(q: Q, dbNode: DatabaseNode, rows: HostingServiceRow[]): Promise<Map<number, StoreUse>> {
  const out = new Map<number, StoreUse>(
    rows.map((s) => [s.id, { mailMb: 0, mailboxes: 0, databaseMb: 0, databases: 0 }]),
  );
  if (!rows.length) return out;
  // a mailbox belongs to the account that serves its domain (and holds the mailbox)
  const mail = await q
    .select({
      serviceId: hostingSites.serviceId,
      mb: sql<number>`coalesce(sum(${mailboxes.usedMb}), 0)::int`,
      n: count(mailboxes.id),
    })
    .from(hostingSites)
    .innerJoin(services, eq(services.id, hostingSites.serviceId))
    .innerJoin(mailboxes, and(eq(mailboxes.domain, hostingSites.domain), eq(mailboxes.accountId, services.accountId)))
    .where(
      inArray(
        hostingSites.serviceId,
        rows.map((s) => s.id),
      ),
    )
    .groupBy(hostingSites.serviceId);
  for (const m of mail) Object.assign(out.get(m.serviceId)!, { mailMb: Number(m.mb), mailboxes: Number(m.n) });
  for (const s of rows) {
    const sizes = await databaseSizes(q, s.id, dbNode);
    const bytes = sizes.reduce((sum, d) => sum + d.sizeBytes, 0);
    Object.assign(out.get(s.id)!, { databaseMb: Math.round((bytes / MB) * 10) / 10, databases: sizes.length });
  }
  return out;
}

export interface FeatureCounts {
  addonDomains: number;
  subdomains: number;
  ftpAccounts: number;
}

export async function featureCounts(q: Q, serviceId: number): Promise<FeatureCounts> {
  const [addon] = await q
    .select({ n: count() })
    .from(hostingSites)
    .where(and(eq(hostingSites.serviceId, serviceId), eq(hostingSites.isPrimary, false)));
  const [sub] = await q
    .select({ n: count() })
    .from(hostingSubdomains)
    .where(eq(hostingSubdomains.serviceId, serviceId));
  const [ftp] = await q
    .select({ n: count() })
    .from(hostingResources)
    .where(and(eq(hostingResources.serviceId, serviceId), eq(hostingResources.kind, 'ftp_accounts')));
  return { addonDomains: addon!.n, subdomains: sub!.n, ftpAccounts: ftp!.n };
}
