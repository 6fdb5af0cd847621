// Crontab entries and their past runs written as the handlers and the node write
// them, for the seed's demo (the seed reaches this only through public.ts).
import type { Tx } from '@server/db/client';
import { cronJobs, cronRuns } from '@server/db/schema/cron';
import { missedNote, scheduleRuns } from './cron-runner';
import { setNotificationEmail } from './cron-repository';
import { outputTail, runCommand, type ShellAccount } from './node-shell';
import { crontabZoneOf } from './crontab-zone';
import { parseSchedule, type ScheduleFields } from './schedule';

export interface SeedCronJob extends ScheduleFields {
  command: string;
  /** How many of its latest occurrences before `now` the node ran (as the shell answers the command). */
  pastRuns: number;
  /** Occurrences the node missed right before now (it was down): the job shows the dead-man flag. */
  missedLast?: boolean;
}

/** Add a job to a hosting account's crontab, with its run history, and start the node's runs of it. */
export async function seedCronJob(
  tx: Tx,
  account: { accountId: number; serviceId: number; shell: ShellAccount },
  job: SeedCronJob,
  now: Date,
) {
  const cron = parseSchedule(job, await crontabZoneOf(tx, account.accountId));
  const [row] = await tx
    .insert(cronJobs)
    .values({
      accountId: account.accountId,
      serviceId: account.serviceId,
      minute: job.minute,
      hour: job.hour,
      dayOfMonth: job.day_of_month,
      month: job.month,
      dayOfWeek: job.day_of_week,
      command: job.command,
      nextDueAt: cron.nextRun(now),
      createdAt: new Date(now.getTime() - 60 * 86_400_000),
      updatedAt: now,
    })
    .returning();
  const past = cron.previousRuns(job.pastRuns, now).reverse();
  for (const [i, at] of past.entries()) {
    const missed = job.missedLast && i === past.length - 1;
    const r = runCommand(job.command, account.shell);
    await tx.insert(cronRuns).values({
      cronJobId: row!.id,
      accountId: account.accountId,
      scheduledAt: at,
      startedAt: missed ? null : at,
      outcome: missed ? 'missed' : r.exitCode === 0 ? 'succeeded' : 'failed',
      exitCode: missed ? null : r.exitCode,
      durationMs: missed ? null : r.durationMs,
      outputTail: missed ? missedNote(at, 1) : outputTail(r.output),
      command: job.command,
    });
  }
  await scheduleRuns(tx, row!, now);
  return row!;
}

export { setNotificationEmail as seedCronNotificationEmail };
