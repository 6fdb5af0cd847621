// The schedules a customer typed wrong in issue 32, each as the form sends it (a line of four leaves
// the fifth field empty), with what must be said about each field: the contract's rules and the
// dashboard's form are both held to these words.
import type { CronFields } from './cron-rules';

export const SCHEDULE_MISTAKES: [line: string, expected: Partial<Record<keyof CronFields, string>>][] = [
  ['0 -1 * * *', { hour: 'Write the hour values without a + or - sign' }],
  ['61 * * * *', { minute: 'The minute field allows 0-59; 61 is out of range' }],
  ['* * * *', { day_of_week: 'Enter the day-of-week field (use * for every)' }],
  [
    '@hourly x',
    {
      minute: 'Nicknames such as @hourly are not offered here: write the five fields instead (for @hourly: 0 * * * *)',
      hour: 'The hour field takes numbers (0-23); "x" is not one',
      day_of_month: 'Enter the day-of-month field (use * for every)',
      month: 'Enter the month field (use * for every)',
      day_of_week: 'Enter the day-of-week field (use * for every)',
    },
  ],
  ['*/0 * * * *', { minute: 'A step of 0 in */0 never moves on: use a step of 1 or more' }],
];
