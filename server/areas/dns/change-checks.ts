// The checks of a change set against the zone it would produce: unknown or
// locked records, a record changed twice, a type change, duplicates, CNAME
// conflicts and a null MX beside other MX records. Every problem names the
// item (and field) it belongs to.
import { ApiError, type FieldError } from '@server/core/problem';
import { identity, isLocked, isNullMx, type Rec, type RecordRow } from './rdata';

export interface Item {
  path: string;
  label: string;
}
export interface ChangeSet {
  creates: (Item & { rec: Rec })[];
  updates: (Item & { id: number; rec: Rec })[];
  deletes: (Item & { id: number })[];
}
export interface Found {
  errors: FieldError[];
  conflicts: FieldError[];
  labels: Map<string, string>;
}

/** Field paths: `record.name` for a single change, `creates.2.name` or `updates.0.record.name` in a bulk one. */
const join = (...parts: string[]) => parts.filter(Boolean).join('.');

const lockedMessage = (r: RecordRow) =>
  r.type === 'SOA'
    ? 'The SOA record is maintained here (its serial moves with every change)'
    : `The NS record for ${r.value} is one of this zone's own nameservers and is managed here`;

export function checkChanges(records: RecordRow[], set: ChangeSet, zone: string): Found {
  const errors: FieldError[] = [];
  const conflicts: FieldError[] = [];
  const labels = new Map<string, string>();
  const err = (item: Item, path: string, message: string, code: string, list = errors) => {
    list.push({ path, message, code });
    labels.set(path, item.label);
  };
  const byId = new Map(records.map((r) => [r.id, r]));
  const touched = new Set<number>();
  for (const [kind, items] of [
    ['update', set.updates],
    ['delete', set.deletes],
  ] as const) {
    for (const item of items) {
      const cur = byId.get(item.id);
      const idPath = kind === 'update' ? join(item.path, 'id') : item.path;
      if (!cur) err(item, idPath, `No record with id ${item.id} in ${zone}`, 'unknown_record');
      else if (isLocked(cur)) err(item, idPath, lockedMessage(cur), 'locked');
      else if (touched.has(item.id))
        err(item, idPath, `Record ${item.id} is changed twice in one request`, 'repeated_record');
      else if (kind === 'update' && cur.type !== (item as { rec: Rec }).rec.type) {
        err(
          item,
          join(item.path, 'record', 'type'),
          `This is a ${cur.type} record; the type of a record cannot change (delete it and add a new one)`,
          'type_change',
        );
      }
      touched.add(item.id);
    }
  }
  // The zone as it would be, to check conflicts at every name a change touches.
  const result = new Map<string, { rec: Rec; item: Item | null; recordPath: string }[]>();
  const add = (rec: Rec, item: Item | null, recordPath: string) => {
    const key = rec.name.toLowerCase();
    result.set(key, [...(result.get(key) ?? []), { rec, item, recordPath }]);
  };
  const gone = new Set([...set.deletes.map((d) => d.id), ...set.updates.map((u) => u.id)]);
  for (const r of records) if (!gone.has(r.id)) add(r, null, '');
  for (const u of set.updates) if (byId.has(u.id)) add(u.rec, u, join(u.path, 'record'));
  for (const c of set.creates) add(c.rec, c, c.path);

  for (const entries of result.values()) {
    const seen = new Map<string, boolean>();
    for (const e of entries) {
      const id = identity(e.rec);
      if (e.item && seen.has(id)) {
        err(e.item, e.recordPath, `${e.rec.name} already has this ${e.rec.type} record`, 'duplicate', conflicts);
      }
      seen.set(id, true);
      if (!e.item) continue;
      const others = entries.filter((o) => o !== e);
      if (e.rec.type === 'CNAME') {
        if (e.rec.name === '@')
          err(
            e.item,
            join(e.recordPath, 'name'),
            `A CNAME cannot be at the zone apex (${zone} has SOA and NS records); use an A/AAAA record there`,
            'cname_at_apex',
          );
        else if (others.length) {
          const types = [...new Set(others.map((o) => o.rec.type))].join(', ');
          err(
            e.item,
            join(e.recordPath, 'name'),
            `${e.rec.name} already has ${types} records; a CNAME must be the only record at its name`,
            'cname_conflict',
          );
        }
      } else if (others.some((o) => o.rec.type === 'CNAME')) {
        err(
          e.item,
          join(e.recordPath, 'name'),
          `${e.rec.name} is an alias (CNAME); a name with a CNAME can have no other records`,
          'cname_conflict',
        );
      }
      if (e.rec.type === 'MX') {
        const otherMx = others.filter((o) => o.rec.type === 'MX' && identity(o.rec) !== id);
        if (otherMx.length && (isNullMx(e.rec) || otherMx.some((o) => isNullMx(o.rec))))
          err(
            e.item,
            join(e.recordPath, 'value'),
            `${e.rec.name} has a null MX (.), which says it accepts no mail; it cannot have other MX records (RFC 7505)`,
            'null_mx_conflict',
            conflicts,
          );
      }
    }
  }
  return { errors, conflicts, labels };
}

/** The 422 (or 409 when only conflicts remain) for what `checkChanges` found. */
export function failChanges(found: Found): never {
  const list = found.errors.length ? found.errors : found.conflicts;
  const first = list[0]!;
  const where = found.labels.get(first.path);
  const more = list.length > 1 ? ` (and ${list.length - 1} more problem${list.length > 2 ? 's' : ''})` : '';
  const detail = `${where ? `${where}: ` : ''}${first.message}${more}. Nothing was changed.`;
  throw new ApiError(found.errors.length ? 'validation_failed' : 'conflict', detail, { errors: list.slice(0, 50) });
}
