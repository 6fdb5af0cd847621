import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '@/test/fetch-stub';
import { dnsZonesCommandSource } from './command-source';

const signal = new AbortController().signal;
const queryClient = new QueryClient();
const zonesPage = (domains: string[]) => ({
  data: domains.map((domain) => ({
    domain,
    serviceId: 5,
    serial: 2026011001,
    recordCount: 12,
    delegated: true,
    dnssec: false,
    updatedAt: '2026-01-10T10:00:00.000Z',
  })),
  hasMore: false,
  nextCursor: null,
  total: domains.length,
});
const records = (domain: string) => ({ to: '/dns/$domain', params: { domain }, search: { tab: 'records' } });

describe('dnsZonesCommandSource', () => {
  it('finds a zone by name and opens its records', async () => {
    const calls = stubFetch({ 'GET /api/v1/dns/zones': json(zonesPage(['nordlight.se'])) });
    expect(await dnsZonesCommandSource.search(' nordlight ', signal, queryClient)).toEqual([
      {
        id: 'dns-zone:nordlight.se',
        label: 'nordlight.se',
        hint: 'DNS zone · 12 records',
        link: records('nordlight.se'),
      },
    ]);
    expect(calls[0]!.url.searchParams.get('q')).toBe('nordlight');
  });

  it('offers "Add a DNS record to <zone>" first, searching the zone name alone', async () => {
    const calls = stubFetch({ 'GET /api/v1/dns/zones': json(zonesPage(['nordlight.se'])) });
    const items = await dnsZonesCommandSource.search('Add a DNS record to nordlight.se', signal, queryClient);
    expect(calls[0]!.url.searchParams.get('q')).toBe('nordlight.se');
    expect(items[0]).toEqual({
      id: 'dns-add-record:nordlight.se',
      label: 'Add a DNS record to nordlight.se',
      hint: 'DNS zone · action',
      link: records('nordlight.se'),
    });
    await dnsZonesCommandSource.search('new record', signal, queryClient);
    expect(calls[1]!.url.searchParams.has('q')).toBe(false);
  });
});
