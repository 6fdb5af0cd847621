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
  children: ReactNode;
}

export function ListPage<F extends { q?: string }>({
  title,
  intro,
  filters,
  onFilters,
  bar,
  children,
}: ListPageProps<F>) {
  return (
    <div className="space-y-4">
      <PageTitle title={title}>{intro}</PageTitle>
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

/** What an empty list says: with filters on, that clearing one shows more. */
export function listEmpty(filtered: boolean, none: { title: string; body?: ReactNode }, noMatch: string) {
  return filtered ? { title: noMatch, body: 'Clear a filter to see more.' } : none;
}
