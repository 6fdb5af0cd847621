// A scheduled direct debit, and unscheduling it before the provider sends it
// to the bank (asked once more in a dialog: it changes how the invoice is paid).
import { useState } from 'react';
import type { z } from 'zod';
import type { Invoice } from '@contract/billing';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Notice } from '@/components/ui/notice';
import { notify } from '@/lib/notices';
import { formatDate, formatMoney } from '@/lib/format';
import { useUnscheduleDirectDebit } from './mutations';

export function DirectDebitScheduled({ invoice }: { invoice: z.infer<typeof Invoice> }) {
  const [open, setOpen] = useState(false);
  const unschedule = useUnscheduleDirectDebit(String(invoice.id));
  const on = formatDate(invoice.directDebitScheduledFor);
  return (
    <>
      <Notice
        tone="info"
        title={`Direct debit scheduled for ${on}`}
        action={
          <Button size="sm" onClick={() => setOpen(true)}>
            Unschedule
          </Button>
        }
      >
        {formatMoney(invoice.amountDue)} will be collected from your account on {on}; the invoice is marked paid then.
      </Notice>
      <ConfirmDialog
        open={open}
        title="Unschedule the direct debit?"
        confirmLabel="Unschedule"
        cancelLabel="Keep it"
        busy={unschedule.isPending}
        error={unschedule.error}
        onConfirm={() =>
          unschedule.mutate(undefined, {
            onSuccess: () => {
              setOpen(false);
              notify('success', 'Direct debit unscheduled', `${invoice.number} is still to pay.`);
            },
          })
        }
        onClose={() => setOpen(false)}
      >
        <p>
          The collection of {formatMoney(invoice.amountDue)} on {on} is cancelled. {invoice.number} stays unpaid until
          you pay it another way.
        </p>
      </ConfirmDialog>
    </>
  );
}
