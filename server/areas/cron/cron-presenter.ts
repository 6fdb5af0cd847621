// A cron job as the API shows it: its fields, the schedule in words, the next
// five runs in the crontab's zone (the account's), the dead-man flag and its latest runs.
import type { z } from 'zod';
import type { CronJob, CronRun } from '@contract/cron';
import type { CronJobRow, CronRunRow } from './cron-repository';
import { expressionOf, GRACE_MINUTES, GRACE_MS } from './cron-runner';
import { compileSchedule, describeSchedule, nextRuns } from './schedule';

export function presentRun(r: CronRunRow): z.input<typeof CronRun> {
  return {
    id: String(r.id),
    scheduledAt: r.scheduledAt.toISOString(),
    startedAt: r.startedAt?.toISOString() ?? null,
    outcome: r.outcome as 'succeeded' | 'failed' | 'missed',
    exitCode: r.exitCode,
    durationMs: r.durationMs,
    outputTail: r.outputTail,
  };
}

/**
 * Missed: the node has not served an occurrence that is over GRACE late (it is down, or the job is
 * disabled), or the latest occurrence it recorded is one it missed.
 */
export function missedOf(
  job: CronJobRow,
  runs: CronRunRow[],
  now: Date,
): { expectedAt: string; graceMinutes: number } | null {
  if (job.nextDueAt && now.getTime() - job.nextDueAt.getTime() > GRACE_MS)
    return { expectedAt: job.nextDueAt.toISOString(), graceMinutes: GRACE_MINUTES };
  const latest = runs[0];
  if (latest?.outcome === 'missed')
    return { expectedAt: latest.scheduledAt.toISOString(), graceMinutes: GRACE_MINUTES };
  return null;
}

/** `timeZone`: the zone the crontab is read in (crontabZoneOf). */
export function presentJob(job: CronJobRow, runs: CronRunRow[], now: Date, timeZone: string): z.input<typeof CronJob> {
  const expression = expressionOf(job);
  const schedule = compileSchedule(expression, timeZone);
  const next = schedule ? nextRuns(schedule, now).map((d) => d.toISOString()) : [];
  return {
    id: String(job.id),
    minute: job.minute,
    hour: job.hour,
    dayOfMonth: job.dayOfMonth,
    month: job.month,
    dayOfWeek: job.dayOfWeek,
    schedule: expression,
    command: job.command,
    nextRunAt: next[0] ?? null,
    description: schedule
      ? describeSchedule(expression)
      : "Not a schedule the node's cron runs: edit it (L, W, # and ? are not cron syntax)",
    nextRuns: next,
    timeZone,
    missed: missedOf(job, runs, now),
    recentRuns: runs.map(presentRun),
  };
}
