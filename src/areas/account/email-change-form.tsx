// The login-email change is a hold: this form says what will happen, asks the
// server to hold it, and takes the user to the confirmation page to approve.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { accountOps } from '@contract/account';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { applyProblemToForm } from '@/lib/form-errors';
import { attemptKey, newAttemptBase } from '@/lib/attempt-key';
import { useRequestEmailChange } from './mutations';
import { OwnerOnlyNotice, useActsAsGuest } from './owner-only';

const Body = accountOps.requestEmailChange.body;

export function EmailChangeForm({ currentEmail }: { currentEmail: string }) {
  const request = useRequestEmailChange();
  const navigate = useNavigate();
  const [base] = useState(() => newAttemptBase('email-change'));
  const { register, handleSubmit, setError, watch, formState } = useForm({
    resolver: zodResolver(Body),
    defaultValues: { new_email: '' },
  });
  const { errors, isSubmitting } = formState;
  const typed = watch('new_email').trim();
  const valid = Body.shape.new_email.safeParse(typed).success;
  const guest = useActsAsGuest();

  const onSubmit = handleSubmit(async ({ new_email }) => {
    try {
      const hold = await request.mutateAsync({ new_email, attempt_key: attemptKey(base, new_email.toLowerCase()) });
      await navigate({ to: '/confirm/$pendingActionId', params: { pendingActionId: hold.pendingActionId } });
    } catch (error) {
      applyProblemToForm(setError, error);
    }
  });

  return (
    <Card aria-labelledby="email-title">
      <CardTitle>
        <span id="email-title">Login email</span>
      </CardTitle>
      <p className="mb-4 text-sm">
        You log in with <strong>{currentEmail}</strong>. Invoices and notices go to this address too.
      </p>
      {guest ? (
        <OwnerOnlyNotice>Its login email is its owner&apos;s to change.</OwnerOnlyNotice>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby="email-title">
          <ProblemAlert errors={errors} />
          <Field label="New login email" schema={Body.shape.new_email} error={errors.new_email} required>
            {(p) => <Input {...p} type="email" autoComplete="email" {...register('new_email')} />}
          </Field>
          <Notice title="What happens next">
            <p>
              {valid
                ? `Your login email will change from ${currentEmail} to ${typed.toLowerCase()}.`
                : 'Your login email changes to the new address.'}{' '}
              Nothing changes yet: the request is held until you approve it on the confirmation page, which opens next.
              After approval you log in with the new address.
            </p>
          </Notice>
          <Button type="submit" variant="primary" loading={isSubmitting}>
            Change login email
          </Button>
        </form>
      )}
    </Card>
  );
}
