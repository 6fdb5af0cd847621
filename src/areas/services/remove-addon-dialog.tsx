// Removing an addon is held for confirmation: this dialog says what will
// happen (no refund; an unpaid order is simply cancelled), then asks for the
// hold and goes to its confirmation page.
import { useMemo, useState } from 'react';
import type { z } from 'zod';
import { AddonRequestBody, type Service } from '@contract/services';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { NumberField } from '@/components/ui/number-field';
import { attemptKey, newAttemptBase } from '@/lib/attempt-key';
import { useOpenConfirmation } from '@/lib/hold-request';
import { useRequestAddon } from './mutations';

type Addon = z.infer<typeof Service>;
const quantitySchema = AddonRequestBody.shape.quantity;

export function RemoveAddonDialog({
  serviceId,
  addon,
  onClose,
}: {
  serviceId: string;
  addon: Addon;
  onClose: () => void;
}) {
  const openConfirmation = useOpenConfirmation();
  const request = useRequestAddon(serviceId);
  const base = useMemo(() => newAttemptBase('addon-remove'), []);
  const pending = addon.status === 'pending';
  const [qty, setQty] = useState(String(addon.quantity));
  const n = Number(qty);
  const invalid =
    !pending && (!Number.isInteger(n) || n < 1 || n > addon.quantity)
      ? `Enter a whole number from 1 to ${addon.quantity}`
      : undefined;

  const submit = () => {
    if (invalid) return;
    const body = {
      input: serviceId,
      action: 'remove' as const,
      service_plan_id: addon.plan.serviceTypeId!,
      quantity: pending ? null : n,
    };
    request.mutate(
      { ...body, attempt_key: attemptKey(base, body) },
      {
        onSuccess: openConfirmation,
      },
    );
  };

  return (
    <ConfirmDialog
      open
      title={pending ? `Cancel the ${addon.plan.name} order?` : `Remove ${addon.plan.name}?`}
      confirmLabel={
        <>
          {pending ? 'Cancel order' : `Remove ${addon.quantity > 1 ? `${n || ''} unit${n === 1 ? '' : 's'}` : 'addon'}`}{' '}
          — continue to confirm
        </>
      }
      cancelLabel="Keep it"
      busy={request.isPending}
      error={request.error}
      confirmDisabled={Boolean(invalid)}
      onConfirm={submit}
      onClose={onClose}
    >
      {pending ? (
        <p>
          The unpaid order {addon.pendingOrder?.orderNumber} is cancelled and the addon is not provisioned. Nothing has
          been charged.
        </p>
      ) : (
        <>
          <p>
            Removed units stop at once. The rest of their paid period is <strong>not refunded</strong>.
          </p>
          {addon.quantity > 1 && (
            <NumberField
              label="Units to remove"
              schema={quantitySchema}
              hint={`It has ${addon.quantity}`}
              error={invalid ? { message: invalid } : undefined}
              min={1}
              max={addon.quantity}
              value={qty}
              onChange={(e) => setQty(e.target.value)}
              className="max-w-32"
            />
          )}
        </>
      )}
      <p className="text-muted">You confirm this on the next page before anything happens.</p>
    </ConfirmDialog>
  );
}
