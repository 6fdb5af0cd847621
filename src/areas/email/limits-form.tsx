// The spec's PATCH /email/account: quota (MB) and daily send limit, 0 meaning
// unlimited, validated by the contract's own body schema (0–1,048,576 MB and
// 0–100,000 a day); only what changed is sent.
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { emailOps } from '@contract/email';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { SaveFooter } from '@/components/ui/form-footer';
import { NumberField } from '@/components/ui/number-field';
import { changedFields } from '@/lib/changed-fields';
import { applyProblemToForm } from '@/lib/form-errors';
import { useEmailWrite } from './mutations';

const schema = emailOps.updateMailbox.body;

// Both limits read alike: a whole number where 0 lifts the limit.
const LIMITS = [
  { name: 'quota_mb', label: 'Quota (MB)' },
  { name: 'send_limit', label: 'Send limit per day' },
] as const;

export function LimitsForm({
  address,
  quotaMb,
  sendLimit,
}: {
  address: string;
  quotaMb: number | null;
  sendLimit: number;
}) {
  const update = useEmailWrite('updateMailbox');
  const [saved, setSaved] = useState(false);
  const values = { address, quota_mb: quotaMb ?? 0, send_limit: sendLimit };
  const form = useForm({ resolver: zodResolver(schema), defaultValues: values });
  const { register, handleSubmit, setError, formState, reset } = form;
  const { errors } = formState;
  useEffect(
    () => reset({ address, quota_mb: quotaMb ?? 0, send_limit: sendLimit }),
    [address, quotaMb, sendLimit, reset],
  );

  const onSubmit = handleSubmit(async (body) => {
    setSaved(false);
    try {
      const r = await update.mutateAsync({ ...changedFields(body, formState.dirtyFields), address });
      // What the server now holds is the form's new baseline.
      reset({ address, quota_mb: r.quotaMb ?? 0, send_limit: r.sendLimit });
      setSaved(true);
    } catch (error) {
      applyProblemToForm(setError, error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Mailbox limits">
      <ProblemAlert errors={errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        {LIMITS.map(({ name, label }) => (
          <NumberField
            key={name}
            label={label}
            schema={schema.shape[name]}
            hint="0 = unlimited"
            error={errors[name]}
            min={0}
            {...register(name, { valueAsNumber: true })}
          />
        ))}
      </div>
      <SaveFooter
        label="Save limits"
        busy={formState.isSubmitting}
        disabled={!formState.isDirty}
        status={saved && !formState.isDirty ? 'Limits saved' : ''}
      />
    </form>
  );
}
