// Email + password, then a TOTP step when the server answers 401
// two_factor_required. Validation is the contract's LoginBody, so the form
// refuses exactly what the server refuses. Too many failed attempts (429) show
// the server's detail and count down its Retry-After before the next try.
//
// The first screen of a visit, so it carries no form library and no zod: the contract
// (with zod) is loaded when the person first submits, while they type the checks wait.
// Errors behave as the other forms' do: checked on submit, then again on each change of a
// field that was refused; the first refused field takes focus.
import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import type { FieldErrors, UseFormSetError } from 'react-hook-form';
import { isProblem } from '@/lib/api-problem';
import { applyProblemToForm, ROOT_ERROR } from '@/lib/form-errors';
import { rateLimitStore } from '@/lib/notices';
import { useLogin } from '@/lib/session';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { Input } from '@/components/ui/input';
import { RetryWait, useRetryWait } from './retry-wait';
import { EMAIL_LIMIT_HINT, loadLoginCheck, type LoginCheck, type LoginField, type LoginValues } from './login-check';

type Errors = Partial<Record<LoginField, { type: string; message: string }>> & {
  root?: { server?: { type: string; message: string } };
};

export function LoginForm({ onLoggedIn, onForgot }: { onLoggedIn: () => void; onForgot?: () => void }) {
  const [step, setStep] = useState<'credentials' | 'totp'>('credentials');
  const login = useLogin();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const check = useRef<LoginCheck | null>(null);
  const inputs = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});
  const clearRoot = useCallback(() => setErrors(({ root: _, ...rest }) => rest), []);
  // Once the wait is over its message ("try again in 15 minutes") is no longer true.
  const retry = useRetryWait(clearRoot);

  const setError = ((name: string, error: { type?: string; message?: string }, options?: { shouldFocus?: boolean }) => {
    const entry = { type: error.type ?? 'custom', message: error.message ?? '' };
    setErrors((prev) => (name === ROOT_ERROR ? { ...prev, root: { server: entry } } : { ...prev, [name]: entry }));
    if (options?.shouldFocus) inputs.current[name as LoginField]?.focus();
  }) as UseFormSetError<LoginValues>;

  const sent = (): LoginValues =>
    step === 'totp' ? { ...values, totp: values.totp ?? '' } : { email: values.email, password: values.password };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    try {
      check.current ??= await loadLoginCheck();
      const refused = check.current(sent());
      setErrors(refused);
      const first = (['email', 'password', 'totp'] as const).find((f) => refused[f]);
      if (first) {
        inputs.current[first]?.focus();
        return;
      }
      try {
        await login.mutateAsync(sent());
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
          setError(ROOT_ERROR, {
            type: error.code,
            message: error.problem.detail || 'The email or password is wrong.',
          });
        } else {
          applyProblemToForm(setError, error);
        }
      }
    } finally {
      setSubmitting(false);
    }
  };

  /** A change to a refused field checks it again, as the other forms do after a submit. */
  const change = (field: LoginField) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (!errors[field] || !check.current) return;
    const again = check.current(step === 'totp' ? { ...next, totp: next.totp ?? '' } : next)[field];
    setErrors(({ [field]: _, ...rest }) => (again ? { ...rest, [field]: again } : rest));
  };

  const control = (field: LoginField) => ({
    name: field,
    value: values[field] ?? '',
    onChange: change(field),
    ref: (el: HTMLInputElement | null) => {
      inputs.current[field] = el;
    },
  });

  const back = () => {
    setValues(({ totp: _, ...rest }) => rest);
    setErrors(({ totp: _, ...rest }) => rest);
    setStep('credentials');
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Log in">
      <ProblemAlert errors={errors as FieldErrors} />
      {retry.waiting && <RetryWait secondsLeft={retry.secondsLeft} seconds={retry.seconds} />}
      {step === 'credentials' ? (
        <>
          <Field label="Email" hint={EMAIL_LIMIT_HINT} error={errors.email} required>
            {(p) => <Input {...p} type="email" autoComplete="username" autoFocus {...control('email')} />}
          </Field>
          <Field label="Password" error={errors.password} required>
            {(p) => <Input {...p} type="password" autoComplete="current-password" {...control('password')} />}
          </Field>
        </>
      ) : (
        <>
          <p className="text-sm">
            Two-factor authentication is on for <strong>{values.email}</strong>. Enter the code from your authenticator
            app, or one of your recovery codes if you do not have it.
          </p>
          <Field
            label="Authentication code"
            hint="6 digits, or a recovery code (xxxx-xxxx-xxxx)"
            error={errors.totp}
            required
          >
            {(p) => (
              <Input
                {...p}
                inputMode="text"
                autoComplete="one-time-code"
                autoFocus
                className="font-mono tracking-widest"
                {...control('totp')}
              />
            )}
          </Field>
        </>
      )}
      <Button type="submit" variant="primary" className="w-full" loading={submitting} disabled={retry.waiting}>
        {step === 'credentials' ? 'Log in' : 'Verify and log in'}
      </Button>
      {step === 'totp' && (
        <Button variant="ghost" className="w-full" onClick={back}>
          Use a different account
        </Button>
      )}
      {step === 'credentials' && onForgot && (
        <Button variant="ghost" className="w-full" onClick={onForgot}>
          Forgot password?
        </Button>
      )}
    </form>
  );
}
