// "Forgot password" on the login page: ask for a link by email, then (opened from the mailed link) choose
// a new password. Loaded only when the person asks for one of them, so the login screen's first load
// carries no form library and no zod. The answer to a request is the same for any address.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { accountOps } from '@contract/account';
import { isProblem } from '@/lib/api-problem';
import { apiRequest } from '@/lib/api-client';
import { applyProblemToForm, ROOT_ERROR } from '@/lib/form-errors';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';

const RequestBody = accountOps.requestPasswordReset.body;
const CompleteBody = accountOps.completePasswordReset.body;

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [sent, setSent] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(RequestBody),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (body) => {
    try {
      setSent((await apiRequest(accountOps.requestPasswordReset, { body })).detail);
    } catch (error) {
      applyProblemToForm(setError, error);
    }
  });

  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold">Forgot your password?</h2>
      {sent ? (
        <Notice tone="success" role="status" title="Check your mail">
          {sent}
        </Notice>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Ask for a password reset link">
          <p className="text-sm text-muted">
            Enter the email address you log in with. We mail a link to choose a new password; it works once, for 30
            minutes.
          </p>
          <ProblemAlert errors={errors} />
          <Field label="Email" error={errors.email} required>
            {(p) => <Input {...p} type="email" autoComplete="username" autoFocus {...register('email')} />}
          </Field>
          <Button type="submit" variant="primary" className="w-full" loading={isSubmitting}>
            Send reset link
          </Button>
        </form>
      )}
      <Button variant="ghost" className="w-full" onClick={onBack}>
        Back to log in
      </Button>
    </div>
  );
}

export function ResetPasswordForm({
  token,
  onDone,
  onAskAgain,
}: {
  token: string;
  onDone: () => void;
  onAskAgain: () => void;
}) {
  const [linkRefused, setLinkRefused] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(CompleteBody),
    defaultValues: { token, newPassword: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (body) => {
    try {
      await apiRequest(accountOps.completePasswordReset, { body });
      onDone();
    } catch (error) {
      // The link itself was refused (used, expired, not valid): no field can fix that; say so and offer a new one.
      const onToken = isProblem(error) ? error.fieldErrors.find((e) => e.path === 'token') : undefined;
      if (onToken) {
        setLinkRefused(true);
        setError(ROOT_ERROR, { type: onToken.code, message: onToken.message });
      } else applyProblemToForm(setError, error);
    }
  });

  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold">Choose a new password</h2>
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Choose a new password">
        <p className="text-sm text-muted">
          Once it is set, every browser signed in to your login is signed out, and you log in with the new password.
        </p>
        <ProblemAlert errors={errors} />
        <Field
          label="New password"
          hint="At least 12 characters, not a common or easily guessed one; a phrase of unrelated words works well"
          error={errors.newPassword}
          required
        >
          {(p) => <Input {...p} type="password" autoComplete="new-password" autoFocus {...register('newPassword')} />}
        </Field>
        <Button type="submit" variant="primary" className="w-full" loading={isSubmitting} disabled={linkRefused}>
          Set new password
        </Button>
      </form>
      <Button variant="ghost" className="w-full" onClick={onAskAgain}>
        {linkRefused ? 'Ask for a new link' : 'Back to log in'}
      </Button>
    </div>
  );
}
