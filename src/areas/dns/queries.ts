// Query-options factories for the DNS area; keys come from keys.ts.
// A zone is always addressed by its domain (the contract's `input`).
import { queryOptions } from '@tanstack/react-query';
// The operations without their schemas (src/lib/ops-meta): the zone editor's first view loads no zod.
import { dnsMeta as dnsOps } from '@/lib/ops-meta/dns';
import { apiRequest } from '@/lib/api-client';
import { cursorListOptions } from '@/lib/cursor-list';
import { dnsKeys, type DnsRecordType, type RecordFilters, type ZoneFilters } from './keys';

export type { DnsRecordType, RecordFilters, ZoneFilters };

/** Big pages: a zone of 10,000 records scrolls through in 20 requests. */
const PAGE = 500;

export const dnsQueries = {
  zones: (filters: ZoneFilters = {}) =>
    cursorListOptions(dnsKeys.zones(filters), dnsOps.listDnsZones, { ...filters, limit: 100 }),
  zone: (domain: string) =>
    queryOptions({
      queryKey: dnsKeys.zone(domain),
      queryFn: ({ signal }) => apiRequest(dnsOps.getDnsZone, { query: { input: domain }, signal }),
    }),
  records: (domain: string, filters: RecordFilters = {}) =>
    cursorListOptions(dnsKeys.records(domain, filters), dnsOps.listDnsRecords, {
      input: domain,
      ...filters,
      limit: PAGE,
    }),
  zoneFile: (domain: string) =>
    queryOptions({
      queryKey: dnsKeys.zoneFile(domain),
      queryFn: ({ signal }) =>
        apiRequest(dnsOps.exportDnsZone, { query: { input: domain }, signal }) as Promise<string>,
      // The text mode edits a copy: a background refetch must not replace what the user typed.
      staleTime: Infinity,
    }),
  lint: (domain: string) =>
    queryOptions({
      queryKey: dnsKeys.lint(domain),
      queryFn: ({ signal }) => apiRequest(dnsOps.lintDnsZone, { query: { input: domain }, signal }),
    }),
  health: (domain: string) =>
    queryOptions({
      queryKey: dnsKeys.health(domain),
      queryFn: ({ signal }) => apiRequest(dnsOps.getDnsHealth, { query: { input: domain }, signal }),
    }),
  mxTemplates: (domain: string) =>
    queryOptions({
      queryKey: dnsKeys.mxTemplates(domain),
      queryFn: ({ signal }) => apiRequest(dnsOps.listMxTemplates, { query: { input: domain }, signal }),
    }),
  propagation: (domain: string, name: string, type: DnsRecordType) =>
    queryOptions({
      queryKey: dnsKeys.propagation(domain, name, type),
      queryFn: ({ signal }) => apiRequest(dnsOps.checkDnsPropagation, { query: { input: domain, name, type }, signal }),
      staleTime: 0,
    }),
};
