// What the billing area offers other areas (the diagnostics, the invoice reminders): the only module of it
// they may import.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { billingContacts, invoiceItems, invoices } from '@server/db/schema/billing';
import { primaryAddress } from './address-repository';

export interface UnpaidInvoice {
  id: number;
  number: string;
  totalCents: number;
  currency: string;
  dueAt: Date;
  /** The services its lines bill (empty for a deposit or a line of no service). */
  serviceIds: number[];
}

/** The account's unpaid invoices, oldest due first, with the services each one bills. */
export async function unpaidInvoicesOf(q: Db | Tx, accountId: number): Promise<UnpaidInvoice[]> {
  const rows = await q
    .select()
    .from(invoices)
    .where(and(eq(invoices.accountId, accountId), eq(invoices.status, 'unpaid')))
    .orderBy(asc(invoices.dueAt), asc(invoices.id));
  const items = rows.length
    ? await q
        .select({ invoiceId: invoiceItems.invoiceId, serviceId: invoiceItems.serviceId })
        .from(invoiceItems)
        .where(
          inArray(
            invoiceItems.invoiceId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    totalCents: r.totalCents,
    currency: r.currency,
    dueAt: r.dueAt,
    serviceIds: [
      ...new Set(items.filter((i) => i.invoiceId === r.id && i.serviceId !== null).map((i) => i.serviceId!)),
    ],
  }));
}

/**
 * Where an invoice's mail goes: the invoice_email contacts of its billing profile (the primary one when
 * the invoice names none), as resending an invoice does; empty when the profile has none.
 */
export async function invoiceContactsOf(
  q: Db | Tx,
  inv: { accountId: number; billingAddressId: number | null },
): Promise<string[]> {
  const profileId = inv.billingAddressId ?? (await primaryAddress(q, inv.accountId))?.id;
  if (profileId === undefined) return [];
  const rows = await q
    .select({ email: billingContacts.email })
    .from(billingContacts)
    .where(and(eq(billingContacts.billingAddressId, profileId), eq(billingContacts.type, 'invoice_email')))
    .orderBy(asc(billingContacts.id));
  return rows.map((r) => r.email);
}
export {
  balanceEventsPage,
  openDepositCount,
  openDepositSubtotalCents,
  unpaidInvoiceTotals,
  type BalanceEventRow,
} from './account-balance-reads';
export {
  cancelUnpaidInvoice,
  invoiceById,
  invoicesByIds,
  invoicesIssuedBetween,
  invoiceStatusIn,
  unpaidBillsDueBetween,
} from './invoice-reads';
export type { InvoiceRow } from './invoice-status';
/** Invoice creation and settlement: every area's invoices are written here (domain orders, renewals, Snapback). */
export { createInvoice, markInvoicePaid, setInvoiceBillingAddress } from './invoice-writer';
export { invoiceByPayToken, invoiceUnpaidDueAfter } from './invoice-reads';
export { billingAddressById } from './address-repository';
export { creditPaidDeposit, moveBalance } from './balance-moves';
