// Query-options factories of the monitoring area; keys come from keys.ts.
// The server checks monitors on its own schedule (at most once a minute), so a
// monitor can go down while its screen is open: the listing and a monitor's
// events are read again when the person comes back to the tab or opens the
// screen again, never on a timer (an idle dashboard spends none of the
// account's request budget; alerts go out by mail).
// Statistics are hourly figures and stay fresh for five minutes.
import { queryOptions } from '@tanstack/react-query';
import { hostingOps } from '@contract/hosting';
import { monitoringOps } from '@contract/monitoring';
import { apiRequest } from '@/lib/api-client';
import { hostingAccountsQuery } from '@/lib/hosting-accounts';
import { monitoringKeys, type LogName, type MonitorSort, type Period } from './keys';

/** An account has a handful of monitors: one page of the listing's maximum holds them. */
const MONITOR_PAGE = 100;
/** How far back a monitor page reads events: the timeline shows the latest 200. */
const EVENT_PAGE = 200;
/** The lines a log view starts with. */
export const FIRST_LINES = 500;
const STATS_FRESH_MS = 5 * 60_000;

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
  topPages: (input: string, period: Period) =>
    queryOptions({
      queryKey: monitoringKeys.topPages(input, period),
      queryFn: ({ signal }) => apiRequest(monitoringOps.getTopPages, { query: { input, period, limit: 20 }, signal }),
      staleTime: STATS_FRESH_MS,
    }),
  errors: (input: string, period: Period) =>
    queryOptions({
      queryKey: monitoringKeys.errors(input, period),
      queryFn: ({ signal }) =>
        apiRequest(monitoringOps.getErrorStatistics, { query: { input, period, limit: 20 }, signal }),
      staleTime: STATS_FRESH_MS,
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
