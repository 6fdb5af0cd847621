// The dashboard's first render waits for the reads its route's loader started, not only for the
// loader itself. A loader starts most reads without awaiting them (the page draws each part as it
// comes); on a full load the first render would then draw their loading states, and each answer
// would draw its part again. TanStack Query's answers reach React through useSyncExternalStore, whose
// updates React renders synchronously, in one task with the commit and its layout: on a slow phone
// each answer held the main thread for 100 to 250 ms (issue 34). Waited for, they are in the cache
// when the first render starts, which React renders in slices (a transition), once.
import type { QueryClient } from '@tanstack/react-query';

/**
 * Resolves once no read is under way: those under way when called, and those they lead to (a loader
 * that starts a read once another has answered, as the mailboxes do once the account's domains are
 * known). Called before the first render, when no component has started a read of its own, so every
 * read is a loader's; the caller bounds the wait (main.tsx: the router's pending delay).
 */
export function readsUnderWaySettled(queryClient: QueryClient): Promise<void> {
  const cache = queryClient.getQueryCache();
  const underWay = () => cache.findAll({ fetchStatus: 'fetching' }).length > 0;
  return new Promise((resolve) => {
    if (!underWay()) return resolve();
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Looked at again a task later: a read chained onto an answer starts in the microtasks after it.
    const quiet = () => {
      timer = undefined;
      if (underWay()) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = cache.subscribe(() => {
      if (timer === undefined && !underWay()) timer = setTimeout(quiet);
    });
  });
}
