// A clock for countdowns: re-renders the caller every `intervalMs` while active. The time is an
// outside value like a store's, read through useSyncExternalStore: a countdown that starts reads
// the time it starts at (a new clock), not the time its component mounted, with no second render.
import { useMemo, useSyncExternalStore } from 'react';

function clock(intervalMs: number, active: boolean) {
  let now = Date.now();
  return {
    read: () => now,
    subscribe(changed: () => void) {
      if (!active) return () => {};
      const id = setInterval(() => {
        now = Date.now();
        changed();
      }, intervalMs);
      return () => clearInterval(id);
    },
  };
}

export function useNow(intervalMs = 1000, active = true): number {
  const { subscribe, read } = useMemo(() => clock(intervalMs, active), [intervalMs, active]);
  return useSyncExternalStore(subscribe, read);
}
