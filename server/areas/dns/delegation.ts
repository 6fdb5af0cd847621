// What the DNS area reads of a zone's domain, which the domains and services areas own: the nameservers
// the registry has for it (is the zone live?) and the node of the hosting account that serves it (the web
// address a reset restores). Kept apart from zone-repository.ts, which dns/public.ts uses, so that the
// domains area (whose public module reaches dns/public.ts) is imported only by the handlers.
import type { Db } from '@server/db/client';
import { domainLinksOf } from '@server/areas/domains/public';
import { serviceById } from '@server/areas/services/public';
import type { ZoneRow } from './zone-repository';

/** The registry's nameservers for the zone's domain, lower case without the trailing dot. */
export async function registryNameservers(db: Db, zone: ZoneRow): Promise<string[]> {
  const links = await domainLinksOf(db, zone.domain);
  return (links?.nameservers ?? []).map((n) => n.replace(/\.$/, '').toLowerCase());
}

/** The hosting service that serves the zone's domain, or null. */
export async function hostingServiceIdOf(db: Db, zone: ZoneRow): Promise<number | null> {
  return (await domainLinksOf(db, zone.domain))?.hostingServiceId ?? null;
}

/** The node of the hosting account that serves the zone's domain, or null. */
export async function hostingNode(db: Db, zone: ZoneRow): Promise<string | null> {
  const id = await hostingServiceIdOf(db, zone);
  return id === null ? null : ((await serviceById(db, id))?.node ?? null);
}
