// A live countdown to a hold's expiry. Digits are not announced every
// second; screen readers hear the expiry time and a single "under a minute".
import { useEffect } from 'react';
import { formatDateTime, formatDuration } from '@/lib/format';
import { useNow } from '@/lib/use-now';
import { cn } from '@/lib/cn';

export function ExpiryCountdown({ expiresAt, onExpire }: { expiresAt: string; onExpire?: () => void }) {
  const now = useNow(1000);
  const left = Math.max(0, (Date.parse(expiresAt) - now) / 1000);
  const expired = left <= 0;
  useEffect(() => {
    if (expired) onExpire?.();
  }, [expired, onExpire]);

  return (
    <p className={cn('text-sm', left < 60 ? 'text-danger' : 'text-muted')} data-testid="countdown">
      <span aria-hidden="true">
        {expired ? (
          'Expired'
        ) : (
          <>
            Expires in <span className="font-mono tabular">{formatDuration(left)}</span>
          </>
        )}
      </span>
      <span className="sr-only">
        Expires at <time dateTime={expiresAt}>{formatDateTime(expiresAt)}</time>
      </span>
      <span className="sr-only" aria-live="polite">
        {!expired && left < 60 ? 'Less than a minute left to decide.' : ''}
      </span>
    </p>
  );
}
