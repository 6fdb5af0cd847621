// Every cache key of the account area, shared by queries.ts and mutations.ts.
// Called without arguments, a key is the prefix of all its variants.
import type { accountOps } from '@contract/account';
import type { QueryOf } from '@contract/operation';
import { preferencesQuery } from '@/lib/preferences';
import { areaKeys } from '@/lib/query-keys';

export type OverviewQuery = QueryOf<typeof accountOps.getOverview>;
export type AuditFilters = Omit<NonNullable<QueryOf<typeof accountOps.listAuditLog>>, 'cursor' | 'limit'>;
/** A list's order as its URL keeps it: absent is the server's default, so one cache entry serves both. */
export type GuestSort = NonNullable<QueryOf<typeof accountOps.listGuests>>['sort'];
export type TokenSort = NonNullable<QueryOf<typeof accountOps.listTokens>>['sort'];
export type BalanceEventSort = NonNullable<QueryOf<typeof accountOps.listBalanceEvents>>['sort'];
export type OnelinkSort = NonNullable<QueryOf<typeof accountOps.listOnelinks>>['sort'];

const k = areaKeys('account');

export const accountKeys = {
  ...k,
  overview: (query: OverviewQuery = {}) => k.detail({ view: 'overview', ...query }),
  attention: () => k.detail({ view: 'attention' }),
  profile: () => k.detail({ view: 'profile' }),
  // Shared with the app-wide read that sets the display time zone.
  preferences: () => preferencesQuery.queryKey,
  twoFactor: () => k.detail({ view: 'two-factor' }),
  recoveryCodes: () => k.detail({ view: 'recovery-codes' }),
  sessions: () => k.list({ kind: 'sessions' }),
  passkeys: () => k.list({ kind: 'passkeys' }),
  balance: () => k.detail({ view: 'balance' }),
  auditLog: (filters: AuditFilters = {}) => k.list({ kind: 'audit-log', ...filters }),
  guests: (sort?: GuestSort) => k.list({ kind: 'guests', sort }),
  tokens: (sort?: TokenSort) => k.list({ kind: 'tokens', sort }),
  balanceEvents: (sort?: BalanceEventSort) => k.list({ kind: 'balance-events', sort }),
  onelinks: (sort?: OnelinkSort) => k.list({ kind: 'onelinks', sort }),
};
