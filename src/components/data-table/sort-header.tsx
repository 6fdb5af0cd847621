// A column header: plain text, or for a column the list sorts by, a button that sorts by it (again:
// the other way), with `aria-sort` on the sorted one so a screen reader says which order it hears.
// `SortHeader` is the DataTable's (ARIA roles on divs); `SortTh` the same for a plain <table>.
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { cellClass, cellStyle, type Column, type TableSort } from './columns';

type Direction = 'asc' | 'desc';

/** Where `key` stands in `sort`, and which way a click on its header sorts next. */
function sortState(sort: TableSort, key: string, first: Direction = 'asc') {
  const current: Direction | null = sort.value === key ? 'asc' : sort.value === `-${key}` ? 'desc' : null;
  const next: Direction = current ? (current === 'asc' ? 'desc' : 'asc') : first;
  const ariaSort = current === 'asc' ? 'ascending' : current === 'desc' ? 'descending' : undefined;
  return { current, next, ariaSort } as const;
}

function SortButton({
  label,
  sortKey,
  sort,
  first,
  alignEnd,
  className,
}: {
  label: string;
  sortKey: string;
  sort: TableSort;
  first?: Direction;
  alignEnd?: boolean;
  className?: string;
}) {
  const { current, next } = sortState(sort, sortKey, first);
  return (
    <button
      type="button"
      onClick={() => sort.onChange(next === 'desc' ? `-${sortKey}` : sortKey)}
      className={cn(
        'inline-flex max-w-full items-center gap-1 rounded-sm hover:text-fg focus-visible:outline-2',
        current && 'text-fg',
        alignEnd && 'flex-row-reverse',
        className,
      )}
      title={`Sort by ${label.toLowerCase()}, ${next === 'asc' ? 'ascending' : 'descending'}`}
    >
      <span className="truncate">{label}</span>
      <span aria-hidden="true" className={cn('text-[10px]', !current && 'opacity-40')}>
        {current === 'desc' ? '▼' : current === 'asc' ? '▲' : '↕'}
      </span>
    </button>
  );
}

export function SortHeader<T>({ column, sort }: { column: Column<T>; sort?: TableSort }) {
  const key = column.sort;
  if (!key || !sort)
    return (
      <div role="columnheader" className={cellClass(column)} style={cellStyle(column)}>
        {column.header}
      </div>
    );
  return (
    <div
      role="columnheader"
      aria-sort={sortState(sort, key).ariaSort}
      className={cellClass(column)}
      style={cellStyle(column)}
    >
      {/* A button does not inherit the header row's uppercase (Tailwind's preflight resets it). */}
      <SortButton
        label={column.header}
        sortKey={key}
        sort={sort}
        first={column.sortFirst}
        alignEnd={column.align === 'end'}
        className="uppercase"
      />
    </div>
  );
}

/**
 * A plain table's `<th scope="col">`: with `sortKey` and `sort`, its label is a button that sorts by
 * that key (see useClientSort for an unpaged list), and the sorted one carries `aria-sort`.
 */
export function SortTh({
  children,
  sortKey,
  sort,
  first,
  align,
  className,
}: {
  children: string;
  sortKey?: string;
  sort?: TableSort;
  /** Which way a first click sorts: newest, largest first for dates and amounts. */
  first?: Direction;
  align?: 'start' | 'end';
  className?: string;
}): ReactNode {
  if (!sortKey || !sort)
    return (
      <th scope="col" className={className}>
        {children}
      </th>
    );
  return (
    <th scope="col" aria-sort={sortState(sort, sortKey).ariaSort} className={className}>
      <SortButton label={children} sortKey={sortKey} sort={sort} first={first} alignEnd={align === 'end'} />
    </th>
  );
}
