// The account's audit log: who did what, when, with what outcome. Filters
// are URL state (see the route); the list is the shared virtualized table.
import { AuditEvent, accountOps } from '@contract/account';
import { AUDIT_LOG_SORT_DEFAULT } from '@contract/list-sorts';
import { DataTable } from '@/components/data-table/data-table';
import { ExportLink } from '@/components/data-table/export-link';
import type { FilterField } from '@/components/data-table/filter-bar';
import { anyFilter, ListPage, listEmpty, urlSort } from '@/components/data-table/list-page';
import { auditColumns } from './audit-columns';
import { accountQueries, type AuditFilters } from './queries';

const search = {
  label: 'Search',
  placeholder: 'what was done, target or who',
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
  const filtered = anyFilter(filters);
  return (
    <ListPage
      title="Audit log"
      intro="Every change on this account, newest first, including what guests and API tokens did."
      filters={filters}
      onFilters={onFilters}
      actions={<ExportLink op={accountOps.exportAuditLog} query={filters} what="these audit events" />}
      bar={{ label: 'Filter audit events', search, fields }}
    >
      <DataTable
        query={accountQueries.auditLog(filters)}
        columns={auditColumns}
        getRowId={(e) => e.id}
        label="Audit events"
        sort={urlSort(filters, onFilters, AUDIT_LOG_SORT_DEFAULT)}
        empty={listEmpty(
          filtered,
          { title: 'No events yet', body: 'Changes to the account will be listed here.' },
          'No events match these filters',
        )}
      />
    </ListPage>
  );
}
