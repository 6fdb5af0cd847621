// A queued installer task run as named stages, one per job step, a few seconds
// apart so the activity shows the work advancing: each stage is a recorded step
// ('running' while it waits its turn, then 'succeeded' or 'skipped' with what it
// did), and the progress is the share of stages done. A stage that fails (an
// ApiError or a StageFailure: a plan limit, a location taken meanwhile, a
// requirement no longer met) has its writes undone, is recorded 'failed' with
// the reason, and the kind's clean-up runs, so a failed task leaves nothing
// half made; the task ends 'failed' with that reason. An unexpected error is
// handled the same way, so no task is left 'running' for ever.
import type { Deps } from '@server/core/deps';
import type { StepResult } from '@server/core/job-queue';
import { ApiError } from '@server/core/problem';
import type { Tx } from '@server/db/client';
import { finishTask, recordStep, type TaskRow, type TaskRunner } from './tasks';

/** Time between two stages: long enough for the dashboard's polling to show each one. */
export const STAGE_GAP_MS = 2_000;

/** A stage's own refusal (a requirement not met), recorded as the task's failure reason. */
export class StageFailure extends Error {}

export interface StageOutcome {
  detail: string;
  skipped?: boolean;
}

export interface Stage {
  name: string;
  run(tx: Tx, task: TaskRow, deps: Deps): Promise<StageOutcome>;
}

export interface StagedTask {
  stages: Stage[];
  /** Runs when a stage failed, after its own writes were undone: put back what earlier stages did. */
  cleanUp(tx: Tx, task: TaskRow, deps: Deps): Promise<void>;
  /** The message of a task whose last stage succeeded. */
  succeeded(tx: Tx, task: TaskRow, deps: Deps): Promise<string>;
}

const done = (task: TaskRow) => task.steps.filter((s) => s.status !== 'running').length;

export function stagedRunner(def: StagedTask): TaskRunner {
  return async (tx, task, deps): Promise<StepResult> => {
    const now = deps.clock.now();
    const index = done(task);
    const stage = def.stages[index];
    if (!stage) {
      await finishTask(tx, task, 'failed', `The task has no stage ${index + 1}`, now);
      return { state: 'failed', error: `no stage ${index + 1}` };
    }
    let outcome: StageOutcome;
    try {
      // a savepoint: a failing stage leaves none of its writes behind
      outcome = await tx.transaction((sp) => stage.run(sp, task, deps));
    } catch (err) {
      // an unexpected error fails the task too (its reason stays in the job's error), never leaves it running
      const reason =
        err instanceof ApiError
          ? err.detail
          : err instanceof StageFailure
            ? err.message
            : 'an unexpected error stopped it; nothing of it was kept';
      let row = await recordStep(tx, task, { name: stage.name, status: 'failed', detail: reason }, now);
      await def.cleanUp(tx, row, deps);
      row = await finishTask(tx, row, 'failed', `${stage.name} failed: ${reason}`, now);
      return { state: 'failed', error: err instanceof Error ? err.message : String(err) };
    }
    const progress = Math.min(99, Math.round((100 * (index + 1)) / def.stages.length));
    let row = await recordStep(
      tx,
      task,
      { name: stage.name, status: outcome.skipped ? 'skipped' : 'succeeded', detail: outcome.detail },
      now,
      progress,
    );
    const next = def.stages[index + 1];
    if (!next) {
      await finishTask(tx, row, 'succeeded', await def.succeeded(tx, row, deps), now);
      return { state: 'done', stage: 'succeeded' };
    }
    row = await recordStep(tx, row, { name: next.name, status: 'running' }, now);
    return { state: 'running', progress, stage: next.name, runInMs: STAGE_GAP_MS };
  };
}
