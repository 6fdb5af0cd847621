// The cron tables: a hosting account's jobs, their runs, and its notification address.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { cronJobs, cronRuns, cronSettings } from '@server/db/schema/cron';
import { ApiError } from '@server/core/problem';

type Q = Db | Tx;
export type CronJobRow = typeof cronJobs.$inferSelect;
export type CronRunRow = typeof cronRuns.$inferSelect;

/** How many jobs one crontab may hold (the listing's page size, so one page shows them all). */
export const MAX_JOBS_PER_ACCOUNT = 100;
/** How many runs of a job are kept and shown (the newest). */
export const RUNS_SHOWN = 5;
export const RUNS_KEPT = 50;

/**
 * The job `jobId` in the crontab of hosting service `serviceId`. Another account's job is 403, a job of
 * another of the caller's hosting accounts, or none, is 404. `forUpdate` locks it for a write.
 */
export async function ownedJob(q: Q, accountId: number, serviceId: number, jobId: string, forUpdate = false) {
  const id = /^[0-9]{1,10}$/.test(jobId) ? Number(jobId) : NaN;
  const base = q
    .select()
    .from(cronJobs)
    .where(eq(cronJobs.id, Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : -1));
  const [row] = forUpdate ? await base.for('update') : await base;
  if (row && row.accountId !== accountId)
    throw new ApiError('not_owned', `Cron job ${jobId} belongs to another account`);
  if (!row || row.serviceId !== serviceId)
    throw new ApiError(
      'not_found',
      `There is no cron job ${jobId} in this hosting account's crontab; list the jobs to see their ids`,
    );
  return row;
}

export async function jobCount(q: Q, serviceId: number): Promise<number> {
  return (await q.$count(cronJobs, eq(cronJobs.serviceId, serviceId))) as number;
}

/** The newest runs of each job, newest first. */
export async function recentRunsOf(q: Q, jobIds: number[]): Promise<Map<number, CronRunRow[]>> {
  const out = new Map<number, CronRunRow[]>(jobIds.map((id) => [id, []]));
  if (!jobIds.length) return out;
  const rows = await q
    .select()
    .from(cronRuns)
    .where(
      and(
        inArray(cronRuns.cronJobId, jobIds),
        // the newest RUNS_SHOWN per job, ranked in the database
        sql`${cronRuns.id} in (select id from (select id, row_number() over (partition by cron_job_id order by scheduled_at desc, id desc) as n from cron_runs where cron_job_id in (${sql.join(
          jobIds.map((id) => sql`${id}`),
          sql`, `,
        )})) ranked where n <= ${RUNS_SHOWN})`,
      ),
    )
    .orderBy(desc(cronRuns.scheduledAt), desc(cronRuns.id));
  for (const r of rows) out.get(r.cronJobId)!.push(r);
  return out;
}

/** Keep the newest RUNS_KEPT runs of a job. */
export async function pruneRuns(tx: Tx, jobId: number) {
  await tx.execute(
    sql`delete from cron_runs where cron_job_id = ${jobId} and id not in (select id from cron_runs where cron_job_id = ${jobId} order by scheduled_at desc, id desc limit ${RUNS_KEPT})`,
  );
}

export async function notificationEmailOf(q: Q, serviceId: number): Promise<string | null> {
  const [row] = await q.select().from(cronSettings).where(eq(cronSettings.serviceId, serviceId));
  return row?.notificationEmail ?? null;
}

export async function setNotificationEmail(
  q: Q,
  accountId: number,
  serviceId: number,
  email: string | null,
  now: Date,
) {
  await q
    .insert(cronSettings)
    .values({ serviceId, accountId, notificationEmail: email, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: cronSettings.serviceId, set: { notificationEmail: email, updatedAt: now } });
}
