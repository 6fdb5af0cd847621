import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, problem, stubFetch, type Routes } from '@/test/fetch-stub';
import { me, pendingAction, session } from '@/test/fixtures';
import { withViewportHeight } from '@/test/layout';
import { renderApp } from '@/test/render-app';
import { formatDateTime, formatRelativeTime } from '@/lib/format';
import { booking, dropping, eligibility, hold, page } from './order-test-data';

withViewportHeight(800);

function open(path: string, routes: Routes) {
  const calls = stubFetch({
    'GET /api/v1/auth/session': json(session()),
    'GET /api/v1/me': json(me()),
    'GET /api/v1/account/accessible-accounts': json({ data: [], total: 0 }),
    'GET /api/v1/pending-actions/pa_snap': json(pendingAction({ id: 'pa_snap' })),
    ...routes,
  });
  return { calls, ...renderApp(path) };
}

const names = [
  dropping(),
  dropping({
    domain: 'granskog.io',
    tld: 'io',
    bookedByYou: true,
    dropsAt: new Date(Date.now() + 50 * 3_600_000).toISOString(),
  }),
  dropping({ domain: 'hjortron.se', tld: 'se', price: { amount: 73.75, currency: 'EUR' } }),
];

describe('SnapbackPage', () => {
  it('shows the eligibility, each name’s drop time (relative and absolute), and books one through the confirmation page', async () => {
    const { calls, router } = open('/domains/snapback', {
      'GET /api/v1/snapback/eligibility': json(eligibility()),
      'GET /api/v1/snapback/domains': json(page(names)),
      'POST /api/v1/snapback/bookings': json({
        ...hold('pa_snap'),
        domain: 'vinterljus.com',
        dropsAt: names[0]!.dropsAt,
        price: names[0]!.price,
        warnings: [],
      }),
    });
    const banner = (await screen.findByText('You can book a Snapback')).parentElement!;
    expect(banner.textContent).toContain('€73.75 incl. VAT, charged only if we catch the name');
    expect(banner.textContent).toContain('Balance: €250.00');
    expect(banner.textContent).toContain('Bookings left: 9 of 10');

    const table = await screen.findByRole('table', { name: 'Dropping names' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('in 3 hours');
    expect(row.textContent).toContain(formatDateTime(names[0]!.dropsAt));
    expect(within(table).getAllByRole('row')[2]!.textContent).toContain('Booked by you');
    expect(within(table).queryByRole('button', { name: 'Book granskog.io' })).toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: 'Book vinterljus.com' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm/pa_snap'));
    const post = calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    expect(post.domain).toBe('vinterljus.com');
    expect(post.attempt_key).toMatch(/^snapback-/);
  });

  it('says why the account cannot book, links to the balance, and leaves Book disabled', async () => {
    open('/domains/snapback', {
      'GET /api/v1/snapback/eligibility': json(
        eligibility({
          eligible: false,
          reason: 'The balance must cover the price (€73.75)',
          balance: { amount: 10, currency: 'EUR' },
        }),
      ),
      'GET /api/v1/snapback/domains': json(page(names)),
    });
    const banner = (await screen.findByText('You cannot book a Snapback now')).parentElement!;
    expect(banner.textContent).toContain('The balance must cover the price');
    expect(within(banner).getByRole('link', { name: 'Add funds to your balance' }).getAttribute('href')).toBe(
      '/account/balance',
    );
    const book = await screen.findByRole('button', { name: 'Book vinterljus.com' });
    await waitFor(() => expect(book).toHaveProperty('disabled', true));
  });

  it('announces a refused booking with the server’s reason', async () => {
    open('/domains/snapback', {
      'GET /api/v1/snapback/eligibility': json(eligibility()),
      'GET /api/v1/snapback/domains': json(page(names)),
      'POST /api/v1/snapback/bookings': problem(409, 'conflict', 'vinterljus.com is already booked by you'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Book vinterljus.com' }));
    expect(await screen.findByText('vinterljus.com could not be booked')).toBeTruthy();
    expect(screen.getByText('vinterljus.com is already booked by you')).toBeTruthy();
  });

  it('filters by search, TLD and drop date through the URL, asking the server with them', async () => {
    const { calls, router } = open('/domains/snapback', {
      'GET /api/v1/snapback/eligibility': json(eligibility()),
      'GET /api/v1/snapback/domains': (c) =>
        json(
          page(c.url.searchParams.get('tld') ? names.filter((n) => n.tld === c.url.searchParams.get('tld')) : names),
        ),
    });
    await screen.findByRole('table', { name: 'Dropping names' });
    const tld = screen.getByLabelText('TLD');
    expect([...(tld as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      'Any TLD',
      '.com',
      '.io',
      '.se',
    ]);
    fireEvent.change(tld, { target: { value: 'se' } });
    fireEvent.change(screen.getByLabelText('Drops before'), { target: { value: '2030-01-05' } });
    fireEvent.change(screen.getByLabelText(/Search names/), { target: { value: 'hjort' } });
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ tld: 'se', drops_before: '2030-01-05', q: 'hjort' }),
    );
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            c.url.pathname === '/api/v1/snapback/domains' &&
            c.url.searchParams.get('q') === 'hjort' &&
            c.url.searchParams.get('tld') === 'se' &&
            c.url.searchParams.get('drops_before') === '2030-01-05',
        ),
      ).toBe(true),
    );
  });
});

describe('SnapbackPage order', () => {
  it('sorts by a column header through the URL and the server, keeping the filters, with aria-sort on it', async () => {
    const { calls, router } = open('/domains/snapback?tld=se', {
      'GET /api/v1/snapback/eligibility': json(eligibility()),
      'GET /api/v1/snapback/domains': json(page(names)),
    });
    const table = () => screen.getByRole('table', { name: 'Dropping names' });
    await screen.findByRole('table', { name: 'Dropping names' });
    const header = (name: string) =>
      within(table()).getByRole('button', { name }).closest('[role=columnheader]')!.getAttribute('aria-sort');
    const asked = () => calls.filter((c) => c.url.pathname === '/api/v1/snapback/domains').map((c) => c.url);
    // The default order (soonest drop first) is the server's: the list asks for none.
    expect(asked().every((u) => !u.searchParams.has('sort'))).toBe(true);
    expect(header('Drops')).toBe('ascending');
    expect(header('Domain')).toBeNull();
    expect(header('Price')).toBeNull();

    fireEvent.click(within(table()).getByRole('button', { name: 'Domain' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tld: 'se', sort: 'domain' }));
    await waitFor(() =>
      expect(asked().some((u) => u.searchParams.get('sort') === 'domain' && u.searchParams.get('tld') === 'se')).toBe(
        true,
      ),
    );
    await waitFor(() => expect(header('Domain')).toBe('ascending'));
    expect(header('Drops')).toBeNull();

    // A first click on Price shows the dearest first.
    fireEvent.click(within(table()).getByRole('button', { name: 'Price' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tld: 'se', sort: '-price' }));
    await waitFor(() => expect(header('Price')).toBe('descending'));

    // Back to soonest first: the default leaves the address.
    fireEvent.click(within(table()).getByRole('button', { name: 'Drops' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tld: 'se' }));
    await waitFor(() => expect(header('Drops')).toBe('ascending'));
  });
});

describe('BookingsPage', () => {
  it('lists bookings with their status in words; a won one links to its domain', async () => {
    open('/domains/snapback/bookings', {
      'GET /api/v1/snapback/bookings': json(
        page([
          booking(),
          booking({
            id: 8,
            domain: 'hjortron.se',
            status: 'won',
            serviceId: 77,
            resolvedAt: '2030-01-02T10:00:00.000Z',
          }),
          booking({ id: 7, domain: 'stugliv.se', status: 'lost' }),
          booking({ id: 6, domain: 'ekorre.se', status: 'refunded' }),
        ]),
      ),
    });
    const table = await screen.findByRole('table', { name: 'Snapback bookings' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent ?? '');
    expect(rows.map((r) => r.match(/Booked|Won|Lost|Refunded/)?.[0])).toEqual(['Booked', 'Won', 'Lost', 'Refunded']);
    expect(within(table).getByRole('link', { name: 'Open hjortron.se' }).getAttribute('href')).toBe(
      '/domains/hjortron.se',
    );
  });
});

describe('BookingsPage order', () => {
  it('sorts by a column header through the URL and the server, keeping the filter, with aria-sort on it', async () => {
    const { calls, router } = open('/domains/snapback/bookings?status=lost', {
      'GET /api/v1/snapback/bookings': json(
        page([booking({ id: 7, domain: 'stugliv.se', status: 'lost' }), booking({ id: 5, status: 'lost' })]),
      ),
    });
    const table = () => screen.getByRole('table', { name: 'Snapback bookings' });
    await screen.findByRole('table', { name: 'Snapback bookings' });
    const header = (name: string) =>
      within(table()).getByRole('button', { name }).closest('[role=columnheader]')!.getAttribute('aria-sort');
    const asked = () => calls.filter((c) => c.url.pathname === '/api/v1/snapback/bookings').map((c) => c.url);
    // The default order (newest booked first) is the server's: the list asks for none.
    expect(asked()[0]!.searchParams.has('sort')).toBe(false);
    expect(header('Booked')).toBe('descending');
    expect(header('Price')).toBeNull();

    // A first click on Price shows the dearest first; a second, the cheapest.
    fireEvent.click(within(table()).getByRole('button', { name: 'Price' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'lost', sort: '-price' }));
    await waitFor(() =>
      expect(
        asked().some((u) => u.searchParams.get('sort') === '-price' && u.searchParams.get('status') === 'lost'),
      ).toBe(true),
    );
    await waitFor(() => expect(header('Price')).toBe('descending'));
    expect(header('Booked')).toBeNull();
    fireEvent.click(within(table()).getByRole('button', { name: 'Price' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'lost', sort: 'price' }));
    await waitFor(() => expect(header('Price')).toBe('ascending'));

    // Back to newest first: the default leaves the address.
    fireEvent.click(within(table()).getByRole('button', { name: 'Booked' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'lost' }));
  });
});

describe('formatRelativeTime', () => {
  it('says how far a moment is in the largest unit that reads naturally', () => {
    const now = Date.parse('2030-01-01T12:00:00Z');
    expect(formatRelativeTime('2030-01-01T12:00:30Z', now, 'en')).toBe('in 30 seconds');
    expect(formatRelativeTime('2030-01-01T12:45:00Z', now, 'en')).toBe('in 45 minutes');
    expect(formatRelativeTime('2030-01-02T11:00:00Z', now, 'en')).toBe('in 23 hours');
    expect(formatRelativeTime('2030-01-06T12:00:00Z', now, 'en')).toBe('in 5 days');
    expect(formatRelativeTime('2029-12-31T12:00:00Z', now, 'en')).toBe('24 hours ago');
    expect(formatRelativeTime('not a time', now, 'en')).toBe('not a time');
  });
});
