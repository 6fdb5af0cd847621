// The services list: its order is the column headers' (ADR 035), kept in the URL beside the filters and
// asked of the server, with aria-sort on the sorted header; the order is not a filter.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, stubFetch } from '@/test/fetch-stub';
import { me, session } from '@/test/fixtures';
import { withViewportHeight } from '@/test/layout';
import { renderApp } from '@/test/render-app';
import { service } from './test-data';

withViewportHeight(800);

function open(path: string, data: ReturnType<typeof service>[]) {
  const calls = stubFetch({
    'GET /api/v1/auth/session': json(session()),
    'GET /api/v1/me': json(me()),
    'GET /api/v1/account/accessible-accounts': json({ data: [], total: 0 }),
    'GET /api/v1/services': json({ data, hasMore: false, nextCursor: null, total: data.length }),
  });
  return { calls, ...renderApp(path) };
}

describe('ServicesPage', () => {
  it('sorts by a column header through the URL and the server, keeping the filters, with aria-sort on it', async () => {
    const { calls, router } = open('/services?type=hosting', [
      service({ id: 5, displayName: 'Business Hosting (nordlight-studio.com)' }),
      service({ id: 6, displayName: 'Starter Hosting (lindqvist.se)' }),
    ]);
    await screen.findByRole('table', { name: 'Services' });
    const table = () => screen.getByRole('table', { name: 'Services' });
    const header = (name: string) =>
      within(table()).getByRole('button', { name }).closest('[role=columnheader]')!.getAttribute('aria-sort');
    const asked = () => calls.filter((c) => c.url.pathname === '/api/v1/services').map((c) => c.url);
    // The default order (as added) is the server's: the list asks for none, and no header claims it.
    expect(asked()[0]!.searchParams.has('sort')).toBe(false);
    expect(header('Service')).toBeNull();
    expect(header('Type')).toBeNull();
    // Price and renewal do not sort: they are plain headers.
    expect(within(table()).queryByRole('button', { name: 'Price' })).toBeNull();

    fireEvent.click(within(table()).getByRole('button', { name: 'Service' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ type: 'hosting', sort: 'name' }));
    await waitFor(() =>
      expect(
        asked().some((u) => u.searchParams.get('sort') === 'name' && u.searchParams.get('type') === 'hosting'),
      ).toBe(true),
    );
    await waitFor(() => expect(header('Service')).toBe('ascending'));
    fireEvent.click(within(table()).getByRole('button', { name: 'Service' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ type: 'hosting', sort: '-name' }));
    await waitFor(() => expect(header('Service')).toBe('descending'));
    expect(header('Type')).toBeNull();
  });

  it('an order alone is no filter: an empty list says so without asking to clear one', async () => {
    open('/services?sort=type', []);
    expect(await screen.findByText('No services yet')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByText('No services match these filters')).toBeNull();
  });
});
