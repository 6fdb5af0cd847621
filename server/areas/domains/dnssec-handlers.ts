// DNSSEC of a registrar domain: the registry's DS records (read, list, add,
// remove), automatic DNSSEC (the service signs and publishes its own DS), and
// removing one DS record, which an auto-managed record survives.
import { domainsOps } from '@contract/domains';
import { implement } from '@server/core/area';
import type { Deps } from '@server/core/deps';
import { ApiError } from '@server/core/problem';
import type { Tx } from '@server/db/client';
import { ownedRegistrarDomain, registrarSettings } from './domain-repository';
import { disableAutoDnssec, enableAutoDnssec } from './dnssec-auto';
import { dnssecState } from './dnssec-presenter';
import { digestLengthProblem } from './ds-digest';
import { atRegistry } from './registry-call';
import { registryDomain, type RegistryDomain } from './registry-domain';
import { assertUpdatable, registryRecord } from './registry-read';

/**
 * A name needs one DS record per key and digest type; eight covers a key rollover (two keys) with
 * every digest type twice over, and keeps one name's set bounded.
 */
export const MAX_DS_RECORDS = 8;

/** The state after a change: the registry's record read again, so `updatedAt` is the change's. */
async function stateAfter(deps: Deps, tx: Tx, d: RegistryDomain) {
  return dnssecState(deps, tx, { ...d, view: await registryRecord(deps, tx, d.view.row.name, deps.clock.now()) });
}

const unknownRecord = (name: string, id: string) =>
  new ApiError('not_found', `${name} has no DS record ${id}; GET /domains/${name}/dnssec lists them with their ids`);

export default implement(domainsOps, {
  handlers: {
    async getDomainDnssec({ deps, cred, params, setAuditTarget }) {
      setAuditTarget(`domain ${params.domain}`);
      const d = await registryDomain(deps, deps.db, cred.accountId, params.domain);
      return dnssecState(deps, deps.db, d);
    },

    async manageDomainDsRecords({ deps, cred, params, body, setAuditTarget }) {
      setAuditTarget(`domain ${params.domain}`);
      const name = params.domain;
      if (body.action === 'list')
        return dnssecState(deps, deps.db, await registryDomain(deps, deps.db, cred.accountId, name));
      if (body.action === 'add') {
        // Checked before the registry is asked: ownership, then what the digest must look like.
        await ownedRegistrarDomain(deps.db, cred.accountId, name);
        const problem = digestLengthProblem(body.digest_type!, body.digest!);
        if (problem)
          throw new ApiError('validation_failed', `digest: ${problem}`, {
            errors: [{ path: 'digest', message: problem, code: 'digest_length' }],
          });
      }
      return deps.db.transaction(async (tx) => {
        const d = await registryDomain(deps, tx, cred.accountId, name, true);
        assertUpdatable(d.view);
        const now = deps.clock.now();
        const published = await deps.infra.registry.dsRecords(tx, d.view.row.id);
        if (body.action === 'add') {
          const ds = {
            keyTag: body.key_tag!,
            algorithm: body.algorithm!,
            digestType: body.digest_type!,
            digest: body.digest!.toUpperCase(),
          };
          const same = published.find(
            (r) =>
              r.keyTag === ds.keyTag &&
              r.algorithm === ds.algorithm &&
              r.digestType === ds.digestType &&
              r.digest === ds.digest,
          );
          if (same)
            throw new ApiError('conflict', `The registry already publishes this DS record for ${name} (id ${same.id})`);
          if (published.length >= MAX_DS_RECORDS)
            throw new ApiError(
              'conflict',
              `${name} has ${published.length} DS records, the most it may have here; remove one first`,
            );
          await atRegistry(() => deps.infra.registry.addDs(tx, name, { ...ds, source: 'manual' }, now));
        } else {
          const id = body.record_id!;
          const rec = published.find((r) => r.id === id);
          if (!rec) throw unknownRecord(name, id);
          if (rec.source === 'auto' && (await registrarSettings(tx, d.owned.domain.id)).dnssecAuto)
            throw new ApiError(
              'conflict',
              `DS record ${id} is published by automatic DNSSEC and would be re-published; turn auto-management off first (PUT /domains/${name}/dnssec/auto with {"enabled": false})`,
            );
          await atRegistry(() => deps.infra.registry.removeDs(tx, name, id, now));
        }
        return stateAfter(deps, tx, d);
      });
    },

    async setDomainDnssecAuto({ deps, cred, params, body, setAuditTarget }) {
      setAuditTarget(`domain ${params.domain}`);
      return deps.db.transaction(async (tx) => {
        const d = await registryDomain(deps, tx, cred.accountId, params.domain, true);
        assertUpdatable(d.view);
        if (body.enabled) await enableAutoDnssec(deps, tx, d);
        else await disableAutoDnssec(deps, tx, d);
        return stateAfter(deps, tx, d);
      });
    },

    async deleteDomainDsRecord({ deps, cred, params, setAuditTarget }) {
      setAuditTarget(`domain ${params.domain}`);
      const name = params.domain;
      return deps.db.transaction(async (tx) => {
        const d = await registryDomain(deps, tx, cred.accountId, name, true);
        const rec = (await deps.infra.registry.dsRecords(tx, d.view.row.id)).find((r) => r.id === params.recordId);
        if (!rec) throw unknownRecord(name, params.recordId);
        if (rec.source === 'auto' && (await registrarSettings(tx, d.owned.domain.id)).dnssecAuto)
          return {
            removed: false,
            recordId: rec.id,
            note: `This DS record is published by automatic DNSSEC and is re-published while auto-management is on, so it was left in place. To withdraw it, turn auto-management off: PUT /domains/${name}/dnssec/auto with {"enabled": false} (that also unsigns the zone).`,
            dnssec: await dnssecState(deps, tx, d),
          };
        assertUpdatable(d.view);
        await atRegistry(() => deps.infra.registry.removeDs(tx, name, rec.id, deps.clock.now()));
        return { removed: true, recordId: rec.id, note: null, dnssec: await stateAfter(deps, tx, d) };
      });
    },
  },
});
