// What other areas read of the `domains` rows (the domains area owns them): which names another account
// holds (a migration may not bring them), and a name's registry nameservers and hosting link (the DNS
// zone list and summary, the defaults a zone reset restores).
import { and, inArray, ne, eq } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { domains } from '@server/db/schema/domains';

type Q = Db | Tx;

/** Of these domain names, the ones that are on another account here. */
export async function namesHeldByOthers(q: Q, accountId: number, names: string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const taken = await q
    .select({ name: domains.name })
    .from(domains)
    .where(and(inArray(domains.name, names), ne(domains.accountId, accountId)));
  return taken.map((d) => d.name);
}

export interface DomainLinks {
  /** The nameservers the registry has for the name, as stored (a trailing dot is possible). */
  nameservers: string[];
  /** The hosting service that serves the name, or null. */
  hostingServiceId: number | null;
}

/** The registry nameservers and hosting link of a name, or null when the name has no `domains` row. */
export async function domainLinksOf(q: Q, name: string): Promise<DomainLinks | null> {
  const [row] = await q
    .select({ nameservers: domains.nameservers, hostingServiceId: domains.hostingServiceId })
    .from(domains)
    .where(eq(domains.name, name));
  return row ?? null;
}

/** The same for many names at once, by name (names with no `domains` row are left out). */
export async function domainLinksByName(q: Q, names: string[]): Promise<Map<string, DomainLinks>> {
  if (names.length === 0) return new Map();
  const rows = await q
    .select({ name: domains.name, nameservers: domains.nameservers, hostingServiceId: domains.hostingServiceId })
    .from(domains)
    .where(inArray(domains.name, names));
  return new Map(rows.map(({ name, ...links }) => [name, links]));
}

/** The names on the account, alphabetically (the email area's "every domain of the account"). */
export async function domainNamesOf(q: Q, accountId: number): Promise<string[]> {
  const rows = await q
    .select({ name: domains.name })
    .from(domains)
    .where(eq(domains.accountId, accountId))
    .orderBy(domains.name);
  return rows.map((r) => r.name);
}
