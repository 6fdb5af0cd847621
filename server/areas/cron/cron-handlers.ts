// Cron jobs of a hosting account: list, create, update, delete, and where a
// failed run is mailed. Every operation is tier W (the spec puts the listing
// there too). A schedule is parsed by cronie's rules (the contract's cron rules)
// before anything is written, and read in the account's time zone.
import { eq, inArray } from 'drizzle-orm';
import { cronOps } from '@contract/cron';
import { CRON_JOB_SORTS, sortOf } from '@contract/list-sorts';
import { implement } from '@server/core/area';
import { paginate, sortedBy, type SortKey } from '@server/core/pagination';
import { ApiError } from '@server/core/problem';
import { cronJobs, cronRuns } from '@server/db/schema/cron';
import { accountOf, changeableAccount } from '@server/areas/hosting/public';
import {
  jobCount,
  MAX_JOBS_PER_ACCOUNT,
  notificationEmailOf,
  ownedJob,
  recentRunsOf,
  setNotificationEmail,
  type CronJobRow,
} from './cron-repository';
import { presentJob } from './cron-presenter';
import { scheduleRuns, stopRuns } from './cron-runner';
import { crontabZoneOf } from './crontab-zone';
import { parseSchedule, type ScheduleFields } from './schedule';

/** The columns the jobs sort by: `created` is the id, the order they were added in. */
const jobSortKeys: Record<(typeof CRON_JOB_SORTS)[number], SortKey<CronJobRow>> = {
  created: [cronJobs.id, (r) => r.id],
  command: [cronJobs.command, (r) => r.command],
};

const fieldsOf = (b: ScheduleFields) => ({
  minute: b.minute,
  hour: b.hour,
  dayOfMonth: b.day_of_month,
  month: b.month,
  dayOfWeek: b.day_of_week,
});

export default implement(cronOps, {
  handlers: {
    async listCronJobs(ctx) {
      const { deps, query } = ctx;
      const a = await accountOf(ctx, query.input);
      const now = deps.clock.now();
      const page = await paginate({
        params: query,
        filter: eq(cronJobs.serviceId, a.service.id),
        spec: sortedBy(sortOf(query.sort), jobSortKeys, [cronJobs.id, (r: CronJobRow) => r.id]),
        fetch: (where, orderBy, limit) =>
          deps.db
            .select()
            .from(cronJobs)
            .where(where)
            .orderBy(...orderBy)
            .limit(limit),
        count: async (f) => (await deps.db.$count(cronJobs, f)) as number,
        map: (r) => r,
      });
      const runs = await recentRunsOf(
        deps.db,
        page.data.map((j) => j.id),
      );
      const zone = await crontabZoneOf(deps.db, a.service.accountId);
      return {
        ...page,
        data: page.data.map((j) => presentJob(j, runs.get(j.id) ?? [], now, zone)),
        target: a.target,
        notificationEmail: await notificationEmailOf(deps.db, a.service.id),
      };
    },

    async createCronJob(ctx) {
      const { deps, body } = ctx;
      const a = await changeableAccount(ctx, body.input);
      if (!a.plan.cron)
        throw new ApiError('conflict', `The ${a.plan.plan} plan has no cron jobs; upgrade the hosting plan to add one`);
      const now = deps.clock.now();
      const zone = await crontabZoneOf(deps.db, a.service.accountId);
      const cron = parseSchedule(body, zone);
      return deps.db.transaction(async (tx) => {
        if ((await jobCount(tx, a.service.id)) >= MAX_JOBS_PER_ACCOUNT)
          throw new ApiError(
            'conflict',
            `This crontab already holds ${MAX_JOBS_PER_ACCOUNT} jobs, the most one hosting account may have; remove one first`,
          );
        const [row] = await tx
          .insert(cronJobs)
          .values({
            accountId: a.service.accountId,
            serviceId: a.service.id,
            ...fieldsOf(body),
            command: body.command,
            nextDueAt: cron.nextRun(now),
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        ctx.setAuditTarget(`cron job ${row!.id}`);
        await scheduleRuns(tx, row!, now);
        return { target: a.target, job: presentJob(row!, [], now, zone) };
      });
    },

    async updateCronJob(ctx) {
      const { deps, body, cred } = ctx;
      const a = await changeableAccount(ctx, body.input);
      const now = deps.clock.now();
      return deps.db.transaction(async (tx) => {
        const job = await ownedJob(tx, cred.accountId, a.service.id, body.job_id, true);
        ctx.setAuditTarget(`cron job ${job.id}`);
        const zone = await crontabZoneOf(tx, a.service.accountId);
        const cron = parseSchedule(body, zone);
        const [row] = await tx
          .update(cronJobs)
          .set({ ...fieldsOf(body), command: body.command, nextDueAt: cron.nextRun(now), updatedAt: now })
          .where(eq(cronJobs.id, job.id))
          .returning();
        await scheduleRuns(tx, row!, now);
        const runs = await recentRunsOf(tx, [row!.id]);
        return { target: a.target, job: presentJob(row!, runs.get(row!.id) ?? [], now, zone) };
      });
    },

    async deleteCronJob(ctx) {
      const { deps, query, cred } = ctx;
      const a = await changeableAccount(ctx, query.input);
      const now = deps.clock.now();
      return deps.db.transaction(async (tx) => {
        const job = await ownedJob(tx, cred.accountId, a.service.id, query.job_id, true);
        ctx.setAuditTarget(`cron job ${job.id}`);
        await stopRuns(tx, job.id, now);
        await tx.delete(cronRuns).where(inArray(cronRuns.cronJobId, [job.id]));
        await tx.delete(cronJobs).where(eq(cronJobs.id, job.id));
        return { target: a.target, id: String(job.id), deleted: true as const };
      });
    },

    async setCronNotificationEmail(ctx) {
      const { deps, body } = ctx;
      const a = await changeableAccount(ctx, body.input);
      await setNotificationEmail(deps.db, a.service.accountId, a.service.id, body.email, deps.clock.now());
      return { target: a.target, notificationEmail: body.email };
    },
  },
});
