// Reading a name at the registry for an answer that must not fail when the
// registry does not: `readRegistry` says whether it answered, and the degraded
// paths fall back to what the registry last stored (its tables are the
// registry; only its calls throw while it is unreachable).
import type { Db, Tx } from '@server/db/client';
import type { Deps } from '@server/core/deps';
import { RegistryRefusal, RegistryUnavailable, type RegistryView } from '@server/infra/registry';
import type { RegistryPhase } from '@server/infra/registry-lifecycle';
import { storedRegistryDomain } from '@server/infra/registry-reads';
import { ApiError } from '@server/core/problem';
import { atRegistry } from './registry-call';

type Q = Db | Tx;

export type RegistryRead = { reachable: true; view: RegistryView | null } | { reachable: false; view: null };

/** The registry's record of `name`, or `reachable: false` when its registry does not answer. */
export async function readRegistry(deps: Deps, q: Q, name: string, now: Date): Promise<RegistryRead> {
  try {
    return { reachable: true, view: await deps.infra.registry.info(q, name, now) };
  } catch (err) {
    if (err instanceof RegistryUnavailable) return { reachable: false, view: null };
    // a TLD the registry does not know has no record of the name
    if (err instanceof RegistryRefusal) return { reachable: true, view: null };
    throw err;
  }
}

/**
 * The registry's record of a name for an answer that needs it: 503 `registry_unavailable` when the
 * registry does not answer, 404 when it has no record of the name.
 */
export async function registryRecord(deps: Deps, q: Q, name: string, now: Date): Promise<RegistryView> {
  const view = await atRegistry(() => deps.infra.registry.info(q, name, now));
  if (!view) throw new ApiError('not_found', `The .${name.split('.').pop()} registry has no record of ${name}`);
  return view;
}

/** What the registry last stored of a name, read while it does not answer (verification, DS records). */
export const lastStoredRecord = (q: Q, name: string) => storedRegistryDomain(q, name);

/** Phases in which a registry still accepts updates and issues auth codes. */
export const LIVE_PHASES: readonly RegistryPhase[] = ['active', 'grace'];

/** The registry refuses changes to a name in redemption or pending delete, or one marked update-prohibited. */
export function assertUpdatable(view: RegistryView) {
  const name = view.row.name;
  if (!LIVE_PHASES.includes(view.phase))
    throw new ApiError(
      'conflict',
      `${name} is in ${view.phase.replace('_', ' ')}; the registry accepts no changes to it${
        view.phase === 'redemption' ? ' until it is restored (POST /domains/{domain}/actions/restore)' : ''
      }`,
    );
  const prohibited = view.row.statuses.find((s) => s === 'serverUpdateProhibited' || s === 'clientUpdateProhibited');
  if (prohibited)
    throw new ApiError('conflict', `The registry has ${name} marked ${prohibited}; it accepts no changes to it now`);
}
