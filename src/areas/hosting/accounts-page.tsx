// Every web hosting account of the account: its plan, the server it runs on,
// whether it is suspended, how full its disk is and when it expires. Filters
// are URL state (see the route); the list is the shared virtualized table.
import { HOSTING_STATUSES } from '@contract/filter-values';
import { HOSTING_ACCOUNT_SORT_DEFAULT } from '@contract/list-sorts';
import { HOSTING_ACCOUNT_SEARCH } from '@contract/search-text';
import { SCREEN_HEADINGS } from '@contract/screen-headings';
import { ScreenDescription } from '@/components/layout/page-title';
import { DataTable } from '@/components/data-table/data-table';
import type { FilterField } from '@/components/data-table/filter-bar';
import { ListPage, anyFilter, listEmpty, urlSort } from '@/components/data-table/list-page';
import { accountColumns } from './account-columns';
import { statusLabel } from './hosting-format';
import { hostingQueries, type HostingFilters } from './queries';

const search = {
  label: 'Search',
  placeholder: 'domain or username',
  rule: HOSTING_ACCOUNT_SEARCH,
};
const fields: FilterField<HostingFilters>[] = [
  {
    kind: 'select',
    name: 'status',
    label: 'Status',
    anyLabel: 'Any status',
    options: HOSTING_STATUSES,
    optionLabels: statusLabel,
  },
];

export function AccountsPage({
  filters,
  onFilters,
}: {
  filters: HostingFilters;
  onFilters: (next: HostingFilters) => void;
}) {
  const filtered = anyFilter(filters);
  return (
    <ListPage
      title={SCREEN_HEADINGS['/hosting'].title}
      intro={<ScreenDescription screen="/hosting" />}
      filters={filters}
      onFilters={onFilters}
      bar={{ label: 'Filter hosting accounts', search, fields, className: 'grid gap-3 sm:grid-cols-2' }}
    >
      <DataTable
        query={hostingQueries.accounts(filters)}
        columns={accountColumns}
        getRowId={(a) => String(a.serviceId)}
        label="Hosting accounts"
        sort={urlSort(filters, onFilters, HOSTING_ACCOUNT_SORT_DEFAULT)}
        height="min(70dvh, 36rem)"
        empty={listEmpty(
          filtered,
          {
            title: 'No hosting accounts yet',
            body: 'Web hosting you order is listed here, with its disk use, plan and expiry.',
          },
          'No hosting accounts match these filters',
        )}
      />
    </ListPage>
  );
}
