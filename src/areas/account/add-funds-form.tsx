// Add funds is a hold: the form states the amount and what approval does,
// asks the server to hold it, and opens the confirmation page. The amount's
// limits are the contract's (AddFundsBody), shown beside the field.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { AddFundsBody } from '@contract/account-balance';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormCard } from '@/components/ui/form-card';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { applyProblemToForm } from '@/lib/form-errors';
import { formatMoney } from '@/lib/format';
import { attemptKey, newAttemptBase } from '@/lib/attempt-key';
import { useAddFunds } from './mutations';

export function AddFundsForm({ currency }: { currency: string }) {
  const addFunds = useAddFunds();
  const navigate = useNavigate();
  const [base] = useState(() => newAttemptBase('add-funds'));
  const { register, handleSubmit, setError, watch, formState } = useForm({ resolver: zodResolver(AddFundsBody) });
  const { errors, isSubmitting } = formState;
  const amount = watch('amount');
  const valid = AddFundsBody.shape.amount.safeParse(amount).success;

  const onSubmit = handleSubmit(async ({ amount }) => {
    try {
      const hold = await addFunds.mutateAsync({ amount, attempt_key: attemptKey(base, amount) });
      await navigate({ to: '/confirm/$pendingActionId', params: { pendingActionId: hold.pendingActionId } });
    } catch (error) {
      applyProblemToForm(setError, error);
    }
  });

  return (
    <FormCard title="Add funds" onSubmit={onSubmit} errors={errors}>
      <Field label={`Amount (${currency})`} schema={AddFundsBody.shape.amount} error={errors.amount} required>
        {(p) => (
          <Input
            {...p}
            type="number"
            inputMode="decimal"
            step="0.01"
            min={100}
            className="max-w-48 tabular"
            {...register('amount', { valueAsNumber: true })}
          />
        )}
      </Field>
      <Notice title="What happens next">
        <p>
          {valid ? `You ask to add ${formatMoney({ amount: Number(amount), currency })}. ` : ''}
          Nothing is charged yet: you approve the top-up on the confirmation page, which opens next. Approval creates a
          deposit invoice; your balance rises when that invoice is paid.
        </p>
      </Notice>
      <Button type="submit" variant="primary" loading={isSubmitting}>
        Add funds
      </Button>
    </FormCard>
  );
}
