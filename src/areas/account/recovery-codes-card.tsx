// The Security page's recovery codes: how many of the set are left, and making a new set (which ends the
// old one) after the password is entered again. The new codes are shown once, in the dialog.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { FormFooter } from '@/components/ui/form-footer';
import { Input } from '@/components/ui/input';
import { ProblemState } from '@/components/ui/problem-state';
import { Skeleton } from '@/components/ui/spinner';
import { applyProblemToForm } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/format';
import { countOf } from '@/lib/glossary';
import { useRegenerateRecoveryCodes } from './mutations';
import { OwnerOnlyNotice, useActsAsGuest } from './owner-only';
import { accountQueries } from './queries';
import { RecoveryCodesShown } from './recovery-codes-shown';

export function RecoveryCodesCard() {
  const status = useQuery(accountQueries.recoveryCodes());
  const guest = useActsAsGuest();
  const [open, setOpen] = useState(false);

  return (
    <Card aria-labelledby="recovery-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="recovery-title" className="text-base font-semibold">
          Recovery codes
        </h2>
        {status.data?.twoFactorEnabled && (
          <Badge tone={status.data.remaining <= 3 ? 'warning' : 'success'}>
            {status.data.remaining} of {status.data.total} left
          </Badge>
        )}
      </div>
      <p className="text-sm text-muted">
        One-time codes for when your authenticator app is not at hand: each works once, at login or when you approve a
        request.
      </p>
      {status.isPending ? (
        <Skeleton lines={1} />
      ) : status.isError ? (
        <ProblemState error={status.error} onRetry={() => void status.refetch()} />
      ) : !status.data.twoFactorEnabled ? (
        <p className="text-sm">You get ten codes when you turn two-factor on.</p>
      ) : (
        <>
          <p className="text-sm" role="status">
            {status.data.remaining === 0
              ? 'You have used every code of this set; make a new set.'
              : countOf(status.data.remaining, 'unused code', 'unused codes')}
            {status.data.generatedAt && ` from the set made ${formatDateTime(status.data.generatedAt)}.`}
          </p>
          {guest ? (
            <OwnerOnlyNotice>Switch to your own account to make new recovery codes.</OwnerOnlyNotice>
          ) : (
            <Button onClick={() => setOpen(true)}>Make new codes</Button>
          )}
        </>
      )}
      <RegenerateDialog open={open} onClose={() => setOpen(false)} />
    </Card>
  );
}

function RegenerateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const regenerate = useRegenerateRecoveryCodes();
  const [codes, setCodes] = useState<string[] | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm({ defaultValues: { password: '' } });
  const { errors, isSubmitting } = formState;

  const close = () => {
    setCodes(null);
    reset();
    onClose();
  };
  const onSubmit = handleSubmit(async ({ password }) => {
    if (!password) {
      setError('password', { message: 'Enter your password' }, { shouldFocus: true });
      return;
    }
    try {
      setCodes((await regenerate.mutateAsync({ password })).codes);
    } catch (error) {
      applyProblemToForm(setError, error);
    }
  });

  return (
    <Dialog open={open} onClose={isSubmitting ? () => {} : close} title="Make new recovery codes">
      {codes ? (
        <RecoveryCodesShown codes={codes} onDone={close} />
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4 text-sm" aria-label="Make new recovery codes">
          <p>The codes you have now stop working at once. Enter your password to go on.</p>
          <ProblemAlert errors={errors} />
          <Field label="Password" error={errors.password} required>
            {(p) => <Input {...p} type="password" autoComplete="current-password" {...register('password')} />}
          </Field>
          <FormFooter submitLabel="Make new codes" busy={isSubmitting} onCancel={close} />
        </form>
      )}
    </Dialog>
  );
}
