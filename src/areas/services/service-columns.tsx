// Columns of the services table. Phones keep the name, status and price.
import type { z } from 'zod';
import type { Service } from '@contract/services';
import { CellLink, linkColumn, statusColumn, timeColumn } from '@/components/data-table/cells';
import type { Column } from '@/components/data-table/columns';
import { perCycle, statusLabel, statusTone } from './format';
import { displayDomain } from '@/lib/display-domain';

type Row = z.infer<typeof Service>;

export const serviceColumns: Column<Row>[] = [
  linkColumn('name', 'Service', { grow: 2.2, minWidth: 160 }, (s) => (
    <CellLink to="/services/$serviceId" params={{ serviceId: String(s.id) }}>
      {displayDomain(s.displayName)}
    </CellLink>
  )),
  {
    id: 'type',
    header: 'Type',
    grow: 0.8,
    hideBelow: 'md',
    cell: (s) => (s.parentServiceId ? `addon of #${s.parentServiceId}` : s.type),
  },
  {
    id: 'plan',
    header: 'Plan',
    grow: 1.4,
    hideBelow: 'lg',
    cell: (s) => (s.quantity > 1 ? `${s.plan.name} × ${s.quantity}` : s.plan.name),
  },
  statusColumn((s) => s.status, statusLabel, statusTone, { grow: 1, minWidth: 100 }),
  {
    id: 'price',
    header: 'Price',
    grow: 1.1,
    hideBelow: 'sm',
    align: 'end',
    cell: (s) => perCycle(s.price, s.billingCycleMonths),
  },
  timeColumn('expires', 'Renews', (s) => s.expiresAt, 'minute', { grow: 1, hideBelow: 'md' }),
];
