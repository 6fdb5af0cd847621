// The money timeline: invoices issued and paid, failed payments, credit notes,
// balance movements and direct debits, newest first or sorted by a header (time,
// amount), in the virtualized table; "Export CSV" takes the filtered, sorted list away.
import { Link } from '@tanstack/react-router';
import type { z } from 'zod';
import { BillingActivity, billingOps } from '@contract/billing';
import { ACTIVITY_SORT_DEFAULT } from '@contract/list-sorts';
import type { Column } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { ExportLink } from '@/components/data-table/export-link';
import { anyFilter, listEmpty, urlSort } from '@/components/data-table/list-page';
import { PageTitle } from '@/components/layout/page-title';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { formatDateTime, formatMoney } from '@/lib/format';
import { activityLabel } from './billing-format';
import { billingQueries, type ActivityFilters } from './queries';

type Event = z.infer<typeof BillingActivity>;
const kinds = BillingActivity.shape.kind.options;
const tone = (e: Event): BadgeTone =>
  e.kind === 'payment_failed'
    ? 'danger'
    : e.amount.amount > 0
      ? 'success'
      : e.amount.amount < 0
        ? 'warning'
        : 'neutral';

const columns: Column<Event>[] = [
  {
    id: 'at',
    header: 'When',
    grow: 1.4,
    minWidth: 170,
    sort: 'time',
    sortFirst: 'desc',
    cell: (e) => <time dateTime={e.at}>{formatDateTime(e.at)}</time>,
  },
  {
    id: 'kind',
    header: 'What',
    grow: 1.3,
    minWidth: 150,
    hideBelow: 'sm',
    cell: (e) => <Badge tone={tone(e)}>{activityLabel[e.kind]}</Badge>,
  },
  { id: 'description', header: 'Details', grow: 2.4, cell: (e) => <span title={e.description}>{e.description}</span> },
  {
    id: 'invoice',
    header: 'Invoice',
    grow: 1.2,
    hideBelow: 'lg',
    cell: (e) =>
      e.invoiceId ? (
        <Link
          to="/billing/invoices/$invoiceId"
          params={{ invoiceId: String(e.invoiceId) }}
          className="text-accent hover:underline"
        >
          {e.invoiceNumber ?? `#${e.invoiceId}`}
        </Link>
      ) : (
        '—'
      ),
  },
  {
    id: 'amount',
    header: 'Amount',
    grow: 1,
    align: 'end',
    // by size, money in or out alike (largest first on a first click)
    sort: 'amount',
    sortFirst: 'desc',
    cell: (e) => (e.amount.amount === 0 ? '—' : formatMoney(e.amount)),
  },
];

export function ActivityPage({
  filters,
  onFilters,
}: {
  filters: ActivityFilters;
  onFilters: (f: ActivityFilters) => void;
}) {
  const reversed = Boolean(filters.from && filters.to && filters.from > filters.to);
  const set = (patch: Partial<ActivityFilters>) => onFilters({ ...filters, ...patch });
  const filtered = anyFilter(filters);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageTitle title="Money timeline">
          Everything that moved money on this account. Negative amounts are charged to you; positive ones are in your
          favour.
        </PageTitle>
        {/* A reversed range has nothing to export (the API refuses it): the link waits for a valid one. */}
        {!reversed && <ExportLink op={billingOps.exportBillingActivity} query={filters} what="this money timeline" />}
      </div>
      <form
        role="search"
        aria-label="Filter the timeline"
        className="grid gap-3 sm:grid-cols-3"
        onSubmit={(e) => e.preventDefault()}
      >
        <Field label="What">
          {(p) => (
            <Select
              {...p}
              value={filters.kind ?? ''}
              onChange={(e) => set({ kind: (e.target.value || undefined) as ActivityFilters['kind'] })}
            >
              <option value="">Everything</option>
              {kinds.map((k) => (
                <option key={k} value={k}>
                  {activityLabel[k]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {/* The API counts these days in UTC, whatever zone the timeline shows times in. */}
        <Field label="From" hint="A day in UTC">
          {(p) => (
            <Input
              {...p}
              type="date"
              value={filters.from ?? ''}
              onChange={(e) => set({ from: e.target.value || undefined })}
            />
          )}
        </Field>
        <Field
          label="To"
          hint="A day in UTC"
          error={reversed ? { message: 'Pick a date on or after “From”' } : undefined}
        >
          {(p) => (
            <Input
              {...p}
              type="date"
              value={filters.to ?? ''}
              min={filters.from}
              onChange={(e) => set({ to: e.target.value || undefined })}
            />
          )}
        </Field>
      </form>
      {reversed ? (
        <Notice tone="warning" title="No dates match">
          The “To” date is before “From”.
        </Notice>
      ) : (
        <DataTable
          query={billingQueries.activity(filters)}
          columns={columns}
          getRowId={(e) => e.id}
          label="Money timeline"
          sort={urlSort(filters, onFilters, ACTIVITY_SORT_DEFAULT)}
          empty={listEmpty(filtered, { title: 'No money has moved yet' }, 'Nothing matches these filters')}
        />
      )}
    </div>
  );
}
