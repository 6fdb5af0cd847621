// Columns of the invoice list. The number links to the invoice; phones keep
// number, status and total.
import { Link } from '@tanstack/react-router';
import type { z } from 'zod';
import type { InvoiceSummary } from '@contract/billing';
import type { Column } from '@/components/data-table/columns';
import { Badge } from '@/components/ui/badge';
import { formatMoney } from '@/lib/format';
import { formatDate, kindLabel, statusLabel, statusTone } from './billing-format';

type Row = z.infer<typeof InvoiceSummary>;

export const invoiceColumns: Column<Row>[] = [
  {
    id: 'number',
    header: 'Number',
    grow: 1.3,
    minWidth: 130,
    cell: (i) => (
      <Link
        to="/billing/invoices/$invoiceId"
        params={{ invoiceId: String(i.id) }}
        className="font-medium text-accent hover:underline"
      >
        {i.number}
      </Link>
    ),
  },
  {
    id: 'issued',
    header: 'Issued',
    grow: 1,
    hideBelow: 'sm',
    cell: (i) => <time dateTime={i.issuedAt}>{formatDate(i.issuedAt)}</time>,
  },
  {
    id: 'due',
    header: 'Due',
    grow: 1,
    hideBelow: 'md',
    cell: (i) => <time dateTime={i.dueAt}>{formatDate(i.dueAt)}</time>,
  },
  { id: 'kind', header: 'Kind', grow: 1, hideBelow: 'lg', cell: (i) => kindLabel[i.kind] },
  {
    id: 'status',
    header: 'Status',
    grow: 0.8,
    minWidth: 90,
    cell: (i) => <Badge tone={statusTone[i.status]}>{statusLabel[i.status]}</Badge>,
  },
  { id: 'total', header: 'Total', grow: 0.9, align: 'end', cell: (i) => formatMoney(i.total) },
  {
    id: 'due-amount',
    header: 'To pay',
    grow: 0.9,
    align: 'end',
    hideBelow: 'sm',
    cell: (i) => (i.amountDue.amount > 0 ? formatMoney(i.amountDue) : '—'),
  },
];
