// The job queue: long work is a row in `jobs` that a step function advances one
// step at a time (stage, progress, next run). Anything may enqueue; the runner
// (jobs.ts) runs the steps that areas and simulators declare.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { jobs } from '@server/db/schema/core';

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

/** The jobs of a kind (and subject, when given) that are still to run: queued or running, oldest first. */
export async function liveJobs(db: Db | Tx, kind: string, subject?: string) {
  return db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, kind),
        subject === undefined ? undefined : eq(jobs.subject, subject),
        inArray(jobs.state, ['queued', 'running']),
      ),
    )
    .orderBy(asc(jobs.id));
}

/** One queued or running job of a kind, if any (its id). */
async function aLiveJob(tx: Tx, kind: string) {
  const [running] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, kind), inArray(jobs.state, ['queued', 'running'])))
    .limit(1);
  return running;
}

/**
 * A recurring job kind keeps one live row: enqueue it unless one is queued or running. Answers whether
 * it enqueued.
 */
export async function ensureJob(tx: Tx, now: Date, job: Parameters<typeof enqueue>[2]) {
  const running = await aLiveJob(tx, job.kind);
  if (running) return false;
  await enqueue(tx, now, job);
  return true;
}

/** Like `ensureJob`, but a live job is made due now instead of at its later turn. */
export async function wakeJob(tx: Tx, now: Date, job: Parameters<typeof enqueue>[2]) {
  const running = await aLiveJob(tx, job.kind);
  if (!running) return void (await enqueue(tx, now, job));
  await tx
    .update(jobs)
    .set({ runAt: sql`least(${jobs.runAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(jobs.id, running.id));
}

/** Every job about a subject, whatever its state, oldest first (tests and the sandbox read a job's outcome). */
export async function jobsAbout(db: Db | Tx, subject: string) {
  return db.select().from(jobs).where(eq(jobs.subject, subject)).orderBy(asc(jobs.id));
}
