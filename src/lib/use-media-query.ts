// Whether a CSS media query matches now, kept in step as it changes (a window resized, a phone
// turned). Read through useSyncExternalStore, so the first render already has the answer.
// Without matchMedia (tests' jsdom), `fallback`.
import { useCallback, useSyncExternalStore } from 'react';

const lists = new Map<string, MediaQueryList>();

/** The query's list, made once: a render reads it on every pass. Null without matchMedia. */
function listOf(query: string): MediaQueryList | null {
  if (typeof window === 'undefined' || !window.matchMedia) return null;
  let list = lists.get(query);
  if (!list) lists.set(query, (list = window.matchMedia(query)));
  return list;
}

export function useMediaQuery(query: string, fallback: boolean): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = listOf(query);
      list?.addEventListener('change', changed);
      return () => list?.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => listOf(query)?.matches ?? fallback);
}
