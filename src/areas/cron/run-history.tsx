// The runs recorded for one job, newest first: when, the result in words with
// an icon (a failed or missed run is never marked by colour alone), the exit
// code, how long it took, and the end of its output. The output is rendered as
// text in a <pre>, so whatever a command printed is shown, never interpreted.
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDateTime, formatFixed, formatNumber } from '@/lib/format';
import { glossary } from '@/lib/glossary';
import type { Term } from '@/lib/glossary-term';
import type { RunView } from './job-view';
import { FailedIcon, MissedIcon, SucceededIcon } from './status-icons';

export function formatRunDuration(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < 1000) return `${formatNumber(ms)} ms`;
  const s = ms / 1000;
  if (s < 60) return `${formatFixed(s, s < 10 ? 1 : 0)} s`;
  const m = Math.floor(s / 60);
  return `${m} min ${Math.round(s % 60)} s`;
}

// A run's result in the glossary's words and tone (ADR 033), the same as on the job list.
const results = glossary.cronRun satisfies Record<RunView['result'], Term>;

function ResultBadge({ run }: { run: RunView }) {
  const r = results[run.result];
  const Icon = run.result === 'failed' ? FailedIcon : run.result === 'missed' ? MissedIcon : SucceededIcon;
  return (
    <Badge tone={r.tone}>
      <Icon />
      <span className="ml-1">{r.label}</span>
    </Badge>
  );
}

export function RunHistory({ runs, timeZone }: { runs: RunView[]; timeZone?: string }) {
  if (runs.length === 0)
    return <EmptyState title="No runs yet">The first run is recorded here once the schedule comes round.</EmptyState>;
  return (
    <ol aria-label="Run history" className="divide-y divide-line rounded-card border border-line">
      {runs.map((run) => (
        <li key={run.id} className="space-y-2 p-3" aria-label={`${results[run.result].label} run`}>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            <ResultBadge run={run} />
            <time dateTime={run.at}>{formatDateTime(run.at, { timeZone })}</time>
            {run.result === 'missed' ? (
              <span className="text-muted">A run was expected at this time and none started (dead-man check).</span>
            ) : (
              <>
                <span>
                  Exit code <span className="font-mono">{run.exitCode ?? '—'}</span>
                </span>
                <span>Took {formatRunDuration(run.durationMs)}</span>
              </>
            )}
          </div>
          {run.result !== 'missed' &&
            (run.outputTail ? (
              <details open={run.result === 'failed'}>
                <summary className="cursor-pointer text-sm text-muted">Output (last lines)</summary>
                <pre className="mt-1 max-h-64 overflow-auto rounded bg-surface-2 p-2 font-mono text-xs whitespace-pre-wrap">
                  {run.outputTail}
                </pre>
              </details>
            ) : (
              <p className="text-xs text-muted">No output.</p>
            ))}
        </li>
      ))}
    </ol>
  );
}
