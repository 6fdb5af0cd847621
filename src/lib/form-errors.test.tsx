// The shared 422 helper and contract-derived limits, on a real form built
// from contract schemas (token creation, add funds).
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { accountOps } from '@contract/account';
import { AddFundsBody } from '@contract/account-balance';
import { CreateTokenBody } from '@contract/account-tokens';
import { Field } from '@/components/ui/field';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { Input } from '@/components/ui/input';
import { problem, stubFetch } from '@/test/fetch-stub';
import { describedText } from '@/test/queries';
import { apiRequest } from './api-client';
import { applyProblemToForm } from './form-errors';
import { describeLimits, fieldSchema, limitsOf } from './form-limits';

function TokenForm() {
  const { register, handleSubmit, setError, watch, formState } = useForm({
    resolver: zodResolver(CreateTokenBody),
    defaultValues: { name: '', scopes: ['read:dns' as const] },
  });
  const submit = handleSubmit((body) =>
    apiRequest(accountOps.createToken, { body }).catch((e) => applyProblemToForm(setError, e)),
  );
  return (
    <form onSubmit={submit} noValidate>
      <ProblemAlert errors={formState.errors} />
      <Field
        label="Token name"
        schema={CreateTokenBody.shape.name}
        error={formState.errors.name}
        length={watch('name').length}
      >
        {(p) => <Input {...p} {...register('name')} />}
      </Field>
      <Field label="First scope" error={formState.errors.scopes?.[0]}>
        {(p) => <Input {...p} {...register('scopes.0')} />}
      </Field>
      <button type="submit">Create</button>
    </form>
  );
}

describe('form limits from the contract', () => {
  it('reads limits through optional/nullable/default wrappers and nested paths', () => {
    expect(describeLimits(limitsOf(AddFundsBody.shape.amount))).toBe('100 – 5,000,000');
    expect(describeLimits(limitsOf(AddFundsBody.shape.attempt_key))).toBe('Up to 128 characters');
    expect(describeLimits(limitsOf(fieldSchema(accountOps.updateProfile.body, 'address.city')!))).toBe(
      'Up to 100 characters',
    );
    expect(limitsOf(accountOps.listAuditLog.query.shape.limit)).toEqual({ min: 1, max: 200 });
  });

  it('shows the limit beside the field and refuses a value over it without a request', async () => {
    const calls = stubFetch({});
    render(<TokenForm />);
    const name = screen.getByLabelText('Token name');
    expect(describedText(name)).toBe('Up to 64 characters');
    fireEvent.change(name, { target: { value: 'x'.repeat(65) } });
    expect(screen.getByText('65 / 64').className).toContain('text-danger');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(describedText(name)).toBe('Up to 64 characters At most 64 characters'));
    expect(calls).toHaveLength(0);
  });
});

describe('applyProblemToForm', () => {
  it('puts each 422 error on its dot-joined field, focuses the first, and form-level ones on top', async () => {
    stubFetch({
      'POST /api/v1/account/tokens': problem(422, 'validation_failed', 'The request has 3 problems', {
        errors: [
          { path: 'name', message: 'A token with this name exists', code: 'duplicate' },
          { path: 'scopes.0', message: 'Guests cannot grant this scope', code: 'forbidden_scope' },
          { path: '', message: 'The account has 50 tokens already.', code: 'too_many' },
        ],
      }),
    });
    render(<TokenForm />);
    fireEvent.change(screen.getByLabelText('Token name'), { target: { value: 'ci' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(describedText(screen.getByLabelText('Token name'))).toContain('A token with this name exists'),
    );
    expect(describedText(screen.getByLabelText('First scope'))).toBe('Guests cannot grant this scope');
    expect(screen.getByLabelText('First scope').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('The request has 3 problems The account has 50 tokens already.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Token name')));
  });

  it('shows a problem without field errors as the form message', async () => {
    stubFetch({ 'POST /api/v1/account/tokens': problem(403, 'csrf_required', 'Send X-Requested-With on writes') });
    render(<TokenForm />);
    fireEvent.change(screen.getByLabelText('Token name'), { target: { value: 'ci' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Send X-Requested-With on writes');
  });
});
