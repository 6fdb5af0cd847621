// Turning two-factor off is a security downgrade: a dialog says so and asks
// for a live code, which the server checks before it changes anything.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { accountOps } from '@contract/account';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { FormFooter } from '@/components/ui/form-footer';
import { applyProblemToForm } from '@/lib/form-errors';
import { notify } from '@/lib/notices';
import { useDisableTwoFactor } from './mutations';
import { TotpCodeField } from './totp-code-field';

const Body = accountOps.disableTwoFactor.body;

export function TwoFactorDisable() {
  const [open, setOpen] = useState(false);
  const disable = useDisableTwoFactor();
  const { register, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(Body),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = formState;

  const close = () => {
    setOpen(false);
    reset();
  };
  const onSubmit = handleSubmit(async (body) => {
    try {
      await disable.mutateAsync(body);
      close();
      notify('success', 'Two-factor is off', 'Logging in and approving requests now need only your password.');
    } catch (error) {
      applyProblemToForm(setError, error);
    }
  });

  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Disable two-factor
      </Button>
      <Dialog open={open} onClose={isSubmitting ? () => {} : close} title="Disable two-factor?">
        <form onSubmit={onSubmit} noValidate className="space-y-4 text-sm" aria-label="Disable two-factor">
          <p>
            Without two-factor, anyone with your password can log in and approve payments, deletions and other held
            requests. Enter the current code from your authenticator app (or, if you lost it, a recovery code) to
            confirm.
          </p>
          <ProblemAlert errors={errors} />
          <TotpCodeField registration={register('code')} error={errors.code} recovery />
          <FormFooter submitLabel="Turn off two-factor" variant="danger" busy={isSubmitting} onCancel={close} />
        </form>
      </Dialog>
    </>
  );
}
