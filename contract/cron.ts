// Cron jobs of a hosting account. The spec puts every cron operation, the
// listing included, in the write tier, so all of them need write:cron and
// count against the write budget.
import { z } from 'zod';
import { Email, Input, Target, Timestamp, collection, targetPage } from './common';
import { defineArea } from './operation';

// One crontab field. Only its presence and length are checked here: the server parses the whole
// schedule with a cron library (ranges, steps, lists, names such as mon-fri or jan, impossible dates)
// and answers 422 naming the field and the reason.
const cronField = (name: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${name} field (use * for every)`)
    .max(64, `The ${name} field is at most 64 characters`);

export const CronSchedule = z.object({
  minute: cronField('minute'),
  hour: cronField('hour'),
  day_of_month: cronField('day-of-month'),
  month: cronField('month'),
  day_of_week: cronField('day-of-week'),
});

export const CronCommand = z
  .string()
  .trim()
  .min(1, 'Enter the command to run')
  .max(1024, 'A command is at most 1024 characters')
  .refine((c) => !/[\r\n]/.test(c), 'A command must be a single line');

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
  /** The next five run times (UTC instants), computed in `timeZone`. */
  nextRuns: z.array(Timestamp),
  /** The time zone the node's cron reads the schedule in (IANA name), e.g. Europe/Stockholm. */
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
    summary: 'Cron jobs of the hosting account and where their output is emailed',
    query: z.object(targetPage(100)),
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
