// The dashboard's first render waits for the reads its route's loader started, not only for the
// loader itself. A loader starts most reads without awaiting them (the page draws each part as it
// comes); on a full load the first render would then draw their loading states, and each answer
// would draw its part again. TanStack Query's answers reach React through useSyncExternalStore, whose
// updates React renders synchronously, in one task with the commit and its layout: on a slow phone
// each answer held the main thread for 100 to 250 ms (issue 34). Waited for, they are in the cache
// when the first render starts, which React renders in slices (a transition), once.
import type { QueryClient } from '@tanstack/react-query';

/**
 * Resolves once every read under way when called has answered or failed. Reads started later (a
 * component's own, a poll) are not waited for, so a page that polls still gets its first render.
 */
export function readsUnderWaySettled(queryClient: QueryClient): Promise<void> {
  const cache = queryClient.getQueryCache();
  const waiting = new Set(cache.findAll({ fetchStatus: 'fetching' }));
  return new Promise((resolve) => {
    const check = () => {
      for (const query of waiting) if (query.state.fetchStatus !== 'fetching') waiting.delete(query);
      if (waiting.size > 0) return false;
      resolve();
      return true;
    };
    if (check()) return;
    const unsubscribe = cache.subscribe(() => {
      if (check()) unsubscribe();
    });
  });
}
