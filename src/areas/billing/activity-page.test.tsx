import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { json, stubFetch } from '@/test/fetch-stub';
import { me, session } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { withViewportHeight } from '@/test/layout';

withViewportHeight(600);

const timeline = json({
  data: [
    {
      id: 'inv-1-issued',
      at: '2026-01-10T09:00:00Z',
      kind: 'invoice_issued',
      description: 'Invoice F-1001 issued',
      amount: { amount: -125, currency: 'EUR' },
      invoiceId: 1,
      invoiceNumber: 'F-1001',
      method: null,
    },
  ],
  hasMore: false,
  nextCursor: null,
  total: 1,
});

describe('Money timeline screen', () => {
  it('sorts by time and amount from its headers, and exports the list with its filters and order', async () => {
    const calls = stubFetch({
      'GET /api/v1/auth/session': json(session()),
      'GET /api/v1/me': json(me()),
      'GET /api/v1/account/accessible-accounts': json({ data: [], total: 0 }),
      'GET /api/v1/billing/activity': timeline,
    });
    const { router } = renderApp('/billing/activity?kind=invoice_issued&sort=bigness');
    await screen.findByText('Invoice F-1001 issued');
    const activity = () => calls.filter((c) => c.url.pathname === '/api/v1/billing/activity');
    // an order the list does not know is dropped from the URL, like a bad filter
    expect(Object.fromEntries(activity()[0]!.url.searchParams)).toEqual({ kind: 'invoice_issued', limit: '100' });
    const exportHref = () =>
      new URL(screen.getByRole('link', { name: /Export CSV/ }).getAttribute('href')!, 'http://x');
    expect(exportHref().pathname).toBe('/api/v1/billing/activity/export');
    expect(Object.fromEntries(exportHref().searchParams)).toEqual({ kind: 'invoice_issued' });
    expect(screen.getByRole('columnheader', { name: /When/ }).getAttribute('aria-sort')).toBe('descending');

    // amounts: largest first on a first click
    fireEvent.click(screen.getByRole('button', { name: /Amount/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ kind: 'invoice_issued', sort: '-amount' }));
    await waitFor(() =>
      expect(Object.fromEntries(activity().at(-1)!.url.searchParams)).toEqual({
        kind: 'invoice_issued',
        sort: '-amount',
        limit: '100',
      }),
    );
    expect(Object.fromEntries(exportHref().searchParams)).toEqual({ kind: 'invoice_issued', sort: '-amount' });
    expect(screen.getByRole('columnheader', { name: /Amount/ }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: /When/ }).getAttribute('aria-sort')).toBeNull();

    // back to time: newest first, the default the URL leaves out
    fireEvent.click(screen.getByRole('button', { name: /When/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ kind: 'invoice_issued' }));
  });

  it('offers no export of a reversed date range, which the API refuses', async () => {
    stubFetch({
      'GET /api/v1/auth/session': json(session()),
      'GET /api/v1/me': json(me()),
      'GET /api/v1/account/accessible-accounts': json({ data: [], total: 0 }),
      'GET /api/v1/billing/activity': timeline,
    });
    renderApp('/billing/activity?from=2026-02-01&to=2026-01-01');
    await screen.findByText('No dates match');
    expect(screen.queryByRole('link', { name: /Export CSV/ })).toBeNull();
  });
});
