// The job runner: long work is a row in `jobs` that a handler advances one step
// at a time (stage, progress, next run). Progress is real and observable; tests
// move the clock and call runDueJobs() instead of sleeping.
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { jobs } from '@server/db/schema';
import type { Deps } from './deps';

export type Job = typeof jobs.$inferSelect;

export type StepResult =
  | { state: 'running'; progress: number; stage: string; runInMs: number; payload?: Record<string, unknown> }
  | { state: 'done'; stage?: string; result?: Record<string, unknown> }
  | { state: 'failed'; error: string };

/** One step of a job kind; runs in a transaction with the job row. */
export type JobHandler = (tx: Tx, job: Job, deps: Deps) => Promise<StepResult>;

const handlers = new Map<string, JobHandler>();

export function registerJob(kind: string, handler: JobHandler) {
  handlers.set(kind, handler);
}

export async function enqueue(
  db: Deps['db'] | Tx,
  now: Date,
  job: {
    kind: string;
    accountId?: number | null;
    subject?: string | null;
    payload?: Record<string, unknown>;
    runInMs?: number;
    stage?: string;
  },
) {
  const [row] = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      accountId: job.accountId ?? null,
      subject: job.subject ?? null,
      payload: job.payload ?? {},
      stage: job.stage ?? 'queued',
      runAt: new Date(now.getTime() + (job.runInMs ?? 0)),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

export async function cancelJob(db: Deps['db'] | Tx, id: number, now: Date) {
  const [row] = await db
    .update(jobs)
    .set({ state: 'cancelled', updatedAt: now })
    .where(and(eq(jobs.id, id), inArray(jobs.state, ['queued', 'running'])))
    .returning();
  return row ?? null;
}

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
    const handler = handlers.get(job.kind);
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
