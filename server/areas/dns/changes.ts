// The one way records change: a change set (creates, updates, deletes)
// checked against the whole resulting zone and applied in one transaction
// with a new SOA serial, or not at all. A dry run does everything, then rolls
// back, so it is exactly as strict as the real thing.
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { dnsRecords, dnsZones } from '@server/db/schema';
import type { Deps } from '@server/core/deps';
import { ApiError, type FieldError } from '@server/core/problem';
import { identity, isLocked, type Rec, type RecordRow } from './rdata';
import { nextSerial, zoneRecords, type ZoneRow } from './zone-store';

export interface Item {
  path: string;
  label: string;
}
export interface ChangeSet {
  creates: (Item & { rec: Rec })[];
  updates: (Item & { id: number; rec: Rec })[];
  deletes: (Item & { id: number })[];
}
export interface Applied {
  serial: number;
  before: RecordRow[];
  created: RecordRow[];
  updated: RecordRow[];
  deleted: RecordRow[];
}

class DryRun extends Error {
  constructor(readonly result: Applied) {
    super('dry run');
  }
}

/** Field paths: `record.name` for a single change, `creates.2.name` or `updates.0.record.name` in a bulk one. */
const join = (...parts: string[]) => parts.filter(Boolean).join('.');

const lockedMessage = (r: RecordRow) =>
  r.type === 'SOA'
    ? 'The SOA record is maintained here (its serial moves with every change)'
    : `The NS record for ${r.value} is one of this zone's own nameservers and is managed here`;

/** Check a change set against the zone it would produce; every problem names the item it belongs to. */
function check(
  records: RecordRow[],
  set: ChangeSet,
  zone: string,
): { errors: FieldError[]; conflicts: FieldError[]; labels: Map<string, string> } {
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
    }
  }
  return { errors, conflicts, labels };
}

function fail(found: { errors: FieldError[]; conflicts: FieldError[]; labels: Map<string, string> }): never {
  const list = found.errors.length ? found.errors : found.conflicts;
  const first = list[0]!;
  const where = found.labels.get(first.path);
  const more = list.length > 1 ? ` (and ${list.length - 1} more problem${list.length > 2 ? 's' : ''})` : '';
  const detail = `${where ? `${where}: ` : ''}${first.message}${more}. Nothing was changed.`;
  throw new ApiError(found.errors.length ? 'validation_failed' : 'conflict', detail, { errors: list.slice(0, 50) });
}

async function write(tx: Tx, deps: Deps, zone: ZoneRow, records: RecordRow[], set: ChangeSet): Promise<Applied> {
  const now = deps.clock.now();
  const byId = new Map(records.map((r) => [r.id, r]));
  const deleted = set.deletes.map((d) => byId.get(d.id)!);
  for (let i = 0; i < deleted.length; i += 1000) {
    await tx.delete(dnsRecords).where(
      inArray(
        dnsRecords.id,
        deleted.slice(i, i + 1000).map((r) => r.id),
      ),
    );
  }
  const updated: RecordRow[] = [];
  for (const u of set.updates) {
    const [row] = await tx
      .update(dnsRecords)
      .set({ ...u.rec, updatedAt: now })
      .where(eq(dnsRecords.id, u.id))
      .returning();
    updated.push(row!);
  }
  const created: RecordRow[] = [];
  for (let i = 0; i < set.creates.length; i += 500) {
    const rows = await tx
      .insert(dnsRecords)
      .values(set.creates.slice(i, i + 500).map((c) => ({ ...c.rec, zoneId: zone.id, createdAt: now, updatedAt: now })))
      .returning();
    created.push(...rows);
  }
  const serial = nextSerial(zone.serial, now);
  await tx.update(dnsZones).set({ serial, updatedAt: now }).where(eq(dnsZones.id, zone.id));
  await tx
    .update(dnsRecords)
    .set({ value: sql`regexp_replace(${dnsRecords.value}, '^(\\S+\\s+\\S+\\s+)\\d+', ${`\\1${serial}`})` })
    .where(sql`${dnsRecords.zoneId} = ${zone.id} and ${dnsRecords.type} = 'SOA'`);
  // Resolvers keep serving what each changed RRset held until they catch up.
  const keys = new Set<string>();
  for (const r of [...deleted, ...set.updates.map((u) => byId.get(u.id)!), ...updated, ...created])
    keys.add(`${r.name.toLowerCase()}\u0000${r.type}`);
  const changed = [...keys].map((k) => {
    const [name, type] = k.split('\u0000') as [string, string];
    return { name, type, rows: records.filter((r) => r.name.toLowerCase() === name && r.type === type) };
  });
  await deps.infra.resolver.zoneChanged(tx, {
    zoneId: zone.id,
    zone: zone.domain,
    oldSerial: zone.serial,
    newSerial: serial,
    now,
    changed,
  });
  return { serial, before: records, created, updated, deleted };
}

const sortKey = (name: string) => (name === '@' ? '' : name.toLowerCase());

/**
 * The records a change set can affect: the ones it names by id and every
 * record at a name it touches (conflicts and RRsets live at names). A zone of
 * 10,000 records is not read whole to add one.
 */
async function touchedRecords(tx: Tx, zoneId: number, set: ChangeSet): Promise<RecordRow[]> {
  const ids = [...set.updates.map((u) => u.id), ...set.deletes.map((d) => d.id)];
  const byId = ids.length ? await zoneRecords(tx, zoneId, inArray(dnsRecords.id, ids)) : [];
  const names = new Set(
    [...set.creates.map((c) => c.rec.name), ...set.updates.map((u) => u.rec.name), ...byId.map((r) => r.name)].map(
      sortKey,
    ),
  );
  return names.size
    ? zoneRecords(
        tx,
        zoneId,
        or(inArray(dnsRecords.sortName, [...names]), ids.length ? inArray(dnsRecords.id, ids) : undefined),
      )
    : byId;
}

/** Apply the change set atomically; with `dryRun`, report what it would do and write nothing. */
export async function applyChanges(
  deps: Deps,
  zoneRow: ZoneRow,
  set: ChangeSet,
  opts: { dryRun?: boolean } = {},
): Promise<Applied> {
  try {
    return await deps.db.transaction(async (tx) => {
      // One change at a time per zone: the row lock orders concurrent writers, so serials never collide.
      const [zone] = await tx.select().from(dnsZones).where(eq(dnsZones.id, zoneRow.id)).for('update');
      const records = await touchedRecords(tx, zone!.id, set);
      const found = check(records, set, zone!.domain);
      if (found.errors.length || found.conflicts.length) fail(found);
      const applied = await write(tx, deps, zone!, records, set);
      if (opts.dryRun) throw new DryRun({ ...applied, serial: zone!.serial });
      return applied;
    });
  } catch (err) {
    if (err instanceof DryRun) return err.result;
    throw err;
  }
}
