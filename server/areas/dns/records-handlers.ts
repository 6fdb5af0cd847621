// One record at a time: list (cursor pages in zone order, filters by type,
// exact name or text), create, update and delete. Writes go through the
// change engine, so the checks and the serial bump are the bulk change's.
import { and, eq, ilike, or } from 'drizzle-orm';
import type { Target } from '@contract/common';
import type { Db } from '@server/db/client';
import { dnsOps } from '@contract/dns';
import { dnsRecords } from '@server/db/schema/dns';
import { implement } from '@server/core/area';
import { sharedRead } from '@server/core/shared-reads';
import { paginateTable } from '@server/core/pagination';
import { ApiError } from '@server/core/problem';
import type { Rec, RecordRow } from './rdata';
import { present } from './record-presenter';
import { nameOrFail, parseId, storedOrFail } from './record-input';
import { applyChanges, type Applied } from './zone-writer';
import { containsPattern, findZone, type ZoneRow } from './zone-repository';

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

/** What a single-record write answers: the zone's new serial and the record as it now is (or was). */
const written = (target: Target, zone: ZoneRow, done: Applied, row: RecordRow) => ({
  target,
  zone: zone.domain,
  serial: done.serial,
  record: present(row, zone.domain, done.serial),
});

export default implement(dnsOps, {
  handlers: {
    // The page depends on the account and the query alone.
    listDnsRecords: sharedRead(async ({ deps, cred, query, resolve }) => {
      const { target, zone } = await findZone(deps.db, cred.accountId, resolve, query.input);
      const name = query.name ? nameOrFail(query.name, zone.domain) : undefined;
      const nameKey = name === '@' ? '' : name;
      const like = query.q ? containsPattern(query.q) : undefined;
      const filter = and(
        eq(dnsRecords.zoneId, zone.id),
        query.type ? eq(dnsRecords.type, query.type) : undefined,
        nameKey !== undefined ? eq(dnsRecords.sortName, nameKey) : undefined,
        like ? or(ilike(dnsRecords.name, like), ilike(dnsRecords.value, like)) : undefined,
      );
      type Row = RecordRow & { sortName: string | null; typeRank: number | null };
      const page = await paginateTable(deps.db, dnsRecords, {
        params: query,
        spec: {
          columns: [dnsRecords.sortName, dnsRecords.typeRank, dnsRecords.id],
          direction: 'asc',
          keyOf: (r: Row) => [r.sortName ?? '', r.typeRank ?? 9, r.id],
        },
        filter,
        map: (r: Row) => present(r, zone.domain, zone.serial),
      });
      return { ...page, target, zone: zone.domain, serial: zone.serial };
    }),

    async createDnsRecord({ deps, cred, body, resolve }) {
      const { target, zone } = await findZone(deps.db, cred.accountId, resolve, body.input);
      const rec = storedOrFail(body.record, zone.domain, 'record');
      const done = await applyChanges(deps, zone, {
        creates: [{ rec, path: 'record', label: label(rec) }],
        updates: [],
        deletes: [],
      });
      return written(target, zone, done, done.created[0]!);
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
      return written(target, zone, done, done.updated[0]!);
    },

    async deleteDnsRecord({ deps, cred, query, resolve }) {
      const { target, zone } = await findZone(deps.db, cred.accountId, resolve, query.input);
      const cur = await existing(deps.db, zone, query.id);
      const done = await applyChanges(deps, zone, {
        creates: [],
        updates: [],
        deletes: [{ id: cur.id, path: 'id', label: `${label(cur)} (id ${cur.id})` }],
      });
      const { record, ...rest } = written(target, zone, done, done.deleted[0]!);
      return { ...rest, deleted: record };
    },
  },
});
