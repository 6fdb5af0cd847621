import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, stubFetch, type Routes } from '@/test/fetch-stub';
import { me, pendingAction, session } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { detail, hold, service, upgradeOptions } from './test-data';

/** An addon of service 5: three units of storage, €60 a year without VAT, €75 with it. */
const storage = service({
  id: 41,
  type: 'addon',
  parentServiceId: 5,
  plan: { serviceTypeId: 9, name: 'Extra storage' },
  quantity: 3,
  price: { amount: 60, currency: 'EUR' },
  priceWithVat: { amount: 75, currency: 'EUR' },
});

function open(path: string, routes: Routes) {
  const calls = stubFetch({
    'GET /api/v1/auth/session': json(session()),
    'GET /api/v1/me': json(me()),
    'GET /api/v1/account/accessible-accounts': json({ data: [], total: 0 }),
    'GET /api/v1/pending-actions/pa_svc1': json(pendingAction({ id: 'pa_svc1' })),
    ...routes,
  });
  return { calls, ...renderApp(path) };
}

const order = {
  orderId: 81,
  orderNumber: 'PRO-2030-00081',
  total: { amount: 10.35, currency: 'EUR' },
  dueAt: '2030-01-14T00:00:00.000Z',
  paymentUrl: 'http://localhost/sandbox/pay/abc',
};
const scheduled = {
  serviceTypeId: 3,
  name: 'Professional Hosting',
  status: 'awaiting_payment' as const,
  order,
  requestedAt: '2030-01-01T00:00:00.000Z',
};

describe('ServiceDetailPage', () => {
  it('shows plan, price and features, and an upgrade awaiting payment that can be cancelled after a warning', async () => {
    const { calls } = open('/services/5', {
      'GET /api/v1/services/5': [json(detail({ scheduledUpgrade: scheduled })), json(detail())],
      'DELETE /api/v1/services/5/actions/upgrade': json({
        target: upgradeOptions().target,
        serviceId: 5,
        cancelled: true,
        upgrade: { ...scheduled, status: 'cancelled', order: { ...order, paymentUrl: null } },
      }),
    });
    await screen.findByRole('heading', { name: 'Business Hosting (example.com)' });
    expect(screen.getByText('SSD storage').nextElementSibling?.textContent).toBe('50 GB');
    const notice = screen.getByText('Upgrade to Professional Hosting awaits payment').parentElement!;
    // the billing area's invoice screen, where the saved card is offered
    expect(
      within(notice)
        .getByRole('link', { name: /Pay PRO-2030-00081/ })
        .getAttribute('href'),
    ).toBe('/billing/invoices/81');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel upgrade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this upgrade?' });
    expect(dialog.textContent).toContain('Nothing has been charged');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel upgrade and order' }));
    await waitFor(() => expect(screen.queryByText('Upgrade to Professional Hosting awaits payment')).toBeNull());
    const del = calls.find((c) => c.method === 'DELETE')!;
    expect(del.url.searchParams.get('input')).toBe('5');
  });

  it('lists addons with their state; removing one is held and goes to the confirmation page', async () => {
    const ssl = service({
      id: 42,
      type: 'addon',
      parentServiceId: 5,
      status: 'pending',
      plan: { serviceTypeId: 11, name: 'Wildcard SSL certificate' },
      expiresAt: null,
      pendingOrder: { ...order, orderNumber: 'PRO-2030-00090', quantity: 1 },
    });
    const { calls, router } = open('/services/5', {
      'GET /api/v1/services/5': json(detail({ addons: [storage, ssl] })),
      'POST /api/v1/services/5/addons': json(hold()),
    });
    const list = await screen.findByRole('list', { name: 'Addons' });
    expect(within(list).getByTestId('addon-42').textContent).toContain('Awaiting payment');
    expect(within(list).getByRole('link', { name: /Pay PRO-2030-00090/ })).toBeTruthy();

    fireEvent.click(within(list).getByRole('button', { name: 'Remove Extra storage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Extra storage?' });
    expect(dialog.textContent).toContain('not refunded');
    fireEvent.change(within(dialog).getByLabelText('Units to remove'), { target: { value: '4' } });
    expect(within(dialog).getByText('Enter a whole number from 1 to 3')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Units to remove'), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Remove 2 units — continue to confirm/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm/pa_svc1'));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      input: '5',
      action: 'remove',
      service_plan_id: 9,
      quantity: 2,
    });
  });
});

describe('Prices on one VAT basis', () => {
  const priceFact = () => screen.getByText('Price', { selector: 'dt' }).nextElementSibling?.textContent;

  it('says a service’s price with VAT, as its invoice charges it, in the words the domain page uses', async () => {
    const { calls } = open('/services/5', { 'GET /api/v1/services/5': json(detail({ addons: [storage] })) });
    await screen.findByRole('heading', { name: 'Business Hosting (example.com)' });
    expect(priceFact()).toBe('€223.50 a year incl. VAT');
    expect(screen.getByTestId('addon-41').textContent).toContain('€75.00 a year incl. VAT');
    // The figure comes with the service: no other read to learn a rate.
    expect(calls.filter((c) => c.url.pathname.endsWith('/addons'))).toEqual([]);
  });
});

describe('UpgradePage', () => {
  it('offers the live options with prices, and puts what is due now on the button', async () => {
    const { calls, router } = open('/services/5/upgrade', {
      'GET /api/v1/services/5/actions/upgrade': json(upgradeOptions()),
      'POST /api/v1/services/5/actions/upgrade': json(hold()),
    });
    await screen.findByRole('heading', { name: 'Change plan' });
    expect(screen.getByRole('radio', { name: /Professional Hosting/ })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: /Agency Hosting/ }));
    fireEvent.click(await screen.findByRole('button', { name: /Upgrade for .*33\.64 — continue to confirm/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm/pa_svc1'));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      input: '5',
      service_type_id: 4,
      attempt_key: expect.stringMatching(/^upgrade-/),
    });
  });

  it('says why no upgrade can be ordered', async () => {
    open('/services/5/upgrade', {
      'GET /api/v1/services/5/actions/upgrade': json(
        upgradeOptions({ blockedReason: 'The service is suspended; only active services can be upgraded' }),
      ),
    });
    expect((await screen.findByText('No upgrade can be ordered right now')).parentElement?.textContent).toContain(
      'suspended',
    );
    expect(screen.queryByRole('button', { name: /continue to confirm/ })).toBeNull();
  });
});
