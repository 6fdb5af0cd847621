// What the account's attention list reads of cron (the cron area owns its jobs and runs): the enabled jobs
// and the latest run of each, so that list can name the ones whose latest run failed or was missed.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { cronJobs, cronRuns } from '@server/db/schema/cron';

export type CronJobRow = typeof cronJobs.$inferSelect;
export type CronRunRow = typeof cronRuns.$inferSelect;

/** The account's enabled jobs, each with its latest run (the one scheduled last), or none yet. */
export async function enabledJobsWithLatestRun(
  db: Db | Tx,
  accountId: number,
): Promise<{ job: CronJobRow; run: CronRunRow | undefined }[]> {
  const jobs = await db
    .select()
    .from(cronJobs)
    .where(and(eq(cronJobs.accountId, accountId), eq(cronJobs.enabled, true)))
    .orderBy(cronJobs.id);
  if (jobs.length === 0) return [];
  const runs = await db
    .selectDistinctOn([cronRuns.cronJobId])
    .from(cronRuns)
    .where(
      inArray(
        cronRuns.cronJobId,
        jobs.map((j) => j.id),
      ),
    )
    .orderBy(cronRuns.cronJobId, desc(cronRuns.scheduledAt), desc(cronRuns.id));
  const latest = new Map(runs.map((r) => [r.cronJobId, r]));
  return jobs.map((job) => ({ job, run: latest.get(job.id) }));
}
