// Every cache key of the DNS area, shared by queries.ts, mutations.ts and
// record-cache.ts. A zone is always addressed by its domain (the contract's
// `input`), and every key of one zone carries it, so `ofZone` finds them all.
import type { Query } from '@tanstack/react-query';
import type { z } from 'zod';
import type { RecordType } from '@contract/dns-records';
import type { DNS_RECORD_SORTS, DNS_ZONE_SORTS, SortValue } from '@contract/list-sorts';
import { areaKeys } from '@/lib/query-keys';

export type DnsRecordType = z.infer<typeof RecordType>;
export interface RecordFilters {
  type?: DnsRecordType;
  q?: string;
  name?: string;
  /** The order (contract/list-sorts.ts DNS_RECORD_SORTS); absent: the zone order. */
  sort?: SortValue<(typeof DNS_RECORD_SORTS)[number]>;
}

/** The zone list's search and order (contract/list-sorts.ts DNS_ZONE_SORTS); absent: every zone by domain. */
export interface ZoneFilters {
  q?: string;
  sort?: SortValue<(typeof DNS_ZONE_SORTS)[number]>;
}

const k = areaKeys('dns');

export const dnsKeys = {
  ...k,
  zones: (filters: ZoneFilters = {}) => k.list({ kind: 'zones', ...filters }),
  /** Called with a domain only: the prefix of every filtered record list of the zone. */
  records: (domain: string, filters: RecordFilters = {}) => k.list({ kind: 'records', domain, ...filters }),
  zone: (domain: string) => k.detail({ kind: 'zone', domain }),
  zoneFile: (domain: string) => k.detail({ kind: 'zone-file', domain }),
  lint: (domain: string) => k.detail({ kind: 'lint', domain }),
  health: (domain: string) => k.detail({ kind: 'health', domain }),
  mxTemplates: (domain: string) => k.detail({ kind: 'mx-templates', domain }),
  propagation: (domain: string, name: string, type: DnsRecordType) =>
    k.detail({ kind: 'propagation', domain, name, type }),
};

type Params = { kind?: string; domain?: string } | undefined;
const paramsOf = (q: Pick<Query, 'queryKey'>) => q.queryKey[2] as Params;

/** Every cached query of one zone (records, summary, lint, health, file…). */
export const ofZone = (domain: string) => (q: Pick<Query, 'queryKey'>) =>
  q.queryKey[0] === 'dns' && typeof q.queryKey[2] === 'object' && paramsOf(q)?.domain === domain;

/** Whether a cached query is one of the zone's record lists. */
export const isRecordList = (q: Pick<Query, 'queryKey'>) => paramsOf(q)?.kind === 'records';
