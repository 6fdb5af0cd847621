import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { z } from 'zod';
import type { BalanceEvent, Onelink } from '@contract/account';
import { json, stubFetch } from '@/test/fetch-stub';
import { renderApp } from '@/test/render-app';
import { withViewportHeight } from '@/test/layout';
import { balance, collectionOf, shellRoutes } from './test-fixtures';

withViewportHeight(600);

const move = (id: string, amount: number, description: string): z.infer<typeof BalanceEvent> => ({
  id,
  kind: amount > 0 ? 'deposit' : 'charge',
  amount: { amount, currency: 'EUR' },
  balanceAfter: { amount: 100, currency: 'EUR' },
  description,
  invoiceId: null,
  createdAt: `2026-01-0${id}T10:00:00Z`,
});
const link = (id: string, purpose: string, expiresAt: string): z.infer<typeof Onelink> => ({
  id,
  purpose,
  status: 'active',
  createdAt: '2026-01-08T10:00:00Z',
  expiresAt,
  usedAt: null,
});

// Newest first unless asked otherwise, as the server answers.
const moves = [move('3', 50, 'Top-up'), move('2', -7.5, 'SSL certificate'), move('1', 200, 'Opening deposit')];
const byAmount = [moves[1]!, moves[0]!, moves[2]!];
const links = [link('ol_b', 'cms:blog', '2026-01-08T10:05:00Z'), link('ol_a', 'dbadmin:shop', '2026-01-08T10:03:00Z')];

function open() {
  const calls = stubFetch({
    ...shellRoutes(),
    'GET /api/v1/account/balance': json(balance()),
    'GET /api/v1/account/balance/events': (call) => {
      const sort = call.url.searchParams.get('sort');
      return json(collectionOf(sort === '-amount' ? [...byAmount].reverse() : sort === 'amount' ? byAmount : moves));
    },
    'GET /api/v1/account/onelink': (call) =>
      json(collectionOf(call.url.searchParams.get('sort') === 'expires' ? [...links].reverse() : links)),
  });
  return { calls, ...renderApp('/account/balance') };
}

const texts = (table: string) =>
  within(screen.getByRole('table', { name: table }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.querySelector('span[title]')?.textContent);
const header = (table: string, name: string) =>
  within(screen.getByRole('table', { name: table }))
    .getByRole('button', { name })
    .closest('[role=columnheader]')!;
const sortsAsked = (calls: ReturnType<typeof stubFetch>, path: string) =>
  calls.filter((c) => c.url.pathname === path).map((c) => c.url.searchParams.get('sort'));

describe('Balance screen: the ledger and the single-use links sort by their headers', () => {
  it('asks the server for the order a header names and says which way on the header', async () => {
    const { calls, router } = open();
    await screen.findByRole('table', { name: 'Balance ledger' });
    await waitFor(() => expect(texts('Balance ledger')).toEqual(['Top-up', 'SSL certificate', 'Opening deposit']));
    expect(header('Balance ledger', 'Date').getAttribute('aria-sort')).toBe('descending');

    // A first click on Amount shows the largest first; the screen's address does not change.
    fireEvent.click(
      within(screen.getByRole('table', { name: 'Balance ledger' })).getByRole('button', { name: 'Amount' }),
    );
    await waitFor(() => expect(texts('Balance ledger')).toEqual(['Opening deposit', 'Top-up', 'SSL certificate']));
    expect(sortsAsked(calls, '/api/v1/account/balance/events')).toEqual([null, '-amount']);
    expect(header('Balance ledger', 'Amount').getAttribute('aria-sort')).toBe('descending');
    expect(header('Balance ledger', 'Date').getAttribute('aria-sort')).toBeNull();
    fireEvent.click(
      within(screen.getByRole('table', { name: 'Balance ledger' })).getByRole('button', { name: 'Amount' }),
    );
    await waitFor(() => expect(texts('Balance ledger')).toEqual(['SSL certificate', 'Top-up', 'Opening deposit']));
    expect(header('Balance ledger', 'Amount').getAttribute('aria-sort')).toBe('ascending');
    expect(sortsAsked(calls, '/api/v1/account/balance/events')).toEqual([null, '-amount', 'amount']);
    expect(router.state.location.search).toEqual({});

    await waitFor(() => expect(texts('Single-use links')).toEqual(['cms:blog', 'dbadmin:shop']));
    expect(header('Single-use links', 'Issued').getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(
      within(screen.getByRole('table', { name: 'Single-use links' })).getByRole('button', { name: 'Expires' }),
    );
    await waitFor(() => expect(texts('Single-use links')).toEqual(['dbadmin:shop', 'cms:blog']));
    expect(sortsAsked(calls, '/api/v1/account/onelink')).toEqual([null, 'expires']);
    expect(header('Single-use links', 'Expires').getAttribute('aria-sort')).toBe('ascending');
  });
});
