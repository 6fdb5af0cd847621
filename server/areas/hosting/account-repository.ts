// What the account operations read about hosting accounts (the listing of
// their services is the services area's pageOfHostingServices): the plan and
// node of each, their sites, the nameservers of their domain, and the
// counts and sizes of what they hold (the home directory's files, mailboxes of
// the domains they serve, databases, addon domains, subdomains, FTP accounts).
import { BYTES_PER_MB } from '@contract/units';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { hostingPlans, hostingResources, hostingSites, hostingSubdomains } from '@server/db/schema/hosting';
import type { DatabaseNode } from '@server/infra/database-node';
import { homeUseByService, hostingNodesNamed } from '@server/infra/web-store';
import { databaseSizes } from '@server/areas/databases/public';
import { domainNamed } from '@server/areas/domains/public';
import { mailUseOn } from '@server/areas/email/public';
import type { HostingServiceRow } from './hosting-account';
import type { MeteredRef } from './usage-readings';

type Q = Db | Tx;
const MB = BYTES_PER_MB;
export type HostingSiteRow = typeof hostingSites.$inferSelect;

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
  const nodes = await hostingNodesNamed(
    q,
    rows.map((r) => r.node ?? ''),
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
  return (await domainNamed(q, domain))?.nameservers ?? [];
}

export interface StoreUse {
  /** The home directory's files: the stored home tree a backup copies and a restore writes back. */
  homeMb: number;
  /** The home tree's files and the directories holding them. */
  homeInodes: number;
  /** Mail stored in the mailboxes of the domains the account serves. */
  mailMb: number;
  mailboxes: number;
  databaseMb: number;
  databases: number;
}

/**
 * Home, mail and database storage of each service, by service id. The home directory is the web
 * node's stored home tree (every account's in one query); database sizes are the node's real
 * measurement of each database (the databases area's `databaseSizes`).
 */
export async function storeUse(q: Q, dbNode: DatabaseNode, rows: HostingServiceRow[]): Promise<Map<number, StoreUse>> {
  const out = new Map<number, StoreUse>(
    rows.map((s) => [s.id, { homeMb: 0, homeInodes: 0, mailMb: 0, mailboxes: 0, databaseMb: 0, databases: 0 }]),
  );
  if (!rows.length) return out;
  const homes = await homeUseByService(
    q,
    rows.map((s) => ({ serviceId: s.id, domain: s.domain, createdAt: s.createdAt })),
  );
  for (const [id, home] of homes) Object.assign(out.get(id)!, { homeMb: home.bytes / MB, homeInodes: home.inodes });
  // a mailbox belongs to the account that serves its domain (and holds the mailbox)
  for (const s of rows) {
    const mail = await mailUseOn(
      q,
      s.accountId,
      (await sitesOf(q, s.id)).map((site) => site.domain),
    );
    Object.assign(out.get(s.id)!, { mailMb: mail.mb, mailboxes: mail.mailboxes });
  }
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
