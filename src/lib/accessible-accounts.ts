// Accounts the logged-in user may act on (their own, and those they are a
// guest of). Used by the header's account switcher.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@contract/operation';
import { accountMeta as accountOps } from './ops-meta/account';
import { apiRequest } from './api-client';
import { takeServedAnswer } from './served-answer';

export const accessibleAccountsQuery = queryOptions({
  queryKey: ['account', 'list', { accessible: true }],
  queryFn: ({ signal }) => apiRequest(accountOps.listAccessibleAccounts, { signal }),
  staleTime: 5 * 60_000,
});

/** The list the page was served with (server/pages/spa.ts), taken once into the cache: the header draws it without a request. */
export function takeServedAccessibleAccounts(queryClient: QueryClient): void {
  const served = takeServedAnswer<ResponseOf<typeof accountOps.listAccessibleAccounts>>(
    accountOps.listAccessibleAccounts.id,
  );
  if (served) queryClient.setQueryData(accessibleAccountsQuery.queryKey, served);
}
