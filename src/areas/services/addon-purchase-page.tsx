// Buying an addon: the addons the catalogue offers for this service with their
// prices, a quantity within the limits, and the cost on the button. Submitting
// asks for the hold and goes to its confirmation page; approval creates an
// order, and the addon is provisioned when that is paid.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSuspenseQuery } from '@tanstack/react-query';
import { AddonRequestBody } from '@contract/services';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { ChoiceCards } from '@/components/ui/choice-cards';
import { EmptyState } from '@/components/ui/empty-state';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { NumberField } from '@/components/ui/number-field';
import { VAT_BASIS, grossOf, perPeriod } from '@/components/price';
import { formatMoney } from '@/lib/format';
import { addonCost } from './addon-cost';
import { useHoldRequest } from '@/lib/hold-request';
import { cycleLabel } from './format';
import { useRequestAddon } from './mutations';
import { servicesQueries } from './queries';
import { ServiceSubpage } from './service-subpage';

export function AddonPurchasePage({ id }: { id: string }) {
  const { data } = useSuspenseQuery(servicesQueries.addons(id));
  const request = useRequestAddon(id);
  const requestHold = useHoldRequest('addon', request.mutateAsync);
  const first = data.available.find((a) => a.inUse < a.maxQuantity) ?? data.available[0];
  const { register, handleSubmit, watch, setValue, setError, formState } = useForm({
    resolver: zodResolver(AddonRequestBody),
    defaultValues: { input: id, action: 'add' as const, service_plan_id: first?.servicePlanId ?? 1, quantity: 1 },
  });
  const { errors } = formState;
  const plan = data.available.find((a) => a.servicePlanId === Number(watch('service_plan_id')));
  const existing =
    plan && data.data.find((s) => s.plan.serviceTypeId === plan.servicePlanId && s.status !== 'cancelled');
  const quantity = Number(watch('quantity'));
  const left = plan ? plan.maxQuantity - plan.inUse : 0;
  const validQty = Number.isInteger(quantity) && quantity >= 1 && quantity <= left;
  const cost = plan && validQty ? addonCost(plan, existing, quantity, data.taxRate) : null;
  const busyOrder = existing?.pendingOrder;

  const onSubmit = handleSubmit(async (body) => {
    if (plan && body.quantity && body.quantity > left) {
      setError('quantity', {
        message:
          left > 0
            ? `At most ${left} more ${plan.name} on this service (limit ${plan.maxQuantity})`
            : `This service already has the most ${plan.name} allowed`,
      });
      return;
    }
    const { input, action, service_plan_id, quantity } = body;
    await requestHold({ input, action, service_plan_id, quantity }, setError);
  });

  return (
    <ServiceSubpage
      id={id}
      title="Add an addon"
      intro={<p className="text-sm text-muted">Prices are per unit; every price here includes {data.taxRate}% VAT.</p>}
    >
      {data.available.length === 0 ? (
        <EmptyState title="No addons on offer">The catalogue has no addons for this kind of service.</EmptyState>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <ProblemAlert errors={errors} />
          <ChoiceCards
            legend="Choose an addon"
            name="service_plan_id"
            value={plan?.servicePlanId}
            onChange={(v) => setValue('service_plan_id', v, { shouldValidate: true })}
            error={errors.service_plan_id}
            choices={data.available.map((a) => ({
              value: a.servicePlanId,
              title: a.name,
              aside: `${formatMoney(grossOf(a.price, data.taxRate))} per ${a.unit} ${perPeriod(a.billingCycleMonths)} ${VAT_BASIS}`,
              details: (
                <>
                  <span className="block text-sm text-muted">{a.description}</span>
                  <span className="block text-xs text-muted">
                    Has {a.inUse} of at most {a.maxQuantity}
                  </span>
                </>
              ),
            }))}
          />
          <Card aria-labelledby="addon-summary" className="space-y-4">
            <CardTitle>
              <span id="addon-summary">Quantity and cost</span>
            </CardTitle>
            <NumberField
              label={`How many (${plan?.unit ?? 'units'})`}
              schema={AddonRequestBody.shape.quantity}
              hint={plan ? `${left} more allowed on this service` : undefined}
              error={errors.quantity}
              required
              min={1}
              max={Math.max(1, left)}
              className="max-w-32"
              {...register('quantity', { valueAsNumber: true })}
            />
            {busyOrder ? (
              <p role="status" className="text-sm">
                An order for this addon ({busyOrder.orderNumber}) awaits payment; pay it or cancel it on the service
                page first.
              </p>
            ) : cost ? (
              <p className="text-sm">
                Due now:{' '}
                <strong className="tabular">
                  {cost.prorated ? '≈ ' : ''}
                  {formatMoney(cost.due)}
                </strong>{' '}
                <span className="text-muted">
                  incl. VAT,{' '}
                  {cost.prorated
                    ? 'to the addon’s renewal date (the exact amount is on the confirmation page)'
                    : `for the first ${cycleLabel(plan!.billingCycleMonths)}`}
                  . Provisioned as soon as the order is paid.
                </span>
              </p>
            ) : null}
            <Button
              type="submit"
              variant="primary"
              loading={formState.isSubmitting}
              disabled={!cost || Boolean(busyOrder)}
            >
              {cost
                ? `Order for ${cost.prorated ? '≈ ' : ''}${formatMoney(cost.due)} — continue to confirm`
                : 'Order — continue to confirm'}
            </Button>
          </Card>
        </form>
      )}
    </ServiceSubpage>
  );
}
