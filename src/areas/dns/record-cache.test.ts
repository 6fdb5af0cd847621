// A write patches the loaded record lists in place: the row goes where each list's order puts it
// (the zone order by default, or the list's `sort`), so the list reads as a reload would.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { DnsRecord } from '@contract/dns-records';
import { dnsKeys, type RecordFilters } from './keys';
import { patchRecordLists } from './record-cache';
import { DOMAIN, page, records } from './test-fixtures';

const a = (id: string, name: string, ttl: number, value: string): DnsRecord => ({
  id,
  name,
  fqdn: `${name}.${DOMAIN}`,
  type: 'A',
  ttl,
  content: value,
  value,
  locked: false,
  updatedAt: '2026-01-10T09:00:00Z',
});

function listAfterCreate(filters: RecordFilters, loaded: DnsRecord[], created: DnsRecord) {
  const qc = new QueryClient();
  const key = dnsKeys.records(DOMAIN, filters);
  qc.setQueryData(key, { pages: [page(loaded)], pageParams: [undefined] });
  patchRecordLists(qc, DOMAIN, { created: [created] });
  const data = qc.getQueryData<{ pages: { data: DnsRecord[]; total: number }[] }>(key)!;
  return { ids: data.pages[0]!.data.map((r) => r.id), total: data.pages[0]!.total };
}

describe('patchRecordLists', () => {
  const api = a('10', 'api', 600, '192.0.2.50');

  it('places a created record in the zone order by default', () => {
    expect(listAfterCreate({}, records, api).ids).toEqual(['1', '2', '3', '10', '4']);
  });

  it("places it by the list's sort, either way, with the name breaking ties", () => {
    // TTLs: SOA 3600, NS 86400, @ A 3600, www A 3600; api 600.
    const byTtl = ['1', '3', '4', '2'].map((id) => records.find((r) => r.id === id)!);
    expect(listAfterCreate({ sort: 'ttl' }, byTtl, api).ids).toEqual(['10', '1', '3', '4', '2']);
    const byTtlDown = [...byTtl].reverse();
    expect(listAfterCreate({ sort: '-ttl' }, byTtlDown, api).ids).toEqual(['2', '4', '3', '1', '10']);
    const tie = a('11', 'mail', 3600, '192.0.2.51');
    expect(listAfterCreate({ sort: 'ttl' }, byTtl, tie).ids).toEqual(['1', '3', '11', '4', '2']);
  });

  it('sorts by value as the server stores it, an MX without its priority', () => {
    const byValue = [records[2]!, records[3]!]; // 192.0.2.10, 192.0.2.11
    const mx: DnsRecord = {
      ...a('12', 'lists', 3600, ''),
      type: 'MX',
      priority: 5,
      value: '192.0.2.105.example.net',
      content: '5 192.0.2.105.example.net.',
    };
    expect(listAfterCreate({ sort: 'value' }, byValue, mx).ids).toEqual(['3', '12', '4']);
  });
});
