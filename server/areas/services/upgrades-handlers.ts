// Upgrades: live options (GET), the held upgrade (POST; approval creates an
// unpaid proforma order, the plan changes when it is paid) and cancelling an
// upgrade that still awaits payment (DELETE).
import { and, eq } from 'drizzle-orm';
import { servicesOps } from '@contract/services';
import { serviceOrders } from '@server/db/schema/services';
import { implement } from '@server/core/area';
import { money } from '@server/core/money';
import { ApiError } from '@server/core/problem';
import { cancelOrder, closeStaleOrders, openOrders, placeOrder } from './order-repository';
import { orderRef, presentUpgrade } from './service-presenter';
import { accountCurrency, ownedService, serviceAndTarget } from './service-repository';
import { VAT_RATE, withVat } from '@server/core/money';
import { cycleLabel, fmt, isoDate } from './pricing';
import { upgradeState } from './upgrade-options';

export default implement(servicesOps, {
  handlers: {
    async getServiceUpgradeOptions({ deps, cred, params, query, resolve }) {
      const { svc, target } = await serviceAndTarget({ deps, cred, resolve }, params.service, query.input);
      const now = deps.clock.now();
      const currency = await accountCurrency(deps.db, svc.accountId);
      const { plan, months, options, scheduled, blocked } = await upgradeState(
        deps.db,
        svc,
        now,
        currency,
        deps.config.appUrl,
      );
      return {
        target,
        serviceId: svc.id,
        current: {
          serviceTypeId: plan?.id ?? null,
          name: plan?.name ?? svc.plan,
          price: money(svc.priceCents, currency),
          billingCycleMonths: months,
          periodEndsAt: svc.expiresAt?.toISOString() ?? null,
        },
        taxRate: VAT_RATE * 100,
        options: options.map((o) => o.out),
        scheduled,
        blockedReason: blocked,
      };
    },
    async cancelServiceUpgrade({ deps, cred, params, query, resolve }) {
      const { svc, target } = await serviceAndTarget({ deps, cred, resolve }, params.service, query.input);
      const now = deps.clock.now();
      const done = await deps.db.transaction(async (tx) => {
        await closeStaleOrders(tx, svc.id, now);
        const [open] = await openOrders(
          tx,
          and(eq(serviceOrders.serviceId, svc.id), eq(serviceOrders.kind, 'upgrade')),
        );
        if (!open)
          throw new ApiError(
            'conflict',
            `No upgrade of service ${svc.id} awaits payment, so there is nothing to cancel`,
          );
        return cancelOrder(tx, open.order, now);
      });
      return {
        target,
        serviceId: svc.id,
        cancelled: true as const,
        upgrade: await presentUpgrade(deps.db, done, deps.config.appUrl),
      };
    },
  },
  holds: {
    requestServiceUpgrade: {
      async prepare({ deps, cred, params, body, resolve }) {
        const { svc, target } = await serviceAndTarget({ deps, cred, resolve }, params.service, body.input);
        const now = deps.clock.now();
        const currency = await accountCurrency(deps.db, svc.accountId);
        const { plan, months, options, blocked } = await upgradeState(deps.db, svc, now, currency, deps.config.appUrl);
        if (blocked) throw new ApiError('conflict', blocked);
        const choice =
          body.service_type_id === 0 ? options[0] : options.find((o) => o.plan.id === body.service_type_id);
        if (!choice) {
          const list = options.map((o) => `${o.plan.id} (${o.plan.name})`).join(', ');
          throw new ApiError(
            'validation_failed',
            `service_type_id: ${body.service_type_id} is not an upgrade option for this service; choose one of ${list}`,
            {
              errors: [
                {
                  path: 'service_type_id',
                  message: `Not an upgrade option here; choose one of ${list}`,
                  code: 'not_an_option',
                },
              ],
            },
          );
        }
        const due = withVat(choice.chargeCents);
        return {
          summary: `Upgrade ${svc.displayName} to ${choice.plan.name}`,
          target,
          money: money(due, currency),
          params: {
            service_id: svc.id,
            from_type_id: plan!.id,
            to_type_id: choice.plan.id,
            cycle_months: months,
            new_price_cents: choice.priceCents,
            charge_cents: choice.chargeCents,
            currency,
          },
          preview: [
            { label: 'Service', value: `${svc.displayName} (service ${svc.id})` },
            {
              label: 'Current plan',
              value: `${plan!.name}, ${fmt(svc.priceCents, currency)} per ${cycleLabel(months)}`,
            },
            {
              label: 'New plan',
              value: `${choice.plan.name}, ${fmt(choice.priceCents, currency)} per ${cycleLabel(months)}`,
            },
            {
              label: 'Due now',
              value: `${fmt(due, currency)} incl. ${VAT_RATE * 100}% VAT: the difference until ${svc.expiresAt ? isoDate(svc.expiresAt) : 'the next renewal'}`,
            },
            {
              label: 'What happens',
              value: 'An unpaid proforma order is created; the plan changes as soon as it is paid',
            },
          ],
        };
      },
      async execute(tx, action, deps) {
        const p = action.params as {
          service_id: number;
          from_type_id: number;
          to_type_id: number;
          cycle_months: number;
          new_price_cents: number;
          charge_cents: number;
          currency: string;
        };
        const now = deps.clock.now();
        const svc = await ownedService(tx, action.accountId, p.service_id, true);
        await closeStaleOrders(tx, svc.id, now);
        // Approval re-checks against the live catalogue and the service as it is now.
        const { plan, options, blocked } = await upgradeState(tx, svc, now, p.currency, deps.config.appUrl);
        if (blocked) throw new ApiError('conflict', blocked);
        const choice = options.find((o) => o.plan.id === p.to_type_id);
        if (!choice || plan?.id !== p.from_type_id)
          throw new ApiError(
            'conflict',
            'The catalogue no longer offers this upgrade for the service; ask for the options again',
          );
        const { order, invoice } = await placeOrder(
          tx,
          deps.paidHooks,
          {
            accountId: svc.accountId,
            currency: p.currency,
            kind: 'upgrade',
            serviceId: svc.id,
            serviceTypeId: p.to_type_id,
            fromTypeId: p.from_type_id,
            quantity: 1,
            cycleMonths: p.cycle_months,
            newPriceCents: p.new_price_cents,
            chargeCents: p.charge_cents,
            pendingActionId: action.id,
            description: `Upgrade of ${svc.displayName} to ${choice.plan.name} until ${svc.expiresAt ? isoDate(svc.expiresAt) : 'the next renewal'}`,
          },
          now,
        );
        return {
          ...orderRef(invoice, deps.config.appUrl),
          status: order.status,
          serviceId: svc.id,
          newPlan: choice.plan.name,
          serviceUrl: `${deps.config.appUrl}/services/${svc.id}`,
        };
      },
    },
  },
});
