// Columns of the invoice list. The number links to the invoice; phones keep
// number, status and total.
import type { z } from 'zod';
import type { InvoiceSummary } from '@contract/billing';
import { CellLink, linkColumn, statusColumn, timeColumn } from '@/components/data-table/cells';
import type { Column } from '@/components/data-table/columns';
import { formatMoney } from '@/lib/format';
import { kindLabel, statusLabel, statusTone } from './billing-format';

type Row = z.infer<typeof InvoiceSummary>;

export const invoiceColumns: Column<Row>[] = [
  linkColumn('number', 'Number', { grow: 1.3, minWidth: 130, sort: 'number' }, (i) => (
    <CellLink to="/billing/invoices/$invoiceId" params={{ invoiceId: String(i.id) }}>
      {i.number}
    </CellLink>
  )),
  timeColumn('issued', 'Issued', (i) => i.issuedAt, 'day', {
    grow: 1,
    hideBelow: 'sm',
    sort: 'issued',
    sortFirst: 'desc',
  }),
  timeColumn('due', 'Due', (i) => i.dueAt, 'minute', { grow: 1, hideBelow: 'md', sort: 'due', sortFirst: 'desc' }),
  { id: 'kind', header: 'Kind', grow: 1, hideBelow: 'lg', cell: (i) => kindLabel[i.kind] },
  statusColumn((i) => i.status, statusLabel, statusTone, { grow: 0.8, minWidth: 90 }),
  {
    id: 'total',
    header: 'Total',
    grow: 0.9,
    align: 'end',
    sort: 'total',
    sortFirst: 'desc',
    cell: (i) => formatMoney(i.total),
  },
  {
    id: 'due-amount',
    header: 'To pay',
    grow: 0.9,
    align: 'end',
    hideBelow: 'sm',
    cell: (i) => (i.amountDue.amount > 0 ? formatMoney(i.amountDue) : '—'),
  },
];
