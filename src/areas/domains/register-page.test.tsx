import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, stubFetch, type Routes } from '@/test/fetch-stub';
import { me, pendingAction, session } from '@/test/fixtures';
import { describedText } from '@/test/queries';
import { renderApp } from '@/test/render-app';
import { domainWarnings } from '@contract/domain-scripts';
import { hold, quote } from './order-test-data';

function open(path: string, routes: Routes) {
  const calls = stubFetch({
    'GET /api/v1/auth/session': json(session()),
    'GET /api/v1/me': json(me()),
    'GET /api/v1/account/accessible-accounts': json({ data: [], total: 0 }),
    'GET /api/v1/pending-actions/pa_reg': json(pendingAction({ id: 'pa_reg', summary: 'Register bücher.se' })),
    ...routes,
  });
  return { calls, ...renderApp(path) };
}

const eur = (amount: number) => ({ amount, currency: 'EUR' });

describe('RegisterPage', () => {
  it('takes a Unicode name, quotes it in ASCII form, checks the nameservers, and holds the registration', async () => {
    const { calls, router } = open('/domains/register', {
      'GET /api/v1/domains/xn--bcher-kva.se/actions/register': (c) => {
        const years = Number(c.url.searchParams.get('years'));
        return json(quote({ domain: 'xn--bcher-kva.se', years, price: eur(15 * years) }));
      },
      'POST /api/v1/domains/xn--bcher-kva.se/actions/register': json(hold('pa_reg')),
    });
    await screen.findByRole('heading', { name: 'Register a domain', level: 1 });
    fireEvent.change(screen.getByLabelText(/Domain name/), { target: { value: ' Bücher.se ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check availability' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ domain: 'xn--bcher-kva.se' }));

    const card = await screen.findByRole('region', { name: 'bücher.se' });
    expect(await within(card).findByText('bücher.se is available.')).toBeTruthy();
    expect(within(card).getByTestId('quoted-price').textContent).toBe('€15.00');
    fireEvent.change(within(card).getByLabelText('Register for'), { target: { value: '3' } });
    await within(card).findByRole('button', { name: 'Register for €45.00 — continue to confirm' });

    fireEvent.click(within(card).getByRole('checkbox', { name: /Use my own nameservers/ }));
    const ns = within(card).getByLabelText(/Your nameservers/);
    fireEvent.change(ns, { target: { value: 'ns1.example.net' } });
    fireEvent.click(within(card).getByRole('button', { name: /Register for €45\.00/ }));
    await waitFor(() => expect(describedText(ns)).toContain('Give at least two nameservers'));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(ns, { target: { value: 'ns1.example.net\n  ns2.example.net \n' } });
    fireEvent.click(within(card).getByRole('button', { name: /Register for €45\.00/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm/pa_reg'));
    const post = calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    expect(post).toMatchObject({ years: 3, auto_renew: true, nameservers: ['ns1.example.net', 'ns2.example.net'] });
    expect(post.attempt_key).toMatch(/^register-/);
  });

  it('says why a name cannot be registered, offers a transfer instead, and has no order button', async () => {
    open('/domains/register?domain=lindqvist-foto.com', {
      'GET /api/v1/domains/lindqvist-foto.com/actions/register': json(
        quote({
          domain: 'lindqvist-foto.com',
          tld: 'com',
          possible: false,
          reason: 'lindqvist-foto.com is registered at Other Registrar Inc.',
        }),
      ),
    });
    const card = await screen.findByRole('region', { name: 'lindqvist-foto.com' });
    expect(await within(card).findByText('lindqvist-foto.com is registered at Other Registrar Inc.')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /continue to confirm/ })).toBeNull();
    expect(within(card).getByRole('link', { name: 'Transfer it in' }).getAttribute('href')).toBe(
      '/domains/transfers?transfer=lindqvist-foto.com',
    );
  });

  it('warns about a name that mixes scripts before it is bought', async () => {
    // pаypal.com with a Cyrillic а
    open('/domains/register?domain=xn--pypal-4ve.com', {
      'GET /api/v1/domains/xn--pypal-4ve.com/actions/register': json(
        quote({
          domain: 'xn--pypal-4ve.com',
          tld: 'com',
          price: eur(16.25),
          warnings: domainWarnings('xn--pypal-4ve.com'),
        }),
      ),
    });
    const warning = await screen.findByText('This name can pass for another');
    expect(warning.closest('[role="status"]')?.textContent).toContain('mixes Latin and Cyrillic');
    expect(screen.getByRole('heading', { name: 'xn--pypal-4ve.com' })).toBeTruthy();
  });
});
