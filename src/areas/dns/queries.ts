// Query-options factories for the DNS area, keyed ['dns', 'list' | 'detail', params].
// A zone is always addressed by its domain (the contract's `input`).
import { infiniteQueryOptions, queryOptions, type InfiniteData } from '@tanstack/react-query';
import type { z } from 'zod';
import { dnsOps } from '@contract/dns';
import type { DnsRecord, RecordType } from '@contract/dns-records';
import { apiRequest } from '@/lib/api-client';
import { cursorListOptions, type CursorPage } from '@/lib/cursor-list';

export type DnsRecordType = z.infer<typeof RecordType>;
export interface RecordFilters {
  type?: DnsRecordType;
  q?: string;
  name?: string;
}

type RecordPage = CursorPage<DnsRecord>;

/** Big pages: a zone of 10,000 records scrolls through in 20 requests. */
const PAGE = 500;

export const dnsQueries = {
  zones: (q?: string) =>
    cursorListOptions(['dns', 'list', { kind: 'zones', q }], dnsOps.listDnsZones, { q, limit: 100 }),
  zone: (domain: string) =>
    queryOptions({
      queryKey: ['dns', 'detail', { kind: 'zone', domain }],
      queryFn: ({ signal }) => apiRequest(dnsOps.getDnsZone, { query: { input: domain }, signal }),
    }),
  // Typed as plain record pages (the envelope's target/zone/serial are not shown), which is what the table takes.
  records: (domain: string, filters: RecordFilters = {}) => {
    const queryKey = ['dns', 'list', { kind: 'records', domain, ...filters }] as const;
    return infiniteQueryOptions<
      RecordPage,
      Error,
      InfiniteData<RecordPage, string | undefined>,
      typeof queryKey,
      string | undefined
    >({
      queryKey,
      queryFn: ({ pageParam, signal }) =>
        apiRequest(dnsOps.listDnsRecords, {
          query: { input: domain, ...filters, limit: PAGE, cursor: pageParam },
          signal,
        }),
      initialPageParam: undefined,
      getNextPageParam: (p) => p.nextCursor ?? undefined,
    });
  },
  zoneFile: (domain: string) =>
    queryOptions({
      queryKey: ['dns', 'detail', { kind: 'zone-file', domain }],
      queryFn: ({ signal }) =>
        apiRequest(dnsOps.exportDnsZone, { query: { input: domain }, signal }) as Promise<string>,
      // The text mode edits a copy: a background refetch must not replace what the user typed.
      staleTime: Infinity,
    }),
  lint: (domain: string) =>
    queryOptions({
      queryKey: ['dns', 'detail', { kind: 'lint', domain }],
      queryFn: ({ signal }) => apiRequest(dnsOps.lintDnsZone, { query: { input: domain }, signal }),
    }),
  health: (domain: string) =>
    queryOptions({
      queryKey: ['dns', 'detail', { kind: 'health', domain }],
      queryFn: ({ signal }) => apiRequest(dnsOps.getDnsHealth, { query: { input: domain }, signal }),
    }),
  mxTemplates: (domain: string) =>
    queryOptions({
      queryKey: ['dns', 'detail', { kind: 'mx-templates', domain }],
      queryFn: ({ signal }) => apiRequest(dnsOps.listMxTemplates, { query: { input: domain }, signal }),
    }),
  propagation: (domain: string, name: string, type: DnsRecordType) =>
    queryOptions({
      queryKey: ['dns', 'detail', { kind: 'propagation', domain, name, type }],
      queryFn: ({ signal }) => apiRequest(dnsOps.checkDnsPropagation, { query: { input: domain, name, type }, signal }),
      staleTime: 0,
    }),
};

/** Every cached query of one zone (records, summary, lint, health, file…), for invalidation. */
export const zoneKeyMatches = (domain: string) => (key: readonly unknown[]) =>
  key[0] === 'dns' &&
  typeof key[2] === 'object' &&
  key[2] !== null &&
  (key[2] as { domain?: string }).domain === domain;
