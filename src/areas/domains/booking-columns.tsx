// Columns of the Snapback bookings table: the name (a won one links to the
// domain), the status in words, the price and the dates; all but "Caught" sort the list (ADR 035).
import type { z } from 'zod';
import type { SnapbackBooking } from '@contract/domains-snapback';
import { CellLink, linkColumn, statusColumn, timeColumn } from '@/components/data-table/cells';
import type { Column } from '@/components/data-table/columns';
import { displayDomain } from '@/lib/display-domain';
import { formatMoney } from '@/lib/format';
import { bookingStatusLabel, bookingStatusTone } from './snapback-format';
import { WonDomainLink } from './won-domain-link';

type Row = z.infer<typeof SnapbackBooking>;

export const bookingColumns: Column<Row>[] = [
  linkColumn('domain', 'Domain', { grow: 1.5, minWidth: 140, sort: 'domain' }, (b) => (
    <CellLink to="/domains/snapback/bookings/$bookingId" params={{ bookingId: String(b.id) }}>
      {displayDomain(b.domain)}
    </CellLink>
  )),
  statusColumn((b) => b.status, bookingStatusLabel, bookingStatusTone, { grow: 0.8, minWidth: 90, sort: 'status' }),
  {
    id: 'outcome',
    header: 'Caught',
    grow: 1,
    minWidth: 110,
    hideBelow: 'sm',
    cell: (b) => (b.status === 'won' ? <WonDomainLink domain={b.domain} /> : <span className="text-muted">—</span>),
  },
  {
    id: 'price',
    header: 'Price',
    grow: 0.7,
    minWidth: 80,
    hideBelow: 'md',
    align: 'end',
    sort: 'price',
    sortFirst: 'desc',
    cell: (b) => formatMoney(b.price),
  },
  timeColumn('drops', 'Drops', (b) => b.dropsAt, 'minute', {
    grow: 1.2,
    hideBelow: 'md',
    sort: 'drops',
    sortFirst: 'desc',
  }),
  timeColumn('booked', 'Booked', (b) => b.createdAt, 'day', {
    grow: 0.9,
    hideBelow: 'lg',
    sort: 'booked',
    sortFirst: 'desc',
  }),
];
