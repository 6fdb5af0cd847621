import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { z } from 'zod';
import type { RegistrarDomainDetail } from '@contract/domains';
import { json, problem, stubFetch, type Routes } from '@/test/fetch-stub';
import { createQueryClient } from '@/lib/query-client';
import { DomainOrderActions } from './domain-order-actions';
import { domainDetail, hold, lifecycle, ownerChangeQuote, renewQuote } from './order-test-data';

// The overview tab renders these buttons; here they sit alone on a page, with a confirmation route to land on.
function open(domain: z.infer<typeof RegistrarDomainDetail>, routes: Routes) {
  const calls = stubFetch(routes);
  const root = createRootRoute();
  const page = createRoute({
    getParentRoute: () => root,
    path: '/',
    component: () => <DomainOrderActions domain={domain} />,
  });
  const confirm = createRoute({
    getParentRoute: () => root,
    path: '/confirm/$pendingActionId',
    component: () => <p>Confirmation page</p>,
  });
  const router = createRouter({
    routeTree: root.addChildren([page, confirm]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router as never} />
    </QueryClientProvider>,
  );
  return { calls, router };
}

const renewPath = 'GET /api/v1/domains/nordlight.se/actions/renew';

describe('DomainOrderActions', () => {
  it('shows a renewal awaiting payment with its invoice and Pay, and offers no second Renew', async () => {
    const pendingOrder = {
      kind: 'renew' as const,
      status: 'awaiting_payment' as const,
      invoiceId: 812,
      invoiceNumber: 'PRO-2026-00812',
      total: { amount: 15, currency: 'EUR' },
      dueAt: '2026-12-10T06:00:00.000Z',
    };
    open(domainDetail({ pendingOrder }), {});
    const notice = (await screen.findByText('Renewal awaiting payment')).parentElement!.parentElement!;
    expect(notice.textContent).toContain('Invoice PRO-2026-00812, €15.00, to pay by');
    expect(within(notice).getByRole('time').getAttribute('datetime')).toBe(pendingOrder.dueAt);
    const pay = screen.getByRole('link', { name: 'Pay invoice PRO-2026-00812' });
    expect(pay.textContent).toBe('Pay');
    expect(pay.getAttribute('href')).toBe('/billing/invoices/812');
    expect(screen.queryByRole('button', { name: 'Renew' })).toBeNull();
    // the owner change is another order and stays on offer
    expect(screen.getByRole('button', { name: 'Owner change' })).toBeTruthy();
  });

  it('while a paid renewal is carried out, says so and offers neither Renew nor Pay', async () => {
    open(
      domainDetail({
        status: 'expired',
        pendingOrder: {
          kind: 'renew',
          status: 'processing',
          invoiceId: 812,
          invoiceNumber: 'PRO-2026-00812',
          total: { amount: 15, currency: 'EUR' },
          dueAt: '2026-12-10T06:00:00.000Z',
        },
      }),
      {},
    );
    expect(await screen.findByText('Renewal paid: the registry is carrying it out')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Renew' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Pay/ })).toBeNull();
  });

  it('renews: the quote for the chosen years with the new expiry, then the hold and its confirmation page', async () => {
    const { calls, router } = open(domainDetail(), {
      [renewPath]: (c) => json(renewQuote(Number(c.url.searchParams.get('years')))),
      'POST /api/v1/domains/nordlight.se/actions/renew': json(hold('pa_renew')),
    });
    const group = await screen.findByRole('group', { name: 'Orders' });
    expect(within(group).queryByRole('button', { name: 'Restore' })).toBeNull();
    fireEvent.click(within(group).getByRole('button', { name: 'Renew' }));

    const dialog = await screen.findByRole('dialog', { name: 'Renew nordlight.se' });
    await within(dialog).findByRole('button', { name: /Renew for €15\.00 — continue to confirm/ });
    // the price and what it renews at, each on the one VAT basis, said
    expect(within(dialog).getByTestId('quoted-price').parentElement!.textContent).toBe('€15.00 incl. VAT');
    expect(within(dialog).getByText('Then renews at').nextElementSibling?.textContent).toMatch(/a year incl\. VAT$/);
    expect(within(dialog).getByText('New expiry').nextElementSibling?.textContent).toMatch(/2031/);

    fireEvent.change(within(dialog).getByLabelText('Renew for'), { target: { value: '2' } });
    const button = await within(dialog).findByRole('button', { name: /Renew for €30\.00 — continue to confirm/ });
    expect(within(dialog).getByText('New expiry').nextElementSibling?.textContent).toMatch(/2032/);
    fireEvent.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm/pa_renew'));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({ years: 2 });
    expect((post.body as { attempt_key: string }).attempt_key).toMatch(/^renew-/);
  });

  it('says why a renewal cannot be ordered, with no button to order it', async () => {
    const { calls } = open(domainDetail(), {
      [renewPath]: json(
        renewQuote(1, { possible: false, reason: 'At most 10 years ahead: the .se registry refuses more' }),
      ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Renew' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/registry refuses more/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /continue to confirm/ })).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('names the registry that does not answer and that nothing was ordered, and retries', async () => {
    let registryUp = false;
    const { calls } = open(domainDetail(), {
      [renewPath]: () =>
        registryUp ? json(renewQuote(1)) : problem(503, 'registry_unavailable', 'The registry for .se did not answer'),
      'POST /api/v1/domains/nordlight.se/actions/renew': problem(
        503,
        'registry_unavailable',
        'The registry for .se did not answer',
      ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Renew' }));
    const dialog = await screen.findByRole('dialog');
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('The .se registry is not answering; nothing was ordered.');
    registryUp = true;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: /Renew for €15\.00/ }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'The .se registry is not answering; nothing was ordered.',
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('restores a domain in redemption: the price and the year of renewal it includes, then the hold', async () => {
    const { calls, router } = open(domainDetail({ domain: 'nordlight.eu', tld: 'eu', status: 'redemption' }), {
      'GET /api/v1/domains/nordlight.eu/lifecycle': json(lifecycle()),
      'POST /api/v1/domains/nordlight.eu/actions/restore': json(hold('pa_restore')),
    });
    const group = await screen.findByRole('group', { name: 'Orders' });
    expect(within(group).queryByRole('button', { name: 'Renew' })).toBeNull();
    fireEvent.click(within(group).getByRole('button', { name: 'Restore' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore nordlight.eu' });
    expect((await within(dialog).findByTestId('quoted-price')).textContent).toBe('€67.50');
    expect(dialog.textContent).toContain('one year of renewal');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore for €67.50 — continue to confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm/pa_restore'));
    expect((calls.find((c) => c.method === 'POST')!.body as { attempt_key: string }).attempt_key).toMatch(/^restore-/);
  });

  it('hands an owner change off to the e-ID sign-in, saying so, after the price and the steps', async () => {
    open(domainDetail(), { 'GET /api/v1/domains/nordlight.se/actions/owner-change': json(ownerChangeQuote()) });
    fireEvent.click(await screen.findByRole('button', { name: 'Owner change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the owner of nordlight.se' });
    expect((await within(dialog).findByTestId('quoted-price')).textContent).toBe('€25.00');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(ownerChangeQuote().steps);
    const link = within(dialog).getByRole('link', { name: /Continue to e-ID sign-in/ });
    expect(link.getAttribute('href')).toBe('http://localhost/sandbox/eid/abc123');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(dialog.textContent).toContain('hands you off');
  });
});
