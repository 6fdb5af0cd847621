// An upgrade that waits for its proforma order: what it is, what it costs,
// where to pay it, and cancelling it (which cancels the unpaid order).
import { useState } from 'react';
import type { z } from 'zod';
import type { ScheduledUpgrade } from '@contract/services';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Notice } from '@/components/ui/notice';
import { formatDateTime, formatMoney } from '@/lib/format';
import { notify } from '@/lib/notices';
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
        Order {order.orderNumber} for {formatMoney(order.total)} is due {formatDateTime(order.dueAt)}. The plan changes
        as soon as it is paid.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <PayOrderLink order={order} />
        <Button size="sm" variant="secondary" onClick={() => setAsking(true)}>
          Cancel upgrade
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title="Cancel this upgrade?"
        confirmLabel="Cancel upgrade and order"
        cancelLabel="Keep it"
        busy={cancel.isPending}
        error={cancel.error}
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: () => {
              setAsking(false);
              notify('success', 'Upgrade cancelled', `Order ${order.orderNumber} was cancelled.`);
            },
          })
        }
        onClose={() => setAsking(false)}
      >
        <p>
          The upgrade to <strong>{upgrade.name}</strong> is dropped and order {order.orderNumber} (
          {formatMoney(order.total)}) is cancelled, so it can no longer be paid. The service keeps its current plan.
          Nothing has been charged.
        </p>
      </ConfirmDialog>
    </Notice>
  );
}
