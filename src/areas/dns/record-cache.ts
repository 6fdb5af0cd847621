// Writes patch the loaded record pages in place instead of refetching them:
// with 10,000 records loaded, a refetch would cost 20 requests of the 300 in
// the budget for every edit. Rows go where the list's order puts them (by
// default apex first, then name, then type), so the list looks as a reload would.
import type { QueryClient } from '@tanstack/react-query';
import type { dnsOps } from '@contract/dns';
import type { DnsRecord } from '@contract/dns-records';
import type { ListData } from '@/lib/cursor-list';
import { DNS_RECORD_SORT_DEFAULT, sortOf, type DNS_RECORD_SORTS, type SortValue } from '@contract/list-sorts';
import { dnsKeys, type RecordFilters } from './keys';

type DnsRecordSort = (typeof DNS_RECORD_SORTS)[number];

type Data = ListData<typeof dnsOps.listDnsRecords>;

const RANK: Record<string, number> = { SOA: 0, NS: 1, A: 2, AAAA: 3, CNAME: 4, MX: 5, TXT: 6, SRV: 7, CAA: 8 };

type Key = (string | number)[];
const sortName = (r: DnsRecord) => (r.name === '@' ? '' : r.name.toLowerCase());
const rank = (r: DnsRecord) => RANK[r.type] ?? 9;
/** The stored value the server sorts by: the zone-file data less an MX's or SRV's priority. */
const storedValue = (r: DnsRecord) => ('priority' in r ? r.content.slice(`${r.priority} `.length) : r.content);

/** Each order's columns as the server has them (server/areas/dns/records-handlers.ts), the id last. */
const keysOf: Record<DnsRecordSort, (r: DnsRecord) => Key> = {
  name: (r) => [sortName(r), rank(r)],
  type: (r) => [r.type, sortName(r)],
  ttl: (r) => [r.ttl, sortName(r), rank(r)],
  // The server compares a value's first 40 characters.
  value: (r) => [storedValue(r).slice(0, 40), sortName(r)],
};

function comparer(sort: string | undefined): (a: DnsRecord, b: DnsRecord) => number {
  const { column, direction } = sortOf((sort ?? DNS_RECORD_SORT_DEFAULT) as SortValue<DnsRecordSort>);
  const key = (r: DnsRecord) => [...keysOf[column](r), Number(r.id)];
  const sign = direction === 'desc' ? -1 : 1;
  return (a, b) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i]! < kb[i]! ? -sign : sign;
    return 0;
  };
}

/** Whether a record belongs in a list with these filters (as the server filters). */
export function matchesFilters(r: DnsRecord, f: RecordFilters): boolean {
  if (f.type && r.type !== f.type) return false;
  if (
    f.name &&
    (f.name === '@'
      ? r.name !== '@'
      : r.name !== f.name.toLowerCase() && r.fqdn !== f.name.toLowerCase().replace(/\.$/, ''))
  )
    return false;
  if (f.q) {
    const q = f.q.toLowerCase();
    if (!r.name.toLowerCase().includes(q) && !r.content.toLowerCase().includes(q)) return false;
  }
  return true;
}

function patch(data: Data, filters: RecordFilters, change: { upserts: DnsRecord[]; removed: Set<string> }): Data {
  let delta = 0;
  const moved = new Set(change.upserts.map((r) => r.id));
  const pages = data.pages.map((p) => {
    const kept = p.data.filter((r) => !change.removed.has(r.id) && !moved.has(r.id));
    delta -= p.data.filter((r) => change.removed.has(r.id) || moved.has(r.id)).length;
    return { ...p, data: kept };
  });
  const last = pages[pages.length - 1];
  const compare = comparer(filters.sort);
  for (const rec of change.upserts) {
    if (!matchesFilters(rec, filters)) continue;
    const page =
      pages.find((p) => p.data.some((r) => compare(rec, r) < 0)) ?? (last && !last.hasMore ? last : undefined);
    if (!page) {
      delta++; // beyond the loaded pages: it shows when the user scrolls there
      continue;
    }
    const at = page.data.findIndex((r) => compare(rec, r) < 0);
    page.data.splice(at < 0 ? page.data.length : at, 0, rec);
    delta++;
  }
  return { ...data, pages: pages.map((p) => ({ ...p, total: Math.max(0, p.total + delta) })) };
}

export function patchRecordLists(
  qc: QueryClient,
  domain: string,
  change: { created?: DnsRecord[]; updated?: DnsRecord[]; deleted?: string[] },
) {
  const upserts = [...(change.created ?? []), ...(change.updated ?? [])];
  const removed = new Set(change.deleted ?? []);
  // The prefix key matches every filtered list of this zone's records.
  for (const q of qc.getQueryCache().findAll({ queryKey: dnsKeys.records(domain) })) {
    const params = q.queryKey[2] as RecordFilters;
    if (!q.state.data) continue;
    qc.setQueryData<Data>(q.queryKey, (data) => (data ? patch(data, params, { upserts, removed }) : data));
  }
}
