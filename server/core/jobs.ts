// The job runner: runs every due job one step, with the step function the job's
// kind declares (deps.jobs). Progress is real and observable; tests move the
// clock and call runDueJobs() instead of sleeping.
import { and, eq, inArray, lte } from 'drizzle-orm';
import { jobs } from '@server/db/schema';
import type { Deps } from './deps';
import type { StepResult } from './job-queue';

/** Run every job that is due now, one step each; returns how many steps ran. */
export async function runDueJobs(deps: Deps, max = 100): Promise<number> {
  const now = deps.clock.now();
  const due = await deps.db
    .select()
    .from(jobs)
    .where(and(inArray(jobs.state, ['queued', 'running']), lte(jobs.runAt, now)))
    .orderBy(jobs.runAt, jobs.id)
    .limit(max);
  let ran = 0;
  for (const job of due) {
    const handler = deps.jobs[job.kind];
    if (!handler) continue;
    await deps.db.transaction(async (tx) => {
      // Claim by state + runAt so two processes never run the same step.
      const [claimed] = await tx
        .update(jobs)
        .set({ attempts: job.attempts + 1, updatedAt: now })
        .where(and(eq(jobs.id, job.id), eq(jobs.runAt, job.runAt), inArray(jobs.state, ['queued', 'running'])))
        .returning();
      if (!claimed) return;
      let step: StepResult;
      try {
        step = await tx.transaction((sp) => handler(sp, claimed, deps));
      } catch (err) {
        step = { state: 'failed', error: err instanceof Error ? err.message : String(err) };
      }
      await tx
        .update(jobs)
        .set(
          step.state === 'running'
            ? {
                state: 'running',
                progress: step.progress,
                stage: step.stage,
                runAt: new Date(now.getTime() + step.runInMs),
                payload: step.payload ?? claimed.payload,
                updatedAt: now,
              }
            : step.state === 'done'
              ? {
                  state: 'done',
                  progress: 100,
                  stage: step.stage ?? 'done',
                  result: step.result ?? null,
                  updatedAt: now,
                }
              : { state: 'failed', error: step.error, updatedAt: now },
        )
        .where(eq(jobs.id, job.id));
      ran++;
    });
  }
  return ran;
}

/** In the server process: poll for due jobs every second. */
export function startJobRunner(deps: Deps, intervalMs = 1000) {
  let busy = false;
  const timer = setInterval(async () => {
    if (busy) return;
    busy = true;
    try {
      await runDueJobs(deps);
    } catch (err) {
      console.error('job runner', err);
    } finally {
      busy = false;
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
