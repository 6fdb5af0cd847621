// Writes patch the loaded record pages in place instead of refetching them:
// with 10,000 records loaded, a refetch would cost 20 requests of the 300 in
// the budget for every edit. Rows go where the server's order puts them
// (apex first, then name, then type), so the list looks as a reload would.
import type { QueryClient } from '@tanstack/react-query';
import type { dnsOps } from '@contract/dns';
import type { DnsRecord } from '@contract/dns-records';
import type { ListData } from '@/lib/cursor-list';
import { dnsKeys, type RecordFilters } from './keys';

type Data = ListData<typeof dnsOps.listDnsRecords>;

const RANK: Record<string, number> = { SOA: 0, NS: 1, A: 2, AAAA: 3, CNAME: 4, MX: 5, TXT: 6, SRV: 7, CAA: 8 };

function compare(a: DnsRecord, b: DnsRecord): number {
  const an = a.name === '@' ? '' : a.name.toLowerCase();
  const bn = b.name === '@' ? '' : b.name.toLowerCase();
  if (an !== bn) return an < bn ? -1 : 1;
  const ar = RANK[a.type] ?? 9;
  const br = RANK[b.type] ?? 9;
  return ar !== br ? ar - br : Number(a.id) - Number(b.id);
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
