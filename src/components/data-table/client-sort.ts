// Sorting for a list the API returns whole (no cursor): the page holds every row, so it sorts them
// itself, by the same `column` / `-column` values a paged list sends as `sort` (ADR 035). The headers
// are SortTh (or DataTable columns with `sort`), so both kinds of list look and sound the same.
import { useMemo, useState } from 'react';
import type { TableSort } from './columns';

/** What a row sorts by in one column: text (in the reader's collation, digits as numbers) or a number. */
export type SortKeyOf<T> = (row: T) => string | number | null | undefined;

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function compareKeys(a: string | number | null | undefined, b: string | number | null | undefined): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * `rows` in the order `sort` names, ties keeping the API's order. A row with no value in the column
 * (null, undefined, NaN) goes last either way: "no expiry" is neither soonest nor latest.
 */
export function sortRows<T, K extends string>(rows: readonly T[], keys: Record<K, SortKeyOf<T>>, sort: string): T[] {
  const desc = sort.startsWith('-');
  const keyOf = keys[(desc ? sort.slice(1) : sort) as K];
  if (!keyOf) return [...rows];
  const missing = (v: unknown) => v === null || v === undefined || (typeof v === 'number' && Number.isNaN(v));
  return rows
    .map((row, i) => ({ row, i, key: keyOf(row) }))
    .sort((a, b) => {
      const am = missing(a.key);
      const bm = missing(b.key);
      if (am || bm) return am === bm ? a.i - b.i : am ? 1 : -1;
      const c = compareKeys(a.key, b.key);
      return c === 0 ? a.i - b.i : desc ? -c : c;
    })
    .map((x) => x.row);
}

/** A whole list sorted on the page: the sorted rows, and the `sort` its headers show and change. */
export function useClientSort<T, K extends string>(
  rows: readonly T[] | undefined,
  keys: Record<K, SortKeyOf<T>>,
  // NoInfer: the columns come from `keys`, and `initial` must be one of them (not the other way round).
  initial: NoInfer<K> | `-${NoInfer<K>}`,
): { rows: T[]; sort: TableSort } {
  const [value, setValue] = useState<string>(initial);
  // `keys` is usually a literal in the caller's render: its accessors, not its identity, matter.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const sorted = useMemo(() => sortRows(rows ?? [], keys, value), [rows, value]);
  return { rows: sorted, sort: { value, onChange: setValue } };
}
