// Columns of the services table. Phones keep the name, status and price; the price is said with
// VAT at the account's rate (service-price.tsx). The name and type sort the list (ADR 035); the price
// does not (yearly and monthly prices side by side would not read as an order), nor the renewal (some
// services never renew, and a sort column must hold a value on every row).
import type { z } from 'zod';
import type { Service } from '@contract/services';
import { CellLink, linkColumn, statusColumn, timeColumn } from '@/components/data-table/cells';
import type { Column } from '@/components/data-table/columns';
import { statusLabel, statusTone } from './format';
import { ServicePrice } from './service-price';
import { displayDomain } from '@/lib/display-domain';

type Row = z.infer<typeof Service>;

export const serviceColumns: Column<Row>[] = [
  linkColumn('name', 'Service', { grow: 2.2, minWidth: 160, sort: 'name' }, (s) => (
    <CellLink to="/services/$serviceId" params={{ serviceId: String(s.id) }}>
      {displayDomain(s.displayName)}
    </CellLink>
  )),
  {
    id: 'type',
    header: 'Type',
    grow: 0.8,
    hideBelow: 'md',
    sort: 'type',
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
    cell: (s) => <ServicePrice service={s} />,
  },
  timeColumn('expires', 'Renews', (s) => s.expiresAt, 'minute', { grow: 1, hideBelow: 'md' }),
];
