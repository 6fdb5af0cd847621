// Query-options factories for the account area; keys come from keys.ts.
// Mutations (mutations.ts) invalidate through the same keys.
import { queryOptions } from '@tanstack/react-query';
// The operations without their schemas: these queries only call them, so the overview loads no zod.
import { accountMeta as accountOps } from '@/lib/ops-meta/account';
import { apiRequest } from '@/lib/api-client';
import { servedOr } from '@/lib/served-answer';
import { cursorListOptions } from '@/lib/cursor-list';
import { preferencesQuery } from '@/lib/preferences';
import {
  accountKeys,
  type AuditFilters,
  type BalanceEventSort,
  type GuestSort,
  type OnelinkSort,
  type OverviewQuery,
  type TokenSort,
} from './keys';

export type { AuditFilters };

/** Page size for long lists: large enough to scroll far between requests. */
const PAGE = 100;

export const accountQueries = {
  overview: (query: OverviewQuery = {}) =>
    queryOptions({
      queryKey: accountKeys.overview(query),
      // The first ask of the page the dashboard was served on takes the overview the page carries.
      queryFn: ({ signal }) =>
        servedOr(accountOps.getOverview.id, query as Record<string, string>, () =>
          apiRequest(accountOps.getOverview, { query, signal }),
        ),
    }),
  attention: () =>
    queryOptions({
      queryKey: accountKeys.attention(),
      // The overview and the domains list are served with it (the verification banner's domains).
      queryFn: ({ signal }) =>
        servedOr(accountOps.getAttention.id, undefined, () => apiRequest(accountOps.getAttention, { signal })),
    }),
  auditLog: (filters: AuditFilters = {}) =>
    cursorListOptions(accountKeys.auditLog(filters), accountOps.listAuditLog, { ...filters, limit: PAGE }),
  profile: () =>
    queryOptions({
      queryKey: accountKeys.profile(),
      queryFn: ({ signal }) => apiRequest(accountOps.getProfile, { signal }),
    }),
  preferences: () => preferencesQuery,
  guests: (sort?: GuestSort) =>
    cursorListOptions(accountKeys.guests(sort), accountOps.listGuests, { sort, limit: PAGE }),
  twoFactor: () =>
    queryOptions({
      queryKey: accountKeys.twoFactor(),
      queryFn: ({ signal }) => apiRequest(accountOps.getTwoFactor, { signal }),
    }),
  recoveryCodes: () =>
    queryOptions({
      queryKey: accountKeys.recoveryCodes(),
      queryFn: ({ signal }) => apiRequest(accountOps.getRecoveryCodes, { signal }),
    }),
  sessions: () =>
    queryOptions({
      queryKey: accountKeys.sessions(),
      queryFn: ({ signal }) => apiRequest(accountOps.listSessions, { signal }),
    }),
  tokens: (sort?: TokenSort) =>
    cursorListOptions(accountKeys.tokens(sort), accountOps.listTokens, { sort, limit: PAGE }),
  balance: () =>
    queryOptions({
      queryKey: accountKeys.balance(),
      queryFn: ({ signal }) => apiRequest(accountOps.getBalance, { signal }),
    }),
  balanceEvents: (sort?: BalanceEventSort) =>
    cursorListOptions(accountKeys.balanceEvents(sort), accountOps.listBalanceEvents, { sort, limit: PAGE }),
  onelinks: (sort?: OnelinkSort) =>
    cursorListOptions(accountKeys.onelinks(sort), accountOps.listOnelinks, { sort, limit: PAGE }),
};
