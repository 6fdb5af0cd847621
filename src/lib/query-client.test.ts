import { afterEach, describe, expect, it, vi } from 'vitest';
import { InfiniteQueryObserver, type InfiniteData } from '@tanstack/react-query';
import { createQueryClient } from './query-client';

type Page = { rows: number[]; next: number | null };

/** A list of 10 pages, counting the pages the server is asked for. */
function list(staleTime = 30_000) {
  const asked: number[] = [];
  const options = {
    queryKey: ['test', 'list'],
    queryFn: async ({ pageParam }: { pageParam: number }): Promise<Page> => {
      asked.push(pageParam);
      return { rows: [pageParam], next: pageParam < 9 ? pageParam + 1 : null };
    },
    initialPageParam: 0,
    getNextPageParam: (p: Page) => p.next ?? undefined,
    staleTime,
  };
  return { asked, options };
}

async function scrolledList(staleTime?: number) {
  const queryClient = createQueryClient();
  const { asked, options } = list(staleTime);
  const observer = new InfiniteQueryObserver<Page, Error, InfiniteData<Page, number>, string[], number>(
    queryClient,
    options,
  );
  const unsubscribe = observer.subscribe(() => undefined);
  await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));
  for (let i = 0; i < 4; i++) await observer.fetchNextPage();
  const pages = () =>
    (queryClient.getQueryData(options.queryKey) as InfiniteData<Page, number> | undefined)?.pages.length;
  expect(pages()).toBe(5);
  asked.length = 0;
  return { queryClient, asked, options, unsubscribe, pages };
}

afterEach(() => vi.useRealTimers());

describe('a list nobody shows', () => {
  it('keeps every page while fresh, then only its first page, so the next visit asks for one page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { queryClient, asked, options, unsubscribe, pages } = await scrolledList();
    unsubscribe(); // the screen is left
    vi.advanceTimersByTime(20_000);
    expect(pages()).toBe(5); // back within the stale time: the scroll position is all there
    vi.advanceTimersByTime(11_000);
    expect(pages()).toBe(1);
    await queryClient.fetchInfiniteQuery(options); // the next visit
    expect(asked).toEqual([0]);
  });

  it('keeps only its first page once invalidated, and the refetch asks for that page alone', async () => {
    const { queryClient, asked, options, unsubscribe, pages } = await scrolledList(60_000);
    unsubscribe();
    await queryClient.invalidateQueries({ queryKey: options.queryKey });
    expect(pages()).toBe(1);
    expect(queryClient.getQueryState(options.queryKey)?.isInvalidated).toBe(true);
    await queryClient.fetchInfiniteQuery(options);
    expect(asked).toEqual([0]);
  });

  it('leaves a list on screen whole', async () => {
    const { queryClient, options, pages } = await scrolledList(0);
    await queryClient.invalidateQueries({ queryKey: options.queryKey, refetchType: 'none' });
    expect(pages()).toBe(5);
  });
});
