// The addons of a service on its detail page: status, units, price, an open
// order to pay, and removal (held for confirmation).
import { useState } from 'react';
import type { z } from 'zod';
import type { Service } from '@contract/services';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Price } from '@/components/price';
import { formatDateTime } from '@/lib/format';
import { countOf } from '@/lib/glossary';
import { statusLabel, statusTone } from './format';
import { PayOrderLink } from './order-link';
import { RemoveAddonDialog } from './remove-addon-dialog';
import { ServicePrice } from './service-price';

type Addon = z.infer<typeof Service>;

export function AddonList({ serviceId, addons }: { serviceId: string; addons: Addon[] }) {
  const [removing, setRemoving] = useState<Addon | null>(null);
  const live = addons.filter((a) => a.status !== 'cancelled');
  if (live.length === 0) return <p className="text-sm text-muted">No addons yet.</p>;
  return (
    <>
      <ul className="divide-y divide-line" aria-label="Addons">
        {live.map((a) => (
          <li
            key={a.id}
            className="flex flex-wrap items-start justify-between gap-3 py-3"
            data-testid={`addon-${a.id}`}
          >
            <div className="space-y-1">
              <p className="font-medium">
                {a.plan.name}
                {a.quantity > 1 && <span className="text-muted"> × {a.quantity}</span>}{' '}
                <Badge tone={statusTone[a.status]}>{statusLabel[a.status]}</Badge>
              </p>
              <p className="text-sm text-muted">
                <ServicePrice service={a} />
                {a.expiresAt && ` · renews ${formatDateTime(a.expiresAt)}`}
              </p>
              {a.pendingOrder && (
                <p className="text-sm">
                  {a.status === 'pending'
                    ? 'Provisioned when paid'
                    : `${countOf(a.pendingOrder.quantity, 'more unit', 'more units')} when paid`}
                  : order {a.pendingOrder.orderNumber}, <Price money={a.pendingOrder.total} />
                </p>
              )}
            </div>
            <div className="flex flex-wrap gap-2">
              {a.pendingOrder && <PayOrderLink order={a.pendingOrder} />}
              {a.plan.serviceTypeId !== null && (
                <Button size="sm" variant="secondary" onClick={() => setRemoving(a)}>
                  {a.status === 'pending' ? 'Cancel order' : 'Remove'}
                  <span className="sr-only"> {a.plan.name}</span>
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {removing && <RemoveAddonDialog serviceId={serviceId} addon={removing} onClose={() => setRemoving(null)} />}
    </>
  );
}
