// Email + password, then a TOTP step when the server answers 401
// two_factor_required. Validation is the contract's LoginBody, so the form
// refuses exactly what the server refuses. Too many failed attempts (429) show
// the server's detail and count down its Retry-After before the next try.
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoginBody } from '@contract/auth';
import { isProblem } from '@/lib/api-problem';
import { applyProblemToForm, ROOT_ERROR } from '@/lib/form-errors';
import { rateLimitStore } from '@/lib/notices';
import { useLogin } from '@/lib/session';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { RetryWait, useRetryWait } from './retry-wait';

export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const [step, setStep] = useState<'credentials' | 'totp'>('credentials');
  const login = useLogin();
  const form = useForm({ resolver: zodResolver(LoginBody), defaultValues: { email: '', password: '' } });
  const { register, handleSubmit, setError, clearErrors, formState, unregister, getValues } = form;
  const { errors } = formState;
  // Once the wait is over its message ("try again in 15 minutes") is no longer true.
  const retry = useRetryWait(useCallback(() => clearErrors(ROOT_ERROR), [clearErrors]));

  const onSubmit = handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
      onLoggedIn();
    } catch (error) {
      if (isProblem(error, 'two_factor_required')) {
        if (step === 'credentials') setStep('totp');
        else setError('totp', { type: error.code, message: error.problem.detail }, { shouldFocus: true });
      } else if (isProblem(error, 'rate_limited')) {
        // The form says it with its own countdown; the app-wide banner would call it the request budget.
        if (rateLimitStore.get()?.detail === error.problem.detail) rateLimitStore.set(null);
        retry.start(error.retryAfter ?? 1);
        setError(ROOT_ERROR, { type: error.code, message: error.problem.detail });
      } else if (isProblem(error) && error.status === 401) {
        setError(ROOT_ERROR, { type: error.code, message: error.problem.detail || 'The email or password is wrong.' });
      } else {
        applyProblemToForm(setError, error);
      }
    }
  });

  const back = () => {
    unregister('totp');
    setStep('credentials');
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Log in">
      <FormAlert errors={errors} />
      {retry.waiting && <RetryWait secondsLeft={retry.secondsLeft} seconds={retry.seconds} />}
      {step === 'credentials' ? (
        <>
          <Field label="Email" schema={LoginBody.shape.email} error={errors.email} required>
            {(p) => <Input {...p} type="email" autoComplete="username" autoFocus {...register('email')} />}
          </Field>
          <Field label="Password" error={errors.password} required>
            {(p) => <Input {...p} type="password" autoComplete="current-password" {...register('password')} />}
          </Field>
        </>
      ) : (
        <>
          <p className="text-sm">
            Two-factor authentication is on for <strong>{getValues('email')}</strong>. Enter the code from your
            authenticator app.
          </p>
          <Field label="Authentication code" hint="6 digits" error={errors.totp} required>
            {(p) => (
              <Input
                {...p}
                inputMode="numeric"
                autoComplete="one-time-code"
                autoFocus
                className="font-mono tracking-widest"
                {...register('totp')}
              />
            )}
          </Field>
        </>
      )}
      <Button
        type="submit"
        variant="primary"
        className="w-full"
        loading={formState.isSubmitting}
        disabled={retry.waiting}
      >
        {step === 'credentials' ? 'Log in' : 'Verify and log in'}
      </Button>
      {step === 'totp' && (
        <Button variant="ghost" className="w-full" onClick={back}>
          Use a different account
        </Button>
      )}
    </form>
  );
}
