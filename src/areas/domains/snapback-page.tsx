// Snapback: book an attempt to register a name the moment the registry
// releases it. The eligibility banner (price, balance, bookings left), then the
// names about to drop, soonest first, searchable and filtered by TLD and date,
// sorted by the Domain, Drops and Price headers (ADR 035; all URL state), each
// with a "Book" that goes through the confirmation page.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { domainsOps } from '@contract/domains';
import { SNAPBACK_DROP_SORT_DEFAULT } from '@contract/list-sorts';
import { DataTable } from '@/components/data-table/data-table';
import { FilterBar } from '@/components/data-table/filter-bar';
import { anyFilter, listEmpty, urlSort } from '@/components/data-table/list-page';
import { PageTitle } from '@/components/layout/page-title';
import { useNow } from '@/lib/use-now';
import { droppingColumns } from './dropping-columns';
import { EligibilityBanner } from './eligibility-banner';
import { snapbackQueries, type DroppingFilters } from './snapback-queries';

const search = {
  label: 'Search names',
  placeholder: 'e.g. skog',
  schema: domainsOps.listSnapbackDomains.query.shape.q,
};

/** The TLDs among the names dropping (the first, unfiltered page), plus the one chosen. */
function useDroppingTlds(chosen: string | undefined) {
  const all = useInfiniteQuery(snapbackQueries.dropping());
  return useMemo(() => {
    const tlds = new Set(all.data?.pages[0]?.data.map((d) => d.tld));
    if (chosen) tlds.add(chosen);
    return [...tlds].sort();
  }, [all.data, chosen]);
}

export function SnapbackPage({
  filters,
  onFilters,
}: {
  filters: DroppingFilters;
  onFilters: (f: DroppingFilters) => void;
}) {
  const now = useNow(60_000);
  const eligibility = useQuery(snapbackQueries.eligibility());
  const canBook = eligibility.data?.eligible === true;
  const columns = useMemo(() => droppingColumns({ now, canBook }), [now, canBook]);
  const tlds = useDroppingTlds(filters.tld);
  const filtered = anyFilter(filters);
  return (
    <div className="space-y-4">
      <PageTitle title="Snapback">
        Names about to be released by their registry. Book one and we try to register it for you the moment it drops.
        See{' '}
        <Link to="/domains/snapback/bookings" className="text-accent underline">
          your bookings
        </Link>
        .
      </PageTitle>
      {/* Whether booking is possible at all comes first, before the names. */}
      <EligibilityBanner />
      <FilterBar
        label="Filter dropping names"
        className="grid gap-3 sm:grid-cols-3"
        filters={filters}
        onFilters={onFilters}
        search={search}
        fields={[
          {
            kind: 'select',
            name: 'tld',
            label: 'TLD',
            anyLabel: 'Any TLD',
            options: tlds,
            optionLabels: Object.fromEntries(tlds.map((t) => [t, `.${t}`])),
          },
          { kind: 'date', name: 'drops_before', label: 'Drops before', hint: 'Before the start of that day, in UTC' },
        ]}
      />
      <DataTable
        query={snapbackQueries.dropping(filters)}
        columns={columns}
        getRowId={(d) => d.domain}
        label="Dropping names"
        sort={urlSort(filters, onFilters, SNAPBACK_DROP_SORT_DEFAULT)}
        rowHeight={60}
        height="min(60dvh, 36rem)"
        empty={listEmpty(
          filtered,
          {
            title: 'No names are about to drop',
            body: 'Names show here in the days before their registry releases them.',
          },
          'No dropping names match',
        )}
      />
    </div>
  );
}
