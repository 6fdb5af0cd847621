// Columns of the balance ledger. Amounts carry their sign (+ in, − out) so a
// charge never reads as a deposit, even without colour.
import type { z } from 'zod';
import type { BalanceEvent } from '@contract/account';
import type { Column } from '@/components/data-table/columns';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { formatDateTime, formatMoney } from '@/lib/format';

type Event = z.infer<typeof BalanceEvent>;

const kindTone: Record<Event['kind'], BadgeTone> = {
  deposit: 'success',
  refund: 'info',
  charge: 'neutral',
  adjustment: 'warning',
};

export const ledgerColumns: Column<Event>[] = [
  {
    id: 'at',
    header: 'Date',
    grow: 1.2,
    minWidth: 130,
    sort: 'time',
    sortFirst: 'desc',
    cell: (e) => <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>,
  },
  {
    id: 'description',
    header: 'Description',
    grow: 2,
    hideBelow: 'sm',
    cell: (e) => <span title={e.description}>{e.description}</span>,
  },
  {
    id: 'kind',
    header: 'Kind',
    grow: 0.8,
    hideBelow: 'md',
    cell: (e) => <Badge tone={kindTone[e.kind]}>{e.kind}</Badge>,
  },
  {
    id: 'amount',
    header: 'Amount',
    grow: 1,
    minWidth: 100,
    sort: 'amount',
    sortFirst: 'desc',
    align: 'end',
    cell: (e) => (
      <span className={e.amount.amount < 0 ? 'text-danger' : 'text-success'}>
        {formatMoney(e.amount, { signed: true })}
      </span>
    ),
  },
  {
    id: 'after',
    header: 'Balance after',
    grow: 1,
    hideBelow: 'lg',
    align: 'end',
    cell: (e) => formatMoney(e.balanceAfter),
  },
  {
    id: 'invoice',
    header: 'Invoice',
    grow: 0.6,
    hideBelow: 'lg',
    cell: (e) => (e.invoiceId === null ? '—' : `#${e.invoiceId}`),
  },
];
