// Set a new mailbox password (the contract's policy: 12+ characters, letters
// with digits or symbols, not the mailbox name). Mail clients must then log in again.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { emailOps } from '@contract/email';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { Input } from '@/components/ui/input';
import { applyProblemToForm } from '@/lib/form-errors';
import { useEmailWrite } from './mutations';

const schema = emailOps.changeMailboxPassword.body;

export function PasswordForm({ address }: { address: string }) {
  const change = useEmailWrite('changeMailboxPassword');
  const [done, setDone] = useState(false);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { input: address, password: '' } });
  const { register, handleSubmit, setError, formState, reset } = form;
  const { errors } = formState;

  const onSubmit = handleSubmit(async (body) => {
    setDone(false);
    try {
      await change.mutateAsync(body);
      reset({ input: address, password: '' });
      setDone(true);
    } catch (error) {
      applyProblemToForm(setError, error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Change password">
      <ProblemAlert errors={errors} />
      <Field
        label="New password"
        schema={schema.shape.password}
        error={errors.password}
        hint="Letters with digits or symbols; not the mailbox name"
      >
        {(p) => <Input {...p} type="password" autoComplete="new-password" {...register('password')} />}
      </Field>
      <div className="flex items-center gap-3">
        <Button type="submit" loading={formState.isSubmitting}>
          Change password
        </Button>
        <span role="status" className="text-sm text-success">
          {done ? 'Password changed: mail clients must log in again' : ''}
        </span>
      </div>
    </form>
  );
}
