// Mailbox fullness as a bar. The colour changes at 70, 85 and 95 percent, and
// the level is also written out (colour is never the only signal).
import { cn } from '@/lib/cn';
import { formatFixed, formatNumber } from '@/lib/format';

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

const mb = (n: number) => (n >= 1024 ? `${formatFixed(n / 1024, n >= 10240 ? 0 : 1)} GB` : `${formatNumber(n)} MB`);

export function QuotaBar({ usedMb, quotaMb, compact }: { usedMb: number; quotaMb: number | null; compact?: boolean }) {
  if (!quotaMb) {
    return <span className="text-xs text-muted">{mb(usedMb)} used · no quota</span>;
  }
  const percent = Math.round((usedMb / quotaMb) * 1000) / 10;
  const level = quotaLevel(percent);
  const label = `${mb(usedMb)} of ${mb(quotaMb)} (${percent}%)${words[level] ? `, ${words[level]}` : ''}`;
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
        {compact ? `${percent}%` : label}
      </span>
    </div>
  );
}

export { mb as formatMb };
