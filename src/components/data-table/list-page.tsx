// A page that is one filtered list (audit log, services, invoices): the title
// and a line about it, the filter bar whose values are URL state, then the table
// the page passes as children.
import type { ReactNode } from 'react';
import { PageTitle } from '@/components/layout/page-title';
import { FilterBar, type FilterField, type SearchSpec } from './filter-bar';

interface ListPageProps<F extends { q?: string }> {
  title: string;
  intro: ReactNode;
  filters: F;
  onFilters: (next: F) => void;
  /** The filter bar: its accessible name, the search box, the other fields, and its grid. */
  bar: { label: string; search: SearchSpec; fields: FilterField<F>[]; className?: string };
  /** Beside the title: what the page does with the whole list (its CSV export). */
  actions?: ReactNode;
  children: ReactNode;
}

export function ListPage<F extends { q?: string }>({
  title,
  intro,
  filters,
  onFilters,
  bar,
  actions,
  children,
}: ListPageProps<F>) {
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageTitle title={title}>{intro}</PageTitle>
        {actions}
      </div>
      <FilterBar
        label={bar.label}
        className={bar.className ?? 'grid gap-3 sm:grid-cols-3'}
        filters={filters}
        onFilters={onFilters}
        search={bar.search}
        fields={bar.fields}
      />
      {children}
    </div>
  );
}

/** Whether any filter is set: the order (`sort`) is not a filter. */
export const anyFilter = (filters: object) => Object.entries(filters).some(([k, v]) => k !== 'sort' && Boolean(v));

/** The table's `sort` prop for a list whose order is URL state beside its filters (absent: the default). */
export function urlSort<F extends { sort?: string }>(filters: F, onFilters: (next: F) => void, dflt: string) {
  return {
    value: filters.sort ?? dflt,
    onChange: (next: string) => onFilters({ ...filters, sort: next === dflt ? undefined : next }),
  };
}

/** What an empty list says: with filters on, that clearing one shows more. */
export function listEmpty(filtered: boolean, none: { title: string; body?: ReactNode }, noMatch: string) {
  return filtered ? { title: noMatch, body: 'Clear a filter to see more.' } : none;
}
