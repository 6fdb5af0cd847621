// One QueryClient policy for the app. Problems the user must act on (4xx) are
// never retried; 429s were already waited out by the API client; only network
// failures and 5xx get a couple of quiet retries. Nothing polls by default and
// focus does not refetch: a screen asks for a refetch only where a change can
// come from elsewhere, and polls only while something is in progress.
import { QueryClient, type InfiniteData, type Query } from '@tanstack/react-query';
import { ApiProblem } from './api-problem';

export function shouldRetry(failureCount: number, error: unknown) {
  if (failureCount >= 2) return false;
  if (!(error instanceof ApiProblem)) return true;
  return error.status === 0 || error.status >= 500;
}

export const DEFAULT_STALE_MS = 30_000;

export function createQueryClient() {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: DEFAULT_STALE_MS, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  trimIdleLists(queryClient);
  return queryClient;
}

const isInfinite = (data: unknown): data is InfiniteData<unknown, unknown> =>
  typeof data === 'object' && data !== null && Array.isArray((data as { pages?: unknown }).pages);

/**
 * A list nobody shows whose pages have gone stale keeps only its first page.
 * Refetching an infinite query refetches every page it holds, in turn: a
 * person who scrolled 10,000 rows and comes back later would spend a hundred
 * requests of their budget on one navigation. While the list is fresh, every
 * page is kept, so going back to it within its stale time restores the
 * scroll position without asking anything.
 */
export function trimIdleLists(queryClient: QueryClient) {
  const timers = new WeakMap<Query, ReturnType<typeof setTimeout>>();
  const trim = (query: Query) => {
    timers.delete(query);
    const data = query.state.data;
    if (query.getObserversCount() > 0 || !isInfinite(data) || data.pages.length <= 1) return;
    if (query.state.fetchStatus !== 'idle') return; // a fetch under way keeps what it started from
    // setState, not setData: the answer keeps its age and its invalidation, so the next visit still refetches.
    query.setState({ data: { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } });
  };
  const staleAfter = (query: Query) => {
    const s = (query.options as { staleTime?: unknown }).staleTime ?? DEFAULT_STALE_MS;
    return typeof s === 'number' ? s : Infinity; // 'static' or a function: never trimmed by time
  };
  return queryClient.getQueryCache().subscribe((event) => {
    const query = event.query as Query;
    if (event.type === 'observerAdded') {
      clearTimeout(timers.get(query));
      timers.delete(query);
    } else if (event.type === 'observerRemoved' && query.getObserversCount() === 0) {
      if (!isInfinite(query.state.data) || query.state.data.pages.length <= 1) return;
      const wait = Math.max(0, query.state.dataUpdatedAt + staleAfter(query) - Date.now());
      if (!Number.isFinite(wait)) return;
      clearTimeout(timers.get(query));
      timers.set(
        query,
        setTimeout(() => trim(query), wait),
      );
    } else if (event.type === 'updated' && event.action.type === 'invalidate') {
      trim(query); // stale now: the next visit refetches, so only its first page
    } else if (event.type === 'removed') {
      clearTimeout(timers.get(query));
    }
  });
}
