import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, stubFetch } from '@/test/fetch-stub';
import { me, session } from '@/test/fixtures';
import { withViewportHeight } from '@/test/layout';
import { renderApp } from '@/test/render-app';

const target = {
  input: '7',
  kind: 'service' as const,
  domain: 'example.com',
  mailbox: null,
  serviceId: 7,
  domainServiceId: null,
  daUsername: 'ex',
  node: 'web-1',
  userId: 10,
  note: null,
};
const row = (address: string, usedMb: number, quotaMb: number | null, isSuspended = false) => ({
  address,
  usedMb,
  quotaMb,
  isSuspended,
  sendLimit: 0,
  sentToday: 0,
});
const page = (data: ReturnType<typeof row>[], total = data.length) => ({
  target,
  scope: { kind: 'account', domains: ['example.com', 'example.org'] },
  data,
  total,
  hasMore: false,
  nextCursor: null,
  note: null,
});

describe('MailboxesPage', () => {
  withViewportHeight(600);

  it('lists every domain of the account by default, with quota bars by band and a suspended badge; search and the order (the headers) go to the server and the export link', async () => {
    const calls = stubFetch({
      'GET /api/v1/auth/session': json(session()),
      'GET /api/v1/me': json(me()),
      'GET /api/v1/account/accessible-accounts': json({ data: [], total: 0 }),
      'GET /api/v1/services': json({
        data: [
          { id: 7, domain: 'example.com', status: 'active' },
          { id: 9, domain: 'example.org', status: 'active' },
        ],
        hasMore: false,
        nextCursor: null,
        total: 2,
      }),
      'GET /api/v1/email/accounts': (call) =>
        json(
          page(
            call.url.searchParams.get('q') === 'ops'
              ? [row('ops@example.com', 10, 100)]
              : [
                  row('a@example.com', 100, 1000),
                  row('b@example.com', 700, 1000),
                  row('c@example.com', 860, 1000),
                  row('d@example.com', 990, 1000, true),
                  row('e@example.org', 5, null),
                ],
          ),
        ),
    });
    const app = renderApp('/email');
    const table = await screen.findByRole('table', { name: 'Mailboxes' });
    const levels = within(table)
      .getAllByRole('meter')
      .map((m) => m.getAttribute('data-level'));
    expect(levels).toEqual(['ok', 'high', 'very-high', 'full']);
    const suspended = within(table).getByRole('row', { name: /d@example.com/ });
    expect(within(suspended).getByText('Suspended')).toBeTruthy();
    expect(within(table).getByText('5 MB used · no quota')).toBeTruthy();
    const first = calls.find((c) => c.url.pathname === '/api/v1/email/accounts')!;
    // The default order (by address) is the server's: the list asks for none.
    expect(Object.fromEntries(first.url.searchParams)).toEqual({ input: '7', limit: '200' });
    const exportLink = () => screen.getByRole('link', { name: 'Export CSV of these mailboxes' });
    expect(exportLink().getAttribute('href')).toBe('/api/v1/email/accounts/export?input=7');
    const header = (name: string) => within(table).getByRole('button', { name }).closest('[role=columnheader]')!;
    expect(header('Address').getAttribute('aria-sort')).toBe('ascending');

    fireEvent.change(screen.getByRole('searchbox', { name: /Search/ }), { target: { value: 'ops' } });
    expect(await screen.findByRole('link', { name: 'ops@example.com' }, { timeout: 3000 })).toBeTruthy();
    // A first click on Usage shows the most used first.
    fireEvent.click(
      within(await screen.findByRole('table', { name: 'Mailboxes' })).getByRole('button', { name: 'Usage' }),
    );
    await waitFor(() =>
      expect(
        calls.some((c) => c.url.searchParams.get('sort') === '-usage' && c.url.searchParams.get('q') === 'ops'),
      ).toBe(true),
    );
    expect(app.router.state.location.search).toMatchObject({ q: 'ops', sort: '-usage' });
    expect(exportLink().getAttribute('href')).toBe('/api/v1/email/accounts/export?input=7&q=ops&sort=-usage');
    const usage = within(screen.getByRole('table', { name: 'Mailboxes' })).getByRole('button', { name: 'Usage' });
    expect(usage.closest('[role=columnheader]')!.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(usage);
    await waitFor(() => expect(app.router.state.location.search).toMatchObject({ sort: 'usage' }));
    expect(calls.some((c) => c.url.searchParams.get('sort') === 'usage')).toBe(true);
  });
});
