// Schedules as the node's cron (cronie) reads them, through the server's
// wrapper: ranges, steps, lists and names accepted; out-of-range values, bad
// steps, six fields and dates that never come refused as a 422 with the field
// named; next runs in the crontab's zone across DST changes, as man 5 crontab
// says (a skipped time never runs, a repeated one runs twice). The full table
// of cronie's rules is contract/cron-rules.test.ts.
import { describe, expect, it } from 'vitest';
import { ApiError } from '@server/core/problem';
import { describeSchedule, nextRuns, parseSchedule, type ScheduleFields } from './schedule';

const ZONE = 'Europe/Stockholm';

const NOW = new Date('2026-11-23T09:00:00Z');
const fields = (minute: string, hour = '*', dom = '*', month = '*', dow = '*'): ScheduleFields => ({
  minute,
  hour,
  day_of_month: dom,
  month,
  day_of_week: dow,
});
const refusal = (f: ScheduleFields) => {
  try {
    parseSchedule(f, ZONE);
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    const err = e as ApiError;
    expect(err.code).toBe('validation_failed');
    return { path: err.extra.errors![0]!.path, detail: err.detail };
  }
  throw new Error(`${Object.values(f).join(' ')} was accepted`);
};
const iso = (ds: Date[]) => ds.map((d) => d.toISOString());

describe('schedule validation', () => {
  it.each([
    ['0-59 edge', fields('0,59', '0,23', '1,31', '1,12', '0,7')],
    ['ranges and steps', fields('*/15', '9-17', '1-31/2', '*', '1-5')],
    ['step over a range', fields('10-50/20', '*/6')],
    ['names', fields('0', '3', '*', 'jan,jul', 'mon-fri')],
    ['upper-case names', fields('0', '3', '*', 'DEC', 'SAT,SUN')],
    ['29 February (leap years only)', fields('0', '0', '29', '2')],
  ])('accepts %s', (_name, f) => {
    const cron = parseSchedule(f, ZONE);
    expect(cron.nextRun(NOW)).toBeInstanceOf(Date);
  });

  it.each([
    ['minute 60', fields('60'), 'minute'],
    ['hour 24', fields('0', '24'), 'hour'],
    ['day 0', fields('0', '0', '0'), 'day_of_month'],
    ['day 32', fields('0', '0', '32'), 'day_of_month'],
    ['month 13', fields('0', '0', '1', '13'), 'month'],
    ['month 0', fields('0', '0', '1', '0'), 'month'],
    ['weekday 8', fields('0', '0', '*', '*', '8'), 'day_of_week'],
    ['a zero step', fields('*/0'), 'minute'],
    ['a step larger than the field', fields('*/90'), 'minute'],
    ['a backwards range', fields('5-1'), 'minute'],
    ['an empty list item', fields('1,,3'), 'minute'],
    ['an unknown name', fields('0', '0', '*', '*', 'funday'), 'day_of_week'],
    ['a month name in the weekday field', fields('0', '0', '*', '*', 'jan'), 'day_of_week'],
    ['letters', fields('a'), 'minute'],
    ['a seconds field (six fields)', fields('0 0'), 'minute'],
    ['a year field (seven fields)', fields('0', '0', '1', '1', '* 2027'), 'day_of_week'],
  ])('refuses %s, naming the field', (_name, f, path) => {
    const r = refusal(f);
    expect(r.path).toBe(path);
    expect(r.detail.length).toBeGreaterThan(20);
  });

  it('says why a field is wrong and what it allows', () => {
    // In words, not a library's "Invalid value for minute" (the sibling issue): what is wrong and what the field allows.
    expect(refusal(fields('60')).detail).toContain('The minute field allows 0-59; 60 is out of range');
    expect(refusal(fields('0 0')).detail).toContain('without spaces');
    expect(refusal(fields('0', '3', 'L')).detail).toContain('L (the last day) is not understood');
  });

  it.each([
    ['30 February', '30', '2'],
    ['31 April', '31', '4'],
    ['31 of June and September', '31', '6,9'],
  ])('refuses %s: it never runs', (_name, dom, month) => {
    const r = refusal(fields('0', '0', dom, month));
    expect(r.path).toBe('day_of_month');
    expect(r.detail).toContain('never runs');
  });

  it('accepts 30 February when a weekday also matches (day-of-month OR day-of-week, as cron does)', () => {
    const cron = parseSchedule(fields('0', '0', '30', '2', 'mon'), ZONE);
    // Monday 1 February 2027, 00:00 CET
    expect(cron.nextRun(NOW)!.toISOString()).toBe('2027-01-31T23:00:00.000Z');
  });
});

describe('next runs in the crontab zone', () => {
  it('is the zone it was read in', () => expect(parseSchedule(fields('0'), ZONE).timeZone).toBe(ZONE));

  it('reads the issue’s 0 3 */2 * 1 as cronie does: Mondays that are odd days (AND, a day field starts with *)', () => {
    const from = new Date('2026-11-29T00:00:00Z');
    expect(iso(nextRuns(parseSchedule(fields('0', '3', '*/2', '*', '1'), 'UTC'), from, 2))).toEqual([
      '2026-12-07T03:00:00.000Z',
      '2026-12-21T03:00:00.000Z',
    ]);
  });

  it('gives five runs after now, at local time', () => {
    const cron = parseSchedule(fields('0', '3', '*', '*', 'mon'), ZONE);
    expect(iso(nextRuns(cron, NOW))).toEqual([
      '2026-11-30T02:00:00.000Z',
      '2026-12-07T02:00:00.000Z',
      '2026-12-14T02:00:00.000Z',
      '2026-12-21T02:00:00.000Z',
      '2026-12-28T02:00:00.000Z',
    ]);
  });

  it('does not run a fixed-time job whose time the spring-forward change skips (man 5 crontab)', () => {
    // 28 March 2027: Stockholm clocks go 02:00 CET -> 03:00 CEST; 02:30 does not exist that day.
    const from = new Date('2027-03-26T12:00:00Z');
    const cron = parseSchedule(fields('30', '2'), ZONE);
    expect(iso(nextRuns(cron, from, 3))).toEqual([
      '2027-03-27T01:30:00.000Z', // 02:30 CET
      '2027-03-29T00:30:00.000Z', // 02:30 CEST; none on the 28th
      '2027-03-30T00:30:00.000Z',
    ]);
  });

  it('skips the gap for an interval job', () => {
    const from = new Date('2027-03-27T12:00:00Z');
    const cron = parseSchedule(fields('*/30', '2'), ZONE);
    expect(iso(nextRuns(cron, from, 3))).toEqual([
      '2027-03-29T00:00:00.000Z',
      '2027-03-29T00:30:00.000Z',
      '2027-03-30T00:00:00.000Z',
    ]);
  });

  it('runs a fixed-time job twice when fall-back repeats its hour (man 5 crontab)', () => {
    // 31 October 2027: 03:00 CEST -> 02:00 CET; 02:30 happens twice.
    const from = new Date('2027-10-30T12:00:00Z');
    const cron = parseSchedule(fields('30', '2'), ZONE);
    expect(iso(nextRuns(cron, from, 3))).toEqual([
      '2027-10-31T00:30:00.000Z',
      '2027-10-31T01:30:00.000Z',
      '2027-11-01T01:30:00.000Z',
    ]);
  });

  it('runs an interval job on both passes through the repeated hour', () => {
    const from = new Date('2027-10-30T12:00:00Z');
    const cron = parseSchedule(fields('0', '*'), ZONE);
    const runs = iso(nextRuns(cron, from, 16)).filter((r) => r.startsWith('2027-10-31T0'));
    expect(runs).toContain('2027-10-31T00:00:00.000Z'); // 02:00 CEST
    expect(runs).toContain('2027-10-31T01:00:00.000Z'); // 02:00 CET
  });
});

describe('describeSchedule', () => {
  it.each([
    ['0 3 * * 1', 'At 03:00, only on Monday'],
    ['0 3 * * mon-fri', 'At 03:00, Monday through Friday'],
    ['*/15 * * * *', 'Every 15 minutes'],
    ['0 0 1 jan *', 'At 00:00, on day 1 of the month, only in January'],
  ])('%s reads "%s"', (expr, words) => expect(describeSchedule(expr)).toBe(words));
});
