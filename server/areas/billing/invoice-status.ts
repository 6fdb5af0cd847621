// Invoice rules that need no database: whether it can be paid, its status as of
// now (overdue is unpaid past its due date), its kind as the API names it, and what is still to pay.
import type { z } from 'zod';
import type { InvoiceSummary } from '@contract/billing';
import type { invoices } from '@server/db/schema/billing';

export type InvoiceRow = typeof invoices.$inferSelect;
type Summary = z.input<typeof InvoiceSummary>;

export const isPayable = (inv: InvoiceRow) => inv.status === 'unpaid';

export function statusNow(inv: InvoiceRow, now: Date): Summary['status'] {
  if (inv.status === 'unpaid' && inv.dueAt < now) return 'overdue';
  return inv.status as Summary['status'];
}

export const apiKind = (kind: string): Summary['kind'] =>
  kind === 'proforma' ? 'proforma-order' : (kind as Summary['kind']);
export const dbKind = (kind: Summary['kind']) => (kind === 'proforma-order' ? 'proforma' : kind);

/** An order is its proforma invoice; areas that keep their own order number put it in meta.orderId. */
export function orderIdOf(inv: InvoiceRow): number | null {
  if (inv.kind !== 'proforma') return null;
  const fromMeta = Number(inv.meta.orderId);
  return Number.isSafeInteger(fromMeta) && fromMeta > 0 ? fromMeta : inv.id;
}

/** The VAT rate, read back from the rounded tax: one decimal recovers rates like 25 or 25.5 %. */
export const taxPercent = (inv: Pick<InvoiceRow, 'subtotalCents' | 'taxCents'>) =>
  inv.subtotalCents > 0 ? Math.round((inv.taxCents / inv.subtotalCents) * 1000) / 10 : 0;

export const amountDueCents = (inv: InvoiceRow) => (isPayable(inv) ? inv.totalCents : 0);
