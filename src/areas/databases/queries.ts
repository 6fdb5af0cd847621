// Query-options factories of the databases area; keys come from keys.ts.
// Everything is read for one hosting account, named by its `input` (a domain
// it serves or its service id). Details go stale at once: a drop or a user
// deletion is approved on the confirmation page, so coming back refetches.
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { databasesOps } from '@contract/databases';
import { hostingOps, type HostingAccountSummary } from '@contract/hosting';
import { apiRequest } from '@/lib/api-client';
import { cursorListOptions } from '@/lib/cursor-list';
import { databasesKeys } from './keys';

export type HostingAccountRow = z.infer<typeof HostingAccountSummary>;

/** Database listings allow 100 a page; an account rarely has more, and more pages load on scroll. */
const PAGE = 100;
/** Lists and sizes go stale after two seconds: a drop approved elsewhere shows when the list is opened again. */
const FRESH_MS = 2_000;

/** The account a screen works on by default: the first active one, else the first. */
export const defaultAccount = (accounts: HostingAccountRow[] | undefined) =>
  accounts?.find((a) => a.status === 'active') ?? accounts?.[0];

/** The account an `input` names: its domain or its service id. */
export const accountFor = (accounts: HostingAccountRow[] | undefined, input: string) =>
  accounts?.find((a) => a.domain === input.toLowerCase() || String(a.serviceId) === input);

export const databasesQueries = {
  /** Every hosting account of the account (one page holds them: the plan of a person, not a reseller). */
  hostingAccounts: () =>
    queryOptions({
      queryKey: databasesKeys.hostingAccounts(),
      queryFn: async ({ signal }) =>
        (await apiRequest(hostingOps.listHostingAccounts, { query: { limit: 100 }, signal })).data,
      staleTime: 5 * 60_000,
    }),
  list: (input: string, q?: string) =>
    cursorListOptions(
      databasesKeys.list(input, q),
      databasesOps.listDatabases,
      { input, q, limit: PAGE },
      { staleTime: FRESH_MS },
    ),
  /** The first page of sizes, largest first; with the account's total. */
  sizes: (input: string) =>
    queryOptions({
      queryKey: databasesKeys.sizes(input),
      queryFn: ({ signal }) => apiRequest(databasesOps.listDatabaseSizes, { query: { input, limit: PAGE }, signal }),
      staleTime: FRESH_MS,
    }),
  /** The plan's database count and limit; a screen shows it only when it loads. */
  planUsage: (input: string) =>
    queryOptions({
      queryKey: databasesKeys.planUsage(input),
      queryFn: ({ signal }) => apiRequest(hostingOps.getHostingUsage, { query: { input }, signal }),
      retry: false,
    }),
  detail: (input: string, database: string) =>
    queryOptions({
      queryKey: databasesKeys.detail(input, database),
      queryFn: ({ signal }) => apiRequest(databasesOps.getDatabase, { params: { database }, query: { input }, signal }),
      staleTime: 0,
    }),
  users: (input: string, database: string) =>
    queryOptions({
      queryKey: databasesKeys.users(input, database),
      queryFn: ({ signal }) =>
        apiRequest(databasesOps.listDatabaseUsers, { query: { input, database, limit: PAGE }, signal }),
      staleTime: 0,
    }),
  accessHosts: (input: string, database: string, user: string) =>
    queryOptions({
      queryKey: databasesKeys.accessHosts(input, database, user),
      queryFn: ({ signal }) =>
        apiRequest(databasesOps.listDatabaseAccessHosts, {
          params: { database },
          query: { input, database, user },
          signal,
        }),
      retry: false,
    }),
  backups: (input: string, database: string) =>
    cursorListOptions(
      databasesKeys.backups(input, database),
      databasesOps.listDatabaseBackups,
      { input, limit: PAGE },
      { params: { database } },
    ),
};
