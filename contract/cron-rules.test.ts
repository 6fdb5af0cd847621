// Cron schedules as cronie reads and runs them (man 5 crontab, src/entry.c, src/cron.c), table by
// table: what it accepts, what it refuses (with the field and the reason in words), which days run
// (the day-field rule), and the runs around daylight-saving changes in the crontab's zone.
import { describe, expect, it } from 'vitest';
import { nextCronRuns, previousCronRuns } from './cron-calendar';
import { SCHEDULE_MISTAKES } from './cron-rules-mistakes.test-data';
import { crontabCommand, hasUnwritablePercent, parseCronSchedule, type CronFields, type CronTimes } from './cron-rules';

const f = (line: string): CronFields => {
  const [minute, hour, day_of_month, month, day_of_week] = line.split(' ');
  return { minute: minute!, hour: hour!, day_of_month: day_of_month!, month: month!, day_of_week: day_of_week! };
};
const times = (line: string): CronTimes => {
  const r = parseCronSchedule(f(line));
  if (!r.ok) throw new Error(`${line} was refused: ${r.problems[0]!.message}`);
  return r.times;
};
const problem = (fields: CronFields) => {
  const r = parseCronSchedule(fields);
  if (r.ok) throw new Error(`${Object.values(fields).join(' ')} was accepted`);
  return r.problems[0]!;
};
const runs = (line: string, from: string, n: number, zone = 'UTC') =>
  nextCronRuns(times(line), zone, new Date(from), n).map((d) => d.toISOString().slice(0, 16));

describe('what cronie accepts', () => {
  it.each([
    ['the edges of every field', '0,59 0,23 1,31 1,12 0,7', { minutes: [0, 59], weekdays: [0] }],
    ['* for first-last', '* * * * *', { minutes: 60, hours: 24, days: 31, months: 12, weekdays: 7 }],
    ['a range (8-11 hours: 8, 9, 10, 11)', '0 8-11 * * *', { hours: [8, 9, 10, 11] }],
    ['a list of ranges (0-4,8-12)', '0-4,8-12 * * * *', { minutes: [0, 1, 2, 3, 4, 8, 9, 10, 11, 12] }],
    ['a step over a range (1-10/3)', '1-10/3 * * * *', { minutes: [1, 4, 7, 10] }],
    ['a step over * (0-23/2 = */2)', '0 */2 * * *', { hours: [0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22] }],
    ['*/23 hours: 0 and 23 only (steps stay within the field)', '0 */23 * * *', { hours: [0, 23] }],
    ['*/35 minutes: 0 and 35', '*/35 * * * *', { minutes: [0, 35] }],
    ['7 as Sunday', '0 0 * * 7', { weekdays: [0] }],
    ['names in lists, any case', '0 0 * JAN,jul mon,Wed,FRI', { months: [1, 7], weekdays: [1, 3, 5] }],
    ['ranges of names (jan-mar, mon-fri)', '0 0 * jan-mar mon-fri', { months: [1, 2, 3], weekdays: [1, 2, 3, 4, 5] }],
    ['a weekday range ending on Sunday as 0 (fri-sun)', '0 0 * * fri-sun', { weekdays: [0, 5, 6] }],
    ['leading zeros', '05 07 01 02 *', { minutes: [5], hours: [7], days: [1], months: [2] }],
    ['29 February (leap years)', '0 0 29 2 *', { days: [29], months: [2] }],
  ])('accepts %s', (_name, line, expected) => {
    const t = times(line);
    for (const [key, want] of Object.entries(expected)) {
      const got = [...(t[key as keyof CronTimes & string] as ReadonlySet<number>)].sort((a, b) => a - b);
      if (typeof want === 'number') expect(got).toHaveLength(want);
      else expect(got).toEqual(want);
    }
  });
});

describe('what cronie refuses, named and said in words', () => {
  it.each([
    ['L (last day of month)', '0 3 L * *', 'day_of_month', 'L (the last day) is not understood'],
    ['15W (nearest weekday)', '0 3 15W * *', 'day_of_month', 'W (the nearest weekday) is not understood'],
    ['5#2 (second Friday)', '0 3 * * 5#2', 'day_of_week', '# (the nth weekday of a month) is not understood'],
    ['? (Quartz)', '0 3 ? * 1', 'day_of_month', '? is not cron syntax'],
    ['+1', '+1 * * * *', 'minute', 'without a + or - sign'],
    ['a negative number', '0 -1 * * *', 'hour', 'without a + or - sign'],
    ['minute 60', '60 * * * *', 'minute', 'The minute field allows 0-59; 60 is out of range'],
    ['hour 24', '0 24 * * *', 'hour', 'The hour field allows 0-23; 24 is out of range'],
    ['day 0', '0 0 0 * *', 'day_of_month', 'allows 1-31; 0 is out of range'],
    ['day 32', '0 0 32 * *', 'day_of_month', 'allows 1-31; 32 is out of range'],
    ['month 0', '0 0 1 0 *', 'month', 'allows 1-12 or jan-dec; 0 is out of range'],
    ['month 13', '0 0 1 13 *', 'month', '13 is out of range'],
    ['weekday 8', '0 0 * * 8', 'day_of_week', '8 is out of range'],
    ['a range past the end', '50-70 * * * *', 'minute', '70 is out of range'],
    ['a backwards range', '5-1 * * * *', 'minute', 'The range 5-1 runs backwards: write the smaller value first (1-5)'],
    ['step 0', '*/0 * * * *', 'minute', 'A step of 0 in */0 never moves on'],
    ['a step larger than the field (cronie warns)', '*/90 * * * *', 'minute', 'larger than the 0-59'],
    ['a step on a single number', '5/10 * * * *', 'minute', 'A step needs a range or * before it'],
    ['a named step', '*/x * * * *', 'minute', 'must be a whole number'],
    ['an empty list item', '1,,3 * * * *', 'minute', 'empty item between commas'],
    ['a name in the minute field', 'mon * * * *', 'minute', 'takes numbers (0-59); "mon" is not one'],
    ['a month name as weekday', '0 0 * * jan', 'day_of_week', '"jan" is not a day of the week'],
    ['a weekday name as month', '0 0 * mon *', 'month', '"mon" is not a month'],
    ['a full day name', '0 0 * * monday', 'day_of_week', '"monday" is not a day of the week'],
    ['*5', '*5 * * * *', 'minute', '* can only be followed by a step'],
    ['a random range (~)', '0~30 * * * *', 'minute', 'Random ranges (~) are not offered'],
    ['a nickname in a field', '@daily * * * *', 'minute', 'Nicknames such as @daily are not offered'],
    ['an open range', '5- * * * *', 'minute', 'has no end'],
  ])('refuses %s', (_name, line, field, message) => {
    const p = problem(f(line));
    expect(p.field).toBe(field);
    expect(p.message).toContain(message);
    expect(p.message).not.toMatch(/Error:|must be >=|illegal/);
  });

  it.each([
    ['@hourly', '0 * * * *'],
    ['@DAILY', '0 0 * * *'],
    ['@midnight', '0 0 * * *'],
    ['@weekly', '0 0 * * 0'],
    ['@monthly', '0 0 1 * *'],
    ['@yearly', '0 0 1 1 *'],
    ['@annually', '0 0 1 1 *'],
  ])('refuses the nickname %s with the five fields it stands for (%s), which are accepted', (nick, fields) => {
    const p = problem({ ...f('* * * * *'), minute: nick });
    expect(p.message).toContain(`(for ${nick.toLowerCase()}: ${fields})`);
    expect(parseCronSchedule(f(fields)).ok).toBe(true);
  });

  it('refuses @reboot without offering fields, since it has no time of its own', () => {
    const p = problem({ ...f('* * * * *'), minute: '@reboot' });
    expect(p.message).toContain('@reboot is not offered');
    expect(p.message).not.toMatch(/\d \* \*/);
  });

  it('suggests a step that parses when the step after a single number is missing or 0', () => {
    for (const item of ['5/', '5/0', '5/x']) {
      const p = problem({ ...f('* * * * *'), minute: item });
      expect(p.message).toBe('A step needs a range or * before it: write 5-59/5 or */5');
      for (const suggested of ['5-59/5', '*/5'])
        expect(parseCronSchedule({ ...f('* * * * *'), minute: suggested }).ok).toBe(true);
    }
    expect(problem({ ...f('* * * * *'), minute: '5/10' }).message).toContain('write 5-59/10 or */10');
  });

  // What the customer typed in issue 32, each field as the form sends it (a line of four leaves the fifth empty):
  // every wrong field is named, in the dashboard's words, never a library's.
  it.each(SCHEDULE_MISTAKES)('says what is wrong with %s, field by field', (line, expected) => {
    const [minute = '', hour = '', day_of_month = '', month = '', day_of_week = ''] = line.split(' ');
    const r = parseCronSchedule({ minute, hour, day_of_month, month, day_of_week });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(Object.fromEntries(r.problems.map((p) => [p.field, p.message]))).toEqual(expected);
    for (const p of r.problems) expect(p.message).not.toMatch(/Error|must be >=|part must|Invalid|Expected|received/);
  });

  it('refuses seconds or a year: a field holding a space', () => {
    const p = problem({ ...f('* * * * *'), minute: '0 0' });
    expect(p).toMatchObject({ field: 'minute', message: expect.stringContaining('exactly five fields') });
    expect(problem({ ...f('* * * * *'), day_of_week: '* 2027' }).field).toBe('day_of_week');
  });

  it('names every wrong field at once', () => {
    const r = parseCronSchedule(f('60 24 * * *'));
    expect(r.ok || r.problems.map((p) => p.field)).toEqual(['minute', 'hour']);
  });

  it.each([
    ['30 February', '0 0 30 2 *'],
    ['31 April', '0 0 31 apr *'],
    ['31 June and September', '0 0 31 6,9 *'],
  ])('refuses %s with * as weekday: it never runs', (_name, line) => {
    expect(problem(f(line))).toMatchObject({ field: 'day_of_month', message: expect.stringContaining('never runs') });
  });
});

describe('the two day fields (man 5 crontab, cron.c find_jobs)', () => {
  it('ANDs them when the day-of-month starts with *: 0 3 */2 * 1 runs on Mondays that are odd days', () => {
    expect(runs('0 3 */2 * 1', '2026-11-29T00:00:00Z', 2)).toEqual(['2026-12-07T03:00', '2026-12-21T03:00']);
  });

  it('ORs them when both are restricted: 30 4 1,15 * 5 runs on the 1st, the 15th and every Friday', () => {
    expect(runs('30 4 1,15 * 5', '2026-11-29T00:00:00Z', 5)).toEqual([
      '2026-12-01T04:30',
      '2026-12-04T04:30',
      '2026-12-11T04:30',
      '2026-12-15T04:30',
      '2026-12-18T04:30',
    ]);
  });

  it('runs only on the weekday when the day-of-month is *', () => {
    expect(runs('5 4 * * sun', '2026-11-29T05:00:00Z', 2)).toEqual(['2026-12-06T04:05', '2026-12-13T04:05']);
  });

  it('runs 30 February with a weekday (OR), and 29 February only in leap years', () => {
    expect(runs('0 0 30 2 mon', '2026-11-29T00:00:00Z', 1)).toEqual(['2027-02-01T00:00']);
    expect(runs('0 0 29 2 *', '2026-11-29T00:00:00Z', 2)).toEqual(['2028-02-29T00:00', '2032-02-29T00:00']);
  });

  it('runs every 15 minutes, across midnight and the end of a year', () => {
    expect(runs('*/15 * * * *', '2026-12-31T23:40:00Z', 3)).toEqual([
      '2026-12-31T23:45',
      '2027-01-01T00:00',
      '2027-01-01T00:15',
    ]);
  });

  it('counts back for the history: the last runs before a time, newest first', () => {
    const back = previousCronRuns(times('0 3 * * mon'), 'UTC', new Date('2026-11-29T00:00:00Z'), 2);
    expect(back.map((d) => d.toISOString())).toEqual(['2026-11-23T03:00:00.000Z', '2026-11-16T03:00:00.000Z']);
  });
});

describe('the crontab zone and daylight saving (man 5 crontab: skipped times never match, repeated ones twice)', () => {
  it('reads the fields on the zone’s wall clock', () => {
    expect(runs('0 3 * * mon', '2026-11-23T09:00:00Z', 2, 'Europe/Stockholm')).toEqual([
      '2026-11-30T02:00',
      '2026-12-07T02:00',
    ]);
    expect(runs('0 9 * * *', '2026-11-29T00:00:00Z', 1, 'America/New_York')).toEqual(['2026-11-29T14:00']);
  });

  it('does not run a job whose time the spring-forward change skips', () => {
    // 28 March 2027: Stockholm goes 02:00 CET -> 03:00 CEST; 02:30 does not exist that day.
    expect(runs('30 2 * * *', '2027-03-26T12:00:00Z', 3, 'Europe/Stockholm')).toEqual([
      '2027-03-27T01:30',
      '2027-03-29T00:30',
      '2027-03-30T00:30',
    ]);
  });

  it('runs a job twice when the fall-back change repeats its time', () => {
    // 31 October 2027: 03:00 CEST -> 02:00 CET; 02:30 happens twice.
    expect(runs('30 2 * * *', '2027-10-30T12:00:00Z', 3, 'Europe/Stockholm')).toEqual([
      '2027-10-31T00:30',
      '2027-10-31T01:30',
      '2027-11-01T01:30',
    ]);
  });
});

describe('the command in a crontab line', () => {
  it.each([
    ['php report.php --day=$(date +%F)', 'php report.php --day=$(date +\\%F)'],
    ['date +%Y-%m-%d', 'date +\\%Y-\\%m-\\%d'],
    ['echo 100\\\\%', 'echo 100\\\\\\%'],
    ['php -v', 'php -v'],
  ])('escapes %% in %s', (typed, line) => expect(crontabCommand(typed)).toBe(line));

  it('knows a % right after a single backslash cannot reach the shell', () => {
    expect(hasUnwritablePercent('echo \\%')).toBe(true);
    expect(hasUnwritablePercent('echo \\\\%')).toBe(false);
    expect(hasUnwritablePercent('date +%F')).toBe(false);
  });
});
