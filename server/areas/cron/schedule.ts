// A cron schedule as the node's cron (cronie) reads it: the five fields parsed by
// the contract's cron rules (the same the dashboard form uses), its runs in the
// crontab's zone (the account's time-zone preference, written as CRON_TZ), and
// the schedule in words (cronstrue). A schedule that is not valid, or that can
// never run (30 February), is a 422 naming the field in plain words.
import cronstrue from 'cronstrue';
import { nextCronRuns, previousCronRuns } from '@contract/cron-calendar';
import { parseCronSchedule, type CronFields, type CronTimes } from '@contract/cron-rules';
import { ApiError } from '@server/core/problem';

export type ScheduleFields = CronFields;

/** A schedule read in a zone: when it runs next, and when it ran before. */
export interface Schedule {
  expression: string;
  timeZone: string;
  /** The first run strictly after `at`, or null when none comes. */
  nextRun(at: Date): Date | null;
  nextRuns(n: number, after: Date): Date[];
  /** The last `n` runs strictly before `at`, newest first. */
  previousRuns(n: number, at: Date): Date[];
}

const FIELD_ORDER = ['minute', 'hour', 'day_of_month', 'month', 'day_of_week'] as const;
const expressionOf = (f: ScheduleFields) => FIELD_ORDER.map((k) => f[k].trim()).join(' ');

function scheduleOf(times: CronTimes, expression: string, timeZone: string): Schedule {
  return {
    expression,
    timeZone,
    nextRun: (at) => nextCronRuns(times, timeZone, at, 1)[0] ?? null,
    nextRuns: (n, after) => nextCronRuns(times, timeZone, after, n),
    previousRuns: (n, at) => previousCronRuns(times, timeZone, at, n),
  };
}

/** Parse the five fields by cronie's rules; every wrong field is named in the 422. */
export function parseSchedule(f: ScheduleFields, timeZone: string): Schedule {
  const r = parseCronSchedule(f);
  if (!r.ok)
    throw new ApiError('validation_failed', r.problems.map((p) => p.message).join('; '), {
      errors: r.problems.map((p) => ({ path: p.field, message: p.message, code: 'invalid_schedule' })),
    });
  return scheduleOf(r.times, expressionOf(f), timeZone);
}

/**
 * A stored schedule (the five fields joined). Null for one saved before the cronie rules that the node's
 * cron refuses (croner took `L`, `W`, `#`, `?`): it has no runs, and the listing says so instead of failing.
 */
export function compileSchedule(expression: string, timeZone: string): Schedule | null {
  const [minute = '', hour = '', day_of_month = '', month = '', day_of_week = ''] = expression.split(' ');
  const r = parseCronSchedule({ minute, hour, day_of_month, month, day_of_week });
  return r.ok ? scheduleOf(r.times, expression, timeZone) : null;
}

/** The next `n` runs strictly after `from`, as UTC instants. */
export const nextRuns = (s: Schedule, from: Date, n = 5): Date[] => s.nextRuns(n, from);

/** The schedule in words, e.g. "At 03:00, only on Monday" (24-hour clock, as the zone is stated beside it). */
export function describeSchedule(expression: string): string {
  try {
    return cronstrue.toString(expression, { use24HourTimeFormat: true, verbose: false });
  } catch {
    // cronie accepted it, so it runs; where cronstrue cannot read it, the expression speaks for itself.
    return expression;
  }
}
