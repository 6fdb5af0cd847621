import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { json, stubFetch, type Call } from '@/test/fetch-stub';
import { me, session } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { withViewportHeight } from '@/test/layout';

withViewportHeight(600);

const page = (call: Call) =>
  json({
    data: [
      {
        id: `ev_${call.url.search}`,
        at: '2026-01-10T09:00:00Z',
        actor: { kind: 'token', id: 'tok_1', name: 'deploy-bot' },
        operation: 'createDnsRecord',
        method: 'POST',
        path: '/api/v1/dns/zones/example.com/records',
        target: 'example.com',
        outcome: 'held',
        status: 200,
        detail: null,
      },
    ],
    hasMore: false,
    nextCursor: null,
    total: 1,
  });

describe('Audit log screen', () => {
  it('takes its filters from the URL (dropping invalid ones) and changes them there', async () => {
    const calls = stubFetch({
      'GET /api/v1/auth/session': json(session()),
      'GET /api/v1/me': json(me()),
      'GET /api/v1/account/accessible-accounts': json({ data: [], total: 0 }),
      'GET /api/v1/audit-log': page,
    });
    const { router } = renderApp('/account/audit-log?outcome=held&actor=robot');
    // the operation in words, and its id nowhere on the screen
    await screen.findByText('Add one record to a zone');
    expect(screen.queryByText(/createDnsRecord/)).toBeNull();
    expect(screen.getByText('Awaiting approval')).toBeTruthy();
    const audit = () => calls.filter((c) => c.url.pathname === '/api/v1/audit-log');
    expect(Object.fromEntries(audit()[0].url.searchParams)).toEqual({ outcome: 'held', limit: '100' });
    expect(router.state.location.search).toEqual({ outcome: 'held' });

    fireEvent.change(screen.getByLabelText('Actor'), { target: { value: 'token' } });
    await waitFor(() => expect(router.state.location.search).toEqual({ outcome: 'held', actor: 'token' }));
    await waitFor(() =>
      expect(Object.fromEntries(audit().at(-1)!.url.searchParams)).toEqual({
        outcome: 'held',
        actor: 'token',
        limit: '100',
      }),
    );
    expect(screen.getByRole('link', { name: 'Audit log' }).getAttribute('aria-current')).toBe('page');
  });

  it('sorts by time from its header, and exports the list with its filters and order', async () => {
    const calls = stubFetch({
      'GET /api/v1/auth/session': json(session()),
      'GET /api/v1/me': json(me()),
      'GET /api/v1/account/accessible-accounts': json({ data: [], total: 0 }),
      'GET /api/v1/audit-log': page,
    });
    const { router } = renderApp('/account/audit-log?outcome=failed&q=dns');
    await screen.findByText('Add one record to a zone');
    const audit = () => calls.filter((c) => c.url.pathname === '/api/v1/audit-log');
    const exportHref = () =>
      new URL(screen.getByRole('link', { name: /Export CSV/ }).getAttribute('href')!, 'http://x');
    expect(exportHref().pathname).toBe('/api/v1/audit-log/export');
    expect(Object.fromEntries(exportHref().searchParams)).toEqual({ outcome: 'failed', q: 'dns' });

    // newest first is the default: the time header says so, and a click turns it to oldest first
    const time = screen.getByRole('columnheader', { name: /Time/ });
    expect(time.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', { name: /Time/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ outcome: 'failed', q: 'dns', sort: 'time' }));
    await waitFor(() =>
      expect(Object.fromEntries(audit().at(-1)!.url.searchParams)).toEqual({
        outcome: 'failed',
        q: 'dns',
        sort: 'time',
        limit: '100',
      }),
    );
    expect(Object.fromEntries(exportHref().searchParams)).toEqual({ outcome: 'failed', q: 'dns', sort: 'time' });
    expect(screen.getByRole('columnheader', { name: /Time/ }).getAttribute('aria-sort')).toBe('ascending');
    // a second click is newest first again, the default, which the URL leaves out
    fireEvent.click(screen.getByRole('button', { name: /Time/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ outcome: 'failed', q: 'dns' }));
  });
});
