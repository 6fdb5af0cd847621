// The estate's DNS zones and what other parts of the demo write into them: each domain's zone with
// the records a reset gives, the addresses of a hosting account's subdomains, the diagnostics demo's
// broken MX, and bulk records for performance work.
import { and, eq } from 'drizzle-orm';
import { defaultRecords } from '@server/areas/dns/public';
import type { Db, Tx } from '@server/db/client';
import * as tDns from '@server/db/schema/dns';
import { batched } from './batches';

const day = 86_400_000;

/** The zone of `name`, made 700 days ago, with the default records for a hosting node (or parking when null). */
export async function seedZone(tx: Tx, accountId: number, name: string, now: Date, node: string | null) {
  const serial = Number(`${now.toISOString().slice(0, 10).replaceAll('-', '')}01`);
  const [z] = await tx
    .insert(tDns.dnsZones)
    .values({ accountId, domain: name, serial, createdAt: new Date(now.getTime() - 700 * day), updatedAt: now })
    .returning();
  // The same records a reset gives: SOA, our NS, web (hosting node or parking), our mail preset.
  await tx.insert(tDns.dnsRecords).values(
    defaultRecords(name, node, serial).map((r) => ({
      ...r,
      zoneId: z!.id,
      createdAt: new Date(now.getTime() - 700 * day),
    })),
  );
}

/** A and (when the node has one) AAAA records for each of `names` in the zone of `domain`. */
export async function seedHostAddresses(
  tx: Tx,
  domain: string,
  names: string[],
  node: { ipv4: string; ipv6: string | null },
  createdAt: Date,
) {
  const [zone] = await tx.select().from(tDns.dnsZones).where(eq(tDns.dnsZones.domain, domain));
  await tx
    .insert(tDns.dnsRecords)
    .values(
      names.flatMap((name) => [
        { zoneId: zone!.id, name, type: 'A', ttl: 3600, value: node.ipv4, createdAt },
        ...(node.ipv6 ? [{ zoneId: zone!.id, name, type: 'AAAA', ttl: 3600, value: node.ipv6, createdAt }] : []),
      ]),
    );
}

/**
 * The apex MX of `domain`'s zone replaced by one to `host`; returns the zone's account. Throws when the
 * zone is not here yet (`needs` says which seed makes it).
 */
export async function seedApexMx(tx: Tx, domain: string, host: string, createdAt: Date, needs: string) {
  const [zone] = await tx.select().from(tDns.dnsZones).where(eq(tDns.dnsZones.domain, domain));
  if (!zone) throw new Error(`seed: ${domain} needs its zone (${needs}) first`);
  await tx
    .delete(tDns.dnsRecords)
    .where(and(eq(tDns.dnsRecords.zoneId, zone.id), eq(tDns.dnsRecords.name, '@'), eq(tDns.dnsRecords.type, 'MX')));
  await tx.insert(tDns.dnsRecords).values({
    zoneId: zone.id,
    name: '@',
    type: 'MX',
    ttl: 3600,
    priority: 10,
    value: `${host}.`,
    createdAt,
  });
  return { accountId: zone.accountId };
}

/** The account's first zone (by id), or null. */
export async function firstZoneOf(db: Db, accountId: number) {
  const [zone] = await db
    .select()
    .from(tDns.dnsZones)
    .where(eq(tDns.dnsZones.accountId, accountId))
    .orderBy(tDns.dnsZones.id)
    .limit(1);
  return zone ?? null;
}

/** `n` A records in the zone, named by `tag`. */
export async function bulkRecords(db: Db, zoneId: number, tag: string, n: number) {
  await batched(
    n,
    (i) => ({
      zoneId,
      name: `host${i}-${tag}`,
      type: 'A',
      ttl: 3600,
      priority: null,
      value: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
    }),
    (rows) => db.insert(tDns.dnsRecords).values(rows),
  );
}
