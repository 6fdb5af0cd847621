// Realistic cron documents for the area's component tests, typed against the
// contract so a contract change breaks them at compile time.
import type { z } from 'zod';
import type { CronJob, CronRun } from '@contract/cron';
import { hostingAccount as account, hostingTarget as target } from '@/test/fixtures';

export const ZONE = 'Europe/Stockholm';

export const run = (over: Partial<z.infer<typeof CronRun>> = {}): z.infer<typeof CronRun> => ({
  id: 'run_1',
  scheduledAt: '2026-11-23T02:00:00.000Z',
  startedAt: '2026-11-23T02:00:01.000Z',
  outcome: 'succeeded',
  exitCode: 0,
  durationMs: 1250,
  outputTail: 'Backed up 3 databases\n',
  ...over,
});

export const job = (over: Partial<z.infer<typeof CronJob>> = {}): z.infer<typeof CronJob> => ({
  id: 'cj_1',
  minute: '0',
  hour: '3',
  dayOfMonth: '*',
  month: '*',
  dayOfWeek: '*',
  schedule: '0 3 * * *',
  command: 'php ~/public_html/backup.php',
  nextRunAt: '2026-11-24T02:00:00.000Z',
  description: 'At 03:00',
  nextRuns: [
    '2026-11-24T02:00:00.000Z',
    '2026-11-25T02:00:00.000Z',
    '2026-11-26T02:00:00.000Z',
    '2026-11-27T02:00:00.000Z',
    '2026-11-28T02:00:00.000Z',
  ],
  timeZone: ZONE,
  missed: null,
  recentRuns: [run()],
  ...over,
});

export const jobsPage = (
  jobs: z.infer<typeof CronJob>[],
  notificationEmail: string | null = 'ops@nordlight-studio.com',
) => ({
  data: jobs,
  hasMore: false,
  nextCursor: null,
  total: jobs.length,
  target: target(),
  notificationEmail,
});

export const accountsPage = (accounts = [account()]) => ({
  data: accounts,
  hasMore: false,
  nextCursor: null,
  total: accounts.length,
});
