// Query-options factories for the account area, keyed [area, 'list'|'detail', params].
// Mutations (mutations.ts) invalidate through these keys.
import { queryOptions } from '@tanstack/react-query';
import { accountOps } from '@contract/account';
import type { QueryOf } from '@contract/operation';
import { apiRequest } from '@/lib/api-client';
import { cursorListOptions } from '@/lib/cursor-list';

type OverviewQuery = QueryOf<typeof accountOps.getOverview>;
export type AuditFilters = Omit<NonNullable<QueryOf<typeof accountOps.listAuditLog>>, 'cursor' | 'limit'>;

/** Page size for long lists: large enough to scroll far between requests. */
const PAGE = 100;

const detail = (view: string) => ['account', 'detail', { view }] as const;

export const accountQueries = {
  overview: (query: OverviewQuery = {}) =>
    queryOptions({
      queryKey: ['account', 'detail', { view: 'overview', ...query }],
      queryFn: ({ signal }) => apiRequest(accountOps.getOverview, { query, signal }),
    }),
  auditLog: (filters: AuditFilters = {}) =>
    cursorListOptions(['account', 'list', { kind: 'audit-log', ...filters }], accountOps.listAuditLog, {
      ...filters,
      limit: PAGE,
    }),
  profile: () =>
    queryOptions({
      queryKey: detail('profile'),
      queryFn: ({ signal }) => apiRequest(accountOps.getProfile, { signal }),
    }),
  preferences: () =>
    queryOptions({
      queryKey: detail('preferences'),
      queryFn: ({ signal }) => apiRequest(accountOps.getPreferences, { signal }),
    }),
  guests: () => cursorListOptions(['account', 'list', { kind: 'guests' }], accountOps.listGuests, { limit: PAGE }),
  twoFactor: () =>
    queryOptions({
      queryKey: detail('two-factor'),
      queryFn: ({ signal }) => apiRequest(accountOps.getTwoFactor, { signal }),
    }),
  tokens: () => cursorListOptions(['account', 'list', { kind: 'tokens' }], accountOps.listTokens, { limit: PAGE }),
  balance: () =>
    queryOptions({
      queryKey: detail('balance'),
      queryFn: ({ signal }) => apiRequest(accountOps.getBalance, { signal }),
    }),
  balanceEvents: () =>
    cursorListOptions(['account', 'list', { kind: 'balance-events' }], accountOps.listBalanceEvents, { limit: PAGE }),
  onelinks: () =>
    cursorListOptions(['account', 'list', { kind: 'onelinks' }], accountOps.listOnelinks, { limit: PAGE }),
};
