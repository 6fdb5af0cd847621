// The four stages of an inbound transfer (auth code → registry → losing
// registrar → completed): a compact track for list rows and the full list of
// stages for the detail page. Each stage says in words whether it is done,
// current or to come, so colour is never the only cue.
import type { z } from 'zod';
import type { DomainTransfer, TransferStatus } from '@contract/domains-transfers';
import { cn } from '@/lib/cn';
import { currentStage, STAGES, stageLabel } from './transfer-format';

type T = z.infer<typeof DomainTransfer> & { history?: { status: z.infer<typeof TransferStatus> }[] };
type State = 'done' | 'current' | 'stopped' | 'todo';

function stageStates(t: T): State[] {
  const at = STAGES.indexOf(currentStage(t));
  const stopped = t.status === 'failed' || t.status === 'cancelled';
  return STAGES.map((_, i) =>
    i < at || t.status === 'completed' ? 'done' : i === at ? (stopped ? 'stopped' : 'current') : 'todo',
  );
}

const bar: Record<State, string> = {
  done: 'bg-success',
  current: 'bg-accent',
  stopped: 'bg-danger',
  todo: 'bg-surface-2',
};
const stateWord: Record<State, string> = { done: 'done', current: 'now', stopped: 'stopped here', todo: 'to come' };

/** For a list row: four segments and "2 of 4: Registry". */
export function StageTrack({ t }: { t: T }) {
  const states = stageStates(t);
  const at = STAGES.indexOf(currentStage(t));
  return (
    <div className="w-full space-y-1">
      <div className="flex gap-1" aria-hidden="true">
        {states.map((s, i) => (
          <span key={STAGES[i]} className={cn('h-1.5 flex-1 rounded-full', bar[s])} />
        ))}
      </div>
      <p className="truncate text-xs text-muted">
        {t.status === 'completed' ? (
          'All 4 stages done'
        ) : (
          <>
            <span className="sr-only">Stage </span>
            {`${at + 1} of 4: ${stageLabel[STAGES[at]!]}`}
          </>
        )}
        {states[at] === 'stopped' && ' (stopped)'}
      </p>
    </div>
  );
}

/** For the detail page: every stage, the current one marked for screen readers too. */
export function StageList({ t }: { t: T }) {
  const states = stageStates(t);
  return (
    <ol aria-label="Stages" className="grid gap-2 sm:grid-cols-4">
      {STAGES.map((stage, i) => (
        <li
          key={stage}
          aria-current={states[i] === 'current' ? 'step' : undefined}
          className={cn(
            'rounded-md border px-3 py-2 text-sm',
            states[i] === 'current' ? 'border-accent' : states[i] === 'stopped' ? 'border-danger' : 'border-line',
            // stages to come are dashed rather than faded, so their text keeps its contrast
            states[i] === 'todo' && 'border-dashed',
          )}
        >
          <span className={cn('mb-1 block h-1.5 rounded-full', bar[states[i]!])} aria-hidden="true" />
          <span className="font-medium">{stageLabel[stage]}</span>
          <span className="block text-xs text-muted">{stateWord[states[i]!]}</span>
        </li>
      ))}
    </ol>
  );
}
