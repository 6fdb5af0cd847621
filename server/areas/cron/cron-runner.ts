// The simulated node's cron daemon. Every cron job has one self-rescheduling
// job-runner row (kind CRON_RUN_JOB): it wakes at the job's next occurrence,
// runs the command on the simulated shell, records the run (exit code,
// duration, the tail of its output), mails the notification address when the
// run failed, and sleeps until the schedule's next run (read in the crontab's
// zone) after the occurrence it just served. An occurrence the node could not
// serve within GRACE (it was down, the job was disabled) is recorded as
// missed, as cron never catches up.
import { eq } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { cronJobs, cronRuns } from '@server/db/schema/cron';
import type { Deps } from '@server/core/deps';
import { cancelJob, enqueue, type JobStep, liveJobs } from '@server/core/job-queue';
import { accountOfService } from '@server/areas/hosting/public';
import { notificationEmailOf, pruneRuns, type CronJobRow } from './cron-repository';
import { outputTail, runCommand } from './node-shell';
import { crontabZoneOf } from './crontab-zone';
import { compileSchedule } from './schedule';

export const CRON_RUN_JOB = 'cron.run';
/** How late a run may start and still count: past it, the occurrence is missed (the dead-man flag). */
export const GRACE_MINUTES = 10;
export const GRACE_MS = GRACE_MINUTES * 60_000;
/** How often the node looks again at a disabled job or a suspended account's job. */
const RECHECK_MS = 3_600_000;
/** The most occurrences counted one by one when the node comes back after a long time down. */
const MAX_COUNTED = 10_000;

const subjectOf = (id: number) => `cron job ${id}`;
export const expressionOf = (j: CronJobRow) => `${j.minute} ${j.hour} ${j.dayOfMonth} ${j.month} ${j.dayOfWeek}`;

/** (Re)start the node's runs of a job from its stored next occurrence; a job that never runs has none. */
export async function scheduleRuns(tx: Tx, job: CronJobRow, now: Date) {
  await stopRuns(tx, job.id, now);
  if (!job.nextDueAt) return;
  await enqueue(tx, now, {
    kind: CRON_RUN_JOB,
    accountId: job.accountId,
    subject: subjectOf(job.id),
    payload: { cronJobId: job.id },
    runInMs: Math.max(0, job.nextDueAt.getTime() - now.getTime()),
    stage: `next run ${job.nextDueAt.toISOString()}`,
  });
}

export async function stopRuns(tx: Tx, cronJobId: number, now: Date) {
  const running = await liveJobs(tx, CRON_RUN_JOB, subjectOf(cronJobId));
  for (const r of running) await cancelJob(tx, r.id, now);
}

/** What a missed occurrence's record says. */
export const missedNote = (due: Date, missed: number) =>
  `Not run: the node did not start this job within ${GRACE_MINUTES} minutes of ${due.toISOString()} (${missed >= MAX_COUNTED ? `over ${MAX_COUNTED}` : missed} run${missed === 1 ? '' : 's'} missed)`;

const sleepUntil = (at: Date, now: Date, stage: string) =>
  ({ state: 'running', progress: 0, stage, runInMs: Math.max(0, at.getTime() - now.getTime()) }) as const;

export const cronRunStep: JobStep<Deps> = async (tx, job, deps) => {
  const now = deps.clock.now();
  const [row] = await tx
    .select()
    .from(cronJobs)
    .where(eq(cronJobs.id, Number(job.payload.cronJobId)))
    .for('update');
  if (!row) return { state: 'done', stage: 'the cron job was removed' };
  if (!row.nextDueAt) return { state: 'done', stage: 'the schedule has no further run' };
  const due = row.nextDueAt;
  if (due > now) return sleepUntil(due, now, `next run ${due.toISOString()}`);
  const acct = await accountOfService(tx, row.serviceId);
  // The node skips a disabled job and a suspended account's crontab; the occurrence stays due, so it shows as missed.
  if (!row.enabled || acct.service.status !== 'active')
    return sleepUntil(
      new Date(now.getTime() + RECHECK_MS),
      now,
      'not run: the job is disabled or the account is not active',
    );

  const zone = await crontabZoneOf(tx, row.accountId);
  const cron = compileSchedule(expressionOf(row), zone);
  if (!cron) {
    // Saved before the cronie rules, with syntax the node's cron refuses: the node never runs it.
    await tx.update(cronJobs).set({ nextDueAt: null }).where(eq(cronJobs.id, row.id));
    return { state: 'done', stage: "the schedule is not one the node's cron runs" };
  }
  let next: Date | null;
  if (now.getTime() - due.getTime() > GRACE_MS) {
    // The node was not there when the job was due: count what it missed and go on from now.
    let missed = 0;
    let at: Date | null = due;
    while (at && at.getTime() < now.getTime() - GRACE_MS && missed < MAX_COUNTED) {
      missed++;
      at = cron.nextRun(at);
    }
    if (at && at.getTime() < now.getTime() - GRACE_MS) at = cron.nextRun(new Date(now.getTime() - GRACE_MS));
    await tx.insert(cronRuns).values({
      cronJobId: row.id,
      accountId: row.accountId,
      scheduledAt: due,
      startedAt: null,
      outcome: 'missed',
      exitCode: null,
      durationMs: null,
      outputTail: missedNote(due, missed),
      command: row.command,
    });
    next = at;
  } else {
    const r = runCommand(row.command, {
      user: acct.service.daUsername ?? `service${acct.service.id}`,
      phpVersion: acct.node.defaultPhpVersion,
    });
    const tail = outputTail(r.output);
    await tx.insert(cronRuns).values({
      cronJobId: row.id,
      accountId: row.accountId,
      scheduledAt: due,
      startedAt: now,
      outcome: r.exitCode === 0 ? 'succeeded' : 'failed',
      exitCode: r.exitCode,
      durationMs: r.durationMs,
      outputTail: tail,
      command: row.command,
    });
    if (r.exitCode !== 0)
      await mailFailure(
        tx,
        deps,
        row,
        acct.service.daUsername ?? '',
        acct.service.node ?? '',
        due,
        r.exitCode,
        tail,
        zone,
      );
    next = cron.nextRun(due);
  }
  await tx.update(cronJobs).set({ nextDueAt: next }).where(eq(cronJobs.id, row.id));
  await pruneRuns(tx, row.id);
  if (!next) return { state: 'done', stage: 'the schedule has no further run' };
  return sleepUntil(next, now, `next run ${next.toISOString()}`);
};

/** A failed run is mailed as cron mails output, to the account's cron address; none set, no mail. */
async function mailFailure(
  tx: Tx,
  deps: Deps,
  row: CronJobRow,
  user: string,
  node: string,
  due: Date,
  exitCode: number,
  tail: string,
  zone: string,
) {
  const to = await notificationEmailOf(tx, row.serviceId);
  if (!to) return;
  await deps.infra.mailer.send(
    {
      accountId: row.accountId,
      to,
      subject: `Cron <${user}@${node}> ${row.command}`.slice(0, 200),
      body: [
        `The cron job ${row.id} (${expressionOf(row)}, ${zone}) of ${user} failed with exit code ${exitCode}.`,
        `Scheduled: ${due.toISOString()}`,
        `Command: ${row.command}`,
        '',
        tail ? `Last lines of its output:\n${tail}` : 'It printed nothing.',
      ].join('\n'),
      kind: 'cron.failure',
    },
    tx,
  );
}
