// The part of a payment hold's plan both ways of paying share: what is paid,
// how much, and the preview lines that say so.
import type { HoldPlan } from '@server/core/holds';
import { money } from '@server/core/money';
import { amountDueCents, type InvoiceRow } from './invoice-status';
import { fmtMoney } from './payment-presenter';

type Line = HoldPlan['preview'][number];

export function paymentPlan(
  inv: InvoiceRow,
  plan: { summary: (due: string) => string; params: Record<string, unknown>; preview: Line[]; extra: object },
): HoldPlan {
  const cents = amountDueCents(inv);
  const due = fmtMoney(cents, inv.currency);
  const amount = money(cents, inv.currency);
  return {
    summary: plan.summary(due),
    params: { invoice_id: inv.id, ...plan.params, amount_cents: cents, currency: inv.currency },
    money: amount,
    preview: [{ label: 'Invoice', value: inv.number }, { label: 'Amount', value: due }, ...plan.preview],
    extra: { invoiceId: inv.id, amount, ...plan.extra },
  };
}
