// Paying an order's proforma applies it, in the payment's own transaction: the
// plan changes, or the addon is provisioned. An order that can no longer be
// applied is cancelled and its payment credited to the balance.
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { serviceOrders, services } from '@server/db/schema/services';
import { type PaidHook } from '@server/core/money';
import { moveBalance } from '@server/areas/billing/public';
import { planById, planOf } from './catalogue-repository';
import { addMonths } from './pricing';

type OrderRow = typeof serviceOrders.$inferSelect;

// Paying the proforma applies the order, in the payment's own transaction.
export const applyPaidOrder: PaidHook = async (tx, inv, now) => {
  const purpose = inv.meta?.purpose;
  if (inv.kind !== 'proforma' || (purpose !== 'upgrade' && purpose !== 'addon')) return;
  const [order] = await tx
    .select()
    .from(serviceOrders)
    .where(and(eq(serviceOrders.invoiceId, inv.id), eq(serviceOrders.status, 'awaiting_payment')));
  if (!order) return;
  const applied = order.kind === 'upgrade' ? await applyUpgrade(tx, order) : await provisionAddon(tx, order, now);
  if (applied) {
    await tx.update(serviceOrders).set({ status: 'applied', appliedAt: now }).where(eq(serviceOrders.id, order.id));
    return;
  }
  // The service changed under the order (cancelled, or another plan): keep the money as balance, not lost.
  await tx.update(serviceOrders).set({ status: 'cancelled', cancelledAt: now }).where(eq(serviceOrders.id, order.id));
  if (inv.totalCents > 0) {
    await moveBalance(
      tx,
      inv.accountId,
      inv.totalCents,
      'refund',
      `Order ${inv.number} could not be applied; its payment was credited to the balance`,
      inv.id,
      now,
    );
  }
};

async function applyUpgrade(tx: Tx, order: OrderRow): Promise<boolean> {
  const [svc] = await tx.select().from(services).where(eq(services.id, order.serviceId));
  if (!svc || svc.status === 'cancelled') return false;
  const from = await planOf(tx, svc);
  const to = await planById(tx, order.serviceTypeId);
  if (!to || (from?.id ?? null) !== order.fromTypeId) return false;
  // "Business Hosting (example.com)" becomes "Professional Hosting (example.com)"; a custom name is kept.
  const displayName =
    from && svc.displayName.startsWith(from.name) ? to.name + svc.displayName.slice(from.name.length) : svc.displayName;
  await tx
    .update(services)
    .set({ serviceTypeId: to.id, plan: to.name, priceCents: order.newPriceCents, displayName })
    .where(eq(services.id, svc.id));
  return true;
}

async function provisionAddon(tx: Tx, order: OrderRow, now: Date): Promise<boolean> {
  const [addon] = order.addonServiceId
    ? await tx
        .select()
        .from(services)
        .where(and(eq(services.id, order.addonServiceId), ne(services.status, 'cancelled')))
    : [];
  if (!addon) return false;
  const first = addon.status === 'pending';
  await tx
    .update(services)
    .set(
      first
        ? {
            status: 'active',
            quantity: order.quantity,
            priceCents: order.newPriceCents,
            createdAt: now,
            expiresAt: addMonths(now, order.cycleMonths),
          }
        : { quantity: addon.quantity + order.quantity, priceCents: order.newPriceCents },
    )
    .where(eq(services.id, addon.id));
  return true;
}
