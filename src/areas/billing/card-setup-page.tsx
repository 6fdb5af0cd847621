// The sandbox payment provider's card page, opened from a single-visit setup
// link. In production this page is the provider's own; here the sandbox
// provider keeps only the brand, last four digits and expiry.
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CardSetupBody } from '@contract/billing-payment-methods';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { applyProblemToForm } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/format';
import { cardExpiry, cardName } from './billing-format';
import { useCompleteCardSetup } from './mutations';
import { billingQueries } from './queries';

const shape = CardSetupBody.shape;

export function CardSetupPage({ token }: { token: string }) {
  const { data: s } = useSuspenseQuery(billingQueries.cardSetup(token));
  const save = useCompleteCardSetup(token);
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(CardSetupBody),
    defaultValues: { card_number: '', cvc: '', holder_name: '', make_default: true },
  });
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
    } catch (error) {
      applyProblemToForm(setError, error);
    }
  });
  const back = (
    <Link to="/billing/payment-methods" className="text-accent underline">
      Back to payment methods
    </Link>
  );

  return (
    <div className="mx-auto max-w-lg space-y-4">
      <p className="text-sm text-muted">Sandbox payment provider: no real card is charged or stored.</p>
      <h1 className="text-2xl font-semibold">Add a card</h1>
      <p className="text-sm">
        For <strong>{s.billingAddressName}</strong> ({s.accountName}).
      </p>
      {save.data ? (
        <Notice tone="success" role="status" title="Card saved">
          {cardName(save.data)}, expiring {cardExpiry(save.data)}
          {save.data.isDefault ? ', is now the default card' : ''}. {back}
        </Notice>
      ) : s.status !== 'open' ? (
        <Notice tone="warning" title={s.status === 'used' ? 'This link was already used' : 'This link has expired'}>
          A setup link works once, for 30 minutes. Ask for a new one on the payment methods page. {back}
        </Notice>
      ) : (
        <Card>
          <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label="Card details">
            <ProblemAlert errors={errors} />
            <p className="text-xs text-muted">
              This link works once, until {formatDateTime(s.expiresAt)}. Test cards: 4242 4242 4242 4242 is accepted;
              numbers ending 0002 are declined when charged.
            </p>
            <Field label="Card number" error={errors.card_number} required>
              {(p) => <Input {...p} inputMode="numeric" autoComplete="cc-number" {...register('card_number')} />}
            </Field>
            <div className="grid grid-cols-3 gap-3">
              <Field label="Month" schema={shape.exp_month} error={errors.exp_month} required>
                {(p) => (
                  <Input
                    {...p}
                    type="number"
                    inputMode="numeric"
                    autoComplete="cc-exp-month"
                    {...register('exp_month', { valueAsNumber: true })}
                  />
                )}
              </Field>
              <Field label="Year" schema={shape.exp_year} error={errors.exp_year} required>
                {(p) => (
                  <Input
                    {...p}
                    type="number"
                    inputMode="numeric"
                    autoComplete="cc-exp-year"
                    {...register('exp_year', { valueAsNumber: true })}
                  />
                )}
              </Field>
              <Field label="CVC" error={errors.cvc} required>
                {(p) => <Input {...p} inputMode="numeric" autoComplete="cc-csc" {...register('cvc')} />}
              </Field>
            </div>
            <Field label="Name on card" schema={shape.holder_name} error={errors.holder_name} required>
              {(p) => <Input {...p} autoComplete="cc-name" {...register('holder_name')} />}
            </Field>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" className="size-4" {...register('make_default')} /> Make it the default card
            </label>
            <Button type="submit" variant="primary" loading={isSubmitting}>
              Save card
            </Button>
          </form>
        </Card>
      )}
    </div>
  );
}
