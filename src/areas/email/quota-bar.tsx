// Mailbox fullness as a bar. The colour changes at 70, 85 and 95 percent, and
// the level is also written out (colour is never the only signal).
import { cn } from '@/lib/cn';
import { formatPercent } from '@/lib/format';
import { formatMegabytes, megabytesOf } from '@/lib/glossary';

export type QuotaLevel = 'ok' | 'high' | 'very-high' | 'full';

export function quotaLevel(percent: number): QuotaLevel {
  if (percent >= 95) return 'full';
  if (percent >= 85) return 'very-high';
  if (percent >= 70) return 'high';
  return 'ok';
}

const colour: Record<QuotaLevel, string> = {
  ok: 'bg-success',
  high: 'bg-amber-500',
  'very-high': 'bg-orange-600',
  full: 'bg-danger',
};
const words: Record<QuotaLevel, string> = { ok: '', high: 'filling up', 'very-high': 'nearly full', full: 'full' };

export function QuotaBar({ usedMb, quotaMb, compact }: { usedMb: number; quotaMb: number | null; compact?: boolean }) {
  if (!quotaMb) {
    return <span className="text-xs text-muted">{formatMegabytes(usedMb)} used · no quota</span>;
  }
  const percent = Math.round((usedMb / quotaMb) * 1000) / 10;
  const level = quotaLevel(percent);
  const label = `${megabytesOf(usedMb, quotaMb)} (${formatPercent(percent, 1, { trim: true })})${words[level] ? `, ${words[level]}` : ''}`;
  return (
    <div className={cn('flex min-w-0 items-center gap-2', compact ? 'w-full' : 'w-full max-w-md')}>
      <div
        role="meter"
        aria-label="Mailbox usage"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(100, percent)}
        aria-valuetext={label}
        data-level={level}
        className="h-2 min-w-16 flex-1 overflow-hidden rounded-full bg-surface-2"
      >
        <div className={cn('h-full rounded-full', colour[level])} style={{ width: `${Math.min(100, percent)}%` }} />
      </div>
      <span className={cn('shrink-0 text-xs tabular', level === 'full' ? 'font-semibold text-danger' : 'text-muted')}>
        {compact ? formatPercent(percent, 1, { trim: true }) : label}
      </span>
    </div>
  );
}
