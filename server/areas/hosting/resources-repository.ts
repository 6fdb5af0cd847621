// The account's other resources, one kind at a time (FTP accounts,
// certificates, SSH keys, IP addresses, PHP versions, error pages), and how a
// row is answered. A certificate's status follows its expiry date as the
// clock moves: expiring within 14 days, expired once past it.
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { HostingResource, HostingResourceKind } from '@contract/hosting';
import type { Db, Tx } from '@server/db/client';
import { hostingResources } from '@server/db/schema/hosting';
import { paginateTable, type PageParams } from '@server/core/pagination';

type Q = Db | Tx;
type Kind = z.infer<typeof HostingResourceKind>;
type Status = z.infer<typeof HostingResource>['status'];
export type ResourceRow = typeof hostingResources.$inferSelect;

const EXPIRING_WITHIN_MS = 14 * 86_400_000;
const STATUSES: readonly Status[] = ['active', 'inactive', 'expiring', 'expired', 'pending'];

/** A row's status now: a dated resource (a certificate) by its `expiresAt`; any other as stored. */
export function statusOf(row: ResourceRow, now: Date): Status {
  const stored = STATUSES.includes(row.status as Status) ? (row.status as Status) : 'inactive';
  const expires = typeof row.details.expiresAt === 'string' ? Date.parse(row.details.expiresAt) : NaN;
  if (Number.isNaN(expires) || stored === 'inactive' || stored === 'pending') return stored;
  if (expires <= now.getTime()) return 'expired';
  return expires - now.getTime() <= EXPIRING_WITHIN_MS ? 'expiring' : 'active';
}

export const presentResource = (row: ResourceRow, now: Date): z.input<typeof HostingResource> => ({
  id: row.id,
  kind: row.kind as Kind,
  name: row.name,
  status: statusOf(row, now),
  details: row.details,
  createdAt: row.createdAt?.toISOString() ?? null,
});

/** One page of one kind, by name. */
export function pageOfResources(db: Db, serviceId: number, kind: Kind, params: PageParams, now: Date) {
  return paginateTable(db, hostingResources, {
    params,
    spec: { columns: [hostingResources.name, hostingResources.id], direction: 'asc', keyOf: (r) => [r.name, r.id] },
    filter: and(eq(hostingResources.serviceId, serviceId), eq(hostingResources.kind, kind)),
    map: (r) => presentResource(r, now),
  });
}

export function resourcesOfKind(q: Q, serviceId: number, kind: Kind): Promise<ResourceRow[]> {
  return q
    .select()
    .from(hostingResources)
    .where(and(eq(hostingResources.serviceId, serviceId), eq(hostingResources.kind, kind)))
    .orderBy(hostingResources.name, hostingResources.id);
}
