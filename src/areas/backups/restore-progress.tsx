// A restore's progress: an accessible progress bar while it is queued or
// running, and its outcome once it has finished, in words and colour.
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import type { RestoreRow } from './queries';
import { formatNumber } from '@/lib/format';

const statusText: Record<RestoreRow['status'], string> = {
  queued: 'Waiting to start',
  running: 'Restoring',
  completed: 'Completed',
  partially_completed: 'Partially completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/**
 * The outcome as a person reads it. A cancelled restore that had already
 * restored some items says so: what was restored stays.
 */
export function outcomeOf(r: RestoreRow): { label: string; tone: BadgeTone } {
  switch (r.status) {
    case 'completed':
      return { label: 'Completed', tone: 'success' };
    case 'partially_completed':
      return { label: 'Partially completed', tone: 'warning' };
    case 'failed':
      return { label: 'Failed', tone: 'danger' };
    case 'cancelled':
      return r.itemsRestored > 0
        ? { label: 'Cancelled, partly restored', tone: 'warning' }
        : { label: 'Cancelled', tone: 'neutral' };
    default:
      return { label: statusText[r.status], tone: 'info' };
  }
}

export function RestoreProgress({ r, name }: { r: RestoreRow; name: string }) {
  const text = statusText[r.status];
  return (
    <div className="space-y-1">
      <div className="flex justify-between gap-2 text-xs">
        <span>
          {text}
          {r.itemsTotal > 0 && ` · ${formatNumber(r.itemsRestored)} of ${formatNumber(r.itemsTotal)} items`}
        </span>
        <span className="tabular text-muted">{r.progress}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={`${name} progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={r.progress}
        aria-valuetext={`${r.progress}%, ${text}${r.itemsTotal > 0 ? `, ${formatNumber(r.itemsRestored)} of ${formatNumber(r.itemsTotal)} items` : ''}`}
        className="h-2 overflow-hidden rounded-full bg-surface-2"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width]',
            r.status === 'failed'
              ? 'bg-danger'
              : r.status === 'completed'
                ? 'bg-success'
                : r.status === 'partially_completed'
                  ? 'bg-warning'
                  : 'bg-accent',
          )}
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
