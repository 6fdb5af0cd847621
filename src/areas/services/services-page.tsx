// Everything the account subscribes to: hosting, domains, servers, addons.
// Filters and the order (the column headers, ADR 035) are URL state (see the route); the list is the
// shared virtualized table.
import { SERVICE_SORT_DEFAULT } from '@contract/list-sorts';
import { ServiceStatus, ServiceType, servicesOps } from '@contract/services';
import { DataTable } from '@/components/data-table/data-table';
import type { FilterField } from '@/components/data-table/filter-bar';
import { ListPage, anyFilter, listEmpty, urlSort } from '@/components/data-table/list-page';
import { statusLabel } from './format';
import { serviceColumns } from './service-columns';
import { servicesQueries, type ServiceFilters } from './queries';

const search = { label: 'Search', placeholder: 'name, domain or plan', schema: servicesOps.listServices.query.shape.q };
const fields: FilterField<ServiceFilters>[] = [
  { kind: 'select', name: 'type', label: 'Type', anyLabel: 'Any type', options: ServiceType.options },
  {
    kind: 'select',
    name: 'status',
    label: 'Status',
    anyLabel: 'Any status',
    options: ServiceStatus.options,
    optionLabels: statusLabel,
  },
];

export function ServicesPage({
  filters,
  onFilters,
}: {
  filters: ServiceFilters;
  onFilters: (next: ServiceFilters) => void;
}) {
  const filtered = anyFilter(filters);
  return (
    <ListPage
      title="Services"
      intro="Plans, domains, servers and addons on this account. Open one to change its plan or add extras."
      filters={filters}
      onFilters={onFilters}
      bar={{ label: 'Filter services', search, fields }}
    >
      <DataTable
        query={servicesQueries.list(filters)}
        columns={serviceColumns}
        getRowId={(s) => String(s.id)}
        label="Services"
        sort={urlSort(filters, onFilters, SERVICE_SORT_DEFAULT)}
        height="min(70dvh, 36rem)"
        empty={listEmpty(
          filtered,
          { title: 'No services yet', body: 'Hosting, domains and servers you order will be listed here.' },
          'No services match these filters',
        )}
      />
    </ListPage>
  );
}
