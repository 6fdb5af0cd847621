// An upgrade that waits for its proforma order: what it is, what it costs,
// where to pay it, and cancelling it (which cancels the unpaid order).
import { useState } from 'react';
import type { z } from 'zod';
import type { ScheduledUpgrade } from '@contract/services';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { problemMessage } from '@/components/ui/problem-state';
import { formatMoney } from '@/lib/format';
import { notify } from '@/lib/notices';
import { formatDate } from './format';
import { useCancelUpgrade } from './mutations';
import { PayOrderLink } from './order-link';

export function ScheduledUpgradeNotice({
  serviceId,
  upgrade,
}: {
  serviceId: string;
  upgrade: z.infer<typeof ScheduledUpgrade>;
}) {
  const [asking, setAsking] = useState(false);
  const cancel = useCancelUpgrade(serviceId);
  const { order } = upgrade;
  return (
    <Notice tone="info" title={`Upgrade to ${upgrade.name} awaits payment`}>
      <p>
        Order {order.orderNumber} for {formatMoney(order.total)} is due {formatDate(order.dueAt)}. The plan changes as
        soon as it is paid.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <PayOrderLink order={order} />
        <Button size="sm" variant="secondary" onClick={() => setAsking(true)}>
          Cancel upgrade
        </Button>
      </div>
      <Dialog open={asking} onClose={() => !cancel.isPending && setAsking(false)} title="Cancel this upgrade?">
        <div className="space-y-4 text-sm">
          <p>
            The upgrade to <strong>{upgrade.name}</strong> is dropped and order {order.orderNumber} (
            {formatMoney(order.total)}) is cancelled, so it can no longer be paid. The service keeps its current plan.
            Nothing has been charged.
          </p>
          {cancel.error && (
            <p role="alert" className="text-danger">
              {problemMessage(cancel.error).detail}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={() => setAsking(false)} disabled={cancel.isPending}>
              Keep it
            </Button>
            <Button
              variant="danger"
              loading={cancel.isPending}
              onClick={() =>
                cancel.mutate(undefined, {
                  onSuccess: () => {
                    setAsking(false);
                    notify('success', 'Upgrade cancelled', `Order ${order.orderNumber} was cancelled.`);
                  },
                })
              }
            >
              Cancel upgrade and order
            </Button>
          </div>
        </div>
      </Dialog>
    </Notice>
  );
}
