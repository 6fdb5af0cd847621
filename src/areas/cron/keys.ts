// Every cache key of the cron area, shared by its query and mutation modules.
// Cron jobs belong to one hosting account, named by its `input`; the listing
// carries the jobs and the notification address together, so one key holds both.
import { areaKeys } from '@/lib/query-keys';

const k = areaKeys('cron');

export const cronKeys = {
  ...k,
  /**
   * The jobs of one hosting account, with their schedules, runs and the notification address; in `sort`
   * order when given (absent: the default). Without `sort`, a prefix of every order's listing.
   */
  jobs: (input: string, sort?: string) => k.list({ kind: 'jobs', input, sort }),
};
