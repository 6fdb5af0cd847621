// Orders of the services area: a proforma invoice created on approval, kept in
// service_orders, and applied by the invoice-paid hook of order-fulfilment.ts (the
// plan changes / the addon is provisioned only once the order is paid).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { serviceOrders, services } from '@server/db/schema/services';
import { VAT_RATE, type PaidHook } from '@server/core/money';
import { createInvoice, markInvoicePaid } from '@server/areas/billing/public';
import {
  cancelUnpaidInvoice,
  invoiceById,
  invoicesByIds,
  invoiceStatusIn,
  type InvoiceRow,
} from '@server/areas/billing/public';

type Q = Db | Tx;
export type OrderRow = typeof serviceOrders.$inferSelect;
export type { InvoiceRow };
export interface OpenOrder {
  order: OrderRow;
  invoice: InvoiceRow;
}

/** Orders still waiting for their (unpaid) proforma, filtered by `where`. */
export async function openOrders(db: Q, where: ReturnType<typeof and>): Promise<OpenOrder[]> {
  const orders = await db
    .select()
    .from(serviceOrders)
    .where(
      and(eq(serviceOrders.status, 'awaiting_payment'), invoiceStatusIn(serviceOrders.invoiceId, ['unpaid']), where),
    )
    .orderBy(serviceOrders.id);
  // The proformas, read in the same transaction as the orders that named them.
  const bills = await invoicesByIds(
    db,
    orders.map((o) => o.invoiceId),
  );
  return orders.flatMap((order) => {
    const invoice = bills.get(order.invoiceId);
    return invoice ? [{ order, invoice }] : [];
  });
}

/** Close orders whose proforma was cancelled or refunded elsewhere, so a new order can be placed. */
export async function closeStaleOrders(tx: Tx, serviceId: number, now: Date) {
  await tx
    .update(serviceOrders)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(
      and(
        eq(serviceOrders.serviceId, serviceId),
        eq(serviceOrders.status, 'awaiting_payment'),
        invoiceStatusIn(serviceOrders.invoiceId, ['cancelled', 'refunded']),
      ),
    );
  // An addon that never got paid for ends with its last order.
  await tx
    .update(services)
    .set({ status: 'cancelled', cancellationRequestedAt: now })
    .where(
      and(
        eq(services.parentId, serviceId),
        eq(services.status, 'pending'),
        sql`not exists (select 1 from service_orders o where o.addon_service_id = ${services.id} and o.status = 'awaiting_payment')`,
      ),
    );
}

export interface NewOrder {
  accountId: number;
  currency: string;
  kind: 'upgrade' | 'addon';
  serviceId: number;
  serviceTypeId: number;
  fromTypeId?: number | null;
  addonServiceId?: number | null;
  quantity: number;
  cycleMonths: number;
  newPriceCents: number;
  chargeCents: number;
  description: string;
  pendingActionId: string;
}

/** The proforma order; an order that costs nothing is settled at once (and so applied). */
/** A free order (nothing to charge) is paid at once, with the server's invoice-paid hooks. */
export async function placeOrder(tx: Tx, paidHooks: readonly PaidHook[], o: NewOrder, now: Date) {
  const invoice = await createInvoice(tx, {
    accountId: o.accountId,
    kind: 'proforma',
    currency: o.currency,
    taxRate: VAT_RATE,
    now,
    pendingActionId: o.pendingActionId,
    items: [
      { description: o.description, quantity: 1, unitCents: o.chargeCents, serviceId: o.addonServiceId ?? o.serviceId },
    ],
    meta: {
      purpose: o.kind,
      serviceId: o.serviceId,
      serviceTypeId: o.serviceTypeId,
      addonServiceId: o.addonServiceId ?? null,
      quantity: o.quantity,
    },
  });
  const [order] = await tx
    .insert(serviceOrders)
    .values({
      accountId: o.accountId,
      kind: o.kind,
      serviceId: o.serviceId,
      serviceTypeId: o.serviceTypeId,
      fromTypeId: o.fromTypeId ?? null,
      addonServiceId: o.addonServiceId ?? null,
      quantity: o.quantity,
      cycleMonths: o.cycleMonths,
      newPriceCents: o.newPriceCents,
      invoiceId: invoice.id,
      pendingActionId: o.pendingActionId,
      createdAt: now,
    })
    .returning();
  if (o.chargeCents === 0) await markInvoicePaid(tx, paidHooks, invoice.id, now);
  const fresh = await invoiceById(tx, invoice.id);
  return { order: order!, invoice: fresh! };
}

/** Cancel an unpaid order and its proforma (nothing was charged). */
export async function cancelOrder(tx: Tx, order: OrderRow, now: Date) {
  const [row] = await tx
    .update(serviceOrders)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(and(eq(serviceOrders.id, order.id), eq(serviceOrders.status, 'awaiting_payment')))
    .returning();
  await cancelUnpaidInvoice(tx, order.invoiceId);
  const inv = await invoiceById(tx, order.invoiceId);
  return { order: row ?? order, invoice: inv! };
}

/** Cancel every open order of the given addon services. */
export async function cancelAddonOrders(tx: Tx, addonServiceIds: number[], now: Date) {
  if (addonServiceIds.length === 0) return [];
  const open = await tx
    .select()
    .from(serviceOrders)
    .where(and(inArray(serviceOrders.addonServiceId, addonServiceIds), eq(serviceOrders.status, 'awaiting_payment')));
  return Promise.all(open.map((o) => cancelOrder(tx, o, now)));
}
