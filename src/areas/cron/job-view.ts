// What the cron screens show of one job, read from the contract's CronJob:
// the server's description of the schedule, its next runs in the server's
// time zone, the dead-man flag and the recorded runs. Screens read this, not
// the wire shape, so a change to the contract is one change here.
import type { z } from 'zod';
import type { CronRun } from '@contract/cron';
import type { CronJobRow } from './queries';

export interface RunView {
  id: string;
  /** When the run started, or for a missed run when it was expected. */
  at: string;
  result: z.infer<typeof CronRun>['outcome'];
  exitCode: number | null;
  durationMs: number | null;
  /** The end of what the command printed, as text (never HTML). */
  outputTail: string;
}

export interface MissedView {
  /** When the run that did not happen was due. */
  expectedAt: string;
  /** How long after that the node waited before calling it missed. */
  graceMinutes: number;
}

export interface JobView {
  job: CronJobRow;
  /** The server's reading of the schedule ("At 03:00, only on Monday"). */
  description: string;
  /** The next runs, UTC instants. */
  nextRuns: string[];
  /** The zone the node runs the schedule in (IANA name). */
  timeZone: string;
  missed: MissedView | null;
  /** The most recent runs, newest first. */
  runs: RunView[];
}

const runView = (r: z.infer<typeof CronRun>): RunView => ({
  id: r.id,
  at: r.startedAt ?? r.scheduledAt,
  result: r.outcome,
  exitCode: r.exitCode,
  durationMs: r.durationMs,
  outputTail: r.outputTail,
});

export function jobView(job: CronJobRow): JobView {
  return {
    job,
    description: job.description,
    nextRuns: job.nextRuns,
    timeZone: job.timeZone,
    missed: job.missed,
    runs: job.recentRuns.map(runView),
  };
}
