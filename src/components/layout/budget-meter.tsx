// The live request budget: `remaining / limit` (`remaining left` below `lg`), time to reset, a warning below
// 20% and a countdown at 0. Every response's rate headers move it (see
// lib/budget.ts); it asks the server nothing itself. When the window resets,
// the budget is whole again until the next response says otherwise.
import { useEffect } from 'react';
import { LOW_BUDGET_RATIO, rollOverBudget, useBudget } from '@/lib/budget';
import { formatDuration } from '@/lib/format';
import { useNow } from '@/lib/use-now';
import { cn } from '@/lib/cn';

export function BudgetMeter() {
  const budget = useBudget();
  // The tick re-renders every second; the clock is read fresh so a budget that
  // arrived between ticks is not measured against a stale time.
  useNow(1000, budget !== null);
  // eslint-disable-next-line react-hooks/purity -- the fresh reading is the point (above)
  const secondsLeft = budget ? Math.max(0, Math.ceil((budget.resetAt - Date.now()) / 1000)) : 0;
  const resetPassed = budget !== null && secondsLeft === 0;

  useEffect(() => {
    if (resetPassed) rollOverBudget();
  }, [resetPassed]);

  if (!budget) return <span className="text-xs text-muted">Requests …</span>;
  const ratio = budget.limit > 0 ? budget.remaining / budget.limit : 1;
  const level = budget.remaining === 0 ? 'empty' : ratio < LOW_BUDGET_RATIO ? 'low' : 'ok';
  const spoken =
    level === 'empty'
      ? 'Request budget used up until the window resets.'
      : level === 'low'
        ? 'Request budget is low.'
        : '';

  return (
    <div
      className={cn(
        'flex items-center gap-2 rounded-md px-2 py-1 text-xs',
        level === 'empty' && 'bg-danger/10 text-danger',
        level === 'low' && 'bg-warning-bg text-warning',
      )}
      title={`Requests left in the current window: ${budget.remaining} of ${budget.limit}`}
      data-testid="budget"
    >
      <span className="sr-only" aria-live="polite">
        {spoken}
      </span>
      <span aria-hidden="true" className="hidden h-1.5 w-14 overflow-hidden rounded bg-surface-2 lg:block">
        <span
          className={cn('block h-full', level === 'ok' ? 'bg-success' : level === 'low' ? 'bg-warning' : 'bg-danger')}
          style={{ width: `${Math.round(ratio * 100)}%` }}
        />
      </span>
      {/* Below `lg` the header is one compact row: "134 left", never a bare "134 / 300" (the title and
          the spoken label say what it counts, and of how many). */}
      <span className="whitespace-nowrap tabular">
        <span className="sr-only">Requests left: </span>
        {budget.remaining}
        <span className="max-lg:hidden"> / {budget.limit}</span>
        <span className="lg:hidden">
          <span className="sr-only"> of {budget.limit}</span>
          <span aria-hidden="true"> left</span>
        </span>
      </span>
      {/* Below `lg` the reset time shows only when it matters (low or used up). */}
      <span className={cn('whitespace-nowrap tabular', level === 'ok' && 'text-muted max-lg:hidden')}>
        resets in {formatDuration(secondsLeft)}
      </span>
    </div>
  );
}
