// The job queue: long work is a row in `jobs` that a step function advances one
// step at a time (stage, progress, next run). Anything may enqueue; the runner
// (jobs.ts) runs the steps that areas and simulators declare.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { jobs } from '@server/db/schema';

export type Job = typeof jobs.$inferSelect;

export type StepResult =
  | { state: 'running'; progress: number; stage: string; runInMs: number; payload?: Record<string, unknown> }
  | { state: 'done'; stage?: string; result?: Record<string, unknown> }
  | { state: 'failed'; error: string };

/**
 * One step of a job kind; runs in a transaction with the job row. `C` is what the step needs of the
 * running server: areas take the whole Deps, the simulators only a clock (so infra never imports Deps).
 */
export type JobStep<C> = (tx: Tx, job: Job, ctx: C) => Promise<StepResult>;

export async function enqueue(
  db: Db | Tx,
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

export async function cancelJob(db: Db | Tx, id: number, now: Date) {
  const [row] = await db
    .update(jobs)
    .set({ state: 'cancelled', updatedAt: now })
    .where(and(eq(jobs.id, id), inArray(jobs.state, ['queued', 'running'])))
    .returning();
  return row ?? null;
}
