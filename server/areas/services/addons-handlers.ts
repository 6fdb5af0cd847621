// Addons: the list (children plus what the catalogue offers) and the held
// addon management operation. `add` creates an unpaid proforma order on
// approval (the addon is provisioned when it is paid); `remove` takes units
// away (or cancels an unpaid order) on approval.
import { eq } from 'drizzle-orm';
import { servicesOps } from '@contract/services';
import { services } from '@server/db/schema/services';
import { implement, type Ctx } from '@server/core/area';
import type { HoldPlan } from '@server/core/holds';
import { money } from '@server/core/money';
import { ApiError } from '@server/core/problem';
import { executeAddAddon, executeRemoveAddon } from './addon-approval';
import { addonStates, pricedAddons, type PricedAddon } from './addon-repository';
import { planById, type ServiceRow } from './catalogue-repository';
import { presentServices } from './service-presenter';
import { accountCurrency, serviceAndTarget } from './service-repository';
import { assertActiveForAddons } from './service-status';
import { VAT_RATE, withVat } from '@server/core/money';
import { cycleLabel, fmt, isoDate, prorate, remainingShare, cycleMonths } from './pricing';

type AddonCtx = Ctx<typeof servicesOps.requestServiceAddon>;
const invalid = (path: string, message: string, code: string) =>
  new ApiError('validation_failed', `${path}: ${message}`, { errors: [{ path, message, code }] });

export default implement(servicesOps, {
  handlers: {
    async listServiceAddons({ deps, cred, params, query, resolve }) {
      const { svc, target } = await serviceAndTarget({ deps, cred, resolve }, params.service, query.input);
      const currency = await accountCurrency(deps.db, svc.accountId);
      const children = await deps.db.select().from(services).where(eq(services.parentId, svc.id)).orderBy(services.id);
      const data = await presentServices(deps.db, children, deps.clock.now(), currency, deps.config.appUrl);
      const available = await pricedAddons(deps.db, svc, currency);
      return {
        target,
        serviceId: svc.id,
        data,
        total: data.length,
        available: available.map((a) => a.out),
        taxRate: VAT_RATE * 100,
      };
    },
  },
  holds: {
    requestServiceAddon: {
      async prepare(ctx) {
        const { deps, cred, params, body, resolve } = ctx;
        const { svc, target } = await serviceAndTarget({ deps, cred, resolve }, params.service, body.input);
        if (svc.parentId !== null)
          throw new ApiError(
            'conflict',
            `Service ${svc.id} is itself an addon; addons go on the service it extends (${svc.parentId})`,
          );
        const currency = await accountCurrency(deps.db, svc.accountId);
        const offered = await pricedAddons(deps.db, svc, currency);
        const plan =
          body.action === 'add'
            ? await prepareAdd(ctx, svc, offered, currency)
            : await prepareRemove(ctx, svc, offered);
        return { ...plan, target };
      },
      async execute(tx, action, deps) {
        return action.params.action === 'add'
          ? executeAddAddon(tx, action, deps)
          : executeRemoveAddon(tx, action, deps);
      },
    },
  },
});

async function prepareAdd(ctx: AddonCtx, svc: ServiceRow, offered: PricedAddon[], currency: string): Promise<HoldPlan> {
  const { body, deps } = ctx;
  const now = deps.clock.now();
  assertActiveForAddons(svc, now);
  const addon = offered.find((a) => a.plan.id === body.service_plan_id);
  if (!addon) {
    const list = offered.map((a) => `${a.plan.id} (${a.plan.name})`).join(', ') || 'none';
    throw invalid(
      'service_plan_id',
      `${body.service_plan_id} is not an addon offered for this ${svc.type} service; offered: ${list}`,
      'not_offered',
    );
  }
  const { state, plan } = addon;
  if (state.open) {
    throw new ApiError(
      'conflict',
      `An order for ${plan.name} (${state.open.invoice.number}) awaits payment; pay it or remove the addon before ordering more`,
    );
  }
  const quantity = body.quantity ?? 1;
  const max = addon.out.maxQuantity;
  if (state.inUse + quantity > max) {
    const left = max - state.inUse;
    throw invalid(
      'quantity',
      left > 0
        ? `${plan.name} is limited to ${max} per service; this one has ${state.inUse}, so at most ${left} more`
        : `${plan.name} is limited to ${max} per service and this one already has ${state.inUse}`,
      'over_limit',
    );
  }
  const child = state.child;
  // More units of an active addon run to its current end date; a new addon starts a full cycle when paid.
  const months = child ? cycleMonths(child.billingCycle) : addon.months;
  const unitCents = child ? Math.round(child.priceCents / child.quantity) : addon.unitCents;
  const charge = child
    ? prorate(unitCents * quantity, remainingShare(child.expiresAt, months, now))
    : unitCents * quantity;
  const due = withVat(charge);
  return {
    summary: `Add ${quantity} × ${plan.name} to ${svc.displayName}`,
    money: money(due, currency),
    params: {
      action: 'add',
      service_id: svc.id,
      addon_type_id: plan.id,
      quantity,
      cycle_months: months,
      existing_addon_id: child?.id ?? null,
      charge_cents: charge,
      new_price_cents: unitCents * (state.inUse + quantity),
      currency,
    },
    preview: [
      { label: 'Service', value: `${svc.displayName} (service ${svc.id})` },
      {
        label: 'Addon',
        value: `${plan.name}: ${quantity} × ${addon.out.unit}${child ? ` (has ${child.quantity} now)` : ''}`,
      },
      {
        label: 'Price',
        value: `${fmt(unitCents, currency)} per ${addon.out.unit} per ${cycleLabel(months)}, VAT excluded`,
      },
      {
        label: 'Due now',
        value: `${fmt(due, currency)} incl. ${VAT_RATE * 100}% VAT${child?.expiresAt ? `, until ${isoDate(child.expiresAt)}` : `, for the first ${cycleLabel(months)}`}`,
      },
      {
        label: 'What happens',
        value: 'An unpaid proforma order is created; the addon is provisioned as soon as it is paid',
      },
    ],
  };
}

async function prepareRemove(ctx: AddonCtx, svc: ServiceRow, offered: PricedAddon[]): Promise<HoldPlan> {
  const { body, deps } = ctx;
  // A discontinued addon can still be removed, so look the plan up directly, not among the offers.
  const plan =
    offered.find((a) => a.plan.id === body.service_plan_id)?.plan ?? (await planById(deps.db, body.service_plan_id));
  if (!plan || plan.type !== 'addon')
    throw invalid('service_plan_id', `${body.service_plan_id} is not an addon plan`, 'not_an_addon');
  const state = (await addonStates(deps.db, svc))(plan.id, plan.name);
  const child = state.child;
  if (!child) throw invalid('service_plan_id', `Service ${svc.id} has no ${plan.name} to remove`, 'not_present');
  const pending = child.status === 'pending';
  const quantity = body.quantity ?? child.quantity;
  if (pending && quantity !== child.quantity) {
    throw invalid(
      'quantity',
      `The unpaid ${plan.name} order is cancelled as a whole; leave quantity empty or give ${child.quantity}`,
      'whole_order',
    );
  }
  if (quantity > child.quantity)
    throw invalid('quantity', `Service ${svc.id} has only ${child.quantity} × ${plan.name}`, 'over_quantity');
  const whole = quantity === child.quantity;
  const preview = [
    { label: 'Service', value: `${svc.displayName} (service ${svc.id})` },
    {
      label: 'Addon',
      value: `${plan.name} (service ${child.id}): ${pending ? 'unpaid order' : `${child.quantity} × ${plan.unit ?? 'unit'}`}`,
    },
    {
      label: 'What happens',
      value: pending
        ? `The unpaid order ${state.open!.invoice.number} is cancelled; nothing was charged`
        : whole
          ? `${plan.name} stops now; the rest of its paid period is not refunded`
          : `${quantity} of ${child.quantity} units are removed now (${child.quantity - quantity} remain); the rest of the period is not refunded`,
    },
  ];
  if (!pending && state.open)
    preview.push({ label: 'Also', value: `The unpaid order ${state.open.invoice.number} for more units is cancelled` });
  return {
    summary: pending
      ? `Cancel the ${plan.name} order for ${svc.displayName}`
      : `Remove ${quantity} × ${plan.name} from ${svc.displayName}`,
    irreversible: !pending,
    params: { action: 'remove', service_id: svc.id, addon_type_id: plan.id, addon_service_id: child.id, quantity },
    preview,
  };
}
