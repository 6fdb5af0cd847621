// A cron schedule as the node's cron reads it: the five fields parsed by croner
// (ranges, steps, lists, names such as mon-fri or jan), its next runs in the
// node's time zone, and the schedule in words (cronstrue). A schedule that is
// not valid, or that can never run (30 February), is a 422 naming the field.
import { Cron } from 'croner';
import cronstrue from 'cronstrue';
import { ApiError } from '@server/core/problem';

/** The hosting nodes keep their clocks, and so their crontabs, in the data centre's local time. */
export const CRON_TIME_ZONE = 'Europe/Stockholm';

export interface ScheduleFields {
  minute: string;
  hour: string;
  day_of_month: string;
  month: string;
  day_of_week: string;
}

const FIELDS: { key: keyof ScheduleFields; label: string; allowed: string }[] = [
  { key: 'minute', label: 'minute', allowed: '0-59' },
  { key: 'hour', label: 'hour', allowed: '0-23' },
  { key: 'day_of_month', label: 'day-of-month', allowed: '1-31' },
  { key: 'month', label: 'month', allowed: '1-12 or jan-dec' },
  { key: 'day_of_week', label: 'day-of-week', allowed: '0-7 (0 and 7 are Sunday) or sun-sat' },
];

const cronOf = (pattern: string) =>
  // 5-part: a seconds or year field is refused; the node's cron ticks once a minute, as Vixie cron does.
  new Cron(pattern, { mode: '5-part', timezone: CRON_TIME_ZONE, paused: true });

const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err)).replace(/^CronPattern:\s*/, '');

export type Schedule = ReturnType<typeof cronOf>;

/** A stored schedule, already validated when it was saved. */
export const compileSchedule = (expression: string): Schedule => cronOf(expression);

/**
 * Parse the five fields. Each field is checked alone first (the others `*`), so a mistake names its
 * field; then the whole schedule, which must have a next run within croner's search horizon.
 */
export function parseSchedule(f: ScheduleFields, now: Date): { expression: string; cron: Schedule } {
  for (const [i, field] of FIELDS.entries()) {
    const value = f[field.key];
    const path = field.key;
    // A space would turn the five fields into six or seven (seconds, years), which crontab lines never have.
    if (/\s/.test(value))
      throw invalid(path, `The ${field.label} field is one value without spaces (a crontab line has five fields)`);
    const probe = FIELDS.map((_, j) => (j === i ? value : '*')).join(' ');
    try {
      cronOf(probe);
    } catch (err) {
      throw invalid(
        path,
        `The ${field.label} field is not valid: ${reasonOf(err)}. Use ${field.allowed}, *, lists (1,15), ranges (1-5) and steps (*/10)`,
      );
    }
  }
  const expression = FIELDS.map((x) => f[x.key]).join(' ');
  let cron: Schedule;
  try {
    cron = cronOf(expression);
  } catch (err) {
    throw invalid('day_of_month', `The schedule ${expression} is not valid: ${reasonOf(err)}`);
  }
  if (!cron.nextRun(now))
    throw invalid(
      'day_of_month',
      `The schedule ${expression} never runs: no date matches its day-of-month and month (for example 30 February); choose a day that exists in that month`,
    );
  return { expression, cron };
}

function invalid(path: string, message: string) {
  return new ApiError('validation_failed', message, { errors: [{ path, message, code: 'invalid_schedule' }] });
}

/** The next `n` runs strictly after `from`, as UTC instants. */
export const nextRuns = (cron: Schedule, from: Date, n = 5): Date[] => cron.nextRuns(n, from);

/** The schedule in words, e.g. "At 03:00, only on Monday" (24-hour clock, as the node's time zone is stated beside it). */
export function describeSchedule(expression: string): string {
  try {
    return cronstrue.toString(expression, { use24HourTimeFormat: true, verbose: false });
  } catch {
    // croner accepted it, so it runs; cronstrue lacks a croner extension: the expression speaks for itself.
    return expression;
  }
}
