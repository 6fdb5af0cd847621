// How invoices read in the API: the stored row (cents, internal kinds) becomes
// the contract's summary and detail, with the status as of now (overdue is
// unpaid past its due date) and what is still to pay.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { CreditNote, Invoice, InvoiceSummary } from '@contract/billing';
import type { Db, Tx } from '@server/db/client';
import { billingAddresses, creditNotes, invoiceItems, invoicePayments, invoices, services } from '@server/db/schema';
import type { Deps } from '@server/core/deps';
import { money, paymentUrl } from '@server/core/money';
import { billedToFromAccount, billedToFromAddress, primaryAddress, type BilledTo } from './address-view';

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

/** What a page of invoices needs beyond the rows: credit notes and scheduled debits, in two queries. */
export async function summaryContext(deps: Deps, rows: InvoiceRow[]) {
  const ids = rows.map((r) => r.id);
  const notes = ids.length
    ? await deps.db
        .select({ id: creditNotes.id, invoiceId: creditNotes.invoiceId })
        .from(creditNotes)
        .where(inArray(creditNotes.invoiceId, ids))
    : [];
  const debits = await deps.infra.payments.scheduledDebits(deps.db, ids);
  return {
    creditNote: new Map(notes.map((n) => [n.invoiceId, n.id])),
    debitOn: new Map(debits.map((d) => [d.invoiceId, d.collectOn])),
  };
}

export function presentSummary(deps: Deps, inv: InvoiceRow, ctx: Awaited<ReturnType<typeof summaryContext>>): Summary {
  const c = inv.currency;
  return {
    id: inv.id,
    number: inv.number,
    status: statusNow(inv, deps.clock.now()),
    isProforma: inv.kind === 'proforma',
    kind: apiKind(inv.kind),
    orderId: orderIdOf(inv),
    issuedAt: inv.issuedAt.toISOString(),
    dueAt: inv.dueAt.toISOString(),
    paidAt: inv.paidAt?.toISOString() ?? null,
    subtotal: money(inv.subtotalCents, c),
    tax: money(inv.taxCents, c),
    total: money(inv.totalCents, c),
    amountDue: money(amountDueCents(inv), c),
    ocr: inv.ocr || null,
    paymentUrl: isPayable(inv) ? paymentUrl(deps.config.appUrl, inv.payToken) : null,
    billingAddressId: inv.billingAddressId,
    creditNoteId: ctx.creditNote.get(inv.id) ?? null,
    directDebitScheduledFor: ctx.debitOn.get(inv.id) ?? null,
  };
}

/**
 * The address printed on the invoice. Invoices created before any profile was
 * shown get it fixed now, from their profile (or the primary one), once.
 */
export async function ensureBilledTo(
  db: Db | Tx,
  inv: InvoiceRow,
  fix = true,
): Promise<{ billedTo: BilledTo; billingAddressId: number | null }> {
  if (inv.billedTo) return { billedTo: inv.billedTo, billingAddressId: inv.billingAddressId };
  const profile = inv.billingAddressId
    ? (await db.select().from(billingAddresses).where(eq(billingAddresses.id, inv.billingAddressId)))[0]
    : await primaryAddress(db, inv.accountId);
  const billedTo = profile ? billedToFromAddress(profile) : await billedToFromAccount(db, inv.accountId);
  // Sending a copy to someone must change nothing on the invoice, so it only reads.
  if (!fix) return { billedTo, billingAddressId: inv.billingAddressId };
  const [row] = await db
    .update(invoices)
    .set({ billedTo, billingAddressId: profile?.id ?? null })
    .where(and(eq(invoices.id, inv.id), isNull(invoices.billedTo)))
    .returning();
  // A concurrent first read may have fixed it already: theirs stands.
  if (row) return { billedTo, billingAddressId: profile?.id ?? null };
  const [again] = await db.select().from(invoices).where(eq(invoices.id, inv.id));
  return { billedTo: again!.billedTo!, billingAddressId: again!.billingAddressId };
}

export async function presentInvoice(
  deps: Deps,
  inv: InvoiceRow,
  opts: { fixAddress?: boolean } = {},
): Promise<z.input<typeof Invoice>> {
  const fixed = await ensureBilledTo(deps.db, inv, opts.fixAddress ?? true);
  const row = { ...inv, billingAddressId: fixed.billingAddressId };
  const ctx = await summaryContext(deps, [row]);
  const items = await deps.db
    .select({ item: invoiceItems, domain: services.domain })
    .from(invoiceItems)
    .leftJoin(services, eq(services.id, invoiceItems.serviceId))
    .where(eq(invoiceItems.invoiceId, inv.id))
    .orderBy(asc(invoiceItems.id));
  const payments = await deps.db
    .select()
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, inv.id))
    .orderBy(asc(invoicePayments.id));
  const c = inv.currency;
  const rate = taxPercent(inv);
  return {
    ...presentSummary(deps, row, ctx),
    items: items.map(({ item, domain }) => ({
      id: item.id,
      description: item.description,
      serviceId: item.serviceId,
      domain: domain ?? null,
      quantity: item.quantity,
      unitPrice: money(item.unitCents, c),
      taxRate: rate,
      amount: money(item.totalCents, c),
      periodStart: null,
      periodEnd: null,
    })),
    payments: payments.map((p) => ({
      id: p.id,
      method: p.method as 'card',
      status: p.status as 'completed',
      amount: money(p.amountCents, p.currency),
      reference: p.reference,
      paidAt: p.paidAt?.toISOString() ?? null,
      createdAt: p.createdAt.toISOString(),
    })),
    billedTo: fixed.billedTo,
    reminderCount: inv.reminderCount,
  };
}

export function presentCreditNote(note: typeof creditNotes.$inferSelect, inv: InvoiceRow): z.input<typeof CreditNote> {
  const c = inv.currency;
  const rate = taxPercent(note);
  return {
    id: note.id,
    number: note.number,
    invoiceId: inv.id,
    invoiceNumber: inv.number,
    issuedAt: note.issuedAt.toISOString(),
    reason: note.reason,
    items: note.items.map((it, i) => ({
      id: i + 1,
      description: it.description,
      serviceId: it.serviceId,
      domain: null,
      quantity: it.quantity,
      unitPrice: money(it.unitCents, c),
      taxRate: rate,
      amount: money(it.totalCents, c),
      periodStart: null,
      periodEnd: null,
    })),
    subtotal: money(note.subtotalCents, c),
    tax: money(note.taxCents, c),
    total: money(note.totalCents, c),
    refundedTo: note.refundedTo as 'card' | null,
  };
}
