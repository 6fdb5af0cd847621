// Opening a hosted zone for a domain. The areas that bring a domain here (a
// registration, a transfer, an addon domain) open its zone through this, so a
// zone is always named in the stored form of the contract's DomainName
// (`bücher.se` → `xn--bcher-kva.se`) and starts with the records a reset gives.
import { DomainName } from '@contract/domain-name-fields';
import { domainToUnicode } from '@contract/domain-name';
import { ApiError } from '@server/core/problem';
import type { Tx } from '@server/db/client';
import { dnsRecords, dnsZones } from '@server/db/schema/dns';
import { defaultRecords } from './defaults';
import { nextSerial } from './zone-writer';
import { zoneByDomain, type ZoneRow } from './zone-repository';

export interface NewZone {
  accountId: number;
  /** As given: Unicode or ASCII, any case, with or without the trailing dot. */
  domain: string;
  /** The hosting node serving the domain's site; null parks it. */
  node: string | null;
  now: Date;
}

/** Opens the zone in the caller's transaction; 422 for a name that is not a domain, 409 when it is hosted already. */
export async function createZone(tx: Tx, z: NewZone): Promise<ZoneRow> {
  const parsed = DomainName.safeParse(z.domain);
  if (!parsed.success) {
    const message = parsed.error.issues[0]!.message;
    throw new ApiError('validation_failed', `domain: ${message}`, {
      errors: [{ path: 'domain', message, code: 'invalid_domain' }],
    });
  }
  const domain = parsed.data;
  if (await zoneByDomain(tx, domain))
    throw new ApiError('conflict', `A DNS zone for ${domainToUnicode(domain)} is hosted here already`);
  const serial = nextSerial(0, z.now);
  const [zone] = await tx
    .insert(dnsZones)
    .values({ accountId: z.accountId, domain, serial, createdAt: z.now, updatedAt: z.now })
    .returning();
  await tx
    .insert(dnsRecords)
    .values(defaultRecords(domain, z.node, serial).map((r) => ({ ...r, zoneId: zone!.id, createdAt: z.now })));
  return zone!;
}
