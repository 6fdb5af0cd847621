// Query-options factories of the application installer; keys come from
// ../keys.ts. Everything is read for one hosting account, named by its
// `input`. Install, upgrade, uninstall and backup run as tasks: while one is
// queued or running, the reads that show it poll, so progress moves on screen.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { installerOps } from '@contract/apps';
import type { APP_INSTALL_SORTS, SortValue } from '@contract/list-sorts';
import type { AppTask } from '@contract/apps-shared';
import { hostingSiteOps } from '@contract/hosting-sites';
import { apiRequest } from '@/lib/api-client';
import { hostingAccountsQuery } from '@/lib/hosting-accounts';
import { cursorListOptions, type ListData } from '@/lib/cursor-list';
import { appsKeys } from '@/areas/apps/keys';

export type Task = z.infer<typeof AppTask>;
export type TaskStatus = Task['status'];
export type AppInstallSort = SortValue<(typeof APP_INSTALL_SORTS)[number]>;
export interface CatalogueFilters {
  q?: string;
  category?: string;
}

/** How often a moving task is re-read. */
export const POLL_MS = 1_500;
export const isMoving = (t: Pick<Task, 'status'>) => t.status === 'queued' || t.status === 'running';

type ActivityData = ListData<typeof installerOps.listAppActivity>;
const anyMoving = (d: ActivityData | undefined) => d?.pages.some((p) => p.data.some(isMoving)) ?? false;

export const installerQueries = {
  hostingAccounts: () => hostingAccountsQuery(),
  /** The domains the account serves (its main domain and addon domains): where an app can go. */
  domains: (input: string) =>
    queryOptions({
      queryKey: appsKeys.installerDomains(input),
      queryFn: async ({ signal }) =>
        (await apiRequest(hostingSiteOps.listAddonDomains, { query: { input, action: 'list' }, signal })).data,
      staleTime: 60_000,
    }),
  /** The catalogue (one page holds it), searched and filtered by the server; no filter gives the categories. */
  available: (input: string, filters: CatalogueFilters = {}) =>
    queryOptions({
      queryKey: appsKeys.available(input, filters),
      queryFn: ({ signal }) =>
        apiRequest(installerOps.listAvailableApps, { query: { input, ...filters, limit: 200 }, signal }),
      staleTime: 5 * 60_000,
      placeholderData: keepPreviousData,
    }),
  /** The installed apps in `sort`'s order (newest first when absent). */
  installed: (input: string, sort?: AppInstallSort) =>
    cursorListOptions(
      appsKeys.apps(input, sort),
      installerOps.listApps,
      { input, sort, limit: 100 },
      { staleTime: 2_000 },
    ),
  detail: (input: string, installId: string) =>
    queryOptions({
      queryKey: appsKeys.app(input, installId),
      queryFn: ({ signal }) => apiRequest(installerOps.getApp, { query: { input, install_id: installId }, signal }),
      staleTime: 0,
    }),
  backups: (input: string, installId: string) =>
    cursorListOptions(
      appsKeys.backups(input, installId),
      installerOps.listAppBackups,
      { input, install_id: installId, limit: 100 },
      { staleTime: 0 },
    ),
  /** The activity, running tasks first; polled while any task on it is still moving. */
  activity: (input: string, status?: TaskStatus) =>
    cursorListOptions(
      appsKeys.activity(input, status),
      installerOps.listAppActivity,
      { input, status, limit: 100 },
      { staleTime: 1_000, refetchInterval: (q) => (anyMoving(q.state.data) ? POLL_MS : false) },
    ),
};
