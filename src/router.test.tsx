// Whole-app flows through the real router: logging in and coming back, and
// what any 401 does to a logged-in user.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { json, problem, stubFetch } from './test/fetch-stub';
import { me, pendingAction, session, overview } from './test/fixtures';
import { renderApp } from './test/render-app';

const loggedOut = () => problem(401, 'unauthorized', 'No session');

describe('session and redirects', () => {
  it('sends a logged-out visitor to login, asks for the TOTP step, then returns to the page', async () => {
    let loggedIn = false;
    const calls = stubFetch({
      'GET /api/v1/auth/session': () => (loggedIn ? json(session()) : loggedOut()),
      'POST /api/v1/auth/login': [
        problem(401, 'two_factor_required', 'Enter the code from your authenticator app'),
        () => {
          loggedIn = true;
          return json(session({ user: { ...session().user, twoFactorEnabled: true } }));
        },
      ],
      'GET /api/v1/pending-actions/pa_01J0ABC': json(pendingAction()),
      'GET /api/v1/me': json(me()),
      'GET /api/v1/account/accessible-accounts': json({ data: [], total: 0 }),
    });
    const { router } = renderApp('/confirm/pa_01J0ABC?from=mail');

    await screen.findByRole('heading', { name: 'Log in to your control panel' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/confirm/pa_01J0ABC?from=mail' });

    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'demo@example.com' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'demo-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    const code = await screen.findByLabelText(/Authentication code/);
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and log in' }));

    await screen.findByRole('heading', { name: 'Add 500.00 EUR to the prepaid balance' });
    expect(router.state.location.href).toBe('/confirm/pa_01J0ABC?from=mail');
    const logins = calls.filter((c) => c.url.pathname === '/api/v1/auth/login').map((c) => c.body);
    expect(logins).toEqual([
      { email: 'demo@example.com', password: 'demo-password' },
      { email: 'demo@example.com', password: 'demo-password', totp: '123456' },
    ]);
  });

  it('takes a user whose session ended (any 401) to login and back to where they were', async () => {
    let sessionEnded = false;
    stubFetch({
      'GET /api/v1/auth/session': () => (sessionEnded ? loggedOut() : json(session())),
      'GET /api/v1/account/overview': json(overview()),
      'GET /api/v1/me': json(me()),
      'GET /api/v1/account/accessible-accounts': json({ data: [], total: 0 }),
      'GET /api/v1/pending-actions/pa_9': () => {
        sessionEnded = true;
        return problem(401, 'unauthorized', 'The session has expired');
      },
    });
    const { router } = renderApp('/');
    await screen.findByRole('heading', { name: 'Overview' });

    await router.navigate({ to: '/confirm/$pendingActionId', params: { pendingActionId: 'pa_9' } });
    await screen.findByText('Your session has ended');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toMatchObject({ redirect: '/confirm/pa_9', expired: true });
  });

  it('does not follow a redirect to another origin after login', async () => {
    stubFetch({
      'GET /api/v1/auth/session': [loggedOut(), json(session())],
      'POST /api/v1/auth/login': json(session()),
      'GET /api/v1/account/overview': json(overview()),
      'GET /api/v1/me': json(me()),
      'GET /api/v1/account/accessible-accounts': json({ data: [], total: 0 }),
    });
    const { router } = renderApp('/login?redirect=%22%2F%2Fevil.example%2Fx%22');
    fireEvent.change(await screen.findByLabelText(/Email/), { target: { value: 'demo@example.com' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'demo-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await screen.findByRole('heading', { name: 'Overview' });
  });
});
