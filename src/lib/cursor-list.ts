// Infinite cursor queries for collection operations ({data, hasMore,
// nextCursor, total}). Area factories call this so every list pages the same
// way: pass nextCursor back as `cursor`, stop when it is null.
import { infiniteQueryOptions, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import type { Operation, QueryOf, ResponseOf } from '@contract/operation';
import { apiRequest } from './api-client';

export interface CursorPage<T> {
  data: T[];
  hasMore: boolean;
  nextCursor: string | null;
  total: number;
}

type CollectionOp = Operation & { response: unknown };
type Filters<O> = Omit<NonNullable<QueryOf<O>>, 'cursor'>;

export function cursorListOptions<O extends CollectionOp, K extends QueryKey>(
  queryKey: K,
  op: O,
  filters: Filters<O>,
  params?: object,
) {
  type Page = ResponseOf<O> & CursorPage<unknown>;
  return infiniteQueryOptions<Page, Error, InfiniteData<Page, string | undefined>, K, string | undefined>({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      // Generic over every collection op, so the per-op option typing is asserted here once.
      apiRequest(op, { params, query: { ...filters, cursor: pageParam }, signal } as never) as Promise<Page>,
    initialPageParam: undefined,
    getNextPageParam: (p) => p.nextCursor ?? undefined,
  });
}
