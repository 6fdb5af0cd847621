// Query-options factories of the hosting area (contract/hosting*.ts); keys come
// from keys.ts. Every read takes the account's `input`, the service id as a
// string: listed that way, subdomains, pointers and redirects cover every site
// of the account, each row naming its site.
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { HostingResourceKind, UsageMetric } from '@contract/hosting';
import { hostingMeta as hostingOps } from '@/lib/ops-meta/hosting';
import { apiRequest } from '@/lib/api-client';
import { cursorListOptions } from '@/lib/cursor-list';
import { hostingKeys, type HostingFilters } from './keys';

export type { HostingFilters };
export type Metric = z.infer<typeof UsageMetric>;
export type Period = '24h' | '7d' | '30d' | '12m';
export type ResourceKind = z.infer<typeof HostingResourceKind>;

/** Holds are approved elsewhere and links change state: coming back refetches what is older than this. */
const FRESH_MS = 2_000;
/** Live resource use changes by the minute; usage history by the hour. */
const LIVE_MS = 30_000;

const byInput = (input: string) => ({ query: { input } });

export const hostingQueries = {
  accounts: (filters: HostingFilters = {}) =>
    cursorListOptions(hostingKeys.accounts(filters), hostingOps.listHostingAccounts, { ...filters, limit: 100 }),
  account: (input: string) =>
    queryOptions({
      queryKey: hostingKeys.account(input),
      queryFn: ({ signal }) => apiRequest(hostingOps.getHostingAccount, { ...byInput(input), signal }),
      staleTime: FRESH_MS,
    }),
  credentials: (input: string) =>
    queryOptions({
      queryKey: hostingKeys.credentials(input),
      queryFn: ({ signal }) => apiRequest(hostingOps.getHostingCredentials, { ...byInput(input), signal }),
      staleTime: FRESH_MS,
    }),
  usage: (input: string) =>
    queryOptions({
      queryKey: hostingKeys.usage(input),
      queryFn: ({ signal }) => apiRequest(hostingOps.getHostingUsage, { ...byInput(input), signal }),
      staleTime: FRESH_MS,
    }),
  resourceUsage: (input: string) =>
    queryOptions({
      queryKey: hostingKeys.resourceUsage(input),
      queryFn: ({ signal }) => apiRequest(hostingOps.getHostingResourceUsage, { ...byInput(input), signal }),
      staleTime: LIVE_MS,
    }),
  history: (input: string, metric: Metric, period: Period) =>
    queryOptions({
      queryKey: hostingKeys.history(input, metric, period),
      queryFn: ({ signal }) =>
        apiRequest(hostingOps.getHostingUsageHistory, { query: { input, metric, period }, signal }),
      staleTime: LIVE_MS,
    }),
  httpd: (input: string) =>
    queryOptions({
      queryKey: hostingKeys.httpd(input),
      queryFn: ({ signal }) => apiRequest(hostingOps.getHttpdConfig, { ...byInput(input), signal }),
      staleTime: FRESH_MS,
    }),
  resources: (input: string, kind: ResourceKind) =>
    cursorListOptions(hostingKeys.resources(input, kind), hostingOps.listHostingResources, {
      input,
      kind,
      limit: 100,
    }),
  /** The account's sites: the primary domain and its addon domains (a short list: no cursor). */
  addonDomains: (input: string) =>
    queryOptions({
      queryKey: hostingKeys.addonDomains(input),
      queryFn: ({ signal }) => apiRequest(hostingOps.listAddonDomains, { query: { input, action: 'list' }, signal }),
      staleTime: FRESH_MS,
    }),
  subdomains: (input: string) =>
    cursorListOptions(hostingKeys.subdomains(input), hostingOps.listSubdomains, { input, limit: 100 }),
  pointers: (input: string) =>
    cursorListOptions(hostingKeys.pointers(input), hostingOps.listDomainPointers, { input, limit: 100 }),
  redirects: (input: string) =>
    cursorListOptions(hostingKeys.redirects(input), hostingOps.listUrlRedirects, { input, limit: 100 }),
  hotlink: (input: string) =>
    queryOptions({
      queryKey: hostingKeys.hotlink(input),
      queryFn: ({ signal }) => apiRequest(hostingOps.getHotlinkProtection, { ...byInput(input), signal }),
      staleTime: FRESH_MS,
    }),
};
