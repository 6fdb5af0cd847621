// The statistics tables in the order a person picks (ADR 035): the listings are ranked and paged on the
// server, so the top 20 by visitors is asked of the server, never the top 20 by hits re-sorted here.
// Without a sort the key and the request are monitoringQueries' own (what the route prefetches), so the
// default order shares one cached answer with it. A new order of the same site and period keeps the
// rows on screen until its answer comes, rather than a skeleton.
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { ERROR_STAT_SORTS, SortValue, TOP_PAGE_SORTS } from '@contract/list-sorts';
import { monitoringOps } from '@contract/monitoring';
import { apiRequest } from '@/lib/api-client';
import { monitoringKeys, type Period } from './keys';

export type TopPageSort = SortValue<(typeof TOP_PAGE_SORTS)[number]>;
export type ErrorStatSort = SortValue<(typeof ERROR_STAT_SORTS)[number]>;

/** The rows each table shows: the first page of the ranked listing. */
const SHOWN = 20;
/** Hourly figures: as fresh as monitoringQueries keeps them. */
const FRESH_MS = 5 * 60_000;

/** Keep the previous answer while another order of the same table, site and period loads. */
const sameTable =
  (kind: string, input: string, period: Period) =>
  <T>(previous: T | undefined, query: { queryKey: QueryKey } | undefined) => {
    const key = query?.queryKey[2] as { kind?: string; input?: string; period?: string } | undefined;
    return key?.kind === kind && key.input === input && key.period === period ? previous : undefined;
  };

export const statisticsQueries = {
  topPages: (input: string, period: Period, sort?: TopPageSort) =>
    queryOptions({
      queryKey: monitoringKeys.detail({ kind: 'top-pages', input, period, sort }),
      queryFn: ({ signal }) =>
        apiRequest(monitoringOps.getTopPages, {
          query: { input, period, limit: SHOWN, ...(sort ? { sort } : {}) },
          signal,
        }),
      staleTime: FRESH_MS,
      placeholderData: sameTable('top-pages', input, period),
    }),
  errors: (input: string, period: Period, sort?: ErrorStatSort) =>
    queryOptions({
      queryKey: monitoringKeys.detail({ kind: 'errors', input, period, sort }),
      queryFn: ({ signal }) =>
        apiRequest(monitoringOps.getErrorStatistics, {
          query: { input, period, limit: SHOWN, ...(sort ? { sort } : {}) },
          signal,
        }),
      staleTime: FRESH_MS,
      placeholderData: sameTable('errors', input, period),
    }),
};
