// Paying an invoice with a saved card, as a hold: approval charges the card and
// marks the invoice paid (which runs every area's paid-hooks: a deposit raises
// the balance, an order is provisioned). A decline changes nothing.
import type { billingOps } from '@contract/billing';
import type { HoldSpec } from '@server/core/area';
import { money } from '@server/core/money';
import { markInvoicePaid } from './invoice-writer';
import { ApiError } from '@server/core/problem';
import { cardExpired } from '@server/infra/payments';
import { ownedInvoice } from './invoice-repository';
import { paymentPlan } from './payment-hold-plan';
import { cardLabel } from './payment-presenter';
import { assertPayableNow, chooseCard, lockPayable, recordPayment } from './payment-repository';

export const cardPaymentHold: HoldSpec<typeof billingOps.payInvoiceWithCard> = {
  async prepare({ deps, cred, params, body, setAuditTarget }) {
    const inv = await ownedInvoice(deps.db, cred.accountId, params.invoice);
    setAuditTarget(inv.number);
    await assertPayableNow(deps, inv);
    const card = await chooseCard(deps, cred.accountId, inv, body.card_id);
    if (cardExpired(card, deps.clock.now())) {
      throw new ApiError('validation_failed', `card_id: ${cardLabel(card)} has expired; choose another card`, {
        errors: [{ path: 'card_id', message: `${cardLabel(card)} has expired`, code: 'card_expired' }],
      });
    }
    return paymentPlan(inv, {
      summary: (due) => `Pay invoice ${inv.number} (${due}) with ${cardLabel(card)}`,
      params: { card_id: card.id },
      preview: [
        { label: 'Card', value: cardLabel(card) },
        { label: 'What happens', value: 'The card is charged and the invoice is marked paid' },
      ],
      extra: { card: { id: card.id, brand: card.brand, last4: card.last4 } },
    });
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
      throw new ApiError('conflict', `${charge.reason}. Nothing was charged; invoice ${inv.number} is still unpaid`);
    await recordPayment(tx, {
      accountId: action.accountId,
      invoiceId: inv.id,
      method: 'card',
      status: 'completed',
      amountCents: cents,
      currency: inv.currency,
      reference: charge.chargeId,
      now,
    });
    await markInvoicePaid(tx, deps.paidHooks, inv.id, now);
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
};
