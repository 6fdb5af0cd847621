// Collecting a scheduled direct debit on its date: the provider collects it
// (or fails), the outcome is recorded, and a collected debit pays the invoice.
import { eq } from 'drizzle-orm';
import { invoices } from '@server/db/schema/billing';
import type { Deps } from '@server/core/deps';
import type { JobStep } from '@server/core/job-queue';
import { markInvoicePaid } from './invoice-writer';
import { isPayable } from './invoice-status';
import { recordPayment } from './payment-repository';

export const DEBIT_JOB = 'billing.collect-direct-debit';

export const directDebitStep: JobStep<Deps> = async (tx, job, deps) => {
  const debitId = String(job.payload.debitId);
  const now = deps.clock.now();
  const debit = await deps.infra.payments.debit(tx, debitId);
  if (!debit || debit.status !== 'scheduled') return { state: 'done', stage: 'not scheduled any more' };
  const [inv] = await tx.select().from(invoices).where(eq(invoices.id, debit.invoiceId)).for('update');
  if (!inv || !isPayable(inv)) {
    await deps.infra.payments.cancelDebit(tx, debit.id, now);
    return { state: 'done', stage: 'invoice already settled', result: { collected: false } };
  }
  const out = await deps.infra.payments.collectDebit(tx, debit.id, now);
  await recordPayment(tx, {
    accountId: inv.accountId,
    invoiceId: inv.id,
    method: 'directdebit',
    status: out.ok ? 'completed' : 'failed',
    amountCents: debit.amountCents,
    currency: debit.currency,
    reference: debit.id,
    failureReason: out.ok ? null : out.reason,
    now,
  });
  if (out.ok) await markInvoicePaid(tx, deps.paidHooks, inv.id, now);
  return { state: 'done', stage: out.ok ? 'collected' : 'failed', result: { collected: out.ok } };
};
