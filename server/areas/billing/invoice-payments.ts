// Paying invoices. A card payment and a direct debit are holds: approval
// charges the card (and marks the invoice paid, which runs every area's
// paid-hooks: a deposit raises the balance, an order is provisioned) or
// schedules the debit, which the provider collects on its date.
import { and, eq } from 'drizzle-orm';
import { billingOps } from '@contract/billing';
import type { Tx } from '@server/db/client';
import { invoicePayments, invoices } from '@server/db/schema';
import { implement } from '@server/core/area';
import type { Deps } from '@server/core/deps';
import { cancelJob, enqueue, registerJob } from '@server/core/jobs';
import { markInvoicePaid, money, onInvoicePaid } from '@server/core/money';
import { ApiError } from '@server/core/problem';
import { cardExpired, type CardRow } from '@server/infra/payments';
import { amountDueCents, isPayable, statusNow, type InvoiceRow } from './invoice-view';
import { fmtMoney, ownedCard, ownedInvoice } from './lookup';
import { cardLabel, mandateLabel } from './payment-views';

const DEBIT_JOB = 'billing.collect-direct-debit';
/** The provider submits collections to the bank the day before: the earliest date is tomorrow. */
const collectDate = (now: Date) => new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);

function assertPayable(inv: InvoiceRow) {
  if (!isPayable(inv))
    throw new ApiError('conflict', `Invoice ${inv.number} is ${inv.status}; there is nothing to pay`);
}

async function assertNoDebit(deps: Deps, inv: InvoiceRow) {
  const debit = await deps.infra.payments.scheduledDebit(deps.db, inv.id);
  if (debit)
    throw new ApiError(
      'conflict',
      `A direct debit of invoice ${inv.number} is scheduled for ${debit.collectOn}; unschedule it before paying another way`,
    );
}

/** The card to propose: the one asked for, else the default card of the invoice's profile, else any default. */
async function chooseCard(
  deps: Deps,
  accountId: number,
  inv: InvoiceRow,
  cardId: number | undefined,
): Promise<CardRow> {
  if (cardId !== undefined) return ownedCard(deps, accountId, cardId);
  const cards = await deps.infra.payments.cards(deps.db, accountId);
  const card =
    cards.find((c) => c.isDefault && c.billingAddressId === inv.billingAddressId) ??
    cards.find((c) => c.isDefault) ??
    cards[0];
  if (!card)
    throw new ApiError('conflict', 'There is no saved card on this account; add one with a card setup link first');
  return card;
}

/** Re-read at approval time: anything may have changed while the hold waited. */
async function lockPayable(tx: Tx, invoiceId: number, cents: number) {
  const [inv] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
  if (!inv) throw new ApiError('invoice_not_found', `Invoice ${invoiceId} no longer exists`);
  assertPayable(inv);
  if (amountDueCents(inv) !== cents)
    throw new ApiError('conflict', `The amount due on ${inv.number} changed since this was asked for; ask again`);
  return inv;
}

// Paid through the provider's pay page (a payment link): record that payment too,
// unless the payment that triggered this already recorded itself.
onInvoicePaid(async (tx, inv, now) => {
  const [recorded] = await tx
    .select({ id: invoicePayments.id })
    .from(invoicePayments)
    .where(and(eq(invoicePayments.invoiceId, inv.id), eq(invoicePayments.status, 'completed')));
  if (recorded) return;
  await tx.insert(invoicePayments).values({
    accountId: inv.accountId,
    invoiceId: inv.id,
    method: 'card',
    status: 'completed',
    amountCents: inv.totalCents,
    currency: inv.currency,
    reference: 'Paid on the payment page',
    paidAt: now,
    createdAt: now,
  });
});

registerJob(DEBIT_JOB, async (tx, job, deps) => {
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
  await tx.insert(invoicePayments).values({
    accountId: inv.accountId,
    invoiceId: inv.id,
    method: 'directdebit',
    status: out.ok ? 'completed' : 'failed',
    amountCents: debit.amountCents,
    currency: debit.currency,
    reference: debit.id,
    failureReason: out.ok ? null : out.reason,
    paidAt: out.ok ? now : null,
    createdAt: now,
  });
  if (out.ok) await markInvoicePaid(tx, inv.id, now);
  return { state: 'done', stage: out.ok ? 'collected' : 'failed', result: { collected: out.ok } };
});

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
    payInvoiceWithCard: {
      async prepare({ deps, cred, params, body, setAuditTarget }) {
        const inv = await ownedInvoice(deps.db, cred.accountId, params.invoice);
        setAuditTarget(inv.number);
        assertPayable(inv);
        await assertNoDebit(deps, inv);
        const card = await chooseCard(deps, cred.accountId, inv, body.card_id);
        if (cardExpired(card, deps.clock.now())) {
          throw new ApiError('validation_failed', `card_id: ${cardLabel(card)} has expired; choose another card`, {
            errors: [{ path: 'card_id', message: `${cardLabel(card)} has expired`, code: 'card_expired' }],
          });
        }
        const cents = amountDueCents(inv);
        const amount = money(cents, inv.currency);
        return {
          summary: `Pay invoice ${inv.number} (${fmtMoney(cents, inv.currency)}) with ${cardLabel(card)}`,
          params: { invoice_id: inv.id, card_id: card.id, amount_cents: cents, currency: inv.currency },
          money: amount,
          preview: [
            { label: 'Invoice', value: inv.number },
            { label: 'Amount', value: fmtMoney(cents, inv.currency) },
            { label: 'Card', value: cardLabel(card) },
            { label: 'What happens', value: 'The card is charged and the invoice is marked paid' },
          ],
          extra: { invoiceId: inv.id, amount, card: { id: card.id, brand: card.brand, last4: card.last4 } },
        };
      },
      async execute(tx, action, deps) {
        const now = deps.clock.now();
        const cents = Number(action.params.amount_cents);
        const inv = await lockPayable(tx, Number(action.params.invoice_id), cents);
        const debit = await deps.infra.payments.scheduledDebit(tx, inv.id);
        if (debit)
          throw new ApiError(
            'conflict',
            `A direct debit of ${inv.number} was scheduled meanwhile for ${debit.collectOn}; nothing was charged`,
          );
        const card = await deps.infra.payments.card(tx, Number(action.params.card_id));
        if (!card || card.accountId !== action.accountId)
          throw new ApiError('conflict', 'The card was removed meanwhile; nothing was charged');
        const charge = await deps.infra.payments.charge(tx, {
          accountId: action.accountId,
          cardId: card.id,
          amountCents: cents,
          currency: inv.currency,
          description: `Invoice ${inv.number}`,
          now,
        });
        // A decline rolls this approval back: the failure is recorded on the pending action.
        if (!charge.ok)
          throw new ApiError(
            'conflict',
            `${charge.reason}. Nothing was charged; invoice ${inv.number} is still unpaid`,
          );
        await tx.insert(invoicePayments).values({
          accountId: action.accountId,
          invoiceId: inv.id,
          method: 'card',
          status: 'completed',
          amountCents: cents,
          currency: inv.currency,
          reference: charge.chargeId,
          paidAt: now,
          createdAt: now,
        });
        await markInvoicePaid(tx, inv.id, now);
        return {
          invoiceId: inv.id,
          invoiceNumber: inv.number,
          status: 'paid',
          amountPaid: money(cents, inv.currency),
          card: cardLabel(card),
          chargeReference: charge.chargeId,
          paidAt: now.toISOString(),
        };
      },
    },

    payInvoiceWithDirectDebit: {
      async prepare({ deps, cred, params, setAuditTarget }) {
        const inv = await ownedInvoice(deps.db, cred.accountId, params.invoice);
        setAuditTarget(inv.number);
        assertPayable(inv);
        await assertNoDebit(deps, inv);
        const mandates = (await deps.infra.payments.mandates(deps.db, cred.accountId)).filter(
          (m) => m.status === 'active',
        );
        const mandate = mandates.find((m) => m.billingAddressId === inv.billingAddressId) ?? mandates[0];
        if (!mandate) throw new ApiError('conflict', 'There is no active direct-debit mandate on this account');
        const cents = amountDueCents(inv);
        const collectOn = collectDate(deps.clock.now());
        const amount = money(cents, inv.currency);
        return {
          summary: `Collect ${fmtMoney(cents, inv.currency)} for invoice ${inv.number} by direct debit on ${collectOn}`,
          params: { invoice_id: inv.id, mandate_id: mandate.id, amount_cents: cents, currency: inv.currency },
          money: amount,
          preview: [
            { label: 'Invoice', value: inv.number },
            { label: 'Amount', value: fmtMoney(cents, inv.currency) },
            { label: 'Mandate', value: mandateLabel(mandate) },
            { label: 'Collected on', value: `${collectOn} (the earliest date after approval)` },
            {
              label: 'What happens',
              value:
                'The collection is scheduled; the invoice is paid when the bank collects it. It can be unscheduled until then.',
            },
          ],
          extra: { invoiceId: inv.id, amount, collectOn },
        };
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
    },
  },
});
