// Fetch the job again shortly after its next run was due, so its result shows
// without a click. Only a few times per visit: the listing is in the write
// tier and spends the write budget (60 an hour), so an every-minute job left
// open on screen must not spend it all; "Check for new runs" does the rest.
import { useEffect, useEffectEvent, useRef } from 'react';

/** After the due time: the node starts the job at the minute and records it when it ends. */
export const CHECK_DELAY_MS = 10_000;
export const MAX_AUTOMATIC_CHECKS = 3;

export function useRunCheck(nextRunAt: string | undefined, check: () => void) {
  const done = useRef(0);
  // An effect event: the caller's latest check, without restarting the timer when it changes.
  const due = useEffectEvent(() => {
    done.current += 1;
    check();
  });
  useEffect(() => {
    if (!nextRunAt || done.current >= MAX_AUTOMATIC_CHECKS) return;
    const wait = Math.max(0, new Date(nextRunAt).getTime() + CHECK_DELAY_MS - Date.now());
    // A date far ahead (a monthly job): no timer, which would also overflow setTimeout's range.
    if (!Number.isFinite(wait) || wait > 60 * 60_000) return;
    const timer = setTimeout(due, wait);
    return () => clearTimeout(timer);
  }, [nextRunAt]);
}
