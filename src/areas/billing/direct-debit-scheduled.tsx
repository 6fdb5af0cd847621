// A scheduled direct debit, and unscheduling it before the provider sends it
// to the bank (asked once more in a dialog: it changes how the invoice is paid).
import { useState } from 'react';
import type { z } from 'zod';
import type { Invoice } from '@contract/billing';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { problemMessage } from '@/components/ui/problem-state';
import { notify } from '@/lib/notices';
import { formatMoney } from '@/lib/format';
import { formatDate } from './billing-format';
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
      <Dialog open={open} onClose={() => !unschedule.isPending && setOpen(false)} title="Unschedule the direct debit?">
        <div className="space-y-4 text-sm">
          <p>
            The collection of {formatMoney(invoice.amountDue)} on {on} is cancelled. {invoice.number} stays unpaid until
            you pay it another way.
          </p>
          {unschedule.error && (
            <p role="alert" className="text-danger">
              {problemMessage(unschedule.error).detail}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-3">
            <Button onClick={() => setOpen(false)} disabled={unschedule.isPending}>
              Keep it
            </Button>
            <Button
              variant="danger"
              loading={unschedule.isPending}
              onClick={() =>
                unschedule.mutate(undefined, {
                  onSuccess: () => {
                    setOpen(false);
                    notify('success', 'Direct debit unscheduled', `${invoice.number} is still to pay.`);
                  },
                })
              }
            >
              Unschedule
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
