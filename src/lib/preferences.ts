// The account's preferences, read once for the whole app: the account area's
// form reads and writes this same cache entry, and the display zone follows it,
// so a saved change, an account switch or a logout moves every time drawn after.
import { hashKey, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { accountOps } from '@contract/account';
import type { ResponseOf } from '@contract/operation';
import { apiRequest } from './api-client';
import { setDisplayTimeZone } from './display-zone';
import { areaKeys } from './query-keys';
import { takeServedAnswer } from './served-answer';

export const preferencesQuery = queryOptions({
  queryKey: areaKeys('account').detail({ view: 'preferences' }),
  queryFn: async ({ signal }) => {
    // The account's operation table (no schemas, src/lib/ops-meta) comes with the first read:
    // the router follows this key from the entry chunk, which carries no area's operations.
    const { accountMeta } = await import('./ops-meta/account');
    return apiRequest(accountMeta.getPreferences, { signal });
  },
  staleTime: 5 * 60_000,
});

const preferencesHash = hashKey(preferencesQuery.queryKey);

const GET_PREFERENCES = 'getPreferences' satisfies keyof typeof accountOps;

/**
 * The preferences for the first screen: those the page carries (server/pages/spa.ts), taken once
 * into the cache, else asked. Resolves when they are there (or could not be read), so a screen
 * draws its times in the account's zone from the start.
 */
export function loadPreferences(queryClient: QueryClient): Promise<void> {
  const served = takeServedAnswer<ResponseOf<typeof accountOps.getPreferences>>(GET_PREFERENCES);
  if (served) queryClient.setQueryData(preferencesQuery.queryKey, served);
  return queryClient.prefetchQuery(preferencesQuery);
}

/**
 * Keep the display zone in step with the cached preferences: a fetch, a saved
 * change (setQueryData), a reset on account switch, a clear on logout.
 * Returns the unsubscribe.
 */
export function followPreferredTimeZone(queryClient: QueryClient): () => void {
  const cache = queryClient.getQueryCache();
  const sync = () => setDisplayTimeZone(cache.get<{ timezone: string }>(preferencesHash)?.state.data?.timezone);
  sync();
  return cache.subscribe((event) => {
    if (event.query.queryHash === preferencesHash) sync();
  });
}
