// Progress of a migration: an accessible progress bar, and (in full) each
// working stage with its units done, so it is clear what is happening now.
import type { z } from 'zod';
import type { MigrationSummary } from '@contract/migrations';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { glossary } from '@/lib/glossary';

type M = z.infer<typeof MigrationSummary>;

const stageText: Record<string, string> = {
  queued: 'Waiting to start',
  done: 'Done',
};

export function ProgressBar({ m, compact }: { m: M; compact?: boolean }) {
  const current = m.stages.find((s) => s.stage === m.stage);
  const text = current?.label ?? stageText[m.stage] ?? m.stage;
  return (
    <div className={cn('w-full', compact ? 'space-y-0.5' : 'space-y-1')}>
      <div className="flex justify-between gap-2 text-xs">
        <span className="truncate">
          {m.status === 'cancelled' || m.status === 'failed' ? `Stopped at: ${text}` : text}
        </span>
        <span className="tabular text-muted">{m.progress}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={`Migration #${m.id} progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={m.progress}
        aria-valuetext={`${m.progress}%, ${text}`}
        className="h-2 overflow-hidden rounded-full bg-surface-2"
      >
        <div
          className={cn('h-full rounded-full transition-[width]', m.status === 'failed' ? 'bg-danger' : 'bg-accent')}
          style={{ width: `${m.progress}%` }}
        />
      </div>
    </div>
  );
}

export function StageList({ m }: { m: M }) {
  return (
    <ol className="grid gap-2 sm:grid-cols-2" aria-label="Stages">
      {m.stages.map((s) => (
        <li
          key={s.stage}
          aria-current={s.state === 'active' ? 'step' : undefined}
          className={cn(
            'rounded-md border px-3 py-2 text-sm',
            s.state === 'active' ? 'border-accent' : 'border-line',
            s.state === 'skipped' && 'opacity-60',
          )}
        >
          <p className="font-medium">{s.label}</p>
          <p className="text-xs text-muted">
            {glossary.migrationStage[s.state].label}
            {s.total > 0 && ` · ${formatNumber(s.done)} of ${formatNumber(s.total)}`}
          </p>
        </li>
      ))}
    </ol>
  );
}
