// BIND zone files in and out. Import parses the whole file first (a syntax
// error or bad data refuses the import and names the line), then merges or
// replaces through the change engine; a dry run returns the same diff.
import { dnsOps } from '@contract/dns';
import { implement } from '@server/core/area';
import { ApiError } from '@server/core/problem';
import { paced } from '@server/core/paced';
import { parseZoneFileSteps } from './zone-parser';
import { planImportSteps } from './zone-import-plan';
import { IMPORT_CHANGE_LIMIT, ZONE_RECORD_LIMIT } from './zone-limits';
import { writeZoneFile } from './zone-file-writer';
import { applyChanges } from './zone-writer';
import { findZone, zoneRecords } from './zone-repository';

const linePath = /^line:(\d+)/;

/** Problems of the change engine point at items; here an item is a line of the file. */
function asLineProblem(err: unknown): never {
  if (err instanceof ApiError && err.extra.errors?.some((e) => linePath.test(e.path))) {
    const errors = err.extra.errors.map((e) => {
      const m = e.path.match(linePath);
      return m ? { path: 'zone_file', message: `Line ${m[1]}: ${e.message}`, code: e.code } : e;
    });
    throw new ApiError(err.code, err.detail, { errors });
  }
  throw err;
}

export default implement(dnsOps, {
  handlers: {
    async importDnsZone({ deps, cred, body, resolve }) {
      const { target, zone } = await findZone(deps.db, cred.accountId, resolve, body.input);
      // Parsing and planning a big file take a second of CPU: in slices, between other requests.
      const parsed = await paced(parseZoneFileSteps(body.zone_file, zone.domain, { maxRecords: ZONE_RECORD_LIMIT }));
      if (parsed.errors.length) {
        const more = parsed.errors.length > 1 ? ` (and ${parsed.errors.length - 1} more)` : '';
        throw new ApiError('validation_failed', `The zone file was not imported: ${parsed.errors[0]!.message}${more}`, {
          errors: parsed.errors.map((e) => ({ path: 'zone_file', message: e.message, code: 'zone_file_line' })),
        });
      }
      const records = await zoneRecords(deps.db, zone.id);
      const skipped = [...parsed.skipped];
      const { set, diff, unchanged } = await paced(planImportSteps(records, parsed.records, body.mode, skipped));
      const changes = set.creates.length + set.updates.length + set.deletes.length;
      if (changes > IMPORT_CHANGE_LIMIT) {
        const message = `This import would change ${changes.toLocaleString('en')} records; one import changes at most ${IMPORT_CHANGE_LIMIT.toLocaleString('en')}. Import the file in parts, in merge mode`;
        throw new ApiError('validation_failed', message, {
          errors: [{ path: 'zone_file', message, code: 'zone_import_too_large' }],
        });
      }
      const done = changes
        ? await applyChanges(deps, zone, set, { dryRun: body.dry_run }).catch(asLineProblem)
        : { serial: zone.serial };
      return {
        target,
        zone: zone.domain,
        serial: done.serial,
        mode: body.mode,
        dryRun: body.dry_run,
        created: set.creates.length,
        updated: set.updates.length,
        removed: set.deletes.length,
        unchanged,
        skipped: skipped.sort((a, b) => a.line - b.line),
        adjusted: parsed.adjusted,
        diff,
      };
    },

    async exportDnsZone({ deps, cred, query, resolve, hono }) {
      const { zone } = await findZone(deps.db, cred.accountId, resolve, query.input);
      const records = await zoneRecords(deps.db, zone.id);
      const text = writeZoneFile({
        zone: zone.domain,
        serial: zone.serial,
        defaultTtl: zone.defaultTtl,
        records,
        now: deps.clock.now(),
      });
      return hono.body(text, 200, {
        'Content-Type': 'text/dns; charset=utf-8',
        'Content-Disposition': `attachment; filename="${zone.domain}.zone"`,
      });
    },
  },
});
