// Query-options factories of the cron area; keys come from keys.ts.
// The spec puts every cron operation in the write tier, the listing too, so
// each fetch of the jobs spends the write budget (60 an hour): the listing is
// never polled or refetched on focus. Writes put their answer into the cache
// themselves (mutations.ts), and runs are checked on request (run-refresh.ts).
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { cronOps, type CronJob } from '@contract/cron';
import { hostingOps, type HostingAccountSummary } from '@contract/hosting';
import { apiRequest } from '@/lib/api-client';
import { cursorListOptions, type ListData } from '@/lib/cursor-list';
import { cronKeys } from './keys';

export type HostingAccountRow = z.infer<typeof HostingAccountSummary>;
export type CronJobRow = z.infer<typeof CronJob>;
export type JobsData = ListData<typeof cronOps.listCronJobs>;

/** A crontab rarely holds more than a screenful; more pages load on request. */
const PAGE = 100;

/** The account a screen works on by default: the first active one, else the first. */
export const defaultAccount = (accounts: HostingAccountRow[] | undefined) =>
  accounts?.find((a) => a.status === 'active') ?? accounts?.[0];

/** The account an `input` names: its domain or its service id. */
export const accountFor = (accounts: HostingAccountRow[] | undefined, input: string) =>
  accounts?.find((a) => a.domain === input.toLowerCase() || String(a.serviceId) === input);

/** Every job loaded so far, in the server's order. */
export const loadedJobs = (data: JobsData | undefined): CronJobRow[] => data?.pages.flatMap((p) => p.data) ?? [];

export const cronQueries = {
  /** Every hosting account of the person (one page holds them: the plan of a person, not a reseller). */
  hostingAccounts: () =>
    queryOptions({
      queryKey: cronKeys.hostingAccounts(),
      queryFn: async ({ signal }) =>
        (await apiRequest(hostingOps.listHostingAccounts, { query: { limit: 100 }, signal })).data,
      staleTime: 5 * 60_000,
    }),
  /** The jobs and the notification address. Fresh for ten minutes: each fetch spends the write budget. */
  jobs: (input: string) =>
    cursorListOptions(
      cronKeys.jobs(input),
      cronOps.listCronJobs,
      { input, limit: PAGE },
      { staleTime: 10 * 60_000, refetchOnWindowFocus: false },
    ),
};
