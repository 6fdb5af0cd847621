import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, problem, stubFetch } from '@/test/fetch-stub';
import { pendingAction } from '@/test/fixtures';
import { describedText } from '@/test/queries';
import { renderApp } from '@/test/render-app';
import { withViewportHeight } from '@/test/layout';
import { balance, collectionOf, hold, shellRoutes } from './test-fixtures';

withViewportHeight(600);

const ledger = collectionOf([
  {
    id: '2',
    kind: 'charge' as const,
    amount: { amount: -7.5, currency: 'EUR' },
    balanceAfter: { amount: 42.5, currency: 'EUR' },
    description: 'SSL certificate for the shop',
    invoiceId: null,
    createdAt: '2026-01-08T10:00:00Z',
  },
]);

function open(addFunds = json(hold({ pendingActionId: 'pa_topup1' }))) {
  const calls = stubFetch({
    ...shellRoutes(),
    'GET /api/v1/account/balance': json(balance()),
    'GET /api/v1/account/balance/events': json(ledger),
    'GET /api/v1/account/onelink': json(collectionOf([])),
    'POST /api/v1/account/balance/actions/add-funds': addFunds,
    'GET /api/v1/pending-actions/pa_topup1': json(
      pendingAction({ id: 'pa_topup1', summary: 'Add 100.00 EUR to the prepaid balance' }),
    ),
  });
  return { calls, ...renderApp('/account/balance') };
}

const posts = (calls: ReturnType<typeof stubFetch>) => calls.filter((c) => c.method === 'POST');

describe('Balance screen: add funds', () => {
  it('shows the limits, refuses 99 and 5,000,000.01 with the contract messages, sends 100 and opens the confirmation', async () => {
    const { calls, router } = open();
    await screen.findByRole('heading', { name: 'Balance', level: 1 });
    expect(screen.getByTestId('balance').textContent).toMatch(/42\.50/);
    // The ledger shows signed amounts.
    expect((await screen.findByText('SSL certificate for the shop')).closest('[role=row]')?.textContent).toMatch(
      /-€7\.50|−€7\.50|-7\.50/,
    );

    const amount = screen.getByLabelText(/Amount \(EUR\)/);
    expect(describedText(amount)).toBe('100 – 5,000,000');
    const submit = screen.getByRole('button', { name: 'Add funds' });

    fireEvent.change(amount, { target: { value: '99' } });
    fireEvent.click(submit);
    await waitFor(() => expect(describedText(amount)).toContain('The smallest top-up is 100'));

    fireEvent.change(amount, { target: { value: '5000000.01' } });
    fireEvent.click(submit);
    await waitFor(() => expect(describedText(amount)).toContain('The largest top-up is 5,000,000'));
    expect(posts(calls)).toHaveLength(0);

    fireEvent.change(amount, { target: { value: '100' } });
    expect(screen.getByText(/You ask to add €100\.00|You ask to add 100/)).toBeTruthy();
    fireEvent.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm/pa_topup1'));
    const [sent] = posts(calls);
    expect(sent.url.pathname).toBe('/api/v1/account/balance/actions/add-funds');
    expect(sent.body).toMatchObject({ amount: 100 });
    expect((sent.body as { attempt_key: string }).attempt_key).toMatch(/^add-funds-[0-9a-f]{16}-[0-9a-f]+$/);
    await screen.findByRole('heading', { name: 'Add 100.00 EUR to the prepaid balance' });
  });

  it('puts a server 422 on the amount field and stays on the page', async () => {
    const { router } = open(
      problem(422, 'validation_failed', 'amount: 5 top-up invoices are still unpaid', {
        errors: [
          {
            path: 'amount',
            message: '5 top-up invoices are still unpaid; pay those first',
            code: 'too_many_open_deposits',
          },
        ],
      }),
    );
    const amount = await screen.findByLabelText(/Amount \(EUR\)/);
    fireEvent.change(amount, { target: { value: '250' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add funds' }));
    await waitFor(() => expect(describedText(amount)).toContain('5 top-up invoices are still unpaid; pay those first'));
    expect(router.state.location.pathname).toBe('/account/balance');
    expect(
      within(screen.getByRole('navigation', { name: 'Main' }))
        .getByRole('link', { name: 'Balance' })
        .getAttribute('aria-current'),
    ).toBe('page');
  });
});
