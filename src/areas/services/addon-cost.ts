// What ordering addon units costs now, as the server computes it: a new addon
// is billed for a full cycle; more units of an active one run to its renewal
// date (prorated). VAT is added on top. Used to put the cost on the button.
import type { z } from 'zod';
import type { AddonPlan, Service } from '@contract/services';

const AVG_MONTH_MS = 30.436875 * 86_400_000;

export function addonCost(
  plan: z.infer<typeof AddonPlan>,
  existing: z.infer<typeof Service> | undefined,
  quantity: number,
  taxRate: number,
  now = Date.now(),
) {
  const unitCents =
    existing && existing.status === 'active'
      ? Math.round((existing.price.amount * 100) / existing.quantity)
      : Math.round(plan.price.amount * 100);
  let cents = unitCents * quantity;
  const prorated = Boolean(existing && existing.status === 'active' && existing.expiresAt);
  if (prorated) {
    const share = Math.min(
      1,
      Math.max(0, (Date.parse(existing!.expiresAt!) - now) / (existing!.billingCycleMonths * AVG_MONTH_MS)),
    );
    cents = Math.round(cents * share);
  }
  const due = cents + Math.round((cents * taxRate) / 100);
  return { due: { amount: due / 100, currency: plan.price.currency }, prorated };
}
