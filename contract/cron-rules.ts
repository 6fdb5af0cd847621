// The five time fields of a crontab line read by the rules of the node's cron,
// cronie (man 5 crontab; get_list/get_range/get_number in its src/entry.c), so
// the API and the dashboard form accept exactly the schedules the node runs and
// say in plain words what is wrong with the others. Quartz and croner extras
// (L, W, #, ?, seconds, years) are refused, as cronie refuses them; cronie's own
// random ranges (~) are refused too, since the panel could not say when they run.
// Pure: no zod, no clock; the next runs are in ./cron-calendar.

export const CRON_FIELDS = ['minute', 'hour', 'day_of_month', 'month', 'day_of_week'] as const;
export type CronField = (typeof CRON_FIELDS)[number];
export type CronFields = Record<CronField, string>;

const MONTH_NAMES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
// cronie's DowNames: Sunday is both 0 and 7.
const DAY_NAMES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

interface Spec {
  label: string;
  low: number;
  high: number;
  names?: string[];
  /** What the field allows, for messages. */
  allows: string;
}

const SPECS: Record<CronField, Spec> = {
  minute: { label: 'minute', low: 0, high: 59, allows: '0-59' },
  hour: { label: 'hour', low: 0, high: 23, allows: '0-23' },
  day_of_month: { label: 'day-of-month', low: 1, high: 31, allows: '1-31' },
  month: { label: 'month', low: 1, high: 12, names: MONTH_NAMES, allows: '1-12 or jan-dec' },
  day_of_week: {
    label: 'day-of-week',
    low: 0,
    high: 7,
    names: DAY_NAMES,
    allows: '0-7 (0 and 7 are Sunday) or sun-sat',
  },
};

/** One parsed field: which values match, and whether it began with `*` (cronie's DOM_STAR/DOW_STAR). */
export interface ParsedField {
  values: ReadonlySet<number>;
  star: boolean;
}

export interface CronTimes {
  minutes: ReadonlySet<number>;
  hours: ReadonlySet<number>;
  days: ReadonlySet<number>;
  months: ReadonlySet<number>;
  /** 0-6, Sunday 0 (a 7 is folded into 0, as cronie does). */
  weekdays: ReadonlySet<number>;
  /** Either day field begins with `*`: both must match (AND). Both restricted: either matches (OR). */
  daysAnd: boolean;
}

class FieldError extends Error {}

// cronie's nicknames (man 5 crontab) as the five fields they stand for, so a refusal can give the equivalent.
const NICKNAMES: Record<string, string> = {
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@hourly': '0 * * * *',
};

/** A nickname refused in words: the five fields it stands for, or why @reboot has none (ADR 021). */
function nicknameProblem(text: string): string {
  const name = text.toLowerCase();
  const fields = NICKNAMES[name];
  if (fields)
    return `Nicknames such as ${name} are not offered here: write the five fields instead (for ${name}: ${fields})`;
  if (name === '@reboot')
    return '@reboot is not offered: the server restarts on its own schedule, not yours; choose a time for the job instead';
  return 'Nicknames such as @daily are not offered here: write the five fields instead (for @daily: 0 0 * * *)';
}

/** Why a character cronie does not know is there, in words (the syntax of other schedulers). */
function foreignSyntax(text: string, spec: Spec): string | null {
  if (/^@/.test(text)) return nicknameProblem(text);
  if (text.includes('?')) return '? is not cron syntax (it comes from Quartz schedules): use * for "every"';
  if (text.includes('#'))
    return `# (the nth weekday of a month) is not understood by the node's cron: schedule the weekday (e.g. 1 for Monday) and let the command check the date (with both day fields restricted, cron runs on either)`;
  if (/(^|[,\-/])[+-]/.test(text)) return `Write the ${spec.label} values without a + or - sign`;
  if (text.includes('~'))
    return `Random ranges (~) are not offered: the panel could not tell you when the job runs; pick the ${spec.label} yourself`;
  return null;
}

function numberOf(token: string, spec: Spec): number {
  if (/^[0-9]+$/.test(token)) {
    const n = Number(token);
    if (n < spec.low || n > spec.high)
      throw new FieldError(`The ${spec.label} field allows ${spec.allows}; ${token} is out of range`);
    return n;
  }
  const named = spec.names?.indexOf(token.toLowerCase()) ?? -1;
  if (named >= 0) return named + spec.low;
  if (/^[0-9]*L$|^LW$/i.test(token) && !spec.names)
    throw new FieldError(
      `L (the last day) is not understood by the node's cron: use the day numbers, e.g. 28-31 with a check in the command`,
    );
  if (/^[0-9]+W$|^W$/i.test(token))
    throw new FieldError(
      `W (the nearest weekday) is not understood by the node's cron: use a day number, or mon-fri in the day-of-week field`,
    );
  if (spec.names === MONTH_NAMES)
    throw new FieldError(`"${token}" is not a month: use 1-12 or the first three letters of a month (jan-dec)`);
  if (spec.names === DAY_NAMES)
    throw new FieldError(`"${token}" is not a day of the week: use 0-7 or sun, mon, tue, wed, thu, fri, sat`);
  throw new FieldError(`The ${spec.label} field takes numbers (${spec.allows}); "${token}" is not one`);
}

function stepOf(text: string, spec: Spec, low: number, high: number, item: string): number {
  if (!/^[0-9]+$/.test(text))
    throw new FieldError(`The step after / in ${item} must be a whole number, e.g. */5 for every fifth ${spec.label}`);
  const step = Number(text);
  if (step === 0) throw new FieldError(`A step of 0 in ${item} never moves on: use a step of 1 or more`);
  // cronie warns "Step size higher than possible maximum" and then matches only the first value: a mistake.
  if (step > 1 && step > high - low)
    throw new FieldError(
      `A step of ${step} in ${item} is larger than the ${low}-${high} it steps through, so it would only match ${low}: use a step of at most ${Math.max(1, high - low)}`,
    );
  return step;
}

// One list item: *, */s, n, a-b or a-b/s (cronie get_range, without ~).
function addItem(item: string, spec: Spec, into: Set<number>) {
  if (item === '') throw new FieldError(`The ${spec.label} field has an empty item between commas`);
  let low: number;
  let high: number;
  let rest: string;
  if (item.startsWith('*')) {
    [low, high, rest] = [spec.low, spec.high, item.slice(1)];
    if (rest !== '' && !rest.startsWith('/'))
      throw new FieldError(`* can only be followed by a step, e.g. */5; "${item}" is not valid`);
  } else {
    const first = /^[A-Za-z0-9]+/.exec(item)?.[0];
    if (!first) throw new FieldError(`"${item}" is not valid in the ${spec.label} field: use ${spec.allows}`);
    low = high = numberOf(first, spec);
    rest = item.slice(first.length);
    if (rest.startsWith('-')) {
      const second = /^[A-Za-z0-9]+/.exec(rest.slice(1))?.[0];
      if (!second) throw new FieldError(`The range ${item} has no end: write it as from-to, e.g. 1-5`);
      high = numberOf(second, spec);
      rest = rest.slice(1 + second.length);
      // cronie reads a day-of-week range ending in Sunday-as-0 (fri-sun) as ending at 7.
      if (low > high && high === 0 && spec.names === DAY_NAMES && !rest.startsWith('/')) high = 7;
      if (low > high)
        throw new FieldError(`The range ${item} runs backwards: write the smaller value first (${high}-${low})`);
    } else if (rest.startsWith('/')) {
      // Suggest the two readings only with a step that is a number; otherwise the example would not parse either.
      const step = /^[0-9]+$/.test(rest.slice(1)) && Number(rest.slice(1)) > 0 ? rest.slice(1) : '5';
      throw new FieldError(`A step needs a range or * before it: write ${first}-${spec.high}/${step} or */${step}`);
    }
  }
  let step = 1;
  if (rest.startsWith('/')) {
    step = stepOf(rest.slice(1), spec, low, high, item);
    rest = '';
  }
  if (rest !== '') throw new FieldError(`"${item}" is not valid in the ${spec.label} field: use ${spec.allows}`);
  for (let v = low; v <= high; v += step) into.add(v);
}

/** Parse one field, or say in words what is wrong with it. */
export function parseCronField(
  field: CronField,
  raw: string,
): { ok: true; field: ParsedField } | { ok: false; message: string } {
  const spec = SPECS[field];
  const text = raw.trim();
  if (text === '') return { ok: false, message: `Enter the ${spec.label} field (use * for every)` };
  if (/\s/.test(text))
    return {
      ok: false,
      message: `The ${spec.label} field is one value without spaces: a crontab line has exactly five fields, no seconds and no year`,
    };
  const foreign = foreignSyntax(text, spec);
  if (foreign) return { ok: false, message: foreign };
  const values = new Set<number>();
  try {
    for (const item of text.split(',')) addItem(item, spec, values);
  } catch (e) {
    if (e instanceof FieldError) return { ok: false, message: e.message };
    throw e;
  }
  return { ok: true, field: { values, star: text.startsWith('*') } };
}

/** A problem with one field: it names the field (the API's body name) and says what is wrong. */
export interface CronProblem {
  field: CronField;
  message: string;
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Parse the five fields by cronie's rules. A schedule that can never run (30 February with `*` as
 * day-of-week) is refused too: cronie would keep it silently, and it would never run.
 */
export function parseCronSchedule(
  f: CronFields,
): { ok: true; times: CronTimes } | { ok: false; problems: CronProblem[] } {
  const problems: CronProblem[] = [];
  const parsed = {} as Record<CronField, ParsedField>;
  for (const key of CRON_FIELDS) {
    const r = parseCronField(key, f[key]);
    if (r.ok) parsed[key] = r.field;
    else problems.push({ field: key, message: r.message });
  }
  if (problems.length > 0) return { ok: false, problems };
  const weekdays = new Set([...parsed.day_of_week.values].map((d) => d % 7));
  const times: CronTimes = {
    minutes: parsed.minute.values,
    hours: parsed.hour.values,
    days: parsed.day_of_month.values,
    months: parsed.month.values,
    weekdays,
    daysAnd: parsed.day_of_month.star || parsed.day_of_week.star,
  };
  // Only a day-of-month with * as day-of-week can miss every date: a weekday comes in every month.
  const dateExists = [...times.months].some((m) => [...times.days].some((d) => d <= DAYS_IN_MONTH[m - 1]!));
  if (parsed.day_of_week.star && !dateExists)
    return {
      ok: false,
      problems: [
        {
          field: 'day_of_month',
          message: `The schedule never runs: no day ${[...times.days].join(', ')} exists in the chosen month${times.months.size > 1 ? 's' : ''} (for example 30 February); choose a day that exists in that month`,
        },
      ],
    };
  return { ok: true, times };
}

/** The first problem with a field, or null: what a form field shows under itself. */
export const cronFieldProblem = (field: CronField, value: string): string | null => {
  const r = parseCronField(field, value);
  return r.ok ? null : r.message;
};

/**
 * The command as a crontab line must hold it: cron turns an unescaped `%` into a newline (the rest
 * becomes the command's input), so each `%` is written `\%` and the command runs as typed.
 */
export const crontabCommand = (command: string): string => command.replace(/%/g, '\\%');

/**
 * A `%` right after an odd run of backslashes cannot be written so cron hands it on: cron drops the
 * backslash before a `%` (do_command.c), so `\%` as typed would never reach the shell.
 */
export const hasUnwritablePercent = (command: string): boolean => /(^|[^\\])(\\\\)*\\%/.test(command);
