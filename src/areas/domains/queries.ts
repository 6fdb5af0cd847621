// Query-options factories of the domains area (portfolio and registry data:
// contract/domains.ts and contract/domains-registry.ts); keys come from keys.ts.
// Orders, transfers and Snapback have their own *-queries.ts beside this one.
// Details go stale after two seconds (the loader's fetch serves the first
// render): holds are approved on the confirmation page and renewals are paid
// on the invoice, so coming back to a domain refetches what changed there.
import { queryOptions } from '@tanstack/react-query';
// The operations without their schemas: these queries only call them (the overview's banner reads the list).
import { domainsMeta as domainsOps } from '@/lib/ops-meta/domains';
import { apiRequest } from '@/lib/api-client';
import { servedOr } from '@/lib/served-answer';
import { isProblem } from '@/lib/api-problem';
import { cursorListOptions } from '@/lib/cursor-list';
import { shouldRetry } from '@/lib/query-client';
import { domainsKeys, type DomainFilters } from './keys';

export type { DomainFilters };

/** One page of the portfolio. The overview's banner reads the same first page, so it costs one request there. */
export const DOMAIN_PAGE = 100;
const FRESH_MS = 2_000;

const byDomain = (domain: string) => ({ params: { domain } });

/** A registry that does not answer is said at once, with a retry button, rather than after quiet retries. */
const retry = (failures: number, error: unknown) =>
  !isProblem(error, 'registry_unavailable') && shouldRetry(failures, error);

export const domainsQueries = {
  list: (filters: DomainFilters = {}) =>
    cursorListOptions(domainsKeys.list(filters), domainsOps.listRegistrarDomains, {
      ...filters,
      limit: DOMAIN_PAGE,
    }),
  detail: (domain: string) =>
    queryOptions({
      queryKey: domainsKeys.detail(domain),
      queryFn: ({ signal }) => apiRequest(domainsOps.getRegistrarDomain, { ...byDomain(domain), signal }),
      staleTime: FRESH_MS,
      retry,
    }),
  /** An audited read: fetched only when the person asks to see the code, and never kept. */
  authCode: (domain: string) =>
    queryOptions({
      queryKey: domainsKeys.authCode(domain),
      queryFn: ({ signal }) => apiRequest(domainsOps.getDomainAuthCode, { ...byDomain(domain), signal }),
      staleTime: Infinity,
      gcTime: 0,
      retry: false,
    }),
  lifecycle: (domain: string) =>
    queryOptions({
      queryKey: domainsKeys.lifecycle(domain),
      queryFn: ({ signal }) => apiRequest(domainsOps.getDomainLifecycle, { ...byDomain(domain), signal }),
      staleTime: FRESH_MS,
      retry,
    }),
  forwards: (domain: string) =>
    cursorListOptions(
      domainsKeys.forwards(domain),
      domainsOps.listDomainWebForwards,
      { limit: 100 },
      {
        ...byDomain(domain),
      },
    ),
  contacts: (domain: string) =>
    queryOptions({
      queryKey: domainsKeys.contacts(domain),
      queryFn: ({ signal }) => apiRequest(domainsOps.getDomainContacts, { ...byDomain(domain), signal }),
      staleTime: FRESH_MS,
      retry,
    }),
  verification: (domain: string) =>
    queryOptions({
      queryKey: domainsKeys.verification(domain),
      // The first domain of the banner the overview and the domains list are served with.
      queryFn: ({ signal }) =>
        servedOr(domainsOps.getRegistrantVerification.id, { domain }, () =>
          apiRequest(domainsOps.getRegistrantVerification, { ...byDomain(domain), signal }),
        ),
      staleTime: FRESH_MS,
      retry,
    }),
  dnssec: (domain: string) =>
    queryOptions({
      queryKey: domainsKeys.dnssec(domain),
      queryFn: ({ signal }) => apiRequest(domainsOps.getDomainDnssec, { ...byDomain(domain), signal }),
      staleTime: FRESH_MS,
      retry,
    }),
  glue: (domain: string) =>
    queryOptions({
      queryKey: domainsKeys.glue(domain),
      queryFn: ({ signal }) => apiRequest(domainsOps.getDomainGlue, { ...byDomain(domain), signal }),
      staleTime: FRESH_MS,
      retry,
    }),
};
