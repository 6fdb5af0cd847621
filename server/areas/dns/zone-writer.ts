// The zone writer, the one way records change (other areas reach it through
// public.ts): a change set (creates, updates, deletes) checked against the
// resulting zone and applied in one transaction with a new SOA serial and a
// propagation notice, or not at all. A dry run does everything, then rolls
// back, so it is exactly as strict as the real thing.
import { count, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { dnsRecords, dnsZones } from '@server/db/schema/dns';
import type { Deps } from '@server/core/deps';
import { ApiError } from '@server/core/problem';
import { queryRows } from '@server/db/client';
import { ZONE_RECORD_LIMIT } from './zone-limits';
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

/**
 * New records in one statement from one JSON parameter: a thousand rows bound as thousands of
 * parameters take several times longer to parse and plan, all of it inside the zone's transaction.
 */
async function insertRecords(tx: Tx, zoneId: number, now: Date, creates: ChangeSet['creates']) {
  const rows = JSON.stringify(creates.map(({ rec }) => [rec.name, rec.type, rec.ttl, rec.priority, rec.value]));
  const inserted = await queryRows<Omit<RecordRow, 'createdAt' | 'updatedAt'>>(
    tx,
    sql`insert into dns_records (zone_id, name, type, ttl, priority, value, created_at, updated_at)
      select ${zoneId}, r->>0, r->>1, (r->>2)::int, (r->>3)::int, r->>4, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
      from jsonb_array_elements(${rows}::jsonb) with ordinality as x(r, n) order by n
      returning id, zone_id as "zoneId", name, type, ttl, priority, value`,
  );
  // Both stamps are `now`, as written (a raw statement's timestamps come back as text).
  return inserted.map((r): RecordRow => ({ ...r, createdAt: now, updatedAt: now }));
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
  for (let i = 0; i < set.creates.length; i += 1000)
    created.push(...(await insertRecords(tx, zone.id, now, set.creates.slice(i, i + 1000))));
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

/** A change that would grow the zone past its limit (zone-limits.ts) is refused before anything is written. */
async function withinRecordLimit(tx: Tx, zoneId: number, set: ChangeSet) {
  const growth = set.creates.length - set.deletes.length;
  if (growth <= 0) return;
  const [row] = await tx.select({ n: count() }).from(dnsRecords).where(eq(dnsRecords.zoneId, zoneId));
  const after = row!.n + growth;
  if (after <= ZONE_RECORD_LIMIT) return;
  const message = `The zone would hold ${after.toLocaleString('en')} records; a zone holds at most ${ZONE_RECORD_LIMIT.toLocaleString('en')}`;
  throw new ApiError('validation_failed', message, { errors: [{ path: 'zone', message, code: 'zone_record_limit' }] });
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
      await withinRecordLimit(tx, zone!.id, set);
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
