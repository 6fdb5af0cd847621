// The account's migration requests, newest first, with live stage progress. The status filter and the
// order (the column headers, ADR 035) are URL state.
import { Link } from '@tanstack/react-router';
import { MIGRATION_SORT_DEFAULT } from '@contract/list-sorts';
import { MigrationStatus } from '@contract/migrations';
import { DataTable } from '@/components/data-table/data-table';
import { urlSort } from '@/components/data-table/list-page';
import { buttonClass } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { statusLabel } from './format';
import { migrationColumns } from './migration-columns';
import { migrationsQueries, type MigrationFilters } from './queries';

export function MigrationsPage({
  filters,
  onFilters,
}: {
  filters: MigrationFilters;
  onFilters: (f: MigrationFilters) => void;
}) {
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Migrations</h1>
          <p className="text-sm text-muted">
            Moves of sites, databases and mail from another host, done by our support team.
          </p>
        </div>
        <Link to="/migrations/new" className={buttonClass('primary')}>
          Request a migration
        </Link>
      </div>
      <form role="search" aria-label="Filter migrations" className="max-w-xs" onSubmit={(e) => e.preventDefault()}>
        <Field label="Status">
          {(p) => (
            <Select
              {...p}
              value={filters.status ?? ''}
              onChange={(e) =>
                onFilters({ ...filters, status: (e.target.value || undefined) as MigrationFilters['status'] })
              }
            >
              <option value="">Any status</option>
              {MigrationStatus.options.map((s) => (
                <option key={s} value={s}>
                  {statusLabel[s]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </form>
      <DataTable
        query={migrationsQueries.list(filters)}
        columns={migrationColumns}
        getRowId={(m) => String(m.id)}
        label="Migrations"
        sort={urlSort(filters, onFilters, MIGRATION_SORT_DEFAULT)}
        rowHeight={56}
        height="min(60dvh, 32rem)"
        empty={{
          title: filters.status ? 'No migrations with this status' : 'No migrations yet',
          body: filters.status
            ? 'Choose another status.'
            : 'Ask us to move a site or mailboxes here; we do the work and you follow it here.',
          action: filters.status ? undefined : (
            <Link to="/migrations/new" className={buttonClass('primary', 'sm')}>
              Request a migration
            </Link>
          ),
        }}
      />
    </div>
  );
}
