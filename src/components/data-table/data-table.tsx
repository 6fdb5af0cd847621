// The one list component: an infinite cursor query rendered as a virtualized
// ARIA table. Only the visible rows (plus overscan) are in the DOM, rows have
// a fixed height, so 100,000 loaded rows scroll as smoothly as 100. The next
// page loads when the last loaded row nears the viewport. One row may be
// expanded (an inline editor): only that row is measured, all others keep
// the fixed height. Rows are memoized, so a scroll renders only the rows
// it brings into view.
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  useInfiniteQuery,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
} from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { CursorPage } from '@/lib/cursor-list';
import { cn } from '@/lib/cn';
import { EmptyState } from '@/components/ui/empty-state';
import { ProblemState } from '@/components/ui/problem-state';
import { Skeleton } from '@/components/ui/spinner';
import { cellClass, cellStyle, type Column, type TableSort } from './columns';
import { SortHeader } from './sort-header';
import { TableFooter } from './table-footer';
import { observeRectAfterLayout, scrollUnlessNew, viewportRect } from './scroller-mount';

/** Pages may carry more than the rows (a listing's target, scope, zone…): the table reads only the rows. */
type ListQuery<P, K extends QueryKey> = UseInfiniteQueryOptions<
  P,
  Error,
  InfiniteData<P, string | undefined>,
  K,
  string | undefined
>;

export interface DataTableProps<T, K extends QueryKey, P extends CursorPage<T> = CursorPage<T>> {
  /** From an area's infinite query factory (see lib/cursor-list.ts). */
  query: ListQuery<P, K>;
  columns: Column<T>[];
  getRowId: (row: T) => string;
  /** Accessible name of the table. */
  label: string;
  rowHeight?: number;
  /** CSS height of the scroll area. */
  height?: string;
  empty?: { title: string; body?: ReactNode; action?: ReactNode };
  /** Id of the one row shown expanded, with `renderExpanded` below its cells. */
  expandedRowId?: string | null;
  renderExpanded?: (row: T) => ReactNode;
  /** The server-side order (the query carries it); headers of columns with `sort` change it. */
  sort?: TableSort;
}

/** Start loading the next page this many rows before the end. */
const PREFETCH_ROWS = 20;
/** The sticky header row sits inside the scroller, above the first row. */
const HEADER_HEIGHT = 40;

export function DataTable<T, K extends QueryKey, P extends CursorPage<T> = CursorPage<T>>(
  props: DataTableProps<T, K, P>,
) {
  const {
    query,
    columns,
    getRowId,
    label,
    rowHeight = 48,
    height = 'min(70dvh, 40rem)',
    empty,
    expandedRowId,
    renderExpanded,
    sort,
  } = props;
  const result = useInfiniteQuery(query);
  const { data, fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError } = result;
  const rows = useMemo(() => data?.pages.flatMap((p): T[] => p.data) ?? [], [data]);
  const total = data?.pages[0]?.total ?? rows.length;
  const scroller = useRef<HTMLDivElement>(null);
  // Read once, when the table mounts: the virtualizer uses it only until its first measure, and a
  // table renders again on every frame of a scroll.
  const [initialRect] = useState(viewportRect);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 10,
    scrollMargin: HEADER_HEIGHT,
    getItemKey: (i) => getRowId(rows[i]),
    initialRect,
    observeElementRect: observeRectAfterLayout,
    scrollToFn: scrollUnlessNew,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.length ? items[items.length - 1].index : -1;
  const expandedIndex = expandedRowId && renderExpanded ? rows.findIndex((r) => getRowId(r) === expandedRowId) : -1;
  // The expanded content is a row of its own, so the rows after it move down one index.
  const rowIndex = (i: number) => i + 2 + (expandedIndex >= 0 && i > expandedIndex ? 1 : 0);

  const wasExpanded = useRef(-1);
  useLayoutEffect(() => {
    // A collapsed row must fall back to the fixed height: forget the measured size.
    if (wasExpanded.current >= 0) virtualizer.measure();
    wasExpanded.current = expandedIndex;
  }, [expandedIndex, virtualizer]);
  useEffect(() => {
    // Opened from elsewhere (a link naming the row): bring it into view so it renders.
    if (expandedIndex >= 0 && !virtualizer.getVirtualItems().some((v) => v.index === expandedIndex)) {
      virtualizer.scrollToIndex(expandedIndex, { align: 'start' });
    }
  }, [expandedIndex, virtualizer]);

  useEffect(() => {
    // After a failed page, wait for the explicit retry in the footer: no request loop.
    if (lastIndex >= rows.length - 1 - PREFETCH_ROWS && hasNextPage && !isFetchingNextPage && !isFetchNextPageError) {
      void fetchNextPage();
    }
  }, [lastIndex, rows.length, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  if (result.isPending) {
    return (
      <div className="rounded-card border border-line bg-surface p-4">
        <span role="status" className="sr-only">
          Loading {label}…
        </span>
        <Skeleton lines={6} />
      </div>
    );
  }
  if (result.isError && rows.length === 0)
    return <ProblemState error={result.error} onRetry={() => void result.refetch()} />;
  if (rows.length === 0) {
    return (
      <EmptyState title={empty?.title ?? 'Nothing here yet'} action={empty?.action}>
        {empty?.body}
      </EmptyState>
    );
  }

  return (
    <div className="overflow-hidden rounded-card border border-line bg-surface">
      <div
        ref={scroller}
        role="table"
        aria-label={label}
        aria-rowcount={total + 1 + (expandedIndex >= 0 ? 1 : 0)}
        // The rows of the previous order while the new one loads (cursorListOptions' placeholder).
        aria-busy={result.isPlaceholderData || undefined}
        tabIndex={0}
        className={cn('overflow-auto', result.isPlaceholderData && 'opacity-60 transition-opacity')}
        style={{ height, contain: 'strict' }}
        data-testid="data-table-scroller"
      >
        <div role="rowgroup" className="sticky top-0 z-10 border-b border-line bg-surface-2">
          <div
            role="row"
            aria-rowindex={1}
            style={{ height: HEADER_HEIGHT }}
            className="flex items-center text-xs font-semibold uppercase text-muted"
          >
            {columns.map((c) => (
              <SortHeader key={c.id} column={c} sort={sort} />
            ))}
          </div>
        </div>
        <div role="rowgroup" className="relative" style={{ height: virtualizer.getTotalSize() }}>
          {items.map((v) => {
            const row = rows[v.index];
            if (v.index !== expandedIndex || !renderExpanded)
              return (
                <TableRow
                  key={v.key}
                  row={row}
                  columns={columns}
                  index={v.index}
                  ariaRowIndex={rowIndex(v.index)}
                  offset={v.start - HEADER_HEIGHT}
                  height={rowHeight}
                />
              );
            // The expanded row: a plain wrapper (no role) holds the row and its expansion, so
            // the rowgroup still owns only rows; the wrapper is what gets measured.
            return (
              <div
                key={v.key}
                data-index={v.index}
                ref={virtualizer.measureElement}
                className="absolute inset-x-0 border-b border-line bg-surface-2/60"
                style={{ transform: `translateY(${v.start - HEADER_HEIGHT}px)` }}
              >
                <div
                  role="row"
                  aria-rowindex={rowIndex(v.index)}
                  className={rowClassOf(v.index)}
                  style={{ height: rowHeight }}
                >
                  {rowCells(row, columns)}
                </div>
                <div role="row" aria-rowindex={rowIndex(v.index) + 1}>
                  <div role="cell" aria-colspan={columns.length} className="px-3 py-4">
                    {renderExpanded(row)}
                  </div>
                </div>
              </div>
            );
          })}
        </div>
      </div>
      <TableFooter
        loaded={rows.length}
        total={total}
        loadingMore={isFetchingNextPage}
        error={isFetchNextPageError ? result.error : null}
        onRetry={() => void fetchNextPage()}
      />
    </div>
  );
}

const rowClassOf = (index: number) =>
  cn('flex items-center border-b border-line text-sm', index % 2 === 1 && 'bg-surface-2/40');

function rowCells<T>(row: T, columns: Column<T>[]) {
  return columns.map((c) => (
    <div key={c.id} role="cell" className={cellClass(c)} style={cellStyle(c)}>
      {c.cell(row)}
    </div>
  ));
}

interface TableRowProps<T> {
  row: T;
  columns: Column<T>[];
  index: number;
  ariaRowIndex: number;
  offset: number;
  height: number;
}

/**
 * One row, rendered again only when what it shows changes: while scrolling, the
 * rows already on screen keep their props, so each frame renders only the rows
 * that come into view (the main thread keeps up with the scroll).
 */
const TableRow = memo(function TableRow<T>({ row, columns, index, ariaRowIndex, offset, height }: TableRowProps<T>) {
  return (
    <div
      role="row"
      aria-rowindex={ariaRowIndex}
      className={cn('absolute inset-x-0', rowClassOf(index))}
      style={{ height, transform: `translateY(${offset}px)` }}
    >
      {rowCells(row, columns)}
    </div>
  );
}) as <T>(props: TableRowProps<T>) => ReactNode;
