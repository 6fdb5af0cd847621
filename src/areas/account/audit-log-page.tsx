// The account's audit log: who did what, when, with what outcome. Filters
// are URL state (see the route); the list is the shared virtualized table.
import { AuditEvent, accountOps } from '@contract/account';
import { DataTable } from '@/components/data-table/data-table';
import { FilterBar, type FilterField } from '@/components/data-table/filter-bar';
import { auditColumns } from './audit-columns';
import { accountQueries, type AuditFilters } from './queries';

const search = {
  label: 'Search',
  placeholder: 'operation, path or target',
  schema: accountOps.listAuditLog.query.shape.q,
};
const fields: FilterField<AuditFilters>[] = [
  {
    kind: 'select',
    name: 'outcome',
    label: 'Outcome',
    anyLabel: 'Any outcome',
    options: AuditEvent.shape.outcome.options,
  },
  {
    kind: 'select',
    name: 'actor',
    label: 'Actor',
    anyLabel: 'Anyone',
    options: AuditEvent.shape.actor.shape.kind.options,
  },
];

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
        <p className="text-sm text-muted">
          Every change on this account, newest first, including what guests and API tokens did.
        </p>
      </div>
      <FilterBar
        label="Filter audit events"
        className="grid gap-3 sm:grid-cols-3"
        filters={filters}
        onFilters={onFilters}
        search={search}
        fields={fields}
      />
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
