// The upgrade picker: the live options from the catalogue with their price per
// cycle and what is due now; choosing one asks for the hold and goes to its
// confirmation page. The plan changes only once the resulting order is paid.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSuspenseQuery } from '@tanstack/react-query';
import { UpgradeRequestBody } from '@contract/services';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { ChoiceCards } from '@/components/ui/choice-cards';
import { EmptyState } from '@/components/ui/empty-state';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { Notice } from '@/components/ui/notice';
import { Price, grossOf, priceText } from '@/components/price';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useHoldRequest } from '@/lib/hold-request';
import { useRequestUpgrade } from './mutations';
import { servicesQueries } from './queries';
import { ServiceSubpage } from './service-subpage';
import { ScheduledUpgradeNotice } from './scheduled-upgrade';

export function UpgradePage({ id }: { id: string }) {
  const { data } = useSuspenseQuery(servicesQueries.upgradeOptions(id));
  const request = useRequestUpgrade(id);
  const requestHold = useHoldRequest('upgrade', request.mutateAsync);
  const { handleSubmit, watch, setValue, setError, formState } = useForm({
    resolver: zodResolver(UpgradeRequestBody),
    defaultValues: { input: id, service_type_id: data.options[0]?.serviceTypeId ?? 0 },
  });
  const chosen = data.options.find((o) => o.serviceTypeId === Number(watch('service_type_id')));
  const blocked = data.blockedReason;

  const onSubmit = handleSubmit((body) =>
    requestHold({ input: body.input, service_type_id: body.service_type_id }, setError),
  );

  return (
    <ServiceSubpage
      id={id}
      title="Change plan"
      intro={
        <p className="text-sm text-muted">
          Now on <strong className="text-fg">{data.current.name}</strong>,{' '}
          <Price money={grossOf(data.current.price, data.taxRate)} perMonths={data.current.billingCycleMonths} />
          {data.current.periodEndsAt && `, paid until ${formatDateTime(data.current.periodEndsAt)}`}. Every price here
          includes {data.taxRate}% VAT.
        </p>
      }
    >
      {data.scheduled && <ScheduledUpgradeNotice serviceId={id} upgrade={data.scheduled} />}
      {blocked && !data.scheduled && (
        <Notice tone="warning" title="No upgrade can be ordered right now">
          {blocked}
        </Notice>
      )}
      {data.options.length === 0 ? (
        <EmptyState title="No upgrades on offer">
          {blocked ?? 'The catalogue has no larger plan for this service.'}
        </EmptyState>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <ProblemAlert errors={formState.errors} />
          <ChoiceCards
            legend="Choose the new plan"
            name="service_type_id"
            disabled={Boolean(blocked)}
            value={chosen?.serviceTypeId}
            onChange={(v) => setValue('service_type_id', v, { shouldValidate: true })}
            error={formState.errors.service_type_id}
            choices={data.options.map((o) => ({
              value: o.serviceTypeId,
              title: o.name,
              aside: priceText(grossOf(o.price, data.taxRate), o.billingCycleMonths),
              details: (
                <>
                  <span className="block text-sm text-muted">{o.description}</span>
                  <span className="block text-sm">
                    Due now: <strong className="tabular">{formatMoney(o.dueNow)}</strong>{' '}
                    <span className="text-muted">(the difference until the period ends, incl. VAT)</span>
                  </span>
                  <span className="block text-xs text-muted">
                    {o.features.map((f) => `${f.label}: ${f.value}`).join(' · ')}
                  </span>
                </>
              ),
            }))}
          />
          {chosen && !blocked && (
            <Card aria-labelledby="upgrade-summary">
              <CardTitle>
                <span id="upgrade-summary">What happens</span>
              </CardTitle>
              <p className="text-sm">
                You confirm on the next page. Then an order for <strong>{formatMoney(chosen.dueNow)}</strong> is
                created; the service moves to <strong>{chosen.name}</strong> as soon as it is paid, and renews at{' '}
                <Price money={grossOf(chosen.price, data.taxRate)} perMonths={chosen.billingCycleMonths} />.
              </p>
              <Button type="submit" variant="primary" loading={formState.isSubmitting} className="mt-4">
                Upgrade for {formatMoney(chosen.dueNow)} — continue to confirm
              </Button>
            </Card>
          )}
        </form>
      )}
    </ServiceSubpage>
  );
}
