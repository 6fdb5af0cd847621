// Query-options factories of the monitoring area; keys come from keys.ts.
// The server checks monitors on its own schedule (at most once a minute), so a
// monitor can go down while its screen is open: the listing and a monitor's
// events are read again when the person comes back to the tab or opens the
// screen again, never on a timer (an idle dashboard spends none of the
// account's request budget; alerts go out by mail).
// Statistics are hourly figures and stay fresh for five minutes. Their tables are ranked and paged on
// the server in the order a person picks (ADR 035): the top 20 by visitors is asked of the server,
// never the top 20 by hits re-sorted here. Without a sort the key and the request are the same as the
// route's prefetch and the incidents view's, and a new order of the same table keeps the rows on
// screen until its answer comes, rather than a skeleton.
import { queryOptions } from '@tanstack/react-query';
import { hostingMeta as hostingOps } from '@/lib/ops-meta/hosting';
import { monitoringMeta as monitoringOps } from '@/lib/ops-meta/monitoring';
import { apiRequest } from '@/lib/api-client';
import { keepRowsWhileResorting } from '@/lib/cursor-list';
import { hostingAccountsQuery } from '@/lib/hosting-accounts';
import {
  monitoringKeys,
  type ErrorStatSort,
  type LogName,
  type MonitorSort,
  type Period,
  type TopPageSort,
} from './keys';

/** An account has a handful of monitors: one page of the listing's maximum holds them. */
const MONITOR_PAGE = 100;
/** How far back a monitor page reads events: the timeline shows the latest 200. */
const EVENT_PAGE = 200;
/** The lines a log view starts with. */
export const FIRST_LINES = 500;
const STATS_FRESH_MS = 5 * 60_000;
/** The rows each statistics table shows: the first page of the ranked listing. */
const STATS_SHOWN = 20;

export const monitoringQueries = {
  /** The sites to pick from: the list every hosting screen shares (src/lib/hosting-accounts.ts). */
  hostingAccounts: () => hostingAccountsQuery(),
  monitors: (input?: string, sort?: MonitorSort) =>
    queryOptions({
      queryKey: monitoringKeys.monitors(input, sort),
      queryFn: ({ signal }) =>
        apiRequest(monitoringOps.listMonitors, { query: { input, sort, limit: MONITOR_PAGE }, signal }),
      staleTime: 5_000,
      refetchOnWindowFocus: true,
    }),
  events: (monitorId: string, since?: string) =>
    queryOptions({
      queryKey: monitoringKeys.events(monitorId, since),
      queryFn: ({ signal }) =>
        apiRequest(monitoringOps.listMonitorEvents, {
          params: { monitor: monitorId },
          query: { since, limit: EVENT_PAGE },
          signal,
        }),
      staleTime: 5_000,
      refetchOnWindowFocus: true,
    }),
  availableLogs: (input: string) =>
    queryOptions({
      queryKey: monitoringKeys.availableLogs(input),
      queryFn: ({ signal }) => apiRequest(monitoringOps.listAvailableLogs, { query: { input }, signal }),
      staleTime: 60_000,
    }),
  /** The last lines of a log; `grep` is the server-side filter (a time from the incident timeline). */
  logTail: (input: string, log: LogName, grep?: string) =>
    queryOptions({
      queryKey: monitoringKeys.logTail(input, log, grep),
      queryFn: ({ signal }) =>
        apiRequest(monitoringOps.tailLog, { query: { input, log, limit: FIRST_LINES, grep }, signal }),
      // The view keeps its own lines from here on (follow mode); reopening it starts afresh.
      staleTime: 0,
      gcTime: 0,
      refetchOnWindowFocus: false,
    }),
  topPages: (input: string, period: Period, sort?: TopPageSort) =>
    queryOptions({
      queryKey: monitoringKeys.topPages(input, period, sort),
      queryFn: ({ signal }) =>
        apiRequest(monitoringOps.getTopPages, {
          query: { input, period, limit: STATS_SHOWN, ...(sort ? { sort } : {}) },
          signal,
        }),
      staleTime: STATS_FRESH_MS,
      placeholderData: keepRowsWhileResorting(monitoringKeys.topPages(input, period, sort)),
    }),
  errors: (input: string, period: Period, sort?: ErrorStatSort) =>
    queryOptions({
      queryKey: monitoringKeys.errors(input, period, sort),
      queryFn: ({ signal }) =>
        apiRequest(monitoringOps.getErrorStatistics, {
          query: { input, period, limit: STATS_SHOWN, ...(sort ? { sort } : {}) },
          signal,
        }),
      staleTime: STATS_FRESH_MS,
      placeholderData: keepRowsWhileResorting(monitoringKeys.errors(input, period, sort)),
    }),
  phpUsage: (input: string, period: Period) =>
    queryOptions({
      queryKey: monitoringKeys.phpUsage(input, period),
      queryFn: ({ signal }) => apiRequest(monitoringOps.getPhpUsage, { query: { input, period }, signal }),
      staleTime: STATS_FRESH_MS,
    }),
  resourceUsage: (input: string) =>
    queryOptions({
      queryKey: monitoringKeys.resourceUsage(input),
      queryFn: ({ signal }) => apiRequest(hostingOps.getHostingResourceUsage, { query: { input }, signal }),
      staleTime: 60_000,
      // The incident timeline waits for it; when the node does not answer, it goes on without (and says so).
      retry: false,
    }),
};
