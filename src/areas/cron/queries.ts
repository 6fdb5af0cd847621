// Query-options factories of the cron area; keys come from keys.ts.
// The spec puts every cron operation in the write tier, the listing too, so
// each fetch of the jobs spends the write budget (60 an hour): the listing is
// never polled or refetched on focus. Writes put their answer into the cache
// themselves (mutations.ts), and runs are checked on request (run-refresh.ts).
import type { z } from 'zod';
import type { CronJob } from '@contract/cron';
import { cronMeta as cronOps } from '@/lib/ops-meta/cron';
import type { CRON_JOB_SORTS, SortValue } from '@contract/list-sorts';
import { hostingAccountsQuery } from '@/lib/hosting-accounts';
import { cursorListOptions, type ListData } from '@/lib/cursor-list';
import { cronKeys } from './keys';

export type CronJobRow = z.infer<typeof CronJob>;
export type JobsData = ListData<typeof cronOps.listCronJobs>;
export type CronJobSort = SortValue<(typeof CRON_JOB_SORTS)[number]>;

/** A crontab rarely holds more than a screenful; more pages load on request. */
const PAGE = 100;

/** Every job loaded so far, in the server's order. */
export const loadedJobs = (data: JobsData | undefined): CronJobRow[] => data?.pages.flatMap((p) => p.data) ?? [];

export const cronQueries = {
  /** Every hosting account of the person (one page holds them: the plan of a person, not a reseller). */
  hostingAccounts: () => hostingAccountsQuery(),
  /** The jobs and the notification address. Fresh for ten minutes: each fetch spends the write budget. */
  jobs: (input: string, sort?: CronJobSort) =>
    cursorListOptions(
      cronKeys.jobs(input, sort),
      cronOps.listCronJobs,
      { input, limit: PAGE, ...(sort ? { sort } : {}) },
      { staleTime: 10 * 60_000, refetchOnWindowFocus: false },
    ),
};
