// One record at a time: list (cursor pages in zone order, filters by type,
// exact name or text), create, update and delete. Writes go through the
// change engine, so the checks and the serial bump are the bulk change's.
import { and, count, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { dnsOps } from '@contract/dns';
import { dnsRecords } from '@server/db/schema';
import { implement } from '@server/core/area';
import { paginate } from '@server/core/pagination';
import { ApiError } from '@server/core/problem';
import { applyChanges } from './changes';
import { relativeName } from './names';
import { fromInput, present, type Rec, type RecordInput, type RecordRow } from './rdata';
import { findZone, type ZoneRow } from './zone-store';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A record id is the row id; anything else cannot name a record. */
export function parseId(id: string): number | null {
  return /^\d{1,9}$/.test(id) ? Number(id) : null;
}

/** The input record in stored form, or a 422 naming the fields. */
export function storedOrFail(input: RecordInput, zone: string, path: string): Rec {
  const r = fromInput(input, zone, path);
  if ('errors' in r) {
    throw new ApiError(
      'validation_failed',
      `${r.errors.map((e) => `${e.path}: ${e.message}`).join('; ')}. Nothing was changed.`,
      { errors: r.errors },
    );
  }
  return r.rec;
}

async function existing(db: Db, zone: ZoneRow, raw: string): Promise<RecordRow> {
  const id = parseId(raw);
  const [row] =
    id === null
      ? []
      : await db
          .select()
          .from(dnsRecords)
          .where(and(eq(dnsRecords.zoneId, zone.id), eq(dnsRecords.id, id)));
  if (!row) throw new ApiError('not_found', `No record with id ${raw} in the zone ${zone.domain}`);
  return row;
}

const label = (r: Rec) => `${r.name} ${r.type}`;

export default implement(dnsOps, {
  handlers: {
    async listDnsRecords({ deps, cred, query, resolve }) {
      const { target, zone } = await findZone(deps.db, cred.accountId, resolve, query.input);
      let nameKey: string | undefined;
      if (query.name) {
        const n = relativeName(query.name, zone.domain);
        if (!n.ok)
          throw new ApiError('validation_failed', `name: ${n.message}`, {
            errors: [{ path: 'name', message: n.message, code: n.code }],
          });
        nameKey = n.name === '@' ? '' : n.name;
      }
      const like = query.q ? `%${escapeLike(query.q)}%` : undefined;
      const filter = and(
        eq(dnsRecords.zoneId, zone.id),
        query.type ? eq(dnsRecords.type, query.type) : undefined,
        nameKey !== undefined ? eq(dnsRecords.sortName, nameKey) : undefined,
        like ? or(ilike(dnsRecords.name, like), ilike(dnsRecords.value, like)) : undefined,
      );
      type Row = RecordRow & { sortName: string | null; typeRank: number | null };
      const page = await paginate({
        params: query,
        spec: {
          columns: [dnsRecords.sortName, dnsRecords.typeRank, dnsRecords.id],
          direction: 'asc',
          keyOf: (r: Row) => [r.sortName ?? '', r.typeRank ?? 9, r.id],
        },
        filter,
        fetch: (where, orderBy, limit) =>
          deps.db
            .select()
            .from(dnsRecords)
            .where(where)
            .orderBy(...orderBy)
            .limit(limit),
        count: async (f) => (await deps.db.select({ n: count() }).from(dnsRecords).where(f))[0]!.n,
        map: (r: Row) => present(r, zone.domain, zone.serial),
      });
      return { ...page, target, zone: zone.domain, serial: zone.serial };
    },

    async createDnsRecord({ deps, cred, body, resolve }) {
      const { target, zone } = await findZone(deps.db, cred.accountId, resolve, body.input);
      const rec = storedOrFail(body.record, zone.domain, 'record');
      const done = await applyChanges(deps, zone, {
        creates: [{ rec, path: 'record', label: label(rec) }],
        updates: [],
        deletes: [],
      });
      return {
        target,
        zone: zone.domain,
        serial: done.serial,
        record: present(done.created[0]!, zone.domain, done.serial),
      };
    },

    async updateDnsRecord({ deps, cred, body, resolve }) {
      const { target, zone } = await findZone(deps.db, cred.accountId, resolve, body.input);
      const cur = await existing(deps.db, zone, body.id);
      const rec = storedOrFail(body.record, zone.domain, 'record');
      const done = await applyChanges(deps, zone, {
        creates: [],
        updates: [{ id: cur.id, rec, path: '', label: `${label(cur)} (id ${cur.id})` }],
        deletes: [],
      });
      return {
        target,
        zone: zone.domain,
        serial: done.serial,
        record: present(done.updated[0]!, zone.domain, done.serial),
      };
    },

    async deleteDnsRecord({ deps, cred, query, resolve }) {
      const { target, zone } = await findZone(deps.db, cred.accountId, resolve, query.input);
      const cur = await existing(deps.db, zone, query.id);
      const done = await applyChanges(deps, zone, {
        creates: [],
        updates: [],
        deletes: [{ id: cur.id, path: 'id', label: `${label(cur)} (id ${cur.id})` }],
      });
      return {
        target,
        zone: zone.domain,
        serial: done.serial,
        deleted: present(done.deleted[0]!, zone.domain, done.serial),
      };
    },
  },
});
