// What the catalogue offers as addons for a service, priced for its billing
// cycle, and how many units of each the service already has or has ordered.
import { and, asc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { AddonPlan } from '@contract/services';
import type { Db, Tx } from '@server/db/client';
import { serviceOrders, services } from '@server/db/schema/services';
import { money } from '@server/core/money';
import { addonPlansFor, pricesOf, type PlanRow, type ServiceRow } from './catalogue-repository';
import { openOrders, type OpenOrder } from './order-repository';
import { cycleMonths, priceForCycle } from './pricing';

type Q = Db | Tx;

export interface AddonState {
  /** The live (pending or active) child service of this plan, if any. */
  child: ServiceRow | null;
  open: OpenOrder | null;
  /** Units the service has or has ordered. */
  inUse: number;
}

/** The children of a service that are not cancelled, and their open orders. */
export async function addonStates(db: Q, parent: ServiceRow): Promise<(typeId: number, name: string) => AddonState> {
  const children = await db
    .select()
    .from(services)
    .where(and(eq(services.parentId, parent.id), ne(services.status, 'cancelled')))
    .orderBy(asc(services.id));
  const open = await openOrders(db, and(eq(serviceOrders.serviceId, parent.id), eq(serviceOrders.kind, 'addon')));
  return (typeId, name) => {
    // a pending child whose order was cancelled elsewhere no longer counts
    const child =
      children.find(
        (c) =>
          (c.serviceTypeId === typeId || (c.serviceTypeId === null && c.plan === name)) &&
          (c.status !== 'pending' || open.some((o) => o.order.addonServiceId === c.id)),
      ) ?? null;
    const order = child ? (open.find((o) => o.order.addonServiceId === child.id) ?? null) : null;
    const inUse = !child
      ? 0
      : child.status === 'pending'
        ? child.quantity
        : child.quantity + (order?.order.quantity ?? 0);
    return { child, open: order, inUse };
  };
}

export interface PricedAddon {
  plan: PlanRow;
  unitCents: number;
  months: number;
  state: AddonState;
  out: z.input<typeof AddonPlan>;
}

export async function pricedAddons(db: Q, parent: ServiceRow, currency: string): Promise<PricedAddon[]> {
  if (parent.parentId !== null) return [];
  const plans = await addonPlansFor(db, parent.type);
  const prices = await pricesOf(
    db,
    plans.map((p) => p.id),
    currency,
  );
  const stateOf = await addonStates(db, parent);
  return plans.flatMap((plan) => {
    const price = priceForCycle(prices.get(plan.id), cycleMonths(parent.billingCycle));
    if (!price) return [];
    const state = stateOf(plan.id, plan.name);
    return [
      {
        plan,
        unitCents: price.cents,
        months: price.months,
        state,
        out: {
          servicePlanId: plan.id,
          name: plan.name,
          description: plan.description,
          unit: plan.unit ?? 'unit',
          price: money(price.cents, currency),
          billingCycleMonths: price.months,
          maxQuantity: Math.min(24, plan.maxQuantity),
          inUse: state.inUse,
        },
      },
    ];
  });
}
