// Everything the account subscribes to: hosting, domains, servers, addons.
// Filters are URL state (see the route); the list is the shared virtualized table.
import { ServiceStatus, ServiceType, servicesOps } from '@contract/services';
import { DataTable } from '@/components/data-table/data-table';
import { FilterBar, type FilterField } from '@/components/data-table/filter-bar';
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
  const filtered = Boolean(filters.type || filters.status || filters.q);
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold">Services</h1>
        <p className="text-sm text-muted">
          Plans, domains, servers and addons on this account. Open one to change its plan or add extras.
        </p>
      </div>
      <FilterBar
        label="Filter services"
        className="grid gap-3 sm:grid-cols-3"
        filters={filters}
        onFilters={onFilters}
        search={search}
        fields={fields}
      />
      <DataTable
        query={servicesQueries.list(filters)}
        columns={serviceColumns}
        getRowId={(s) => String(s.id)}
        label="Services"
        height="min(70dvh, 36rem)"
        empty={{
          title: filtered ? 'No services match these filters' : 'No services yet',
          body: filtered
            ? 'Clear a filter to see more.'
            : 'Hosting, domains and servers you order will be listed here.',
        }}
      />
    </div>
  );
}
