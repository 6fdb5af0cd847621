import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { json, problem, stubFetch, type Routes } from '@/test/fetch-stub';
import { me, pendingAction, session } from '@/test/fixtures';
import { describedText } from '@/test/queries';
import { renderApp } from '@/test/render-app';
import { addonList, hold, service } from './test-data';

function open(routes: Routes) {
  const calls = stubFetch({
    'GET /api/v1/auth/session': json(session()),
    'GET /api/v1/me': json(me()),
    'GET /api/v1/account/accessible-accounts': json({ data: [], total: 0 }),
    'GET /api/v1/pending-actions/pa_svc1': json(
      pendingAction({ id: 'pa_svc1', summary: 'Add 3 × Extra storage to Business Hosting (example.com)' }),
    ),
    ...routes,
  });
  return { calls, ...renderApp('/services/5/addons') };
}

describe('AddonPurchasePage', () => {
  it('shows each addon’s price and limit, puts the cost on the button, and goes to the confirmation page', async () => {
    const { calls, router } = open({
      'GET /api/v1/services/5/addons': json(addonList()),
      'POST /api/v1/services/5/addons': json(hold()),
    });
    await screen.findByRole('heading', { name: 'Add an addon' });
    expect(screen.getByRole('radio', { name: /Extra storage/ })).toHaveProperty('checked', true);
    expect(screen.getByText('Has 1 of at most 1')).toBeTruthy();
    const qty = screen.getByLabelText(/How many/);
    expect(describedText(qty)).toContain('24 more allowed');
    expect(describedText(qty)).toContain('1 – 24');

    fireEvent.change(qty, { target: { value: '3' } });
    // 3 × 20.00 for a year, plus 25 % VAT
    const button = await screen.findByRole('button', { name: /Order for .*75\.00 — continue to confirm/ });
    fireEvent.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm/pa_svc1'));
    const post = calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    expect(post).toMatchObject({ input: '5', action: 'add', service_plan_id: 9, quantity: 3 });
    expect(post.attempt_key).toMatch(/^addon-/);
  });

  it('refuses a quantity over the limit before sending, and shows the server’s 422 on the field', async () => {
    const { calls } = open({
      'GET /api/v1/services/5/addons': json(addonList()),
      'POST /api/v1/services/5/addons': problem(422, 'validation_failed', 'quantity: too many', {
        errors: [{ path: 'quantity', message: 'Extra storage is limited to 24 per service', code: 'over_limit' }],
      }),
    });
    const qty = await screen.findByLabelText(/How many/);
    fireEvent.change(qty, { target: { value: '25' } });
    expect(screen.getByRole('button', { name: /continue to confirm/ })).toHaveProperty('disabled', true);
    fireEvent.change(qty, { target: { value: '2' } });
    fireEvent.click(await screen.findByRole('button', { name: /Order for .*50\.00/ }));
    await waitFor(() =>
      expect(describedText(screen.getByLabelText(/How many/))).toContain('limited to 24 per service'),
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('says when an order for the addon already awaits payment', async () => {
    const pendingAddon = service({
      id: 40,
      type: 'addon',
      parentServiceId: 5,
      status: 'pending',
      quantity: 2,
      plan: { serviceTypeId: 9, name: 'Extra storage' },
      pendingOrder: {
        orderId: 77,
        orderNumber: 'PRO-2030-00077',
        total: { amount: 50, currency: 'EUR' },
        dueAt: '2030-01-14T00:00:00.000Z',
        paymentUrl: 'http://localhost/sandbox/pay/x',
        quantity: 2,
      },
    });
    open({ 'GET /api/v1/services/5/addons': json(addonList({ data: [pendingAddon], total: 1 })) });
    expect((await screen.findByText(/PRO-2030-00077/)).getAttribute('role')).toBe('status');
    expect(screen.getByRole('button', { name: /continue to confirm/ })).toHaveProperty('disabled', true);
  });
});
