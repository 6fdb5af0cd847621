// The cron tables: only server/areas/cron reads or writes them (docs/architecture.md, "Who owns which table").
import { bigint, boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { accountId, bigId, createdAt, id, timestamps, ts } from '@server/db/columns';

export const cronJobs = pgTable(
  'cron_jobs',
  {
    id: id(),
    accountId: accountId(),
    /** The hosting service (services.id) whose crontab holds the job. */
    serviceId: integer('service_id').notNull(),
    minute: text('minute').notNull(),
    hour: text('hour').notNull(),
    dayOfMonth: text('day_of_month').notNull(),
    month: text('month').notNull(),
    dayOfWeek: text('day_of_week').notNull(),
    command: text('command').notNull(),
    /** A disabled job stays in the crontab commented out: the node skips it (and the dead-man flag shows it). */
    enabled: boolean('enabled').notNull().default(true),
    /** The occurrence the node runs next (the schedule's next run after the last scheduled one, by cronie's rules); null: never again. */
    nextDueAt: ts('next_due_at'),
    ...timestamps(),
  },
  (t) => [index('cron_jobs_service_idx').on(t.serviceId, t.id), index('cron_jobs_account_idx').on(t.accountId)],
);

export const cronRuns = pgTable(
  'cron_runs',
  {
    id: bigId(),
    cronJobId: integer('cron_job_id').notNull(),
    accountId: accountId(),
    /** The occurrence this run was for. */
    scheduledAt: ts('scheduled_at').notNull(),
    startedAt: ts('started_at'),
    /** succeeded | failed | missed (the node did not run it within its window). */
    outcome: text('outcome').notNull(),
    exitCode: integer('exit_code'),
    durationMs: bigint('duration_ms', { mode: 'number' }),
    /** The last lines of what the command printed (stdout and stderr), bounded. */
    outputTail: text('output_tail').notNull().default(''),
    command: text('command').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('cron_runs_job_idx').on(t.cronJobId, t.scheduledAt)],
);

export const cronSettings = pgTable('cron_settings', {
  /** The hosting service (services.id) the setting is for. */
  serviceId: integer('service_id').primaryKey(),
  accountId: accountId(),
  /** Where a failed run is mailed; null: no mail. */
  notificationEmail: text('notification_email'),
  ...timestamps(),
});
