import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { json, problem, stubFetch } from '@/test/fetch-stub';
import { session } from '@/test/fixtures';
import { describedText } from '@/test/queries';
import { LoginForm } from './login-form';

function renderForm() {
  const onLoggedIn = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <LoginForm onLoggedIn={onLoggedIn} />
    </QueryClientProvider>,
  );
  return onLoggedIn;
}

const fill = (email: string, password: string) => {
  fireEvent.change(screen.getByLabelText(/Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
};

describe('LoginForm', () => {
  it('shows the contract limit and refuses what the server would refuse, without a request', async () => {
    const calls = stubFetch({});
    renderForm();
    expect(describedText(screen.getByLabelText(/Email/))).toBe('Up to 254 characters'); // Email is max(254) in the contract
    fill('not-an-email', '');
    await waitFor(() =>
      expect(describedText(screen.getByLabelText(/Email/))).toBe(
        'Up to 254 characters Enter an email address such as info@example.com',
      ),
    );
    expect(describedText(screen.getByLabelText(/Password/))).toBe('Enter your password');
    expect(screen.getByLabelText(/Email/).getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('maps a 422 problem back onto the field and focuses it', async () => {
    stubFetch({
      'POST /api/v1/auth/login': problem(422, 'validation_failed', 'The request has 1 invalid field', {
        errors: [{ path: 'email', message: 'This address uses single sign-on', code: 'custom' }],
      }),
    });
    renderForm();
    fill('sso@example.com', 'pw');
    const message = await screen.findByText('This address uses single sign-on');
    const email = screen.getByLabelText(/Email/);
    expect(email.getAttribute('aria-describedby')).toContain(message.id);
    await waitFor(() => expect(document.activeElement).toBe(email));
  });

  it('says so when the password is wrong', async () => {
    stubFetch({ 'POST /api/v1/auth/login': problem(401, 'unauthorized', 'The email or password is wrong') });
    const onLoggedIn = renderForm();
    fill('demo@example.com', 'nope');
    expect((await screen.findByRole('alert')).textContent).toBe('The email or password is wrong');
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('asks for the TOTP code when the server requires it, and checks its format', async () => {
    const calls = stubFetch({
      'POST /api/v1/auth/login': [problem(401, 'two_factor_required', 'Two-factor code required'), json(session())],
    });
    const onLoggedIn = renderForm();
    fill('demo@example.com', 'demo-password');
    const code = await screen.findByLabelText(/Authentication code/);
    fireEvent.change(code, { target: { value: '12ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() => expect(describedText(code)).toContain('Enter the 6-digit code from your authenticator app'));
    expect(calls).toHaveLength(1);

    fireEvent.change(code, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledOnce());
    expect(calls[1].body).toEqual({ email: 'demo@example.com', password: 'demo-password', totp: '654321' });
  });

  it('after too many failed attempts shows why and counts down Retry-After before the next try', async () => {
    const detail =
      'Too many failed password attempts for this email address (at most 10 in 15 minutes, wherever they come from); password checks for it are paused. Try again in 2 minutes.';
    const calls = stubFetch({
      'POST /api/v1/auth/login': [
        problem(429, 'rate_limited', detail, { retryAfter: 61, global: false }, { 'Retry-After': '61' }),
        json(session()),
      ],
    });
    // The countdown's clock is fake; the fetch stub and waitFor keep real timeouts.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    try {
      const onLoggedIn = renderForm();
      fill('demo@example.com', 'demo-password');
      expect((await screen.findByRole('alert')).textContent).toBe(detail);
      const wait = screen.getByTestId('retry-wait');
      expect(wait.textContent).toContain('You can try again in 1:01');
      expect(wait.textContent).toContain('You can try again in 1 minute 1 second.');
      const submit = screen.getByRole('button', { name: 'Log in' }) as HTMLButtonElement;
      expect(submit.disabled).toBe(true);
      expect(calls).toHaveLength(1); // a 61-second wait is not retried behind the person's back

      act(() => vi.advanceTimersByTime(30_000));
      expect(screen.getByTestId('retry-wait').textContent).toContain('0:31');
      act(() => vi.advanceTimersByTime(31_000));
      await waitFor(() => expect(submit.disabled).toBe(false));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.queryByTestId('retry-wait')).toBeNull();
      fireEvent.click(submit);
      await waitFor(() => expect(onLoggedIn).toHaveBeenCalledOnce());
    } finally {
      vi.useRealTimers();
    }
  });

  it('a refused code step shows the wait too, without leaving the code step', async () => {
    const detail =
      'Too many wrong authenticator codes for this login (at most 5 in 15 minutes); code checks for it are paused. Try again in 15 minutes.';
    stubFetch({
      'POST /api/v1/auth/login': [
        problem(401, 'two_factor_required', 'Two-factor code required'),
        problem(429, 'rate_limited', detail, { retryAfter: 900, global: false }, { 'Retry-After': '900' }),
      ],
    });
    renderForm();
    fill('demo@example.com', 'demo-password');
    const code = await screen.findByLabelText(/Authentication code/);
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(detail);
    expect(screen.getByTestId('retry-wait').textContent).toContain('15:00');
    expect((screen.getByRole('button', { name: 'Verify and log in' }) as HTMLButtonElement).disabled).toBe(true);
    // The form stays on the code step with the code as typed, ready once the wait is over.
    expect((screen.getByLabelText(/Authentication code/) as HTMLInputElement).value).toBe('123456');
  });
});
