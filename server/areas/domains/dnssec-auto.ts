// Automatic DNSSEC: the service holds a key-signing key for a zone it serves,
// publishes that key's DS record at the registry (source 'auto') and marks the
// zone signed; turning it off withdraws the DS record, forgets the key and
// unsigns the zone. Both run inside the caller's transaction, so a registry
// that fails halfway leaves nothing changed.
import type { Deps } from '@server/core/deps';
import type { Tx } from '@server/db/client';
import { ApiError } from '@server/core/problem';
import { PROVIDER_NAMESERVERS } from '@server/infra/registry';
import { readZone, setZoneSigned } from '@server/areas/dns/public';
import { registrarSettings, saveRegistrarSettings } from './domain-repository';
import { newKeySigningKey } from './dnssec-key';
import { dsFor } from './ds-digest';
import { usesProviderNameservers } from './provision';
import { atRegistry } from './registry-call';
import type { RegistryDomain } from './registry-domain';

/** Why automatic DNSSEC cannot run for the domain now (empty when it can). */
export async function autoDnssecBlockers(tx: Tx, d: RegistryDomain): Promise<string[]> {
  const name = d.view.row.name;
  const ns = d.view.row.nameservers;
  const out: string[] = [];
  if (!usesProviderNameservers(ns))
    out.push(
      `${name} is delegated to ${ns.join(', ') || 'no nameservers'}, not to the service's own (${PROVIDER_NAMESERVERS.join(', ')}); switch first with POST /domains/${name}/nameservers/actions/use-provider`,
    );
  if (!(await readZone(tx, name)))
    out.push(`no DNS zone for ${name} is hosted here, so there is nothing for the service to sign`);
  return out;
}

/**
 * Turn automatic DNSSEC on (or make sure its DS record is published when it is on already):
 * a new key-signing key, its SHA-256 DS record at the registry, the zone marked signed.
 */
export async function enableAutoDnssec(deps: Deps, tx: Tx, d: RegistryDomain) {
  const blockers = await autoDnssecBlockers(tx, d);
  if (blockers.length)
    throw new ApiError('conflict', `Automatic DNSSEC needs the service to serve the zone: ${blockers.join('; ')}`);
  const name = d.view.row.name;
  const now = deps.clock.now();
  const settings = await registrarSettings(tx, d.owned.domain.id);
  const key = settings.dnssecAuto && settings.dnssecKey ? settings.dnssecKey : newKeySigningKey();
  const ds = dsFor(name, key, 2);
  const published = await deps.infra.registry.dsRecords(tx, d.view.row.id);
  const present = published.some(
    (r) => r.keyTag === ds.keyTag && r.algorithm === ds.algorithm && r.digestType === 2 && r.digest === ds.digest,
  );
  if (!present) await atRegistry(() => deps.infra.registry.addDs(tx, name, { ...ds, source: 'auto' }, now));
  await saveRegistrarSettings(tx, d.owned.domain.id, { dnssecAuto: true, dnssecKey: key });
  await setZoneSigned(tx, name, true, now);
}

/** Turn automatic DNSSEC off: its DS records withdrawn, the key forgotten, the zone unsigned. Returns how many DS went. */
export async function disableAutoDnssec(deps: Deps, tx: Tx, d: RegistryDomain): Promise<number> {
  const name = d.view.row.name;
  const now = deps.clock.now();
  const auto = (await deps.infra.registry.dsRecords(tx, d.view.row.id)).filter((r) => r.source === 'auto');
  for (const r of auto) await atRegistry(() => deps.infra.registry.removeDs(tx, name, r.id, now));
  await saveRegistrarSettings(tx, d.owned.domain.id, { dnssecAuto: false, dnssecKey: null });
  await setZoneSigned(tx, name, false, now);
  return auto.length;
}
