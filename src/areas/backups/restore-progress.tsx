// A restore's progress: an accessible progress bar while it is queued or
// running, and its outcome once it has finished, in words and colour.
import { progressFill, restoreOutcome } from '@contract/restore-words';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { doneOf, glossary } from '@/lib/glossary';
import type { Term } from '@/lib/glossary-term';
import type { RestoreRow } from './queries';

/** "2 of 3 items restored", "All 3 items restored"; nothing while there is nothing to count. */
const itemsDone = (r: RestoreRow) =>
  r.itemsTotal > 0 ? doneOf(r.itemsRestored, r.itemsTotal, ['item', 'items'], 'restored') : '';

/**
 * The outcome as a person reads it. A cancelled restore that had already
 * restored some items says so: what was restored stays.
 */
export const outcomeOf = (r: RestoreRow): Term => restoreOutcome(r);

export function RestoreProgress({ r, name }: { r: RestoreRow; name: string }) {
  const text = glossary.restore[r.status].label;
  const items = itemsDone(r);
  return (
    <div className="space-y-1">
      <div className="flex justify-between gap-2 text-xs">
        <span>
          {text}
          {items && ` · ${items}`}
        </span>
        <span className="tabular text-muted">{r.progress}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={`${name} progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={r.progress}
        aria-valuetext={`${r.progress}%, ${text}${items ? `, ${items}` : ''}`}
        className="h-2 overflow-hidden rounded-full bg-surface-2"
      >
        <div
          className={cn('h-full rounded-full transition-[width]', progressFill(r.status))}
          style={{ width: `${r.progress}%` }}
        />
      </div>
    </div>
  );
}

export function OutcomeBadge({ r }: { r: RestoreRow }) {
  const o = outcomeOf(r);
  return <Badge tone={o.tone}>{o.label}</Badge>;
}
