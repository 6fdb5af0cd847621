// When a parsed schedule runs, as cronie matches it: every minute the node's cron
// reads the wall clock of the crontab's zone (CRON_TZ) and runs the jobs whose
// minute, hour and month match and whose day fields match (both when either
// begins with *, either one when both are restricted). So, as man 5 crontab
// says, a wall time that a daylight-saving change skips never matches (the job
// does not run that day) and a wall time that happens twice matches twice.
// Pure: the zone's offsets come from Intl, nothing else.
import type { CronTimes } from './cron-rules';

const DAY_MS = 86_400_000;
/** How far ahead (and back) to look: a date and weekday pair comes back within 28 years. */
const HORIZON_DAYS = 366 * 40;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(zone: string) {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** The zone's wall clock at instant `t`, as milliseconds of a UTC date with the same fields. */
function wallOf(t: number, zone: string): number {
  const p: Record<string, number> = {};
  for (const part of formatterOf(zone).formatToParts(new Date(t)))
    if (part.type !== 'literal') p[part.type] = Number(part.value);
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
}

const offsetAt = (t: number, zone: string) => wallOf(Math.floor(t / 1000) * 1000, zone) - Math.floor(t / 1000) * 1000;

/** Is `zone` an IANA zone this runtime knows? */
export function isKnownTimeZone(zone: string): boolean {
  try {
    formatterOf(zone);
    return true;
  } catch {
    return false;
  }
}

function dayMatches(t: CronTimes, wallDay: Date): boolean {
  if (!t.months.has(wallDay.getUTCMonth() + 1)) return false;
  const dom = t.days.has(wallDay.getUTCDate());
  const dow = t.weekdays.has(wallDay.getUTCDay());
  return t.daysAnd ? dom && dow : dom || dow;
}

/** The instants of one local day at which the schedule runs, in order (none in a skipped hour, two in a repeated one). */
function runsOnDay(t: CronTimes, wallDay: number, zone: string): number[] {
  const before = offsetAt(wallDay - DAY_MS, zone);
  const after = offsetAt(wallDay + 2 * DAY_MS, zone);
  const out: number[] = [];
  for (const h of [...t.hours].sort((a, b) => a - b))
    for (const m of [...t.minutes].sort((a, b) => a - b)) {
      const wall = wallDay + h * 3_600_000 + m * 60_000;
      if (before === after) {
        out.push(wall - before);
        continue;
      }
      // A change of offset near this day: keep each candidate instant whose wall clock is this time.
      for (const off of new Set([before, after])) if (offsetAt(wall - off, zone) === off) out.push(wall - off);
    }
  return out.sort((a, b) => a - b);
}

function localDayOf(at: Date, zone: string): number {
  const wall = wallOf(at.getTime(), zone);
  return wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS);
}

/** The next `n` runs strictly after `from`, as instants, reading the schedule in `zone`. */
export function nextCronRuns(t: CronTimes, zone: string, from: Date, n = 5): Date[] {
  const out: number[] = [];
  const start = localDayOf(from, zone);
  for (let d = 0; d < HORIZON_DAYS && out.length < n; d++) {
    const day = start + d * DAY_MS;
    if (!dayMatches(t, new Date(day))) continue;
    for (const at of runsOnDay(t, day, zone)) if (at > from.getTime() && out.length < n) out.push(at);
  }
  return out.map((ms) => new Date(ms));
}

/** The last `n` runs strictly before `before`, newest first. */
export function previousCronRuns(t: CronTimes, zone: string, before: Date, n = 5): Date[] {
  const out: number[] = [];
  const start = localDayOf(before, zone);
  for (let d = 0; d < HORIZON_DAYS && out.length < n; d++) {
    const day = start - d * DAY_MS;
    if (!dayMatches(t, new Date(day))) continue;
    for (const at of runsOnDay(t, day, zone).reverse()) if (at < before.getTime() && out.length < n) out.push(at);
  }
  return out.map((ms) => new Date(ms));
}
