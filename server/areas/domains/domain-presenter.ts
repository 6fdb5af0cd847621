// A registrar domain as the API shows it: our own record (the `domains` row)
// joined with what the registry says of the name. When the registry does not
// answer, each row still renders: the transfer lock from our record, and
// verification and DNSSEC from what the registry last stored.
import type { z } from 'zod';
import type { RegistrarDomainDetail } from '@contract/domains';
import type { RegistrarDomain, RegistrarStatus } from '@contract/domains-schemas';
import type { Db, Tx } from '@server/db/client';
import type { Deps } from '@server/core/deps';
import { OUR_REGISTRAR, tldOf, type RegistryView, type TldRow } from '@server/infra/registry';
import { domainTarget, type DomainRow, type OwnedDomain } from './domain-repository';
import { priceMoney, priceOf } from './pricing';
import { usesProviderNameservers } from './provision';
import { LIVE_PHASES, lastStoredRecord, readRegistry } from './registry-read';

type Q = Db | Tx;
type VerificationStatus = z.input<typeof RegistrarDomain>['verification'];

/** What the registry says of one name, with the degraded values where it did not answer. */
export interface RegistryFacts {
  reachable: boolean;
  view: RegistryView | null;
  tld: TldRow | null;
  dnssec: boolean;
  verification: VerificationStatus;
  premium: boolean;
}

/** TLD catalogue rows by TLD, so a page of names reads each TLD once. */
export type TldCache = Map<string, TldRow | null>;

export async function registryFacts(
  deps: Deps,
  q: Q,
  name: string,
  now: Date,
  tlds: TldCache = new Map(),
): Promise<RegistryFacts> {
  const read = await readRegistry(deps, q, name, now);
  const record = read.view?.row ?? (read.reachable ? null : await lastStoredRecord(q, name));
  const tld = tldOf(name);
  if (!tlds.has(tld)) tlds.set(tld, read.view?.tld ?? (await deps.infra.registry.tld(q, tld)));
  // DS records are read by the registry row's id, which the stored record gives while the registry is away.
  const ds = record ? await deps.infra.registry.dsRecords(q, record.id) : [];
  return {
    reachable: read.reachable,
    view: read.view,
    tld: tlds.get(tld)!,
    dnssec: ds.length > 0,
    verification: (record?.verificationStatus ?? 'not_required') as VerificationStatus,
    premium: record?.premium ?? false,
  };
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** null where the TLD has no transfer lock; the registry's status, or our record while it does not answer. */
function transferLock(d: DomainRow, f: RegistryFacts): boolean | null {
  if (f.tld && !f.tld.hasTransferLock) return null;
  return f.view ? f.view.row.statuses.includes('clientTransferProhibited') : d.locked;
}

export function presentRegistrarDomain(d: DomainRow, f: RegistryFacts): z.input<typeof RegistrarDomain> {
  return {
    id: d.id,
    domain: d.name,
    tld: tldOf(d.name),
    status: d.status as z.infer<typeof RegistrarStatus>,
    registeredAt: iso(d.registeredAt),
    expiresAt: iso(d.expiresAt),
    autoRenew: d.autorenew,
    transferLock: transferLock(d, f),
    nameservers: d.nameservers,
    usesProviderNameservers: usesProviderNameservers(d.nameservers),
    dnssec: f.dnssec,
    renewalPrice: f.tld ? priceMoney(priceOf(f.tld, 'renew', 1, f.premium)) : null,
    verification: f.verification,
  };
}

/** Whether the registry would hand out an auth code now: it answers, the name is ours and not past grace. */
export const authCodeAvailable = (f: RegistryFacts) =>
  f.view !== null && f.view.row.registrar === OUR_REGISTRAR && LIVE_PHASES.includes(f.view.phase);

export function presentRegistrarDomainDetail(
  input: string,
  o: OwnedDomain,
  f: RegistryFacts,
  local: {
    hasDnsZone: boolean;
    lastSyncedAt: Date | null;
    pendingOrder: z.input<typeof RegistrarDomainDetail>['pendingOrder'];
  },
): z.input<typeof RegistrarDomainDetail> {
  return {
    ...presentRegistrarDomain(o.domain, f),
    target: domainTarget(input, o),
    // while the registry does not answer, the sponsor is the one our record names: this registrar
    registrar: f.view?.row.registrar ?? OUR_REGISTRAR,
    registryStatuses: f.view?.row.statuses ?? [],
    authCodeAvailable: authCodeAvailable(f),
    hasDnsZone: local.hasDnsZone,
    hostingServiceId: o.domain.hostingServiceId,
    createdAt: o.domain.createdAt.toISOString(),
    lastSyncedAt: iso(local.lastSyncedAt),
    pendingOrder: local.pendingOrder,
  };
}
