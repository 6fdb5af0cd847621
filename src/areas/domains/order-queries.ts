// Reads behind the order flows (register, renew, transfer-in, owner change):
// the free quotes. (The restore price is on the lifecycle, in queries.ts.)
// Quotes go stale quickly: a price, an availability or an expiry can change
// between looking and ordering, and the hold re-quotes anyway.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { domainsOps } from '@contract/domains';
import { apiRequest } from '@/lib/api-client';
import { isProblem } from '@/lib/api-problem';
import { shouldRetry } from '@/lib/query-client';
import { domainsKeys } from './keys';

const QUOTE_FRESH_MS = 10_000;
// A registry that does not answer is said at once, with a retry button, rather than retried quietly for seconds.
const retry = (failures: number, error: unknown) =>
  !isProblem(error, 'registry_unavailable') && shouldRetry(failures, error);

export const orderQueries = {
  registerQuote: (domain: string, years: number) =>
    queryOptions({
      queryKey: domainsKeys.quote(domain, 'register', years),
      queryFn: ({ signal }) =>
        apiRequest(domainsOps.quoteDomainRegistration, { params: { domain }, query: { years }, signal }),
      staleTime: QUOTE_FRESH_MS,
      retry,
      // Changing the years keeps the last quote on screen until the new one arrives.
      placeholderData: keepPreviousData,
    }),
  renewQuote: (domain: string, years: number) =>
    queryOptions({
      queryKey: domainsKeys.quote(domain, 'renew', years),
      queryFn: ({ signal }) =>
        apiRequest(domainsOps.quoteDomainRenewal, { params: { domain }, query: { years }, signal }),
      staleTime: QUOTE_FRESH_MS,
      retry,
      placeholderData: keepPreviousData,
    }),
  transferInQuote: (domain: string) =>
    queryOptions({
      queryKey: domainsKeys.quote(domain, 'transfer-in'),
      queryFn: ({ signal }) => apiRequest(domainsOps.quoteDomainTransferIn, { params: { domain }, signal }),
      staleTime: QUOTE_FRESH_MS,
      retry,
    }),
  ownerChangeQuote: (domain: string) =>
    queryOptions({
      queryKey: domainsKeys.quote(domain, 'owner-change'),
      queryFn: ({ signal }) => apiRequest(domainsOps.quoteDomainOwnerChange, { params: { domain }, signal }),
      staleTime: QUOTE_FRESH_MS,
      retry,
    }),
};
