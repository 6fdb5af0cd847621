// Approval of the addon management hold. Everything is re-checked against the
// service as it is now, in the approval's transaction.
import { eq } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { services } from '@server/db/schema/services';
import type { Deps } from '@server/core/deps';
import type { PendingRow } from '@server/core/holds';
import { ApiError } from '@server/core/problem';
import { addonStates, pricedAddons } from './addon-repository';
import { planById } from './catalogue-repository';
import { cancelAddonOrders, closeStaleOrders, placeOrder } from './order-repository';
import { cycleName, isoDate } from './pricing';
import { orderRef } from './service-presenter';
import { ownedService } from './service-repository';
import { assertActiveForAddons } from './service-status';

interface AddParams {
  service_id: number;
  addon_type_id: number;
  quantity: number;
  cycle_months: number;
  existing_addon_id: number | null;
  charge_cents: number;
  new_price_cents: number;
  currency: string;
}
interface RemoveParams {
  service_id: number;
  addon_type_id: number;
  addon_service_id: number;
  quantity: number;
}

const changed = (what: string) =>
  new ApiError('conflict', `${what} since this was requested; ask again to see the current state`);

export async function executeAddAddon(tx: Tx, action: PendingRow, deps: Deps) {
  const p = action.params as unknown as AddParams;
  const now = deps.clock.now();
  const parent = await ownedService(tx, action.accountId, p.service_id, true);
  await closeStaleOrders(tx, parent.id, now);
  assertActiveForAddons(parent, now);
  const addon = (await pricedAddons(tx, parent, p.currency)).find((a) => a.plan.id === p.addon_type_id);
  if (!addon) throw changed('The catalogue no longer offers this addon for the service');
  const { state } = addon;
  if (state.open) throw changed(`An order for ${addon.plan.name} (${state.open.invoice.number}) was placed`);
  if ((state.child?.id ?? null) !== p.existing_addon_id)
    throw changed(`The ${addon.plan.name} addon of this service changed`);
  if (state.inUse + p.quantity > addon.out.maxQuantity)
    throw changed(`The service reached the limit of ${addon.out.maxQuantity} × ${addon.plan.name}`);

  let addonId = state.child?.id;
  if (!addonId) {
    // Pending until its order is paid; the paid-invoice hook activates it.
    const [row] = await tx
      .insert(services)
      .values({
        accountId: parent.accountId,
        type: 'addon',
        plan: addon.plan.name,
        serviceTypeId: addon.plan.id,
        domain: parent.domain,
        displayName: `${addon.plan.name} for ${parent.domain ?? parent.displayName}`,
        status: 'pending',
        node: parent.node,
        parentId: parent.id,
        quantity: p.quantity,
        priceCents: p.new_price_cents,
        billingCycle: cycleName(p.cycle_months),
        createdAt: now,
      })
      .returning();
    addonId = row!.id;
  }
  const { order, invoice } = await placeOrder(
    tx,
    deps.paidHooks,
    {
      accountId: parent.accountId,
      currency: p.currency,
      kind: 'addon',
      serviceId: parent.id,
      serviceTypeId: addon.plan.id,
      addonServiceId: addonId,
      quantity: p.quantity,
      cycleMonths: p.cycle_months,
      newPriceCents: p.new_price_cents,
      chargeCents: p.charge_cents,
      pendingActionId: action.id,
      description: state.child?.expiresAt
        ? `${p.quantity} × ${addon.plan.name} for ${parent.displayName}, until ${isoDate(state.child.expiresAt)}`
        : `${p.quantity} × ${addon.plan.name} for ${parent.displayName}, first ${p.cycle_months === 1 ? 'month' : `${p.cycle_months} months`}`,
    },
    now,
  );
  return {
    ...orderRef(invoice, deps.config.appUrl),
    status: order.status,
    addonServiceId: addonId,
    addon: addon.plan.name,
    quantity: p.quantity,
    serviceUrl: `${deps.config.appUrl}/services/${parent.id}`,
  };
}

export async function executeRemoveAddon(tx: Tx, action: PendingRow, deps: Deps) {
  const p = action.params as unknown as RemoveParams;
  const now = deps.clock.now();
  const parent = await ownedService(tx, action.accountId, p.service_id, true);
  await closeStaleOrders(tx, parent.id, now);
  const plan = await planById(tx, p.addon_type_id);
  const child = plan ? (await addonStates(tx, parent))(plan.id, plan.name).child : null;
  if (!child || child.id !== p.addon_service_id) throw changed(`The ${plan?.name ?? 'addon'} of this service changed`);
  if (child.quantity < p.quantity) throw changed(`Service ${parent.id} now has only ${child.quantity} × ${plan!.name}`);
  const cancelled = await cancelAddonOrders(tx, [child.id], now);
  const whole = child.status === 'pending' || p.quantity === child.quantity;
  const remaining = whole ? 0 : child.quantity - p.quantity;
  await tx
    .update(services)
    .set(
      whole
        ? { status: 'cancelled', cancellationRequestedAt: now }
        : { quantity: remaining, priceCents: Math.round((child.priceCents * remaining) / child.quantity) },
    )
    .where(eq(services.id, child.id));
  return {
    addonServiceId: child.id,
    addon: plan!.name,
    removed: whole ? child.quantity : p.quantity,
    remaining,
    status: whole ? 'cancelled' : 'active',
    cancelledOrders: cancelled.map((c) => orderRef(c.invoice, deps.config.appUrl).orderNumber),
    serviceUrl: `${deps.config.appUrl}/services/${parent.id}`,
  };
}
