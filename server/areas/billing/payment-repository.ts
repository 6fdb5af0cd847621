// What paying an invoice reads and writes: an owned saved card, the card and
// mandate to propose, the checks that an invoice can still be paid (when asked
// and again at approval), and the payment record every way of paying leaves.
import { eq } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { invoicePayments, invoices } from '@server/db/schema/billing';
import type { Deps } from '@server/core/deps';
import { ApiError } from '@server/core/problem';
import type { CardRow, MandateRow } from '@server/infra/payments';
import { amountDueCents, isPayable, type InvoiceRow } from './invoice-status';
import { pathId } from './path-ids';

export async function ownedCard(deps: Deps, accountId: number, raw: string | number) {
  const id = pathId(raw);
  const card = id === null ? undefined : await deps.infra.payments.card(deps.db, id);
  if (!card) throw new ApiError('not_found', `There is no saved card ${raw}`);
  if (card.accountId !== accountId)
    throw new ApiError('not_owned', `Card ${raw} is not one of this account's saved cards`);
  return card;
}

/** The card to propose: the one asked for, else the default card of the invoice's profile, else any default. */
export async function chooseCard(
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

/** The mandate that collects an invoice: an active one of its profile, else any active one. */
export const mandateFor = (mandates: MandateRow[], inv: InvoiceRow): MandateRow | null =>
  mandates.find((m) => m.status === 'active' && m.billingAddressId === inv.billingAddressId) ??
  mandates.find((m) => m.status === 'active') ??
  null;

function assertPayable(inv: InvoiceRow) {
  if (!isPayable(inv))
    throw new ApiError('conflict', `Invoice ${inv.number} is ${inv.status}; there is nothing to pay`);
}

/** An invoice that can be paid now: unpaid, and no direct debit of it scheduled. */
export async function assertPayableNow(deps: Deps, inv: InvoiceRow) {
  assertPayable(inv);
  const debit = await deps.infra.payments.scheduledDebit(deps.db, inv.id);
  if (debit)
    throw new ApiError(
      'conflict',
      `A direct debit of invoice ${inv.number} is scheduled for ${debit.collectOn}; unschedule it before paying another way`,
    );
}

/** Re-read at approval time: anything may have changed while the hold waited. */
export async function lockPayable(tx: Tx, invoiceId: number, cents: number) {
  const [inv] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
  if (!inv) throw new ApiError('invoice_not_found', `Invoice ${invoiceId} no longer exists`);
  assertPayable(inv);
  if (amountDueCents(inv) !== cents)
    throw new ApiError('conflict', `The amount due on ${inv.number} changed since this was asked for; ask again`);
  return inv;
}

export interface PaymentRecord {
  accountId: number;
  invoiceId: number;
  method: 'card' | 'directdebit';
  status: 'completed' | 'failed';
  amountCents: number;
  currency: string;
  reference: string;
  failureReason?: string | null;
  now: Date;
}

/** The invoice_payments line every way of paying leaves; only a completed payment has a paid date. */
export async function recordPayment(tx: Tx, { now, ...p }: PaymentRecord) {
  await tx.insert(invoicePayments).values({
    ...p,
    failureReason: p.failureReason ?? null,
    paidAt: p.status === 'completed' ? now : null,
    createdAt: now,
  });
}
