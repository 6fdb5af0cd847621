// What importing a parsed zone file changes: new records are created; in
// replace mode a changed TTL is an update and a record missing from the file
// is removed (never the SOA or our NS). The diff says each change per line.
import type { z } from 'zod';
import type { Steps } from '@server/core/paced';
import type { ZoneDiffEntry } from '@contract/dns-records';
import type { ChangeSet } from './change-checks';
import { content, identity, isLocked, type RecordRow } from './rdata';
import type { LineNote, ParsedRecord } from './zone-parser';

type Diff = z.infer<typeof ZoneDiffEntry>;
type DiffType = Diff['type'];

/** The plan; yields after each record (core/paced.ts). */
export function* planImportSteps(
  records: RecordRow[],
  parsed: ParsedRecord[],
  mode: 'merge' | 'replace',
  skipped: LineNote[],
): Steps<{ set: ChangeSet; diff: Diff[]; unchanged: number }> {
  const have = new Map<string, RecordRow>();
  for (const r of records) {
    if (!have.has(identity(r))) have.set(identity(r), r);
    yield;
  }
  const inFile = new Map<string, ParsedRecord>();
  const set: ChangeSet = { creates: [], updates: [], deletes: [] };
  const diff: Diff[] = [];
  let unchanged = 0;
  for (const p of parsed) {
    yield;
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
      yield;
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
