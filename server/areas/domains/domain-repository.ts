// The registrar's own record of a domain: the `domains` row and its domain
// service, found for the acting account. A name of another account is 403
// `domain_not_owned`; a name nobody has here, or one on the account only for
// DNS or hosting (registered elsewhere), is 404 `not_found`.
import { eq } from 'drizzle-orm';
import type { Target } from '@contract/common';
import type { Db, Tx } from '@server/db/client';
import { domains, registrarDomainSettings } from '@server/db/schema/domains';
import { ApiError } from '@server/core/problem';
import { targetOfDomain } from '@server/core/admission/resolve-input';
import { domainServiceById, serviceById, type ServiceRow } from '@server/areas/services/public';

type Q = Db | Tx;
export type DomainRow = typeof domains.$inferSelect;
export type { ServiceRow };

export interface OwnedDomain {
  domain: DomainRow;
  service: ServiceRow;
  /** The hosting account that serves the name (its echoed target names it), or null. */
  hosting: ServiceRow | null;
}

/**
 * The domain `name` (stored ASCII form) as a registrar domain of `accountId`. `forUpdate` locks the
 * row for the rest of the transaction, so two writes to one domain run one after the other.
 */
export async function ownedRegistrarDomain(q: Q, accountId: number, name: string, forUpdate = false) {
  const base = q.select().from(domains).where(eq(domains.name, name));
  const [row] = forUpdate ? await base.for('update') : await base;
  if (!row) throw new ApiError('not_found', `${name} is not registered on any account here`);
  if (row.accountId !== accountId)
    throw new ApiError('domain_not_owned', `The domain ${name} belongs to another account`);
  const svc = row.serviceId ? await domainServiceById(q, row.serviceId) : null;
  if (!svc)
    throw new ApiError(
      'not_found',
      `${name} is on this account for DNS or hosting, but it is registered at another registrar, not here`,
    );
  // Read as the shared input resolver reads it (core/resolve-input.ts), so the echoed target is the same.
  const hosting = row.hostingServiceId ? await serviceById(q, row.hostingServiceId) : null;
  return { domain: row, service: svc, hosting: hosting ?? null } satisfies OwnedDomain;
}

/** The registrar's settings of a domain (DNSSEC auto-management, last sync), with defaults when none are stored. */
export async function registrarSettings(q: Q, domainId: number) {
  const [row] = await q.select().from(registrarDomainSettings).where(eq(registrarDomainSettings.domainId, domainId));
  return row ?? { domainId, dnssecAuto: false, dnssecKey: null, lastSyncedAt: null };
}

export async function saveRegistrarSettings(
  tx: Tx,
  domainId: number,
  set: Partial<Omit<typeof registrarDomainSettings.$inferInsert, 'domainId'>>,
) {
  await tx
    .insert(registrarDomainSettings)
    .values({ domainId, ...set })
    .onConflictDoUpdate({ target: registrarDomainSettings.domainId, set });
}

/**
 * The resolved target of a registrar domain, as every domain operation echoes it: built by the shared
 * resolver's builder, so `/domains/{domain}/…` gives the same fields as any operation whose `input`
 * names the domain (its hosting service, control-panel user and node included).
 */
export function domainTarget(input: string, o: OwnedDomain): Target {
  return targetOfDomain(input, {
    name: o.domain.name,
    account_id: o.domain.accountId,
    service_id: o.domain.serviceId,
    hosting_id: o.hosting?.id ?? null,
    da_username: o.hosting?.daUsername ?? null,
    node: o.hosting?.node ?? null,
  });
}
