// How invoices read in the API: the stored row (cents, internal kinds) becomes
// the contract's summary and detail, with its items, payments, credit note and
// any scheduled debit.
import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { CreditNote, Invoice, InvoiceSummary } from '@contract/billing';
import { creditNotes, invoiceItems, invoicePayments } from '@server/db/schema/billing';
import type { Deps } from '@server/core/deps';
import { money, paymentUrl } from '@server/core/money';
import { servicesByIds } from '@server/areas/services/public';
import { ensureBilledTo } from './invoice-repository';
import {
  amountDueCents,
  apiKind,
  isPayable,
  orderIdOf,
  statusNow,
  taxPercent,
  type InvoiceRow,
} from './invoice-status';

type Summary = z.input<typeof InvoiceSummary>;

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

export async function presentInvoice(
  deps: Deps,
  inv: InvoiceRow,
  opts: { fixAddress?: boolean } = {},
): Promise<z.input<typeof Invoice>> {
  const fixed = await ensureBilledTo(deps.db, inv, opts.fixAddress ?? true);
  const row = { ...inv, billingAddressId: fixed.billingAddressId };
  const ctx = await summaryContext(deps, [row]);
  const lines = await deps.db
    .select()
    .from(invoiceItems)
    .where(eq(invoiceItems.invoiceId, inv.id))
    .orderBy(asc(invoiceItems.id));
  // The domain of the service a line bills, as printed on it (null for a line of no service, or of one deleted).
  const billed = await servicesByIds(
    deps.db,
    lines.flatMap((l) => (l.serviceId === null ? [] : [l.serviceId])),
  );
  const domains = new Map(billed.map((s) => [s.id, s.domain]));
  const items = lines.map((item) => ({
    item,
    domain: item.serviceId === null ? null : (domains.get(item.serviceId) ?? null),
  }));
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
