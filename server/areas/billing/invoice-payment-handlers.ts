// Paying invoices. A card payment and a direct debit are holds (card-payment-hold.ts,
// direct-debit-hold.ts); a scheduled debit can be unscheduled until it is sent to the bank.
import { and, eq } from 'drizzle-orm';
import { billingOps } from '@contract/billing';
import { invoicePayments, invoices } from '@server/db/schema/billing';
import { implement } from '@server/core/area';
import { cancelJob } from '@server/core/job-queue';
import type { PaidHook } from '@server/core/money';
import { ApiError } from '@server/core/problem';
import { cardPaymentHold } from './card-payment-hold';
import { directDebitHold } from './direct-debit-hold';
import { ownedInvoice } from './invoice-repository';
import { statusNow } from './invoice-status';
import { recordPayment } from './payment-repository';

// Paid through the provider's pay page (a payment link): record that payment too,
// unless the payment that triggered this already recorded itself.
export const recordPagePayment: PaidHook = async (tx, inv, now) => {
  const [recorded] = await tx
    .select({ id: invoicePayments.id })
    .from(invoicePayments)
    .where(and(eq(invoicePayments.invoiceId, inv.id), eq(invoicePayments.status, 'completed')));
  if (recorded) return;
  await recordPayment(tx, {
    accountId: inv.accountId,
    invoiceId: inv.id,
    method: 'card',
    status: 'completed',
    amountCents: inv.totalCents,
    currency: inv.currency,
    reference: 'Paid on the payment page',
    now,
  });
};

export default implement(billingOps, {
  handlers: {
    async unscheduleInvoiceDirectDebit({ deps, cred, params, setAuditTarget }) {
      const inv = await ownedInvoice(deps.db, cred.accountId, params.invoice);
      setAuditTarget(inv.number);
      const now = deps.clock.now();
      const debit = await deps.infra.payments.scheduledDebit(deps.db, inv.id);
      if (!debit) throw new ApiError('conflict', `No direct debit is scheduled for invoice ${inv.number}`);
      await deps.db.transaction(async (tx) => {
        const cancelled = await deps.infra.payments.cancelDebit(tx, debit.id, now);
        if (!cancelled)
          throw new ApiError('conflict', `The direct debit of ${inv.number} was already sent to the bank`);
        if (debit.jobId) await cancelJob(tx, debit.jobId, now);
      });
      const [fresh] = await deps.db.select().from(invoices).where(eq(invoices.id, inv.id));
      return { invoiceId: inv.id, unscheduled: true as const, status: statusNow(fresh!, now) };
    },
  },
  holds: {
    payInvoiceWithCard: cardPaymentHold,
    payInvoiceWithDirectDebit: directDebitHold,
  },
});
