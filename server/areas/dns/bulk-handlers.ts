// Many changes in one all-or-nothing call, and the reset to defaults (which
// is a bulk change the server writes itself).
import { and, eq, inArray } from 'drizzle-orm';
import { dnsOps } from '@contract/dns';
import { dnsRecords } from '@server/db/schema/dns';
import { implement } from '@server/core/area';
import { ApiError, type FieldError } from '@server/core/problem';
import type { ChangeSet } from './change-checks';
import { defaultRecords, isMailRecord } from './defaults';
import { fromInput, identity, isLocked } from './rdata';
import { present } from './record-presenter';
import { parseId } from './record-input';
import { hostingNode } from './delegation';
import { applyChanges } from './zone-writer';
import { findZone, zoneRecords } from './zone-repository';

export default implement(dnsOps, {
  handlers: {
    async bulkChangeDnsRecords({ deps, cred, body, resolve }) {
      const { target, zone } = await findZone(deps.db, cred.accountId, resolve, body.input);
      const set: ChangeSet = { creates: [], updates: [], deletes: [] };
      const errors: { label: string; e: FieldError }[] = [];
      const unknown = (label: string, path: string, id: string | number) =>
        errors.push({
          label,
          e: { path, message: `No record with id ${id} in ${zone.domain}`, code: 'unknown_record' },
        });
      body.creates.forEach((rec, i) => {
        const label = `creates[${i}] (${rec.name} ${rec.type})`;
        const r = fromInput(rec, zone.domain, `creates.${i}`);
        if ('errors' in r) r.errors.forEach((e) => errors.push({ label, e }));
        else set.creates.push({ rec: r.rec, path: `creates.${i}`, label });
      });
      body.updates.forEach((u, i) => {
        const label = `updates[${i}] (id ${u.id})`;
        const id = parseId(u.id);
        const r = fromInput(u.record, zone.domain, `updates.${i}.record`);
        if (id === null) unknown(label, `updates.${i}.id`, u.id);
        if ('errors' in r) r.errors.forEach((e) => errors.push({ label, e }));
        else if (id !== null) set.updates.push({ id, rec: r.rec, path: `updates.${i}`, label });
      });
      body.deletes.forEach((raw, i) => {
        const label = `deletes[${i}] (id ${raw})`;
        const id = parseId(raw);
        if (id === null) unknown(label, `deletes.${i}`, raw);
        else set.deletes.push({ id, path: `deletes.${i}`, label });
      });
      // Unknown ids are reported with everything else, not only after the rest is fixed.
      const ids = [...set.updates, ...set.deletes].map((x) => x.id);
      const found = new Set(
        ids.length
          ? (
              await deps.db
                .select({ id: dnsRecords.id })
                .from(dnsRecords)
                .where(and(eq(dnsRecords.zoneId, zone.id), inArray(dnsRecords.id, ids)))
            ).map((r) => r.id)
          : [],
      );
      for (const x of [...set.updates, ...set.deletes])
        if (!found.has(x.id)) unknown(x.label, 'rec' in x ? `${x.path}.id` : x.path, x.id);
      if (errors.length) {
        const { label, e } = errors[0]!;
        const more = errors.length > 1 ? ` (and ${errors.length - 1} more problem${errors.length > 2 ? 's' : ''})` : '';
        throw new ApiError('validation_failed', `${label}: ${e.message}${more}. Nothing was changed.`, {
          errors: errors.map((x) => x.e),
        });
      }
      const done = await applyChanges(deps, zone, set, { dryRun: body.dry_run });
      return {
        target,
        zone: zone.domain,
        serial: done.serial,
        dryRun: body.dry_run,
        created: done.created.map((r) => present(r, zone.domain, done.serial)),
        updated: done.updated.map((r) => present(r, zone.domain, done.serial)),
        deleted: done.deleted.map((r) => String(r.id)),
      };
    },

    async resetDnsZone({ deps, cred, body, resolve }) {
      const { target, zone } = await findZone(deps.db, cred.accountId, resolve, body.input);
      const records = await zoneRecords(deps.db, zone.id);
      const wanted = defaultRecords(zone.domain, await hostingNode(deps.db, zone), zone.serial).filter(
        (r) => !(body.keep_mail && isMailRecord(r)),
      );
      const wantedIds = new Set(wanted.map(identity));
      const haveIds = new Set(records.map(identity));
      const hasSoa = records.some((r) => r.type === 'SOA');
      const set: ChangeSet = {
        deletes: records
          .filter((r) => !isLocked(r) && !(body.keep_mail && isMailRecord(r)) && !wantedIds.has(identity(r)))
          .map((r) => ({ id: r.id, path: 'records', label: `${r.name} ${r.type}` })),
        // A damaged zone gets its SOA and our NS records back too.
        creates: wanted
          .filter((r) => (r.type === 'SOA' ? !hasSoa : !haveIds.has(identity(r))))
          .map((rec) => ({ rec, path: 'records', label: `${rec.name} ${rec.type}` })),
        updates: [],
      };
      const done =
        set.creates.length || set.deletes.length ? await applyChanges(deps, zone, set) : { serial: zone.serial };
      const after = await zoneRecords(deps.db, zone.id);
      return {
        target,
        zone: zone.domain,
        serial: done.serial,
        removed: set.deletes.length,
        records: after.map((r) => present(r, zone.domain, done.serial)),
      };
    },
  },
});
