// Whether a hosted zone is signed. The registrar's automatic DNSSEC (domains
// area) turns it on when it publishes the zone's DS record at the registry and
// off when it withdraws it; it reaches the flag only through this function.
import { eq } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { dnsZones } from '@server/db/schema/dns';

/** Mark the zone hosted here for `domain` signed or not; false when no zone is hosted here for it. */
export async function setZoneSigned(tx: Tx, domain: string, signed: boolean, now: Date): Promise<boolean> {
  const rows = await tx
    .update(dnsZones)
    .set({ dnssec: signed, updatedAt: now })
    .where(eq(dnsZones.domain, domain))
    .returning({ id: dnsZones.id });
  return rows.length > 0;
}
