// Cron jobs of a hosting account. The spec puts every cron operation, the
// listing included, in the write tier, so all of them need write:cron and
// count against the write budget.
import { z } from 'zod';
import { Input, Target, Timestamp, collection, targetPage } from './common';
import { Email } from './domain-name-fields';
import { sortParam } from './list-export';
import { CRON_JOB_SORT_DEFAULT, CRON_JOB_SORTS } from './list-sorts';
import { defineArea } from './operation';
import { cronFieldProblem, hasUnwritablePercent, type CronField } from './cron-rules';

// One crontab field, checked by the node's cron rules (./cron-rules: cronie's ranges, steps, lists and
// names), so a form refuses exactly what the API refuses, in the same words. Whether the five together
// can ever run (30 February) is checked by the server, which answers 422 naming day_of_month.
const cronField = (key: CronField, name: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${name} field (use * for every)`)
    .max(64, `The ${name} field is at most 64 characters`)
    .superRefine((value, ctx) => {
      if (value === '' || value.length > 64) return; // said once, by the checks above
      const problem = cronFieldProblem(key, value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

export const CronSchedule = z.object({
  minute: cronField('minute', 'minute'),
  hour: cronField('hour', 'hour'),
  day_of_month: cronField('day_of_month', 'day-of-month'),
  month: cronField('month', 'month'),
  day_of_week: cronField('day_of_week', 'day-of-week'),
});

export const CronCommand = z
  .string()
  .trim()
  .min(1, 'Enter the command to run')
  .max(1024, 'A command is at most 1024 characters')
  .refine((c) => !/[\r\n]/.test(c), 'A command must be a single line')
  .refine(
    (c) => !hasUnwritablePercent(c),
    'A % right after a backslash cannot be passed on by cron (it drops that backslash); remove the backslash or move the text into a script',
  );

/** One run the node recorded for a job (or the occurrence it missed). */
export const CronRun = z.object({
  id: z.string(),
  /** The occurrence the run was for. */
  scheduledAt: Timestamp,
  startedAt: Timestamp.nullable(),
  /** `missed`: the node did not run the job within its window (it was down). */
  outcome: z.enum(['succeeded', 'failed', 'missed']),
  exitCode: z.number().int().nullable(),
  durationMs: z.number().int().min(0).nullable(),
  /** The last lines the command printed (stdout and stderr). */
  outputTail: z.string(),
});

export const CronJob = z.object({
  id: z.string(),
  minute: z.string(),
  hour: z.string(),
  dayOfMonth: z.string(),
  month: z.string(),
  dayOfWeek: z.string(),
  /** The five fields joined, e.g. `0 3 * * 1`. */
  schedule: z.string(),
  command: z.string(),
  nextRunAt: Timestamp.nullable(),
  /** The schedule in words, e.g. "At 03:00, only on Monday". */
  description: z.string(),
  /** The next five run times (UTC instants), computed in `timeZone` as cronie matches them. */
  nextRuns: z.array(Timestamp),
  /**
   * The time zone the node's cron reads the schedule in (IANA name): the account's time-zone preference
   * (UTC until one is set), written as CRON_TZ at the top of the crontab.
   */
  timeZone: z.string(),
  /** Dead-man flag: the run expected at `expectedAt` was not recorded within its grace window. */
  missed: z.object({ expectedAt: Timestamp, graceMinutes: z.number().int() }).nullable(),
  /** The latest runs, newest first (at most five). */
  recentRuns: z.array(CronRun),
});

const scopes = ['write:cron'] as const;
const errors = ['domain_not_owned', 'not_owned', 'not_found'] as const;
// A suspended account, a plan without cron or a full crontab.
const writeErrors = [...errors, 'conflict'] as const;
const JobId = z.string().trim().min(1, 'Choose a cron job').max(64);

export const cronOps = defineArea('cron', {
  listCronJobs: {
    method: 'GET',
    path: '/cron/jobs',
    tier: 'W',
    scopes,
    errors,
    summary: 'Cron jobs of the hosting account and where their output is emailed, in the order they were added',
    // `sort` is additive (ADR 035): by the command line instead.
    query: z.object({ ...targetPage(100), sort: sortParam(CRON_JOB_SORTS, CRON_JOB_SORT_DEFAULT) }),
    response: collection(CronJob).extend({ target: Target, notificationEmail: z.string().nullable() }),
  },
  createCronJob: {
    method: 'POST',
    path: '/cron/jobs',
    tier: 'W',
    scopes,
    errors: writeErrors,
    status: 201,
    summary: 'Add a cron job',
    body: CronSchedule.extend({ input: Input, command: CronCommand }),
    response: z.object({ target: Target, job: CronJob }),
  },
  updateCronJob: {
    method: 'PUT',
    path: '/cron/jobs',
    tier: 'W',
    scopes,
    errors: writeErrors,
    summary: "Replace a cron job's schedule and command",
    body: CronSchedule.extend({ input: Input, job_id: JobId, command: CronCommand }),
    response: z.object({ target: Target, job: CronJob }),
  },
  deleteCronJob: {
    method: 'DELETE',
    path: '/cron/jobs',
    tier: 'W',
    scopes,
    errors: writeErrors,
    summary: 'Remove a cron job',
    query: z.object({ input: Input, job_id: JobId }),
    response: z.object({ target: Target, id: z.string(), deleted: z.literal(true) }),
  },
  setCronNotificationEmail: {
    method: 'PUT',
    path: '/cron/notification-email',
    tier: 'W',
    scopes,
    errors: writeErrors,
    summary: 'Set where cron output is emailed; null stops the emails',
    body: z.object({ input: Input, email: Email.nullable() }),
    response: z.object({ target: Target, notificationEmail: z.string().nullable() }),
  },
});
