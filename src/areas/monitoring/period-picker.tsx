// The statistics period: 24 hours, 7 days or 30 days, as a group of toggle
// buttons (each says whether it is the one chosen).
import type { Period } from './keys';
import { cn } from '@/lib/cn';

export const PERIODS = ['24h', '7d', '30d'] as const satisfies readonly Period[];
export const periodWords: Record<Period, string> = {
  '24h': 'Last 24 hours',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
};
/** The step of a period's error buckets: hourly for 24h, daily otherwise. */
export const bucketMs = (p: Period) => (p === '24h' ? 3_600_000 : 86_400_000);

export function PeriodPicker({ value, onChange }: { value: Period; onChange: (p: Period) => void }) {
  return (
    <div role="group" aria-label="Period" className="flex flex-wrap gap-1">
      {PERIODS.map((p) => (
        <button
          key={p}
          type="button"
          aria-pressed={p === value}
          onClick={() => onChange(p)}
          className={cn(
            'min-h-10 rounded-md border px-3 text-sm',
            p === value ? 'border-accent bg-accent text-accent-fg' : 'border-line hover:bg-surface-2',
          )}
        >
          {periodWords[p]}
        </button>
      ))}
    </div>
  );
}
