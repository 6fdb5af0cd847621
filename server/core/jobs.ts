// The job runner: runs every due job one step, with the step function the job's
// kind declares (deps.jobs). Progress is real and observable; tests move the
// clock and call runDueJobs() instead of sleeping. Several processes may run it
// on one PostgreSQL: each step claims its job with a row lock (see claimDue).
import { and, inArray, lte, notInArray, eq } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { jobs } from '@server/db/schema/core';
import type { Deps } from './deps';
import type { Job, StepResult } from './job-queue';

/**
 * Run every job that is due now, one step each; returns how many steps ran. `stopping` is asked
 * between steps: a server that is shutting down finishes the step it is in and takes no other.
 */
export async function runDueJobs(deps: Deps, max = 100, stopping: () => boolean = () => false): Promise<number> {
  const now = deps.clock.now();
  const kinds = Object.keys(deps.jobs);
  if (!kinds.length) return 0;
  // A job stepped in this pass is not stepped again in it, even when its next step is due at once.
  const stepped: number[] = [];
  while (stepped.length < max && !stopping()) {
    const id = await deps.db.transaction(async (tx) => {
      const job = await claimDue(tx, now, kinds, stepped);
      if (!job) return null;
      await runStep(tx, deps, job, now);
      return job.id;
    });
    if (id === null) break;
    stepped.push(id);
  }
  return stepped.length;
}

/**
 * The next due job this process can step, locked FOR UPDATE until the step's transaction ends.
 * SKIP LOCKED: another process never waits for, nor runs, a job being stepped; if the stepping
 * process dies, PostgreSQL rolls its transaction back (the step's writes with it) and releases the
 * lock, and the next runner takes the job over. On PGlite (one connection) the lock is trivially free.
 */
async function claimDue(tx: Tx, now: Date, kinds: string[], skip: number[]): Promise<Job | null> {
  const [job] = await tx
    .select()
    .from(jobs)
    .where(
      and(
        inArray(jobs.state, ['queued', 'running']),
        lte(jobs.runAt, now),
        inArray(jobs.kind, kinds),
        skip.length ? notInArray(jobs.id, skip) : undefined,
      ),
    )
    .orderBy(jobs.runAt, jobs.id)
    .limit(1)
    .for('update', { skipLocked: true });
  return job ?? null;
}

/** One step in a savepoint: a step that throws leaves no writes behind and fails its job. */
async function runStep(tx: Tx, deps: Deps, job: Job, now: Date) {
  const claimed = { ...job, attempts: job.attempts + 1, updatedAt: now };
  let step: StepResult;
  try {
    step = await tx.transaction((sp) => deps.jobs[job.kind]!(sp, claimed, deps));
  } catch (err) {
    step = { state: 'failed', error: err instanceof Error ? err.message : String(err) };
  }
  await tx
    .update(jobs)
    .set(
      step.state === 'running'
        ? {
            state: 'running',
            attempts: claimed.attempts,
            progress: step.progress,
            stage: step.stage,
            runAt: new Date(now.getTime() + step.runInMs),
            payload: step.payload ?? job.payload,
            updatedAt: now,
          }
        : step.state === 'done'
          ? {
              state: 'done',
              attempts: claimed.attempts,
              progress: 100,
              stage: step.stage ?? 'done',
              result: step.result ?? null,
              updatedAt: now,
            }
          : { state: 'failed', attempts: claimed.attempts, error: step.error, updatedAt: now },
    )
    .where(eq(jobs.id, job.id));
}

export interface JobRunner {
  /** Take no new step; resolves once the step under way (if any) has finished. */
  stop: () => Promise<void>;
  /** When the runner last polled, or started (ms since the epoch). For /api/v1/ready. */
  heartbeat: () => number | null;
}

/** In the server process: poll for due jobs every second. */
export function startJobRunner(deps: Deps, intervalMs = 1000, onError?: (err: unknown) => void): JobRunner {
  let running: Promise<void> | null = null;
  let stopped = false;
  // Started counts as alive; from then on each poll that finds the runner free renews it.
  let last: number | null = Date.now();
  const timer = setInterval(() => {
    if (running || stopped) return;
    last = Date.now();
    running = runDueJobs(deps, 100, () => stopped)
      .then(() => undefined)
      .catch((err) => onError?.(err))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
    heartbeat: () => last,
  };
}
