// Column definitions for DataTable. Widths are flex weights so a hidden
// column (on a phone) simply drops out of both the header and the rows.
import type { ReactNode } from 'react';

export interface Column<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Flex weight (default 1). */
  grow?: number;
  /** Minimum width in px before the row scrolls sideways. */
  minWidth?: number;
  /** Hide on screens narrower than this breakpoint. */
  hideBelow?: 'sm' | 'md' | 'lg';
  align?: 'start' | 'end';
  /** The listing's `sort` column this header sorts by (contract/list-export.ts), when it sorts. */
  sort?: string;
  /** Which way a first click sorts: newest, largest first for dates and amounts. */
  sortFirst?: 'asc' | 'desc';
}

/** The list's order and how to change it: the `sort` value (`column` or `-column`). */
export interface TableSort {
  value: string;
  onChange: (next: string) => void;
}

// Literal class names so Tailwind sees them.
const hide = { sm: 'max-sm:hidden', md: 'max-md:hidden', lg: 'max-lg:hidden' } as const;

export function cellClass<T>(col: Column<T>) {
  return [
    'truncate px-3',
    col.align === 'end' ? 'text-right tabular' : '',
    col.hideBelow ? hide[col.hideBelow] : '',
  ].join(' ');
}

export function cellStyle<T>(col: Column<T>) {
  return { flex: `${col.grow ?? 1} 1 0`, minWidth: col.minWidth ?? 0 };
}
