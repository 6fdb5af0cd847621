// All invoices of the account, newest first, in the shared virtualized table.
// Filters are URL state (see the route).
import { Link } from '@tanstack/react-router';
import { DataTable } from '../../components/data-table/data-table';
import { Notice } from '../../components/ui/notice';
import { invoiceColumns } from './invoice-columns';
import { InvoiceFiltersForm } from './invoice-filters';
import { billingQueries, type InvoiceFilters } from './queries';

interface InvoicesPageProps {
  filters: InvoiceFilters;
  onFilters: (next: InvoiceFilters) => void;
}

export function InvoicesPage({ filters, onFilters }: InvoicesPageProps) {
  const filtered = Object.values(filters).some(Boolean);
  const reversed = Boolean(filters.issued_from && filters.issued_to && filters.issued_from > filters.issued_to);
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold">Invoices</h1>
        <p className="text-sm text-muted">
          Invoices, deposits and orders of this account. Open one to download its PDF or pay it. Every payment is also on the{' '}
          <Link to="/billing/activity" className="text-accent underline">money timeline</Link>.
        </p>
      </div>
      <InvoiceFiltersForm filters={filters} onFilters={onFilters} />
      {reversed ? (
        <Notice tone="warning" title="No dates match">The “Issued to” date is before “Issued from”.</Notice>
      ) : (
        <DataTable
          query={billingQueries.invoices(filters)}
          columns={invoiceColumns}
          getRowId={(i) => String(i.id)}
          label="Invoices"
          empty={{
            title: filtered ? 'No invoices match these filters' : 'No invoices yet',
            body: filtered ? 'Clear a filter to see more.' : 'Invoices appear here when a service is ordered or renewed.',
          }}
        />
      )}
    </div>
  );
}
