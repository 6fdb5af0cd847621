// Where invoices are written: a new invoice with its lines (number and OCR reference derived from its id),
// the billing profile an order names, and an invoice marked paid exactly once with the server's paid hooks.
// Billing owns `invoices` and `invoice_items`; other areas create and settle invoices only through these
// (billing/public.ts).
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '@server/db/client';
import { invoiceItems, invoices } from '@server/db/schema/billing';
import { randomString } from '@server/core/crypto';
import type { PaidHook } from '@server/core/money';
import type { InvoiceRow } from './invoice-status';

export interface NewInvoice {
  accountId: number;
  kind: 'invoice' | 'deposit' | 'proforma';
  currency: string;
  items: { description: string; quantity: number; unitCents: number; serviceId?: number | null }[];
  taxRate?: number;
  pendingActionId?: string | null;
  meta?: Record<string, unknown>;
  now: Date;
  dueDays?: number;
  /** An explicit due date, when the usual term would fall too late (a renewal due before the domain lapses). */
  dueAt?: Date;
}

/** OCR reference with a mod-10 (Luhn) check digit, as Nordic bank payments use. */
export function ocrFor(n: number): string {
  const base = String(n).padStart(8, '0');
  let sum = 0;
  for (let i = 0; i < base.length; i++) {
    let d = Number(base[base.length - 1 - i]);
    if (i % 2 === 0) d *= 2;
    sum += d > 9 ? d - 9 : d;
  }
  return base + ((10 - (sum % 10)) % 10);
}

/** A new unpaid invoice and its lines, in the caller's transaction. */
export async function createInvoice(tx: Tx | Db, inv: NewInvoice): Promise<InvoiceRow> {
  const subtotal = inv.items.reduce((s, i) => s + i.quantity * i.unitCents, 0);
  const tax = Math.round(subtotal * (inv.taxRate ?? 0));
  // Take the id from the sequence first so the number and OCR derive from it without a race.
  const [seq] = await queryRows<{ next: string | number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('invoices', 'id')) as next`,
  );
  const next = Number(seq!.next);
  const prefix = inv.kind === 'deposit' ? 'DEP' : inv.kind === 'proforma' ? 'PRO' : 'INV';
  const [row] = await tx
    .insert(invoices)
    .values({
      id: next,
      accountId: inv.accountId,
      number: `${prefix}-${inv.now.getUTCFullYear()}-${String(next).padStart(5, '0')}`,
      kind: inv.kind,
      status: 'unpaid',
      currency: inv.currency,
      subtotalCents: subtotal,
      taxCents: tax,
      totalCents: subtotal + tax,
      ocr: ocrFor(next),
      payToken: randomString(32),
      pendingActionId: inv.pendingActionId ?? null,
      meta: inv.meta ?? {},
      issuedAt: inv.now,
      dueAt: inv.dueAt ?? new Date(inv.now.getTime() + (inv.dueDays ?? 14) * 86_400_000),
    })
    .returning();
  await tx.insert(invoiceItems).values(
    inv.items.map((i) => ({
      invoiceId: row!.id,
      description: i.description,
      quantity: i.quantity,
      unitCents: i.unitCents,
      totalCents: i.quantity * i.unitCents,
      serviceId: i.serviceId ?? null,
    })),
  );
  return row!;
}

/** The billing profile the invoice is addressed to (an order that named one). */
export async function setInvoiceBillingAddress(tx: Tx, invoiceId: number, billingAddressId: number) {
  await tx.update(invoices).set({ billingAddressId }).where(eq(invoices.id, invoiceId));
}

/** Mark an invoice paid exactly once (a second call finds it paid and does nothing), then run the paid hooks. */
export async function markInvoicePaid(
  tx: Tx,
  paidHooks: readonly PaidHook[],
  invoiceId: number,
  now: Date,
): Promise<boolean> {
  const [inv] = await tx
    .update(invoices)
    .set({ status: 'paid', paidAt: now })
    .where(sql`${invoices.id} = ${invoiceId} and ${invoices.status} = 'unpaid'`)
    .returning();
  if (!inv) return false;
  for (const hook of paidHooks) await hook(tx, inv, now);
  return true;
}
