// BIND zone files in and out. Import parses the whole file first (a syntax
// error or bad data refuses the import and names the line), then merges or
// replaces through the change engine; a dry run returns the same diff.
import type { z } from 'zod';
import type { ZoneDiffEntry } from '@contract/dns-records';
import { dnsOps } from '@contract/dns';
import { implement } from '@server/core/area';
import { ApiError } from '@server/core/problem';
import { applyChanges, type ChangeSet } from './changes';
import { content, identity, isLocked, type RecordRow } from './rdata';
import { parseZoneFile, type LineNote, type ParsedRecord } from './zone-parser';
import { writeZoneFile } from './zone-writer';
import { findZone, zoneRecords } from './zone-store';

type Diff = z.infer<typeof ZoneDiffEntry>;
type DiffType = Diff['type'];

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

export function planImport(
  records: RecordRow[],
  parsed: ParsedRecord[],
  mode: 'merge' | 'replace',
  skipped: LineNote[],
) {
  const have = new Map<string, RecordRow>();
  for (const r of records) if (!have.has(identity(r))) have.set(identity(r), r);
  const inFile = new Map<string, ParsedRecord>();
  const set: ChangeSet = { creates: [], updates: [], deletes: [] };
  const diff: Diff[] = [];
  let unchanged = 0;
  for (const p of parsed) {
    const id = identity(p.rec);
    const dup = inFile.get(id);
    if (dup) {
      skipped.push({ line: p.line, text: p.text, reason: `The same record as line ${dup.line}` });
      continue;
    }
    inFile.set(id, p);
    const cur = have.get(id);
    const row = {
      name: p.rec.name,
      type: p.rec.type as DiffType,
      ttl: p.rec.ttl,
      content: content(p.rec),
      line: p.line,
    };
    if (!cur) {
      set.creates.push({ rec: p.rec, path: `line:${p.line}`, label: `Line ${p.line}` });
      diff.push({ change: 'create', ...row, previousTtl: null });
    } else if (mode === 'replace' && cur.ttl !== p.rec.ttl && !isLocked(cur)) {
      set.updates.push({
        id: cur.id,
        rec: { ...p.rec, value: cur.value },
        path: `line:${p.line}`,
        label: `Line ${p.line}`,
      });
      diff.push({ change: 'update', ...row, previousTtl: cur.ttl });
    } else unchanged++;
  }
  if (mode === 'replace') {
    for (const r of records) {
      if (isLocked(r) || inFile.has(identity(r))) continue;
      set.deletes.push({ id: r.id, path: 'zone', label: `${r.name} ${r.type}` });
      diff.push({
        change: 'remove',
        name: r.name,
        type: r.type as DiffType,
        ttl: r.ttl,
        content: content(r),
        previousTtl: null,
        line: null,
      });
    }
  }
  return { set, diff, unchanged };
}

export default implement(dnsOps, {
  handlers: {
    async importDnsZone({ deps, cred, body, resolve }) {
      const { target, zone } = await findZone(deps.db, cred.accountId, resolve, body.input);
      const parsed = parseZoneFile(body.zone_file, zone.domain);
      if (parsed.errors.length) {
        const more = parsed.errors.length > 1 ? ` (and ${parsed.errors.length - 1} more)` : '';
        throw new ApiError('validation_failed', `The zone file was not imported: ${parsed.errors[0]!.message}${more}`, {
          errors: parsed.errors.map((e) => ({ path: 'zone_file', message: e.message, code: 'zone_file_line' })),
        });
      }
      const records = await zoneRecords(deps.db, zone.id);
      const skipped = [...parsed.skipped];
      const { set, diff, unchanged } = planImport(records, parsed.records, body.mode, skipped);
      const changes = set.creates.length + set.updates.length + set.deletes.length;
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
