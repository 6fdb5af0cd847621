import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { json, stubFetch } from '@/test/fetch-stub';
import { accessible, me, overview, session } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const guestSession = session({
  account: { id: 20, name: 'Partner Shop Ltd', email: 'ops@partner.example', role: 'guest' },
});

describe('AccountSwitcher', () => {
  it('lists accessible accounts, switches, clears the cache and names the acting account', async () => {
    let acting = 10;
    const calls = stubFetch({
      'GET /api/v1/auth/session': json(session()),
      'GET /api/v1/me': json(me()),
      'GET /api/v1/account/accessible-accounts': json(accessible()),
      'GET /api/v1/account/overview': () => json(overview(acting === 10 ? 'Demo Hosting AB' : 'Partner Shop Ltd')),
      'POST /api/v1/auth/switch-account': () => {
        acting = 20;
        return json(guestSession);
      },
    });
    const { queryClient } = renderApp('/');
    const button = await screen.findByRole('button', { name: /Acting account: Demo Hosting AB/ });
    await screen.findByText('Demo Hosting AB', { selector: 'p' }); // overview of account 10
    const overviewCalls = () => calls.filter((c) => c.url.pathname === '/api/v1/account/overview').length;
    expect(overviewCalls()).toBe(1);

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const partner = screen.getByRole('button', { name: /Partner Shop Ltd/ });
    expect(partner.textContent).toBe('Partner Shop Ltdops@partner.exampleguest');
    expect(screen.getByRole('button', { name: /Demo Hosting AB.*owner/ }).getAttribute('aria-current')).toBe('true');

    fireEvent.click(partner);
    await screen.findByRole('button', { name: /Acting account: Partner Shop Ltd/ });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ accountId: 20 });
    // everything cached for account 10 was dropped and fetched again for 20
    await waitFor(() => expect(overviewCalls()).toBe(2));
    await screen.findByText('Partner Shop Ltd · you are a guest on this account');
    expect(queryClient.getQueryData(['auth', 'session'])).toEqual(guestSession);
    expect(screen.getByText('Now acting as Partner Shop Ltd').closest('[aria-live]')).not.toBeNull();
  });

  it('just names the account when there is only one', async () => {
    stubFetch({
      'GET /api/v1/auth/session': json(session()),
      'GET /api/v1/me': json(me()),
      'GET /api/v1/account/accessible-accounts': json({ data: accessible().data.slice(0, 1), total: 1 }),
      'GET /api/v1/account/overview': json(overview()),
    });
    renderApp('/');
    await screen.findByRole('heading', { name: 'Overview' });
    await waitFor(() => expect(screen.getByTestId('acting-account').textContent).toContain('Demo Hosting AB'));
    expect(screen.getByTestId('acting-account').tagName).toBe('DIV');
  });
});
