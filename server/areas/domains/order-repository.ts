// Domain orders (domain_orders): each is a proforma invoice and what the
// registry is to do once it is paid. The invoice is created from the same
// price as the quote, so the quote shown is what the invoice totals.
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { domainOrders } from '@server/db/schema/domains';
import { VAT_RATE, money, type PaidHook } from '@server/core/money';
import { ApiError } from '@server/core/problem';
import {
  billingAddressById,
  createInvoice,
  invoiceById,
  invoiceUnpaidDueAfter,
  markInvoicePaid,
  setInvoiceBillingAddress,
  type InvoiceRow,
} from '@server/areas/billing/public';
import type { Price } from './pricing';

type Q = Db | Tx;
export type DomainOrderRow = typeof domainOrders.$inferSelect;
export type OrderKind = 'register' | 'renew' | 'restore' | 'transfer_in' | 'owner_change';
export type { InvoiceRow };

/** What invoice.meta.purpose says for a domain order's proforma (the paid hook looks for it). */
export const ORDER_PURPOSE = 'domain_order';

const ACTION: Record<OrderKind, string> = {
  register: 'register',
  renew: 'renew',
  restore: 'restore',
  transfer_in: 'transfer in',
  owner_change: 'change the owner of',
};

/**
 * An order of the account for this name and kind that is still on its way: paid and being carried
 * out, or an unpaid proforma not yet past its due date (a lapsed one no longer blocks a new order).
 */
export async function openOrder(q: Q, accountId: number, domain: string, kinds: OrderKind[], now: Date) {
  const [order] = await q
    .select()
    .from(domainOrders)
    .where(
      and(
        eq(domainOrders.accountId, accountId),
        eq(domainOrders.domain, domain),
        inArray(domainOrders.kind, kinds),
        or(
          eq(domainOrders.status, 'processing'),
          and(eq(domainOrders.status, 'awaiting_payment'), invoiceUnpaidDueAfter(domainOrders.invoiceId, now)),
        ),
      ),
    )
    .limit(1);
  // Every order has its proforma (placeDomainOrder writes both in one transaction).
  const invoice = order ? await invoiceById(q, order.invoiceId) : undefined;
  return order && invoice ? { order, invoice } : null;
}

/** The renewal or restore of a name still on its way, as the domain's detail shows it (null when there is none). */
export async function pendingRenewalOf(q: Q, accountId: number, domain: string, now: Date) {
  const open = await openOrder(q, accountId, domain, ['renew', 'restore'], now);
  if (!open) return null;
  return {
    kind: open.order.kind as 'renew' | 'restore',
    status: open.order.status as 'awaiting_payment' | 'processing',
    invoiceId: open.invoice.id,
    invoiceNumber: open.invoice.number,
    total: money(open.invoice.totalCents, open.invoice.currency),
    dueAt: open.invoice.dueAt.toISOString(),
  };
}

/** Why a new order cannot be placed while `open` is on its way. */
export function openOrderReason(open: { order: DomainOrderRow; invoice: InvoiceRow }) {
  const what = `An order to ${ACTION[open.order.kind as OrderKind] ?? open.order.kind} ${open.order.domain}`;
  return open.order.status === 'processing'
    ? `${what} is paid and being carried out at the registry; wait for it to finish`
    : `${what} already awaits payment (invoice ${open.invoice.number}, due ${open.invoice.dueAt.toISOString().slice(0, 10)}); pay that one instead of ordering again`;
}

/** The account's billing address `id`: 404 when there is none, 403 `not_owned` when it is another account's. */
export async function ownedBillingAddress(q: Q, accountId: number, id: number) {
  const row = await billingAddressById(q, id);
  if (!row) throw new ApiError('not_found', `There is no billing address ${id}; list them with GET /billing-addresses`);
  if (row.accountId !== accountId)
    throw new ApiError('not_owned', `Billing address ${id} belongs to another account; use one of this account's`);
  return row;
}

export interface NewDomainOrder {
  accountId: number;
  kind: OrderKind;
  domain: string;
  years: number;
  price: Price;
  description: string;
  /** The order's origin: the approved pending action, or the owner change's sign-in link. */
  pendingActionId: string;
  /** The pending action the proforma names (null when no hold was approved). */
  holdId: string | null;
  billingAddressId: number | null;
  /** When the proforma falls due: before the name lapses for a renewal or restore (order-due-date.ts). */
  dueAt?: Date;
  params: Record<string, unknown>;
}

/**
 * The proforma invoice and the order, in the caller's transaction. An order that costs nothing is paid
 * at once, through the server's invoice-paid hooks, so it is carried out like any paid one.
 */
export async function placeDomainOrder(tx: Tx, paidHooks: readonly PaidHook[], o: NewDomainOrder, now: Date) {
  const [orderId] = await tx
    .insert(domainOrders)
    .values({
      accountId: o.accountId,
      kind: o.kind,
      domain: o.domain,
      years: o.years,
      currency: o.price.currency,
      netCents: o.price.netCents,
      totalCents: o.price.totalCents,
      // set below, once the invoice (which names the order) exists
      invoiceId: 0,
      pendingActionId: o.pendingActionId,
      status: 'awaiting_payment',
      params: o.params,
      createdAt: now,
    })
    .returning({ id: domainOrders.id });
  const invoice = await createInvoice(tx, {
    accountId: o.accountId,
    kind: 'proforma',
    currency: o.price.currency,
    taxRate: VAT_RATE,
    now,
    dueAt: o.dueAt,
    pendingActionId: o.holdId,
    items: [{ description: o.description, quantity: 1, unitCents: o.price.netCents }],
    meta: { purpose: ORDER_PURPOSE, orderId: orderId!.id, kind: o.kind, domain: o.domain },
  });
  // VAT is rounded per invoice, exactly as priceOf rounds it: the two totals are one number.
  if (invoice.totalCents !== o.price.totalCents)
    throw new Error(`Invoice total ${invoice.totalCents} differs from the quoted ${o.price.totalCents}`);
  if (o.billingAddressId !== null) await setInvoiceBillingAddress(tx, invoice.id, o.billingAddressId);
  await tx.update(domainOrders).set({ invoiceId: invoice.id }).where(eq(domainOrders.id, orderId!.id));
  if (invoice.totalCents === 0) await markInvoicePaid(tx, paidHooks, invoice.id, now);
  const [order] = await tx.select().from(domainOrders).where(eq(domainOrders.id, orderId!.id));
  const fresh = await invoiceById(tx, invoice.id);
  return { order: order!, invoice: fresh! };
}

export async function orderOfInvoice(tx: Tx, invoiceId: number) {
  const [row] = await tx.select().from(domainOrders).where(eq(domainOrders.invoiceId, invoiceId)).for('update');
  return row ?? null;
}

export async function lockedOrder(tx: Tx, id: number) {
  const [row] = await tx.select().from(domainOrders).where(eq(domainOrders.id, id)).for('update');
  return row ?? null;
}

export async function setOrder(tx: Tx, id: number, set: Partial<DomainOrderRow>) {
  await tx.update(domainOrders).set(set).where(eq(domainOrders.id, id));
}
