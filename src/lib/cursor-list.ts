// Infinite cursor queries for collection operations ({data, hasMore,
// nextCursor, total}). Every area's list factory calls this so every list
// pages the same way: pass nextCursor back as `cursor`, stop when it is null.
// Pages keep the listing's whole answer, so listings that carry more than the
// rows (email's `target`/`scope`, DNS records' `zone`/`serial`) stay typed.
import {
  infiniteQueryOptions,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
} from '@tanstack/react-query';
import type { Operation, ParamsOf, QueryOf, ResponseOf } from '@contract/operation';
import { apiRequest } from './api-client';
import { servedOr } from './served-answer';

/** A list's filters as the address's query writes them, by which the served page names its answer. */
const servedFilters = (filters: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(filters).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])));

export interface CursorPage<T> {
  data: T[];
  hasMore: boolean;
  nextCursor: string | null;
  total: number;
}

/** One row of a collection operation's answer. */
export type RowOf<O> = ResponseOf<O> extends { data: Array<infer T> } ? T : never;
/** One page as the operation answers it: the rows plus whatever else the listing carries. */
export type PageOf<O> = ResponseOf<O> & CursorPage<RowOf<O>>;
/** The cached data of a list: the pages loaded so far. */
export type ListData<O> = InfiniteData<PageOf<O>, string | undefined>;

type CollectionOp = Operation & { response: unknown };
type Filters<O> = Omit<NonNullable<QueryOf<O>>, 'cursor'>;
type Tunable<O, K extends QueryKey> = Pick<
  UseInfiniteQueryOptions<PageOf<O>, Error, ListData<O>, K, string | undefined>,
  'staleTime' | 'gcTime' | 'refetchInterval' | 'refetchOnWindowFocus'
>;

/** A query key with every `sort` left out: two keys equal under it name the same rows in another order. */
function withoutSort(key: QueryKey): string {
  return JSON.stringify(key, (name, value: unknown) => (name === 'sort' ? undefined : value));
}

/**
 * `placeholderData` for a query whose key may differ from the last one only in `sort`: a new order of the
 * same rows keeps the rows on screen (marked busy) until its answer comes, instead of a skeleton, and the
 * header clicked stays where it was. Any other new key (another zone, another search) starts empty, so no
 * list ever shows rows of another one.
 */
export const keepRowsWhileResorting =
  (queryKey: QueryKey) =>
  <T>(previous: T | undefined, previousQuery: { queryKey: QueryKey } | undefined): T | undefined =>
    previousQuery && withoutSort(previousQuery.queryKey) === withoutSort(queryKey) ? previous : undefined;

export function cursorListOptions<O extends CollectionOp, const K extends QueryKey>(
  queryKey: K,
  op: O,
  filters: Filters<O>,
  {
    params,
    served,
    ...options
  }: {
    params?: ParamsOf<O>;
    /** Whether the page the dashboard was served on may carry the first page's answer (server/pages/spa.ts). */
    served?: boolean;
  } & Tunable<O, K> = {},
) {
  type Page = PageOf<O>;
  const ask = (pageParam: string | undefined, signal: AbortSignal) =>
    // Generic over every collection op, so the per-op option typing is asserted here once.
    apiRequest(op, { params, query: { ...filters, cursor: pageParam }, signal } as never) as Promise<Page>;
  return infiniteQueryOptions<Page, Error, ListData<O>, K, string | undefined>({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      served && pageParam === undefined
        ? servedOr(op.id, servedFilters(filters as Record<string, unknown>), () => ask(pageParam, signal))
        : ask(pageParam, signal),
    initialPageParam: undefined,
    getNextPageParam: (p) => p.nextCursor ?? undefined,
    // DataTable marks the kept rows busy until the new first page comes.
    placeholderData: keepRowsWhileResorting(queryKey),
    ...options,
  });
}
