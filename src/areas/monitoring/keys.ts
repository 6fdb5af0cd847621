// Every cache key of the monitoring area, shared by its query and mutation
// modules. Statistics and logs are read per site (`input`) and period; the
// monitors listing with and without `input` share one prefix, so a write
// invalidates both.
import type { z } from 'zod';
import type { ERROR_STAT_SORTS, MONITOR_SORTS, SortValue, TOP_PAGE_SORTS } from '@contract/list-sorts';
import type { LogKind, StatsPeriod } from '@contract/monitoring';
import { areaKeys } from '@/lib/query-keys';

export type Period = z.infer<typeof StatsPeriod>;
export type LogName = z.infer<typeof LogKind>;
/** The monitors listing's order (`sort`); absent: the order they were added. */
export type MonitorSort = SortValue<(typeof MONITOR_SORTS)[number]>;
/** The statistics tables' orders (ADR 035); absent: the listing's own ranking. */
export type TopPageSort = SortValue<(typeof TOP_PAGE_SORTS)[number]>;
export type ErrorStatSort = SortValue<(typeof ERROR_STAT_SORTS)[number]>;

const k = areaKeys('monitoring');

export const monitoringKeys = {
  ...k,
  /** Every monitor listing (any site): what a monitor write makes stale. */
  monitorLists: () => k.list({ kind: 'monitors' }),
  monitors: (input?: string, sort?: MonitorSort) => k.list({ kind: 'monitors', input, sort }),
  /** Every event listing of one monitor (any `since`). */
  events: (monitorId: string, since?: string) => k.list({ kind: 'events', monitorId, since }),
  availableLogs: (input: string) => k.detail({ kind: 'available-logs', input }),
  /** The first load of a log view; follow mode appends to its own state from there. */
  logTail: (input: string, log: LogName, grep?: string) => k.detail({ kind: 'log', input, log, grep }),
  topPages: (input: string, period: Period, sort?: TopPageSort) => k.detail({ kind: 'top-pages', input, period, sort }),
  errors: (input: string, period: Period, sort?: ErrorStatSort) => k.detail({ kind: 'errors', input, period, sort }),
  phpUsage: (input: string, period: Period) => k.detail({ kind: 'php-usage', input, period }),
  /** The node's live counters with the limit faults of the last 24 hours (GET /hosting/resource-usage). */
  resourceUsage: (input: string) => k.detail({ kind: 'resource-usage', input }),
};
