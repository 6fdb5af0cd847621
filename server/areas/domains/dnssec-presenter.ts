// The DNSSEC state of a registrar domain as the contract answers it: the DS
// records the registry publishes, whether the service manages them, and
// whether the zone is signed (hosted here and signed, or DS records exist).
import type { z } from 'zod';
import type { DnssecState } from '@contract/domains-registry';
import type { Deps } from '@server/core/deps';
import type { Db, Tx } from '@server/db/client';
import type { RegistryDsRow } from '@server/infra/registry';
import { readZone } from '@server/areas/dns/public';
import { registrarSettings } from './domain-repository';
import type { RegistryDomain } from './registry-domain';

export const presentDs = (ds: RegistryDsRow) => ({
  id: ds.id,
  keyTag: ds.keyTag,
  algorithm: ds.algorithm,
  digestType: ds.digestType,
  digest: ds.digest,
  source: ds.source === 'auto' ? ('auto' as const) : ('manual' as const),
});

export async function dnssecState(deps: Deps, q: Db | Tx, d: RegistryDomain): Promise<z.input<typeof DnssecState>> {
  const name = d.view.row.name;
  const ds = await deps.infra.registry.dsRecords(q, d.view.row.id);
  const settings = await registrarSettings(q, d.owned.domain.id);
  const zone = await readZone(q, name);
  return {
    target: d.target,
    domain: name,
    signed: Boolean(zone?.dnssec) || ds.length > 0,
    autoManaged: settings.dnssecAuto,
    registryStatus: ds.length > 0 ? 'signed' : d.view.row.dnssecPending ? 'pending' : 'unsigned',
    dsRecords: ds.map(presentDs),
    // the registry's last change to the name (DS changes included)
    updatedAt: d.view.row.updatedAt.toISOString(),
  };
}
