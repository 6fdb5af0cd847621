// Live upgrade options of a service: the catalogue's upgrade paths from its
// plan, priced for its billing cycle, with the prorated charge for the rest
// of the current period; and why an upgrade cannot be asked for right now.
import type { z } from 'zod';
import type { UpgradeOption } from '@contract/services';
import type { Db, Tx } from '@server/db/client';
import { money } from '@server/core/money';
import { planOf, pricesOf, upgradeTargets, type PlanRow, type ServiceRow } from './catalogue-repository';
import { withVat } from '@server/core/money';
import { cycleMonths, prorate, remainingShare } from './pricing';
import { scheduledUpgrade } from './service-presenter';
import { statusOf } from './service-status';

export interface PricedOption {
  plan: PlanRow;
  priceCents: number;
  chargeCents: number;
  out: z.input<typeof UpgradeOption>;
}

export async function upgradeOptions(db: Db | Tx, svc: ServiceRow, now: Date, currency: string) {
  const plan = await planOf(db, svc);
  const months = cycleMonths(svc.billingCycle);
  const share = remainingShare(svc.expiresAt, months, now);
  const targets = plan && svc.parentId === null ? await upgradeTargets(db, plan.id) : [];
  const prices = await pricesOf(
    db,
    targets.map((t) => t.id),
    currency,
  );
  const options: PricedOption[] = targets.flatMap((t) => {
    // Only plans sold in this service's billing cycle are offered: the price must be like for like.
    const cents = prices.get(t.id)?.get(months);
    if (cents === undefined) return [];
    const charge = prorate(cents - svc.priceCents, share);
    return [
      {
        plan: t,
        priceCents: cents,
        chargeCents: charge,
        out: {
          serviceTypeId: t.id,
          name: t.name,
          description: t.description,
          price: money(cents, currency),
          billingCycleMonths: months,
          proratedCharge: money(charge, currency),
          dueNow: money(withVat(charge), currency),
          effective: 'on_payment' as const,
          features: t.features,
        },
      },
    ];
  });
  return { plan, months, options };
}

/** Why no upgrade can be requested now, or null. */
export function upgradeBlocked(
  svc: ServiceRow,
  plan: PlanRow | null,
  optionCount: number,
  now: Date,
  awaiting: { name: string; orderNumber: string } | null,
): string | null {
  if (svc.parentId !== null) return 'Addons are not upgraded; buy more units or remove some instead';
  const status = statusOf(svc, now);
  if (status === 'suspended')
    return `The service is suspended${svc.suspendedReason ? ` (${svc.suspendedReason})` : ''}; only active services can be upgraded`;
  if (status === 'expired')
    return `The service expired on ${svc.expiresAt!.toISOString().slice(0, 10)}; renew it before upgrading`;
  if (status !== 'active') return `The service is ${status}; only active services can be upgraded`;
  if (awaiting)
    return `An upgrade to ${awaiting.name} awaits payment of order ${awaiting.orderNumber}; pay it or cancel it first`;
  if (!plan) return `The plan "${svc.plan}" is not in the catalogue, so it has no upgrade options`;
  if (optionCount === 0) return `${plan.name} is the largest plan on offer for this service`;
  return null;
}

/** Everything an upgrade decision reads: the options, an upgrade already awaiting payment, and what blocks a new one. */
export async function upgradeState(db: Db | Tx, svc: ServiceRow, now: Date, currency: string, appUrl: string) {
  const { plan, months, options } = await upgradeOptions(db, svc, now, currency);
  const scheduled = await scheduledUpgrade(db, svc.id, appUrl);
  const blocked = upgradeBlocked(
    svc,
    plan,
    options.length,
    now,
    scheduled && { name: scheduled.name, orderNumber: scheduled.order.orderNumber },
  );
  return { plan, months, options, scheduled, blocked };
}
