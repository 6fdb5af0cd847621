// Starting a paid transfer-in at the registry: submit the auth code from the
// current registrar. With `domain` the name is fixed (a transfer awaiting its
// code); without it the person types the name they ordered.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { DomainName } from '@contract/domain-name-fields';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { Input } from '@/components/ui/input';
import { displayDomain } from '@/lib/display-domain';
import { applyProblemToForm } from '@/lib/form-errors';
import { notify } from '@/lib/notices';
import { requiredAuthCode } from './auth-code-field';
import { useInitiateTransfer } from './transfer-mutations';

const StartForm = z.object({ domain: DomainName, auth_code: requiredAuthCode });

export function StartTransferForm({ domain, label = 'Start the transfer' }: { domain?: string; label?: string }) {
  const start = useInitiateTransfer();
  const navigate = useNavigate();
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(StartForm),
    defaultValues: { domain: domain ?? '', auth_code: '' },
  });
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit(async (v) => {
    try {
      const t = await start.mutateAsync(v);
      notify('success', `Transfer of ${displayDomain(t.domain)} started`, 'The registry is checking the auth code.');
      await navigate({ to: '/domains/transfers/$transferId', params: { transferId: String(t.id) } });
    } catch (error) {
      applyProblemToForm(setError, error);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label={label}>
      <ProblemAlert errors={errors} />
      <div className="grid gap-3 sm:grid-cols-2">
        {domain ? (
          <input type="hidden" {...register('domain')} />
        ) : (
          <Field label="Ordered domain" schema={DomainName} error={errors.domain} required>
            {(p) => (
              <Input {...p} {...register('domain')} autoComplete="off" autoCapitalize="none" spellCheck={false} />
            )}
          </Field>
        )}
        <Field
          label="Auth code"
          hint="From the current registrar; spaces around it are ignored"
          schema={requiredAuthCode}
          error={errors.auth_code}
          required
        >
          {(p) => <Input {...p} {...register('auth_code')} autoComplete="off" spellCheck={false} />}
        </Field>
      </div>
      <Button type="submit" variant="primary" loading={isSubmitting}>
        {label}
      </Button>
    </form>
  );
}
