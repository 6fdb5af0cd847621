// A registrar domain of the acting account together with the registry's record
// of it and the resolved target: what every DNSSEC, glue and nameserver
// operation starts from. Ownership is checked before the registry is asked, so
// another account's name is 403 whether or not its registry answers.
import type { Target } from '@contract/common';
import type { Deps } from '@server/core/deps';
import type { Db, Tx } from '@server/db/client';
import type { RegistryView } from '@server/infra/registry';
import { domainTarget, ownedRegistrarDomain, type OwnedDomain } from './domain-repository';
import { registryRecord } from './registry-read';

export interface RegistryDomain {
  owned: OwnedDomain;
  view: RegistryView;
  target: Target;
}

/**
 * `name` (stored form) as the account's registrar domain with its registry record: 403/404 for a name
 * that is not the account's, 503 `registry_unavailable` when its registry does not answer.
 */
export async function registryDomain(
  deps: Deps,
  q: Db | Tx,
  accountId: number,
  name: string,
  forUpdate = false,
): Promise<RegistryDomain> {
  const owned = await ownedRegistrarDomain(q, accountId, name, forUpdate);
  const view = await registryRecord(deps, q, name, deps.clock.now());
  return { owned, view, target: domainTarget(name, owned) };
}

/** Whether `host` is named under `domain` (ns1.example.com under example.com); both in stored, lower-case form. */
export const isSubordinate = (host: string, domain: string) => host.endsWith(`.${domain}`);
