// The invoice screen: what is owed and by when, the pay buttons that state the
// cost and lead to the confirmation page, a refused payment shown in place,
// and a paid invoice without pay buttons.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, problem, stubFetch } from '@/test/fetch-stub';
import { pendingAction } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { hold, invoice, paymentOptions, shellRoutes } from './test-fixtures';

function open(routes: Parameters<typeof stubFetch>[0] = {}) {
  const calls = stubFetch({
    ...shellRoutes(),
    'GET /api/v1/invoices/6': json(invoice()),
    'GET /api/v1/invoices/6/payment-methods': json(paymentOptions()),
    'POST /api/v1/invoices/6/actions/pay-with-card': json(hold()),
    'GET /api/v1/pending-actions/pa_pay1': json(
      pendingAction({
        id: 'pa_pay1',
        operation: 'payInvoiceWithCard',
        summary: 'Pay invoice INV-2026-00006 (33.63 EUR) with Visa •••• 4242 (expires 09/2029)',
      }),
    ),
    ...routes,
  });
  return { calls, ...renderApp('/billing/invoices/6') };
}

const posts = (calls: ReturnType<typeof stubFetch>) => calls.filter((c) => c.method === 'POST');

describe('Invoice screen', () => {
  it('shows the overdue invoice, its items and the address it was issued to', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Invoice INV-2026-00006', level: 1 })).toBeTruthy();
    expect(screen.getAllByText('Overdue').length).toBeGreaterThan(0);
    expect(screen.getByRole('table').textContent).toContain('Domain renewals');
    const billed = screen.getByRole('region', { name: 'Billed to' });
    expect(billed.textContent).toContain('Storgatan 12');
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
  });

  it('pays with the chosen saved card: the button states the cost, the hold opens the confirmation page', async () => {
    const { calls, router } = open();
    const pay = await screen.findByRole('button', { name: /Pay with card: €33\.63 \(Visa •••• 4242\)/ });
    fireEvent.change(screen.getByLabelText('Card'), { target: { value: '2' } });
    expect(pay.textContent).toContain('Mastercard •••• 4444');
    fireEvent.click(pay);
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm/pa_pay1'));
    const [sent] = posts(calls);
    expect(sent!.url.pathname).toBe('/api/v1/invoices/6/actions/pay-with-card');
    expect(sent!.body).toMatchObject({
      card_id: 2,
      attempt_key: expect.stringMatching(/^pay-6-[0-9a-f]{16}-[0-9a-f]+$/),
    });
  });

  it('shows why a payment was refused and stays on the invoice', async () => {
    const { router } = open({
      'POST /api/v1/invoices/6/actions/pay-with-card': problem(
        409,
        'conflict',
        'A direct debit of invoice INV-2026-00006 is scheduled for 2026-11-22; unschedule it before paying another way',
      ),
    });
    fireEvent.click(await screen.findByRole('button', { name: /Pay with card/ }));
    expect((await screen.findByRole('alert')).textContent).toContain('unschedule it before paying another way');
    expect(router.state.location.pathname).toBe('/billing/invoices/6');
  });

  it('says why a way to pay is not available', async () => {
    open({
      'GET /api/v1/invoices/6/payment-methods': json(
        paymentOptions({
          methods: [
            { type: 'card', available: false, reason: 'No saved card; add one under Payment methods' },
            { type: 'directdebit', available: false, reason: 'No active direct-debit mandate' },
            { type: 'bank_transfer', available: true, reason: null },
            { type: 'payment_link', available: true, reason: null },
          ],
          savedCards: [],
          directDebit: null,
        }),
      ),
    });
    expect(await screen.findByText('No saved card; add one under Payment methods')).toBeTruthy();
    expect(screen.getByText('No active direct-debit mandate')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pay with card/ })).toBeNull();
    // The OCR reference is shown as the value of its term in the pay panel.
    const ocr = within(screen.getByRole('region', { name: /Pay €33\.63/ })).getByText('000000067', { selector: 'dd' });
    expect(ocr.previousElementSibling?.textContent).toBe('OCR reference');
  });

  it('a paid invoice has no pay buttons and lists its payment', async () => {
    const calls = stubFetch({
      ...shellRoutes(),
      'GET /api/v1/invoices/5': json(
        invoice({
          id: 5,
          number: 'INV-2026-00005',
          status: 'paid',
          paidAt: '2026-09-25T10:00:00.000Z',
          amountDue: { amount: 0, currency: 'EUR' },
          paymentUrl: null,
          payments: [
            {
              id: 9,
              method: 'card',
              status: 'completed',
              amount: { amount: 33.63, currency: 'EUR' },
              reference: 'ch_123',
              paidAt: '2026-09-25T10:00:00.000Z',
              createdAt: '2026-09-25T10:00:00.000Z',
            },
          ],
        }),
      ),
    });
    renderApp('/billing/invoices/5');
    await screen.findByRole('heading', { name: 'Invoice INV-2026-00005', level: 1 });
    expect(screen.queryByRole('button', { name: /Pay with card/ })).toBeNull();
    expect(screen.getByRole('region', { name: 'Payments' }).textContent).toContain('Card · completed');
    expect(calls.some((c) => c.url.pathname.endsWith('/payment-methods'))).toBe(false);
  });
});
