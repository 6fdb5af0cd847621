// Query-options factories of the databases area; keys come from keys.ts.
// Everything is read for one hosting account, named by its `input` (a domain
// it serves or its service id). Details go stale at once: a drop or a user
// deletion is approved on the confirmation page, so coming back refetches.
import { queryOptions } from '@tanstack/react-query';
import { databasesMeta as databasesOps } from '@/lib/ops-meta/databases';
import { hostingMeta as hostingOps } from '@/lib/ops-meta/hosting';
import { apiRequest } from '@/lib/api-client';
import { hostingAccountsQuery } from '@/lib/hosting-accounts';
import { cursorListOptions } from '@/lib/cursor-list';
import { databasesKeys, type BackupSort, type DatabaseSort } from './keys';

/** Database listings allow 100 a page; an account rarely has more, and more pages load on scroll. */
const PAGE = 100;
/** Lists and sizes go stale after two seconds: a drop approved elsewhere shows when the list is opened again. */
const FRESH_MS = 2_000;

export const databasesQueries = {
  /** Every hosting account of the account (one page holds them: the plan of a person, not a reseller). */
  hostingAccounts: () => hostingAccountsQuery(),
  list: (input: string, q?: string, sort?: DatabaseSort) =>
    cursorListOptions(
      databasesKeys.list(input, q, sort),
      databasesOps.listDatabases,
      { input, q, sort, limit: PAGE },
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
  backups: (input: string, database: string, sort?: BackupSort) =>
    cursorListOptions(
      databasesKeys.backups(input, database, sort),
      databasesOps.listDatabaseBackups,
      { input, sort, limit: PAGE },
      { params: { database } },
    ),
};
