import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, stubFetch } from '@/test/fetch-stub';
import { me, session } from '@/test/fixtures';
import { withViewportHeight } from '@/test/layout';
import { renderApp } from '@/test/render-app';

const zone = (domain: string, recordCount: number) => ({
  domain,
  serviceId: null,
  serial: 2026010101,
  recordCount,
  delegated: true,
  dnssec: false,
  updatedAt: '2026-01-01T10:00:00.000Z',
});
const page = (data: ReturnType<typeof zone>[]) => ({ data, total: data.length, hasMore: false, nextCursor: null });

describe('ZonesPage', () => {
  withViewportHeight(600);

  it('asks the server for the order the headers choose, keeps it in the URL beside the search, and marks the sorted header', async () => {
    const calls = stubFetch({
      'GET /api/v1/auth/session': json(session()),
      'GET /api/v1/me': json(me()),
      'GET /api/v1/account/accessible-accounts': json({ data: [], total: 0 }),
      // The server's order, as the stub answers it: by record count when asked, else by domain.
      'GET /api/v1/dns/zones': (call) => {
        const zones = [zone('a.example', 12), zone('b.example', 40), zone('c.example', 3)];
        const sort = call.url.searchParams.get('sort');
        if (sort === '-records') zones.sort((x, y) => y.recordCount - x.recordCount);
        if (sort === 'records') zones.sort((x, y) => x.recordCount - y.recordCount);
        return json(page(zones));
      },
    });
    const app = renderApp('/dns?q=example');
    const table = await screen.findByRole('table', { name: 'DNS zones' });
    const domains = () =>
      within(screen.getByRole('table', { name: 'DNS zones' }))
        .getAllByRole('link')
        .map((a) => a.textContent);
    expect(domains()).toEqual(['a.example', 'b.example', 'c.example']);
    // The default order (by domain) is the server's: the list asks for none.
    const first = calls.find((c) => c.url.pathname === '/api/v1/dns/zones')!;
    expect(Object.fromEntries(first.url.searchParams)).toEqual({ q: 'example', limit: '100' });
    const header = (name: string) =>
      within(screen.getByRole('table', { name: 'DNS zones' }))
        .getByRole('button', { name })
        .closest('[role=columnheader]')!;
    expect(header('Zone').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Records').getAttribute('aria-sort')).toBeNull();

    // A first click on Records shows the largest zones first.
    fireEvent.click(within(table).getByRole('button', { name: 'Records' }));
    await waitFor(() => expect(domains()).toEqual(['b.example', 'a.example', 'c.example']));
    expect(app.router.state.location.search).toEqual({ q: 'example', sort: '-records' });
    expect(
      calls.some((c) => c.url.searchParams.get('sort') === '-records' && c.url.searchParams.get('q') === 'example'),
    ).toBe(true);
    expect(header('Records').getAttribute('aria-sort')).toBe('descending');
    expect(header('Zone').getAttribute('aria-sort')).toBeNull();

    fireEvent.click(within(screen.getByRole('table', { name: 'DNS zones' })).getByRole('button', { name: 'Records' }));
    await waitFor(() => expect(domains()).toEqual(['c.example', 'a.example', 'b.example']));
    expect(header('Records').getAttribute('aria-sort')).toBe('ascending');
    // Back to the zone order: the default leaves the URL.
    fireEvent.click(within(screen.getByRole('table', { name: 'DNS zones' })).getByRole('button', { name: 'Zone' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ q: 'example' }));
  });
});
