// The account's preferences, read once for the whole app: the account area's
// form and the header's theme button read and write this same cache entry, and
// the display zone, locale, date format and theme follow it, so a saved change,
// an account switch or a logout moves every time, number and colour drawn after.
import { hashKey, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { accountOps } from '@contract/account';
import type { ResponseOf } from '@contract/operation';
import { apiRequest } from './api-client';
import { setDisplayTimeZone } from './display-zone';
import { setFormatPreferences } from './format-preferences';
import { applyTheme, type ThemeChoice } from './preferences-theme';
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

type Prefs = ResponseOf<typeof accountOps.getPreferences>;

/**
 * Keep the display zone, locale, date format and theme in step with the cached preferences: a
 * fetch, a saved change (setQueryData), a reset on account switch, a clear on logout (the browser's
 * zone and locale again; the theme stays as drawn, so the login page does not flash).
 * Returns the unsubscribe.
 */
export function followPreferences(queryClient: QueryClient): () => void {
  const cache = queryClient.getQueryCache();
  let drawnTheme: ThemeChoice | null = null;
  // The cache says more than that the answer changed (an observer added, a fetch started): only a
  // new answer is followed, so a screen's mount does not check the zone and locale again.
  let followed: Prefs | undefined | null = null;
  const sync = () => {
    const prefs = cache.get<Prefs>(preferencesHash)?.state.data;
    if (prefs === followed) return;
    followed = prefs;
    setDisplayTimeZone(prefs?.timezone);
    setFormatPreferences(prefs?.language, prefs?.dateFormat);
    if (prefs && prefs.theme !== drawnTheme) {
      drawnTheme = prefs.theme;
      applyTheme(prefs.theme);
    }
  };
  sync();
  return cache.subscribe((event) => {
    if (event.query.queryHash === preferencesHash) sync();
  });
}

/**
 * Save a theme on the account (the header's button): drawn at once; when the save fails, the
 * account's own theme is drawn again and the error thrown for the caller to tell.
 */
export async function saveTheme(queryClient: QueryClient, theme: ThemeChoice): Promise<void> {
  const before = queryClient.getQueryData<Prefs>(preferencesQuery.queryKey);
  if (before) queryClient.setQueryData<Prefs>(preferencesQuery.queryKey, { ...before, theme });
  else applyTheme(theme);
  try {
    const { accountMeta } = await import('./ops-meta/account');
    const saved = await apiRequest(accountMeta.updatePreferences, { body: { theme } });
    queryClient.setQueryData(preferencesQuery.queryKey, saved);
  } catch (e) {
    if (before) queryClient.setQueryData<Prefs>(preferencesQuery.queryKey, before);
    throw e;
  }
}
