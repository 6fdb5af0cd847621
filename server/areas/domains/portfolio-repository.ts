// Data access of the portfolio beyond the list: the auto-renewal setting kept
// on both the domain and its domain service. (The hosting service a domain is
// linked to is read with the domain: domain-repository.ts.)
import { eq } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { domains } from '@server/db/schema/domains';
import { setServiceAutoRenew } from '@server/areas/services/public';
import type { DomainRow, OwnedDomain } from './domain-repository';

/** Auto-renewal on the domain and on its domain service, in the caller's transaction; returns the new domain row. */
export async function saveAutoRenew(tx: Tx, o: OwnedDomain, enabled: boolean): Promise<DomainRow> {
  const [row] = await tx.update(domains).set({ autorenew: enabled }).where(eq(domains.id, o.domain.id)).returning();
  await setServiceAutoRenew(tx, o.service.id, enabled);
  return row!;
}
