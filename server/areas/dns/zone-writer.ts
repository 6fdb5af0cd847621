// The zone writer, the one way records change (other areas reach it through
// public.ts): a change set (creates, updates, deletes) checked against the
// resulting zone and applied in one transaction with a new SOA serial and a
// propagation notice, or not at all. A dry run does everything, then rolls
// back, so it is exactly as strict as the real thing.
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { dnsRecords, dnsZones } from '@server/db/schema';
import type { Deps } from '@server/core/deps';
import { checkChanges, failChanges, type ChangeSet } from './change-checks';
import type { RecordRow } from './rdata';
import { zoneRecords, type ZoneRow } from './zone-repository';

/** The one serial rule (RFC 1912 YYYYMMDDnn): today's first (nn = 00), or one more than the last. */
export function nextSerial(old: number, now: Date): number {
  const today = Number(`${now.toISOString().slice(0, 10).replaceAll('-', '')}00`);
  return Math.max(old + 1, today);
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
  zoneRow: Pick<ZoneRow, 'id'>,
  set: ChangeSet,
  opts: { dryRun?: boolean; tx?: Tx } = {},
): Promise<Applied> {
  // Inside a caller's transaction (another area writing its own rows too) this is a savepoint.
  const conn: Db | Tx = opts.tx ?? deps.db;
  try {
    return await conn.transaction(async (tx) => {
      // One change at a time per zone: the row lock orders concurrent writers, so serials never collide.
      const [zone] = await tx.select().from(dnsZones).where(eq(dnsZones.id, zoneRow.id)).for('update');
      const records = await touchedRecords(tx, zone!.id, set);
      const found = checkChanges(records, set, zone!.domain);
      if (found.errors.length || found.conflicts.length) failChanges(found);
      const applied = await write(tx, deps, zone!, records, set);
      if (opts.dryRun) throw new DryRun({ ...applied, serial: zone!.serial });
      return applied;
    });
  } catch (err) {
    if (err instanceof DryRun) return err.result;
    throw err;
  }
}
