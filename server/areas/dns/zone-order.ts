// The orders of the zone list (ADR 035, contract/list-sorts.ts DNS_ZONE_SORTS): by domain, by the number
// of records, by the last change; each then by id, so equal values page without skips or repeats.
import { getTableName, sql, type AnyColumn } from 'drizzle-orm';
import { MAX_ID } from '@contract/common';
import { sortOf, type DNS_ZONE_SORTS, type SortValue } from '@contract/list-sorts';
import { dnsRecords, dnsZones } from '@server/db/schema/dns';
import { decodeCursor, isoKey, type SortKey } from '@server/core/pagination';
import { ApiError } from '@server/core/problem';

type ZoneSort = (typeof DNS_ZONE_SORTS)[number];
export type ZoneListRow = typeof dnsZones.$inferSelect & { recordCount: number };

/**
 * A zone's number of records, selected beside its columns: never NULL (a count), so it can be a sort
 * key. The zone's id is named with its table: drizzle writes a column of a one-table query unqualified,
 * which inside this subquery would be the record's own id.
 */
export const recordCount =
  sql<number>`(select count(*)::int from ${dnsRecords} where ${dnsRecords.zoneId} = ${sql.identifier(getTableName(dnsZones))}.${sql.identifier(dnsZones.id.name)})`.mapWith(
    Number,
  );

export const zoneSortKeys: Record<ZoneSort, SortKey<ZoneListRow>> = {
  domain: [dnsZones.domain, (z) => z.domain],
  // An expression, not a column: the keyset writes it into its row comparison as it would a column.
  records: [recordCount as unknown as AnyColumn, (z) => z.recordCount],
  updated: [dnsZones.updatedAt, (z) => isoKey(z.updatedAt)],
};

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const fits: Record<ZoneSort, (v: unknown) => boolean> = {
  domain: (v) => typeof v === 'string' && v.length <= 253,
  records: (v) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= MAX_ID,
  updated: (v) => typeof v === 'string' && ISO_TIME.test(v) && !Number.isNaN(Date.parse(v)),
};

/**
 * A cursor of this sort carries a value the database can compare: the record count is an expression
 * the keyset cannot type-check, and an id past the int range would fail in PostgreSQL (a 500). A
 * cursor of another sort is left to the keyset, which refuses it as such.
 */
export function checkZoneCursor(cursor: string | undefined, sort: SortValue<ZoneSort>) {
  if (cursor === undefined) return;
  const [issuedUnder, value, id, ...rest] = decodeCursor(cursor);
  if (issuedUnder !== sort) return;
  if (rest.length || !fits[sortOf(sort).column](value) || !fits.records(id))
    throw new ApiError('invalid_request', 'The cursor does not belong to this listing; pass back nextCursor unchanged');
}
