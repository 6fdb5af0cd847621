// Accounts the logged-in user may act on (their own, and those they are a
// guest of). Used by the header's account switcher.
import { queryOptions } from '@tanstack/react-query';
import { accountMeta as accountOps } from './ops-meta/account';
import { apiRequest } from './api-client';

export const accessibleAccountsQuery = queryOptions({
  queryKey: ['account', 'list', { accessible: true }],
  queryFn: ({ signal }) => apiRequest(accountOps.listAccessibleAccounts, { signal }),
  staleTime: 5 * 60_000,
});
