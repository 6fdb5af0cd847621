// The person's hosting accounts (GET /hosting) and how a screen picks the one
// it works on, shared by every area whose screens work on one hosting account
// (applications, databases, backups, cron). They share one cached answer under
// the hosting area's keys (so the hosting area's changes refresh it): going
// from one such screen to the next costs no request for the picker.
import { queryOptions, useQuery, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import type { HostingAccountSummary } from '@contract/hosting';
import { accountFor, defaultAccount } from '@contract/hosting-account-words';
import { hostingMeta as hostingOps } from './ops-meta/hosting';
import { apiRequest } from './api-client';
import { servedOr } from './served-answer';

export type HostingAccountRow = z.infer<typeof HostingAccountSummary>;

/** The shared key of the picker's list: under `hosting`, so the hosting area's invalidations reach it. */
export const hostingPickerKey = ['hosting', 'list', { kind: 'picker' }] as const;

/** Every hosting account of the person (one page holds them: the plan of a person, not a reseller). */
export const hostingAccountsQuery = <K extends QueryKey = typeof hostingPickerKey>(
  queryKey: K = hostingPickerKey as unknown as K,
) =>
  queryOptions({
    queryKey,
    // Carried by the page on the backups screen, which draws the picker in its first frame (server/pages/spa.ts).
    queryFn: async ({ signal }) =>
      (
        await servedOr(hostingOps.listHostingAccounts.id, { limit: '100' }, () =>
          apiRequest(hostingOps.listHostingAccounts, { query: { limit: 100 }, signal }),
        )
      ).data,
    staleTime: 5 * 60_000,
  });

/**
 * For a route loader: the account the screen opens on, so its list can start. The URL's `input`
 * at once (the picker's listing only prefetched); without one, the default account once the
 * listing is in. Never throws: a failed listing gives undefined, and the picker shows the failure.
 */
export async function openingAccount(queryClient: QueryClient, input: string | undefined) {
  const listing = queryClient.prefetchQuery(hostingAccountsQuery());
  if (input) return input;
  await listing;
  return defaultAccount(queryClient.getQueryData<HostingAccountRow[]>(hostingPickerKey))?.domain;
}

/** The hosting account a screen works on: the URL's `input`, else the default account; with the listing's state. */
export function useHostingAccountChoice(searchInput: string | undefined) {
  const accounts = useQuery(hostingAccountsQuery());
  const input = searchInput ?? defaultAccount(accounts.data)?.domain;
  const account = input ? accountFor(accounts.data, input) : undefined;
  return { input, account, accounts };
}

export type HostingAccountChoice = ReturnType<typeof useHostingAccountChoice>;
