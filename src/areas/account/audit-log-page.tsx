// The account's audit log: who did what, when, with what outcome. Filters
// are URL state (see the route); the list is the shared virtualized table.
import { DataTable } from '../../components/data-table/data-table';
import { AuditFiltersForm } from './audit-filters';
import { auditColumns } from './audit-columns';
import { accountQueries, type AuditFilters } from './queries';

interface AuditLogPageProps {
  filters: AuditFilters;
  onFilters: (next: AuditFilters) => void;
}

export function AuditLogPage({ filters, onFilters }: AuditLogPageProps) {
  const filtered = Boolean(filters.outcome || filters.actor || filters.q);
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold">Audit log</h1>
        <p className="text-sm text-muted">Every change on this account, newest first, including what guests and API tokens did.</p>
      </div>
      <AuditFiltersForm filters={filters} onFilters={onFilters} />
      <DataTable
        query={accountQueries.auditLog(filters)}
        columns={auditColumns}
        getRowId={(e) => e.id}
        label="Audit events"
        empty={{
          title: filtered ? 'No events match these filters' : 'No events yet',
          body: filtered ? 'Clear a filter to see more.' : 'Changes to the account will be listed here.',
        }}
      />
    </div>
  );
}
