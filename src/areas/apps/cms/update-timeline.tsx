// A task's steps as they ran (an update: snapshot → update → health check →
// rollback when the check fails), as an ordered list a screen reader reads in
// order: each step's status in words beside its icon, its time and detail;
// the failure reason and the restore point the task took before its change.
// LatestUpdates lists an install's recent updates, pushes and restores.
import { useQuery } from '@tanstack/react-query';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Notice } from '@/components/ui/notice';
import { ProblemState } from '@/components/ui/problem-state';
import { Skeleton } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { isActive, updateQueries, type Task } from './update-queries';

type Step = Task['steps'][number];

const stepStatus: Record<Step['status'], { icon: string; text: string; className: string }> = {
  succeeded: { icon: '✓', text: 'Succeeded', className: 'text-success' },
  failed: { icon: '✕', text: 'Failed', className: 'text-danger' },
  running: { icon: '…', text: 'Running', className: 'text-accent' },
  skipped: { icon: '–', text: 'Skipped', className: 'text-muted' },
};

const kindLabel: Partial<Record<Task['kind'], string>> = {
  upgrade: 'Update',
  push: 'Staging push',
  restore: 'Restore',
};

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The outcome in words: a failed update that was put back says so. */
export function outcomeOf(task: Task): { text: string; tone: BadgeTone } {
  if (task.status === 'queued') return { text: 'Queued', tone: 'neutral' };
  if (task.status === 'running') return { text: 'Running', tone: 'info' };
  if (task.status === 'succeeded') return { text: 'Succeeded', tone: 'success' };
  const rolledBack = task.steps.some((s) => s.name === 'rollback' && s.status === 'succeeded');
  return rolledBack ? { text: 'Rolled back', tone: 'warning' } : { text: 'Failed', tone: 'danger' };
}

export function UpdateTimeline({ task, input }: { task: Task; input?: string }) {
  const outcome = outcomeOf(task);
  // The server names what the task did ("Rollback of the update of the plugin Legacy Slider").
  const title = task.title ?? `${kindLabel[task.kind] ?? capitalise(task.kind)} of ${task.appName}`;
  return (
    <section aria-label={title} className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-medium">{title}</h3>
        <Badge tone={outcome.tone}>{outcome.text}</Badge>
        <span className="text-sm text-muted">
          started <time dateTime={task.startedAt}>{formatDateTime(task.startedAt)}</time>
          {task.finishedAt && (
            <>
              , finished <time dateTime={task.finishedAt}>{formatDateTime(task.finishedAt)}</time>
            </>
          )}
        </span>
      </div>
      {isActive(task) && (
        <progress className="w-full" max={100} value={task.progress} aria-label={`${title}: progress`}>
          {task.progress}%
        </progress>
      )}
      {task.steps.length === 0 ? (
        <p className="text-sm text-muted">No step has run yet.</p>
      ) : (
        <ol aria-label={`Steps of the ${title.charAt(0).toLowerCase()}${title.slice(1)}`} className="space-y-2">
          {task.steps.map((step, i) => {
            const s = stepStatus[step.status];
            return (
              <li key={`${step.name}-${i}`} className="flex gap-3 text-sm">
                <span aria-hidden="true" className={cn('w-4 shrink-0 text-center font-bold', s.className)}>
                  {s.icon}
                </span>
                <div>
                  <p>
                    <span className="font-medium">{capitalise(step.name)}</span>
                    {': '}
                    <span className={s.className}>{s.text}</span>
                    <span className="text-muted">
                      {' · '}
                      <time dateTime={step.at}>{formatDateTime(step.at)}</time>
                    </span>
                  </p>
                  {step.detail && <p className="text-muted">{step.detail}</p>}
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {task.status === 'failed' && task.message && (
        <Notice tone={outcome.tone === 'warning' ? 'warning' : 'danger'} title="Why it failed">
          {task.message}
        </Notice>
      )}
      {task.status === 'succeeded' && task.message && <p className="text-sm">{task.message}</p>}
      {task.rollbackBackupId && (
        <RollbackPoint input={input} installId={task.installId} backupId={task.rollbackBackupId} />
      )}
    </section>
  );
}

function RollbackPoint({ input, installId, backupId }: { input?: string; installId: string | null; backupId: string }) {
  const canLook = !!input && !!installId;
  const point = useQuery({
    ...updateQueries.rollbackPoint(input ?? '', installId ?? '', backupId),
    enabled: canLook,
  });
  // The backup by when it was taken, as the backups list names it: never by its id.
  let which = 'the backup taken before the update';
  if (point.data) which = `the backup taken ${formatDateTime(point.data.createdAt)}`;
  else if (point.data === null) which = 'the backup taken before the update (no longer kept)';
  return (
    <p className="text-sm">
      <span className="font-medium">Rollback point:</span> {which}
      {point.isPending && canLook && <span className="text-muted"> (looking up its date…)</span>}
    </p>
  );
}

const DEFAULT_KINDS: Task['kind'][] = ['upgrade', 'push', 'restore'];
const EARLIER = 5;

/** The install's latest update, push or restore with its steps, and the few before it. */
export function LatestUpdates({
  input,
  installId,
  kinds = DEFAULT_KINDS,
}: {
  input: string;
  installId: string;
  kinds?: Task['kind'][];
}) {
  const activity = useQuery(updateQueries.activity(input, installId));
  if (activity.isPending) return <Skeleton lines={3} />;
  if (activity.isError) return <ProblemState error={activity.error} onRetry={() => void activity.refetch()} />;
  const tasks = activity.data.data.filter((t) => kinds.includes(t.kind));
  if (tasks.length === 0)
    return <p className="text-sm text-muted">Nothing yet: updates, staging pushes and restores show here.</p>;
  const [latest, ...earlier] = tasks;
  return (
    <div className="space-y-4">
      <UpdateTimeline task={latest!} input={input} />
      {earlier.length > 0 && (
        <div className="space-y-2">
          <h3 className="text-sm font-medium">Earlier</h3>
          <ul className="space-y-2">
            {earlier.slice(0, EARLIER).map((t) => (
              <li key={t.id}>
                <details className="rounded-md border border-line px-3 py-2">
                  <summary className="cursor-pointer text-sm">
                    {kindLabel[t.kind] ?? capitalise(t.kind)} · {formatDateTime(t.startedAt)} · {outcomeOf(t).text}
                  </summary>
                  <div className="pt-2">
                    <UpdateTimeline task={t} input={input} />
                  </div>
                </details>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
