// Everything the account subscribes to: hosting, domains, servers, addons.
// Filters are URL state (see the route); the list is the shared virtualized table.
import { DataTable } from '../../components/data-table/data-table';
import { serviceColumns } from './service-columns';
import { ServiceFiltersForm } from './service-filters';
import { servicesQueries, type ServiceFilters } from './queries';

export function ServicesPage({ filters, onFilters }: { filters: ServiceFilters; onFilters: (next: ServiceFilters) => void }) {
  const filtered = Boolean(filters.type || filters.status || filters.q);
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold">Services</h1>
        <p className="text-sm text-muted">Plans, domains, servers and addons on this account. Open one to change its plan or add extras.</p>
      </div>
      <ServiceFiltersForm filters={filters} onFilters={onFilters} />
      <DataTable
        query={servicesQueries.list(filters)}
        columns={serviceColumns}
        getRowId={(s) => String(s.id)}
        label="Services"
        height="min(70dvh, 36rem)"
        empty={{
          title: filtered ? 'No services match these filters' : 'No services yet',
          body: filtered ? 'Clear a filter to see more.' : 'Hosting, domains and servers you order will be listed here.',
        }}
      />
    </div>
  );
}
