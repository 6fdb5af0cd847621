// Paying an invoice by direct debit, as a hold: approval schedules the
// collection on the earliest date, and a job collects it then.
import type { billingOps } from '@contract/billing';
import type { HoldSpec } from '@server/core/area';
import { enqueue } from '@server/core/job-queue';
import { money } from '@server/core/money';
import { ApiError } from '@server/core/problem';
import { DEBIT_JOB } from './direct-debit-job';
import { ownedInvoice } from './invoice-repository';
import { paymentPlan } from './payment-hold-plan';
import { mandateLabel } from './payment-presenter';
import { lockPayable, mandateFor, assertPayableNow } from './payment-repository';

/** The provider submits collections to the bank the day before: the earliest date is tomorrow. */
const collectDate = (now: Date) => new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);

export const directDebitHold: HoldSpec<typeof billingOps.payInvoiceWithDirectDebit> = {
  async prepare({ deps, cred, params, setAuditTarget }) {
    const inv = await ownedInvoice(deps.db, cred.accountId, params.invoice);
    setAuditTarget(inv.number);
    await assertPayableNow(deps, inv);
    const mandate = mandateFor(await deps.infra.payments.mandates(deps.db, cred.accountId), inv);
    if (!mandate) throw new ApiError('conflict', 'There is no active direct-debit mandate on this account');
    const collectOn = collectDate(deps.clock.now());
    return paymentPlan(inv, {
      summary: (due) => `Collect ${due} for invoice ${inv.number} by direct debit on ${collectOn}`,
      params: { mandate_id: mandate.id },
      preview: [
        { label: 'Mandate', value: mandateLabel(mandate) },
        { label: 'Collected on', value: `${collectOn} (the earliest date after approval)` },
        {
          label: 'What happens',
          value:
            'The collection is scheduled; the invoice is paid when the bank collects it. It can be unscheduled until then.',
        },
      ],
      extra: { collectOn },
    });
  },
  async execute(tx, action, deps) {
    const now = deps.clock.now();
    const cents = Number(action.params.amount_cents);
    const inv = await lockPayable(tx, Number(action.params.invoice_id), cents);
    if (await deps.infra.payments.scheduledDebit(tx, inv.id))
      throw new ApiError('conflict', `A direct debit of ${inv.number} is already scheduled`);
    const mandate = (await deps.infra.payments.mandates(tx, action.accountId)).find(
      (m) => m.id === Number(action.params.mandate_id),
    );
    if (!mandate || mandate.status !== 'active')
      throw new ApiError('conflict', 'The direct-debit mandate is no longer active; nothing was scheduled');
    // Collected on the date computed at approval, early in the (UTC) morning.
    const collectOn = collectDate(now);
    const debit = await deps.infra.payments.scheduleDebit(tx, {
      accountId: action.accountId,
      mandateId: mandate.id,
      invoiceId: inv.id,
      amountCents: cents,
      currency: inv.currency,
      collectOn,
      now,
    });
    const runAt = Date.parse(`${collectOn}T06:00:00Z`);
    const job = await enqueue(tx, now, {
      kind: DEBIT_JOB,
      accountId: action.accountId,
      subject: debit.id,
      payload: { debitId: debit.id, invoiceId: inv.id },
      runInMs: runAt - now.getTime(),
      stage: 'scheduled',
    });
    await deps.infra.payments.attachJob(tx, debit.id, job.id);
    return {
      invoiceId: inv.id,
      invoiceNumber: inv.number,
      status: 'scheduled',
      amount: money(cents, inv.currency),
      collectOn,
      mandate: mandateLabel(mandate),
      debitReference: debit.id,
    };
  },
};
