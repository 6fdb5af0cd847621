// Columns of the services table. Phones keep the name, status and price.
import { Link } from '@tanstack/react-router';
import type { z } from 'zod';
import type { Service } from '@contract/services';
import type { Column } from '@/components/data-table/columns';
import { Badge } from '@/components/ui/badge';
import { formatDate, perCycle, statusLabel, statusTone } from './format';

type Row = z.infer<typeof Service>;

export const serviceColumns: Column<Row>[] = [
  {
    id: 'name',
    header: 'Service',
    grow: 2.2,
    minWidth: 160,
    cell: (s) => (
      <Link
        to="/services/$serviceId"
        params={{ serviceId: String(s.id) }}
        className="font-medium text-accent hover:underline"
      >
        {s.displayName}
      </Link>
    ),
  },
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
  {
    id: 'status',
    header: 'Status',
    grow: 1,
    minWidth: 100,
    cell: (s) => <Badge tone={statusTone[s.status]}>{statusLabel[s.status]}</Badge>,
  },
  {
    id: 'price',
    header: 'Price',
    grow: 1.1,
    hideBelow: 'sm',
    align: 'end',
    cell: (s) => perCycle(s.price, s.billingCycleMonths),
  },
  {
    id: 'expires',
    header: 'Renews',
    grow: 1,
    hideBelow: 'md',
    cell: (s) => <time dateTime={s.expiresAt ?? undefined}>{formatDate(s.expiresAt)}</time>,
  },
];
