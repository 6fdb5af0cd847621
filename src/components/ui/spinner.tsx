// Loading indicators: a spinner for actions, skeleton lines for content.
import { cn } from '@/lib/cn';

export function Spinner({ size = 'md', label = 'Loading…' }: { size?: 'sm' | 'md'; label?: string }) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center gap-2 text-muted">
      <span
        aria-hidden="true"
        className={cn(
          'inline-block animate-spin rounded-full border-2 border-current border-t-transparent',
          size === 'sm' ? 'size-4' : 'size-6',
        )}
      />
      {label && <span className="text-sm">{label}</span>}
    </span>
  );
}

export function Skeleton({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <div className={cn('space-y-2', className)} aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className="h-4 animate-pulse rounded bg-surface-2" style={{ width: `${90 - i * 12}%` }} />
      ))}
    </div>
  );
}

/** Route-level pending state: a skeleton plus an announced label. */
export function PagePending({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="space-y-4 p-2">
      <span role="status" className="sr-only">
        {label}
      </span>
      <div className="h-7 w-48 animate-pulse rounded bg-surface-2" aria-hidden="true" />
      <Skeleton lines={4} />
    </div>
  );
}
