// One record at a time: list (cursor pages in zone order or the asked `sort`,
// filters by type, exact name or text) and its CSV export, create, update and
// delete. Writes go through the change engine, so the checks and the serial
// bump are the bulk change's.
import { and, eq, ilike, or, sql, type AnyColumn } from 'drizzle-orm';
import type { Target } from '@contract/common';
import type { DnsRecord } from '@contract/dns-records';
import { DNS_RECORD_SORTS, sortOf, type SortValue } from '@contract/list-sorts';
import type { QueryOf } from '@contract/operation';
import type { Db } from '@server/db/client';
import { dnsOps } from '@contract/dns';
import { dnsRecords } from '@server/db/schema/dns';
import { implement } from '@server/core/area';
import { sharedRead } from '@server/core/shared-reads';
import { paginateTable, type KeysetSpec, type SortKey } from '@server/core/pagination';
import { csvAnswer, exportFileName, type CsvColumn } from '@server/core/csv-export';
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
      return { ...(await recordPage(deps.db, zone, query)), target, zone: zone.domain, serial: zone.serial };
    }),

    async exportDnsRecords({ deps, cred, query, resolve }) {
      const { zone } = await findZone(deps.db, cred.accountId, resolve, query.input);
      return csvAnswer({
        // The zone's stored name is its ASCII form (an IDN zone is `xn--…`): safe in a header.
        fileName: exportFileName(`dns-records-${zone.domain}`, deps.clock.now()),
        columns: recordCsvColumns,
        page: (cursor, limit) => recordPage(deps.db, zone, { ...query, cursor, limit }),
      });
    },

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

type RecordQuery = Omit<QueryOf<typeof dnsOps.listDnsRecords>, 'sort'> & {
  sort: SortValue<RecordSort>;
  limit: number;
};
type RecordSort = (typeof DNS_RECORD_SORTS)[number];
type Row = RecordRow & { sortName: string | null; typeRank: number | null };

// The generated order columns are never NULL (their CASE has an ELSE); `??` only satisfies the type.
const byName: SortKey<Row> = [dnsRecords.sortName, (r) => r.sortName ?? ''];
const byTypeRank: SortKey<Row> = [dnsRecords.typeRank, (r) => r.typeRank ?? 9];
const byId: SortKey<Row> = [dnsRecords.id, (r) => r.id];
/**
 * A value sorts by its first characters: a whole one (a DKIM key runs to hundreds) would not fit in
 * a cursor (at most 512 characters), and values that start alike (keys, SPF) then go by name. The
 * keyset compares this expression as it would a column (`keyset` writes each one into a row value).
 */
const VALUE_PREFIX = 40;
const valuePrefix = sql<string>`left(${dnsRecords.value}, ${sql.raw(String(VALUE_PREFIX))})`;
const byValuePrefix: SortKey<Row> = [valuePrefix as unknown as AnyColumn, (r) => r.value.slice(0, VALUE_PREFIX)];

/**
 * The columns of each order, the id last. `name` is the zone order the listing always had (apex first,
 * then by name, SOA and NS before the rest within a name); the others fall back to it for equal values,
 * so "by type" reads as each type's records by name. Every column is NOT NULL, so the keyset drops no row.
 */
const recordSortKeys: Record<RecordSort, SortKey<Row>[]> = {
  name: [byName, byTypeRank],
  type: [[dnsRecords.type, (r) => r.type], byName],
  ttl: [[dnsRecords.ttl, (r) => r.ttl], byName, byTypeRank],
  value: [byValuePrefix, byName],
};

/** `sortedBy` (core/pagination.ts) with a zone's tie-breakers: the cursor carries the sort the same way. */
function recordOrder(sort: SortValue<RecordSort>): KeysetSpec<Row> {
  const { column, direction } = sortOf(sort);
  const keys = [...recordSortKeys[column], byId];
  return { columns: keys.map((k) => k[0]), direction, keyOf: (r) => keys.map((k) => k[1](r)), sort };
}

/** One page of a zone's records, filtered and sorted as asked: the list and its export. */
async function recordPage(db: Db, zone: ZoneRow, query: RecordQuery) {
  const name = query.name ? nameOrFail(query.name, zone.domain) : undefined;
  const nameKey = name === '@' ? '' : name;
  const like = query.q ? containsPattern(query.q) : undefined;
  const filter = and(
    eq(dnsRecords.zoneId, zone.id),
    query.type ? eq(dnsRecords.type, query.type) : undefined,
    nameKey !== undefined ? eq(dnsRecords.sortName, nameKey) : undefined,
    like ? or(ilike(dnsRecords.name, like), ilike(dnsRecords.value, like)) : undefined,
  );
  return paginateTable(db, dnsRecords, {
    params: query,
    spec: recordOrder(query.sort),
    filter,
    map: (r: Row) => present(r, zone.domain, zone.serial),
  });
}

/**
 * The export's columns: the name as the editor shows it and in full, the type, the TTL in seconds, the
 * priority of the types that have one, the value as the editor's form takes it (a TXT's text, an MX's
 * host, a CAA's value), and the record data as the zone file writes it (a TXT quoted, an MX with its priority).
 */
const recordCsvColumns: CsvColumn<DnsRecord>[] = [
  { header: 'Name', value: (r) => r.name },
  { header: 'FQDN', value: (r) => r.fqdn },
  { header: 'Type', value: (r) => r.type },
  { header: 'TTL (seconds)', value: (r) => r.ttl },
  { header: 'Priority (MX, SRV)', value: (r) => ('priority' in r ? r.priority : null) },
  // The SOA has no single value: its data is the whole of it.
  { header: 'Value', value: (r) => ('value' in r ? r.value : r.content) },
  { header: 'Zone file data', value: (r) => r.content },
];
