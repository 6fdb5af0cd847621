// One quota as a labelled bar: the amount, the percentage and the level in
// words beside it, and the bar's colour for those who see it. Unlimited quotas
// have no bar, only what is used.
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { describeUsage, type Unit, type UsageLevel } from './usage-level';

const fill: Record<UsageLevel, string> = {
  ok: 'bg-success',
  warning: 'bg-amber-500',
  high: 'bg-orange-600',
  critical: 'bg-danger',
};
const text: Record<UsageLevel, string> = {
  ok: 'text-muted',
  warning: 'text-warning',
  high: 'font-semibold text-warning',
  critical: 'font-semibold text-danger',
};

interface UsageBarProps {
  label: string;
  used: number;
  limit: number | null;
  unit: Unit;
  /** A line under the bar, e.g. the billing period of the bandwidth. */
  note?: ReactNode;
  /** Only the bar and the percentage (a table cell). */
  compact?: boolean;
}

export function UsageBar({ label, used, limit, unit, note, compact }: UsageBarProps) {
  const u = describeUsage(used, limit, unit);
  const width = u.percent === null ? 0 : Math.min(100, u.percent);
  const meter =
    u.percent === null ? null : (
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(width * 10) / 10}
        aria-valuetext={`${u.amountText}, ${u.levelText}`}
        data-level={u.level}
        className="h-2 min-w-12 flex-1 overflow-hidden rounded-full bg-surface-2"
      >
        <div className={cn('h-full rounded-full', fill[u.level])} style={{ width: `${width}%` }} />
      </div>
    );
  if (compact) {
    // two short lines fit a table row: the bar with the level, then the amounts
    return (
      <div className="w-full min-w-0 space-y-0.5">
        <div className="flex min-w-0 items-center gap-2">
          {meter}
          <span className={cn('shrink-0 text-xs tabular', text[u.level])}>{u.levelText}</span>
        </div>
        <p className="truncate text-xs text-muted tabular">{u.amountText}</p>
      </div>
    );
  }
  return (
    <div className="space-y-1" data-testid={`usage-${label}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-medium">{label}</span>
        <span className="tabular">
          {/* A space, not only a margin: read as text (a screen reader, a copy), "200 %" and "22 %" ran together as "200 %22 %". */}
          {u.amountText} <span className={cn('ml-1', text[u.level])}>{u.levelText}</span>
        </span>
      </div>
      {meter ?? <div aria-hidden="true" className="h-2 rounded-full border border-dashed border-line" />}
      {note && <p className="text-xs text-muted">{note}</p>}
    </div>
  );
}
