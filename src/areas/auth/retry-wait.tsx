// The wait after a refused login (429): too many failed passwords or codes for
// the address, the login or the network. The server's detail says why; this
// counts down the Retry-After seconds and keeps the submit button off until then.
// The digits are hidden from screen readers (they would be re-read every second);
// the spoken line states the wait once.
import { useState } from 'react';
import { formatDuration, spokenDuration } from '@/lib/format';
import { useNow } from '@/lib/use-now';

/** `onOver` runs while the caller renders, so it may only set the caller's own state. */
export function useRetryWait(onOver: () => void) {
  const [wait, setWait] = useState<{ until: number; seconds: number } | null>(null);
  const now = useNow(1000, wait !== null);
  const secondsLeft = wait ? Math.max(0, Math.ceil((wait.until - now) / 1000)) : 0;
  // Over: cleared while rendering, so no frame shows a wait of 0:00 or its stale message.
  if (wait !== null && secondsLeft === 0) {
    setWait(null);
    onOver();
  }
  return {
    waiting: secondsLeft > 0,
    secondsLeft,
    seconds: wait?.seconds ?? 0,
    start: (seconds: number) => setWait({ until: Date.now() + seconds * 1000, seconds }),
  };
}

export function RetryWait({ secondsLeft, seconds }: { secondsLeft: number; seconds: number }) {
  return (
    <p className="text-sm text-muted" data-testid="retry-wait">
      <span className="sr-only">{`You can try again in ${spokenDuration(seconds)}.`}</span>
      <span aria-hidden="true">
        You can try again in <span className="font-mono tabular">{formatDuration(secondsLeft)}</span>
      </span>
    </p>
  );
}
