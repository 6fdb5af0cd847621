// Data access of the portfolio beyond the list: the hosting service a domain
// is linked to, and the auto-renewal setting kept on both the domain and its
// domain service.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { domains, services } from '@server/db/schema';
import type { DomainRow, OwnedDomain, ServiceRow } from './domain-repository';

/** The hosting service the domain points at, if any. */
export async function hostingServiceOf(q: Db | Tx, d: DomainRow): Promise<ServiceRow | null> {
  if (!d.hostingServiceId) return null;
  const [svc] = await q.select().from(services).where(eq(services.id, d.hostingServiceId));
  return svc ?? null;
}

/** Auto-renewal on the domain and on its domain service, in the caller's transaction; returns the new domain row. */
export async function saveAutoRenew(tx: Tx, o: OwnedDomain, enabled: boolean): Promise<DomainRow> {
  const [row] = await tx.update(domains).set({ autorenew: enabled }).where(eq(domains.id, o.domain.id)).returning();
  await tx.update(services).set({ autoRenew: enabled }).where(eq(services.id, o.service.id));
  return row!;
}
