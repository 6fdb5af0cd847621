// The installer's tasks, which the activity lists: one row per piece of work
// (install, upgrade, uninstall, backup, restore, clone, import) with its steps
// as they ran. Work that takes a while is advanced by one job kind, APP_TASK_JOB,
// whose step hands the task to the runner of its kind (area.ts wires them);
// work done within the request (a CMS update with its health check) writes its
// steps the same way, so the activity shows both alike.
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppTask } from '@contract/apps';
import type { Deps } from '@server/core/deps';
import { newId } from '@server/core/crypto';
import { enqueue, type JobStep, type StepResult } from '@server/core/job-queue';
import type { Db, Tx } from '@server/db/client';
import { appTasks, type AppTaskStep } from '@server/db/schema/apps';
import { catalogueApp } from './catalogue';

type Q = Db | Tx;
export type TaskRow = typeof appTasks.$inferSelect;
export type TaskKind = z.infer<typeof AppTask>['kind'];

export const APP_TASK_JOB = 'apps.task';

export interface NewTask {
  accountId: number;
  serviceId: number;
  installId: string | null;
  appId: number;
  kind: TaskKind;
  params?: Record<string, unknown>;
  message?: string;
  now: Date;
}

/** A task that runs now, within the caller's transaction. */
export async function startTask(q: Q, t: NewTask): Promise<TaskRow> {
  const [row] = await q
    .insert(appTasks)
    .values({
      id: newId('task', 12),
      accountId: t.accountId,
      serviceId: t.serviceId,
      installId: t.installId,
      appId: t.appId,
      kind: t.kind,
      status: 'running',
      message: t.message ?? null,
      params: t.params ?? {},
      startedAt: t.now,
    })
    .returning();
  return row!;
}

/** A task the job runner advances: queued now, its first step runs after `runInMs`. */
export async function queueTask(q: Q, t: NewTask, runInMs = 0): Promise<TaskRow> {
  const row = await startTask(q, t);
  const [queued] = await q.update(appTasks).set({ status: 'queued' }).where(eq(appTasks.id, row.id)).returning();
  await enqueue(q, t.now, {
    kind: APP_TASK_JOB,
    accountId: t.accountId,
    subject: row.id,
    payload: { taskId: row.id },
    runInMs,
    stage: 'queued',
  });
  return queued!;
}

/** Record a step (a new one, or the next state of the step with that name) and the progress. */
export async function recordStep(
  q: Q,
  task: TaskRow,
  step: { name: string; status: AppTaskStep['status']; detail?: string | null },
  now: Date,
  progress?: number,
): Promise<TaskRow> {
  const steps = [...task.steps];
  const entry: AppTaskStep = {
    name: step.name,
    status: step.status,
    detail: step.detail ?? null,
    at: now.toISOString(),
  };
  const i = steps.findIndex((s) => s.name === step.name && s.status === 'running');
  if (i >= 0) steps[i] = entry;
  else steps.push(entry);
  const [row] = await q
    .update(appTasks)
    .set({ steps, status: 'running', progress: progress ?? task.progress })
    .where(eq(appTasks.id, task.id))
    .returning();
  return row!;
}

export async function setRollbackPoint(q: Q, task: TaskRow, backupId: string): Promise<TaskRow> {
  const [row] = await q
    .update(appTasks)
    .set({ rollbackBackupId: backupId })
    .where(eq(appTasks.id, task.id))
    .returning();
  return row!;
}

export async function finishTask(
  q: Q,
  task: TaskRow,
  outcome: 'succeeded' | 'failed',
  message: string,
  now: Date,
): Promise<TaskRow> {
  const [row] = await q
    .update(appTasks)
    .set({ status: outcome, message, progress: outcome === 'succeeded' ? 100 : task.progress, finishedAt: now })
    .where(eq(appTasks.id, task.id))
    .returning();
  return row!;
}

const TITLE_OF: Record<TaskKind, string> = {
  install: 'Install',
  upgrade: 'Update',
  uninstall: 'Removal',
  backup: 'Backup',
  restore: 'Restore',
  clone: 'Copy',
  import: 'Import',
  push: 'Staging push',
};

/**
 * The task's title: what it acted on (a plugin or theme by its name where the task says so, else the
 * app), and a rollback called one, since the site is left as it was before.
 */
function taskTitle(row: Pick<TaskRow, 'kind' | 'appId' | 'params' | 'steps'>): string {
  const subject = typeof row.params.subject === 'string' ? row.params.subject : catalogueApp(row.appId).name;
  const title = `${TITLE_OF[row.kind as TaskKind] ?? 'Task'} of ${subject}`;
  const rolledBack = row.steps.some((s) => s.name === 'rollback' && s.status === 'succeeded');
  return rolledBack ? `Rollback of the ${title.charAt(0).toLowerCase()}${title.slice(1)}` : title;
}

export function presentTask(row: TaskRow): z.input<typeof AppTask> {
  return {
    id: row.id,
    kind: row.kind as TaskKind,
    installId: row.installId,
    appName: catalogueApp(row.appId).name,
    title: taskTitle(row),
    status: row.status as z.infer<typeof AppTask>['status'],
    progress: row.progress,
    message: row.message,
    steps: row.steps,
    rollbackBackupId: row.rollbackBackupId,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/**
 * One step of a queued task: runs a while (`running`, next step after runInMs) or ends. The runner
 * records its own steps and finishes the task (finishTask) before it answers `done` or `failed`.
 */
export type TaskRunner = (tx: Tx, task: TaskRow, deps: Deps) => Promise<StepResult>;

/** The APP_TASK_JOB step: loads the task and hands it to the runner of its kind. */
export function taskStep(runners: Partial<Record<TaskKind, TaskRunner>>): JobStep<Deps> {
  return async (tx, job, deps) => {
    const id = String(job.payload.taskId);
    const [task] = await tx.select().from(appTasks).where(eq(appTasks.id, id)).for('update');
    if (!task) return { state: 'failed', error: `Task ${id} is gone` };
    if (task.status === 'succeeded' || task.status === 'failed') return { state: 'done' };
    const run = runners[task.kind as TaskKind];
    if (!run) {
      await finishTask(tx, task, 'failed', `No runner for ${task.kind} tasks`, deps.clock.now());
      return { state: 'failed', error: `No runner for ${task.kind}` };
    }
    const current =
      task.status === 'queued'
        ? (await tx.update(appTasks).set({ status: 'running' }).where(eq(appTasks.id, id)).returning())[0]!
        : task;
    return run(tx, current, deps);
  };
}
