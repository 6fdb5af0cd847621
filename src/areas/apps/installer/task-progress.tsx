// One installer task as it runs: an accessible progress bar naming the stage it
// is at, each step with its state, and how it ended (the reason when it failed).
import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { glossary } from '@/lib/glossary';
import type { Task } from './queries';

export const kindLabel: Record<Task['kind'], string> = {
  install: 'Install',
  upgrade: 'Upgrade',
  uninstall: 'Uninstall',
  backup: 'Backup',
  restore: 'Restore',
  clone: 'Clone',
  import: 'Import',
  push: 'Staging push',
};

// A task's status in the dashboard's words (lib/glossary.ts), the same as the CMS's update timeline.
export const statusLabel = Object.fromEntries(
  Object.entries(glossary.appTask).map(([status, term]) => [status, term.label]),
) as Record<Task['status'], string>;
const statusTone = (status: Task['status']): BadgeTone => glossary.appTask[status].tone;

const stepLabel: Record<Task['steps'][number]['status'], string> = {
  running: 'in progress',
  succeeded: 'done',
  failed: 'failed',
  skipped: 'skipped',
};

export function TaskStatusBadge({ status }: { status: Task['status'] }) {
  return <Badge tone={statusTone(status)}>{statusLabel[status]}</Badge>;
}

/** What the task is doing now: the running step, else the last one, else its state. */
export function currentStage(task: Task): string {
  const running = task.steps.findLast((s) => s.status === 'running');
  if (running) return running.name;
  if (task.status === 'queued') return statusLabel.queued;
  if (task.status === 'succeeded') return statusLabel.succeeded;
  return task.steps.at(-1)?.name ?? statusLabel[task.status];
}

export function TaskProgressBar({ task, label }: { task: Task; label?: string }) {
  const stage = currentStage(task);
  const failed = task.status === 'failed';
  return (
    <div className="w-full space-y-1">
      <div className="flex justify-between gap-2 text-xs">
        <span className="truncate" data-testid="task-stage">
          {failed ? `Stopped at: ${stage}` : stage}
        </span>
        <span className="tabular text-muted">{task.progress}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label ?? `${kindLabel[task.kind]} of ${task.appName}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={task.progress}
        aria-valuetext={`${task.progress}%, ${failed ? `stopped at ${stage}` : stage}`}
        className="h-2 overflow-hidden rounded-full bg-surface-2"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width]',
            failed ? 'bg-danger' : task.status === 'succeeded' ? 'bg-success' : 'bg-accent',
          )}
          style={{ width: `${task.progress}%` }}
        />
      </div>
    </div>
  );
}

export function TaskSteps({ task }: { task: Task }) {
  if (task.steps.length === 0) return null;
  return (
    <ol className="space-y-1 text-sm" aria-label={`Steps of the ${kindLabel[task.kind].toLowerCase()}`}>
      {task.steps.map((s, i) => (
        <li
          key={`${s.name}-${i}`}
          aria-current={s.status === 'running' ? 'step' : undefined}
          className="flex flex-wrap items-baseline gap-x-2"
        >
          <span className={cn('font-medium', s.status === 'failed' && 'text-danger')}>{s.name}</span>
          <span className="text-xs text-muted">{stepLabel[s.status]}</span>
          {s.detail && <span className="basis-full text-xs text-muted">{s.detail}</span>}
        </li>
      ))}
    </ol>
  );
}

/** The whole task: bar, steps and how it ended; `done` is shown once it succeeded (e.g. a link to the app). */
export function TaskProgress({ task, done }: { task: Task; done?: ReactNode }) {
  return (
    <div className="space-y-3" data-testid="task-progress">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">
          {kindLabel[task.kind]} of {task.appName}
        </p>
        <TaskStatusBadge status={task.status} />
      </div>
      <TaskProgressBar task={task} />
      <TaskSteps task={task} />
      <div role="status" className="text-sm">
        {task.status === 'failed' && (
          <p className="text-danger">
            <strong>It failed:</strong> {task.message ?? 'the task stopped without a reason.'}
          </p>
        )}
        {task.status === 'succeeded' && (
          <div className="space-y-2">
            <p className="text-success">
              {task.message ?? 'Done.'}
              {task.finishedAt && <span className="text-muted"> · {formatDateTime(task.finishedAt)}</span>}
            </p>
            {done}
          </div>
        )}
      </div>
    </div>
  );
}
