// Changing the login password: the current one, a new one (the contract's length rule here, the server's
// strength check with its reason on the field), and whether API tokens end too. Every other session ends.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { accountOps } from '@contract/account';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { Input } from '@/components/ui/input';
import { Button } from '@/components/ui/button';
import { applyProblemToForm } from '@/lib/form-errors';
import { notify } from '@/lib/notices';
import { countOf } from '@/lib/glossary';
import { useChangePassword } from './mutations';
import { OwnerOnlyNotice, useActsAsGuest } from './owner-only';

const Body = accountOps.changePassword.body;

export function PasswordCard() {
  const guest = useActsAsGuest();
  return (
    <Card aria-labelledby="password-title" className="space-y-3">
      <h2 id="password-title" className="text-base font-semibold">
        Password
      </h2>
      {guest ? (
        <OwnerOnlyNotice>Switch to your own account to change the password of your login.</OwnerOnlyNotice>
      ) : (
        <PasswordForm />
      )}
    </Card>
  );
}

function PasswordForm() {
  const change = useChangePassword();
  const { register, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(Body),
    defaultValues: { currentPassword: '', newPassword: '', revokeApiTokens: false },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (body) => {
    try {
      const r = await change.mutateAsync(body);
      reset();
      const ended = `${r.sessionsEnded} other session${r.sessionsEnded === 1 ? ' was' : 's were'} signed out`;
      const tokens = body.revokeApiTokens ? `; ${countOf(r.tokensRevoked, 'API token', 'API tokens')} revoked` : '';
      notify('success', 'Password changed', `${ended}${tokens}.`);
    } catch (error) {
      applyProblemToForm(setError, error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-md space-y-4" aria-label="Change password">
      <ProblemAlert errors={errors} />
      <Field label="Current password" error={errors.currentPassword} required>
        {(p) => <Input {...p} type="password" autoComplete="current-password" {...register('currentPassword')} />}
      </Field>
      <Field
        label="New password"
        hint="At least 12 characters, not a common or easily guessed one; a phrase of unrelated words works well"
        error={errors.newPassword}
        required
      >
        {(p) => <Input {...p} type="password" autoComplete="new-password" {...register('newPassword')} />}
      </Field>
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" className="mt-1" {...register('revokeApiTokens')} />
        <span>
          Also revoke every API token I created
          <span className="block text-xs text-muted">
            Other signed-in browsers are always signed out. Revoke the tokens too if you think someone else had your
            password.
          </span>
        </span>
      </label>
      <Button type="submit" variant="primary" loading={isSubmitting}>
        Change password
      </Button>
    </form>
  );
}
