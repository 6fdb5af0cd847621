// A cursor-paged list of the hosting account as every editor shows it: a spoken
// "Loading …" over a skeleton, the problem with a retry while nothing has
// loaded, the list's own sentence when it is empty, then the rows and "Load
// more" while the server has more. Each row is the caller's keyed `<li>`.
import { useMemo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ProblemState } from '@/components/ui/problem-state';
import { Skeleton } from '@/components/ui/spinner';

/** The part of an infinite query (`useInfiniteQuery`) a paged list reads. */
export interface PagedQuery<T> {
  data?: { pages: Array<{ data: T[] }> };
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
  isFetchingNextPage: boolean;
}

export interface PagedListProps<T> {
  query: PagedQuery<T>;
  /** The list's accessible name. */
  label: string;
  /** Read out while the first page loads, e.g. "Loading subdomains…". */
  loading: string;
  /** Shown instead of an empty list. */
  empty: ReactNode;
  children: (row: T) => ReactNode;
}

export function PagedList<T>({ query: q, label, loading, empty, children }: PagedListProps<T>) {
  const rows = useMemo(() => q.data?.pages.flatMap((p) => p.data) ?? [], [q.data]);
  if (q.isPending)
    return (
      <>
        <span role="status" className="sr-only">
          {loading}
        </span>
        <Skeleton lines={3} />
      </>
    );
  if (q.isError && rows.length === 0) return <ProblemState error={q.error} onRetry={() => void q.refetch()} />;
  if (rows.length === 0) return <p className="text-sm text-muted">{empty}</p>;
  return (
    <>
      <ul aria-label={label} className="divide-y divide-line text-sm">
        {rows.map((row) => children(row))}
      </ul>
      {q.hasNextPage && (
        <Button size="sm" onClick={() => void q.fetchNextPage()} loading={q.isFetchingNextPage}>
          Load more
        </Button>
      )}
    </>
  );
}
