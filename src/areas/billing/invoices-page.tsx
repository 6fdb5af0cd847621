// All invoices of the account, newest first, in the shared virtualized table.
// Filters are URL state (see the route).
import { INVOICE_SEARCH } from '@contract/search-text';
import { SCREEN_HEADINGS } from '@contract/screen-headings';
import { ScreenDescription } from '@/components/layout/page-title';
import { DataTable } from '@/components/data-table/data-table';
import { ExportLink } from '@/components/data-table/export-link';
import { anyFilter, ListPage, listEmpty, urlSort } from '@/components/data-table/list-page';
import { INVOICE_SORT_DEFAULT } from '@contract/list-sorts';
import { Notice } from '@/components/ui/notice';
// The operations without their schemas (src/lib/ops-meta): the invoice list's first view loads no zod.
import { billingMeta as billingOps } from '@/lib/ops-meta/billing';
import { kindLabel, statusLabel } from './billing-format';
import { invoiceColumns } from './invoice-columns';
import { billingQueries, type InvoiceFilters } from './queries';
import { INVOICE_KINDS, INVOICE_STATUSES } from '@contract/filter-values';

const search = { label: 'Number or OCR', placeholder: 'INV-2026-…', rule: INVOICE_SEARCH };
// Draft invoices are never shown to customers, so there is nothing to filter for.
const statuses = INVOICE_STATUSES.filter((s) => s !== 'draft');
const UTC_DAY = 'A day in UTC';

interface InvoicesPageProps {
  filters: InvoiceFilters;
  onFilters: (next: InvoiceFilters) => void;
}

export function InvoicesPage({ filters, onFilters }: InvoicesPageProps) {
  const filtered = anyFilter(filters);
  const reversed = Boolean(filters.issued_from && filters.issued_to && filters.issued_from > filters.issued_to);
  return (
    <ListPage
      title={SCREEN_HEADINGS['/billing/invoices'].title}
      intro={<ScreenDescription screen="/billing/invoices" />}
      filters={filters}
      onFilters={onFilters}
      actions={<ExportLink op={billingOps.exportInvoices} query={filters} what="these invoices" />}
      bar={{
        label: 'Filter invoices',
        className: 'grid gap-3 sm:grid-cols-2 lg:grid-cols-5',
        search,
        fields: [
          {
            kind: 'select',
            name: 'status',
            label: 'Status',
            anyLabel: 'Any status',
            options: statuses,
            optionLabels: statusLabel,
            hint: filters.status === 'unpaid' ? 'Includes overdue' : undefined,
          },
          {
            kind: 'select',
            name: 'kind',
            label: 'Kind',
            anyLabel: 'Any kind',
            options: INVOICE_KINDS,
            optionLabels: kindLabel,
          },
          // The API counts these days in UTC, whatever zone the list shows times in.
          { kind: 'date', name: 'issued_from', label: 'Issued from', hint: UTC_DAY },
          {
            kind: 'date',
            name: 'issued_to',
            label: 'Issued to',
            hint: UTC_DAY,
            min: filters.issued_from,
            error: reversed ? 'Pick a date on or after “Issued from”' : undefined,
          },
        ],
      }}
    >
      {reversed ? (
        <Notice tone="warning" title="No dates match">
          The “Issued to” date is before “Issued from”.
        </Notice>
      ) : (
        <DataTable
          query={billingQueries.invoices(filters)}
          columns={invoiceColumns}
          getRowId={(i) => String(i.id)}
          label="Invoices"
          sort={urlSort(filters, onFilters, INVOICE_SORT_DEFAULT)}
          empty={listEmpty(
            filtered,
            { title: 'No invoices yet', body: 'Invoices appear here when a service is ordered or renewed.' },
            'No invoices match these filters',
          )}
        />
      )}
    </ListPage>
  );
}
