// Columns of the dropping-names table: the name, when it drops (how soon, and
// the moment with its zone), the price, whether you booked it, and "Book". The
// name, the drop and the price sort the list (ADR 035); the status follows the drop.
import type { z } from 'zod';
import type { DroppingDomain } from '@contract/domains-snapback';
import { actionsColumn } from '@/components/data-table/cells';
import type { Column } from '@/components/data-table/columns';
import { Badge } from '@/components/ui/badge';
import { displayDomain } from '@/lib/display-domain';
import { formatDateTime, formatMoney, formatRelativeTime } from '@/lib/format';
import { BookSnapbackButton } from './book-snapback-button';
import { dropStatusLabel } from './snapback-format';

type Row = z.infer<typeof DroppingDomain>;

/** `now` ticks once a minute on the page, so "in 3 hours" stays true. */
export function droppingColumns({ now, canBook }: { now: number; canBook: boolean }): Column<Row>[] {
  return [
    {
      id: 'domain',
      header: 'Domain',
      grow: 1.6,
      minWidth: 140,
      sort: 'domain',
      cell: (d) => <span className="font-medium">{displayDomain(d.domain)}</span>,
    },
    {
      id: 'drops',
      header: 'Drops',
      grow: 1.6,
      minWidth: 150,
      sort: 'drops',
      cell: (d) => (
        <time dateTime={d.dropsAt} className="block leading-tight">
          <span className="block">{formatRelativeTime(d.dropsAt, now)}</span>
          <span className="block text-xs text-muted">{formatDateTime(d.dropsAt)}</span>
        </time>
      ),
    },
    {
      id: 'price',
      header: 'Price',
      grow: 0.8,
      minWidth: 80,
      hideBelow: 'sm',
      align: 'end',
      sort: 'price',
      sortFirst: 'desc',
      cell: (d) => formatMoney(d.price),
    },
    {
      id: 'state',
      header: 'Status',
      grow: 1,
      minWidth: 110,
      hideBelow: 'md',
      cell: (d) =>
        d.bookedByYou ? <Badge tone="success">Booked by you</Badge> : <Badge>{dropStatusLabel[d.status]}</Badge>,
    },
    actionsColumn({ grow: 0.8, minWidth: 96 }, (d) =>
      d.bookedByYou ? (
        <span className="text-xs text-success max-md:inline md:hidden">Booked by you</span>
      ) : d.status === 'dropped' ? (
        <span className="text-xs text-muted">Dropped</span>
      ) : (
        <BookSnapbackButton domain={d.domain} disabled={!canBook} />
      ),
    ),
  ];
}
