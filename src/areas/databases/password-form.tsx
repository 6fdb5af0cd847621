// Set a database user's password: typed, or generated and shown once. The
// applications that connect as this user need the new one straight away.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { databasesOps } from '@contract/databases';
import { Button } from '@/components/ui/button';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { formatDateTime } from '@/lib/format';
import { applyProblemToForm } from '@/lib/form-errors';
import { useChangeDatabasePassword } from './mutations';
import { PasswordField } from './password-field';

const schema = databasesOps.changeDatabaseUserPassword.body.pick({ password: true });

export function PasswordForm({ input, username, disabled }: { input: string; username: string; disabled?: boolean }) {
  const change = useChangeDatabasePassword(input);
  const [done, setDone] = useState('');
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { password: '' } });
  const { register, handleSubmit, setError, setValue, formState, reset, watch } = form;
  const { errors } = formState;

  const onSubmit = handleSubmit(async ({ password }) => {
    setDone('');
    try {
      const r = await change.mutateAsync({ username, password });
      reset({ password: '' });
      setDone(`Password changed ${formatDateTime(r.changedAt)}: applications must use the new one.`);
    } catch (error) {
      applyProblemToForm(setError, error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Change the password of ${username}`} className="space-y-3">
      <ProblemAlert errors={errors} />
      <PasswordField
        label="New password"
        registration={register('password')}
        value={watch('password')}
        error={errors.password}
        disabled={disabled}
        onGenerated={(p) => setValue('password', p, { shouldDirty: true, shouldValidate: true })}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={formState.isSubmitting} disabled={disabled}>
          Change password
        </Button>
        <span role="status" className="text-sm text-success">
          {done}
        </span>
      </div>
    </form>
  );
}
