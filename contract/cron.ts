// Cron jobs of a hosting account. The spec puts every cron operation, the
// listing included, in the write tier, so all of them need write:cron and
// count against the write budget.
import { z } from 'zod';
import { Email, Input, Target, Timestamp, collection, targetPage } from './common';
import { defineArea } from './operation';

// One crontab field: numbers, `*`, lists, ranges and steps (`*/15`, `1-5`, `0,30`).
const cronField = (name: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${name} field (use * for every)`)
    .max(64, `The ${name} field is at most 64 characters`)
    .regex(
      /^(\*|\d+(-\d+)?)(\/\d+)?(,(\*|\d+(-\d+)?)(\/\d+)?)*$/,
      `Use numbers, *, lists, ranges or steps in the ${name} field`,
    )
    // Steps (`*/90`) are divisors, not values, so only the values are held to the maximum.
    .refine(
      (v) => (v.replace(/\/\d+/g, '').match(/\d+/g) ?? []).every((n) => Number(n) <= max),
      `The ${name} field allows values up to ${max}`,
    );

export const CronSchedule = z.object({
  minute: cronField('minute', 59),
  hour: cronField('hour', 23),
  day_of_month: cronField('day-of-month', 31),
  month: cronField('month', 12),
  day_of_week: cronField('day-of-week', 7),
});

export const CronCommand = z
  .string()
  .trim()
  .min(1, 'Enter the command to run')
  .max(1024, 'A command is at most 1024 characters')
  .refine((c) => !/[\r\n]/.test(c), 'A command must be a single line');

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
});

const scopes = ['write:cron'] as const;
const errors = ['domain_not_owned', 'not_owned', 'not_found'] as const;
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
    errors,
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
    errors,
    summary: "Replace a cron job's schedule and command",
    body: CronSchedule.extend({ input: Input, job_id: JobId, command: CronCommand }),
    response: z.object({ target: Target, job: CronJob }),
  },
  deleteCronJob: {
    method: 'DELETE',
    path: '/cron/jobs',
    tier: 'W',
    scopes,
    errors,
    summary: 'Remove a cron job',
    query: z.object({ input: Input, job_id: JobId }),
    response: z.object({ target: Target, id: z.string(), deleted: z.literal(true) }),
  },
  setCronNotificationEmail: {
    method: 'PUT',
    path: '/cron/notification-email',
    tier: 'W',
    scopes,
    errors,
    summary: 'Set where cron output is emailed; null stops the emails',
    body: z.object({ input: Input, email: Email.nullable() }),
    response: z.object({ target: Target, notificationEmail: z.string().nullable() }),
  },
});
