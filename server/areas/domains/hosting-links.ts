// The domains rows as hosting sees them: whose a name is, its registrar
// nameservers, and the link from a domain to the hosting account serving it
// (`hosting_service_id`, so an `input` naming the domain resolves to that
// account). The domains table is this area's; hosting asks here.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { domains } from '@server/db/schema/domains';

type Q = Db | Tx;
export type DomainRow = typeof domains.$inferSelect;

/** The domain rows of these names (names no account has are left out). */
export function domainsNamed(q: Q, names: string[]): Promise<DomainRow[]> {
  return q.select().from(domains).where(inArray(domains.name, names));
}

/** The domain row of `name`, or null when no account has it. */
export async function domainNamed(q: Q, name: string): Promise<DomainRow | null> {
  const [row] = await q.select().from(domains).where(eq(domains.name, name));
  return row ?? null;
}

/**
 * Links `name` to the hosting service: the account's own row (`own`) gets it, or a name new to the
 * account gets a row of its own, status `external` (registered elsewhere, served here). False when
 * another request brought the name here meanwhile (the unique name decides).
 */
export async function linkDomainToHosting(
  tx: Tx,
  o: { accountId: number; hostingServiceId: number; name: string; own: DomainRow | null; now: Date },
): Promise<boolean> {
  if (o.own) {
    await tx.update(domains).set({ hostingServiceId: o.hostingServiceId }).where(eq(domains.id, o.own.id));
    return true;
  }
  const [row] = await tx
    .insert(domains)
    .values({
      accountId: o.accountId,
      serviceId: null,
      hostingServiceId: o.hostingServiceId,
      name: o.name,
      status: 'external',
      autorenew: false,
      locked: false,
      createdAt: o.now,
    })
    .onConflictDoNothing()
    .returning();
  return !!row;
}

/** The name's row no longer names the hosting service (the row itself stays: a zone or registration may be on it). */
export const unlinkDomainFromHosting = (tx: Tx, hostingServiceId: number, name: string) =>
  tx
    .update(domains)
    .set({ hostingServiceId: null })
    .where(and(eq(domains.name, name), eq(domains.hostingServiceId, hostingServiceId)));
