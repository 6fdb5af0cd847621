import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, problem, stubFetch } from '@/test/fetch-stub';
import { withViewportHeight } from '@/test/layout';
import { renderApp } from '@/test/render-app';
import { API, shellRoutes, summary } from './test-data';

withViewportHeight(600);

const list = (data: ReturnType<typeof summary>[]) => ({ data, hasMore: false, nextCursor: null, total: data.length });

describe('Hosting accounts list', () => {
  it('lists each account with its plan, server, state (suspended said in words) and disk use', async () => {
    stubFetch({
      ...shellRoutes(),
      [`GET ${API}`]: json(
        list([
          summary(),
          summary({
            serviceId: 8,
            domain: 'oldshop-nordlight.com',
            plan: 'Starter Hosting',
            node: 'web-ams-02',
            status: 'suspended',
            diskUsedMb: 900,
            diskQuotaMb: 10_000,
          }),
        ]),
      ),
    });
    renderApp('/hosting');
    const table = await screen.findByRole('table', { name: 'Hosting accounts' });
    const link = within(table).getByRole('link', { name: 'oldshop-nordlight.com' });
    expect(link.getAttribute('href')).toBe('/hosting/8');
    const row = link.closest('[role=row]') as HTMLElement;
    expect(within(row).getByText('Suspended')).toBeInstanceOf(HTMLElement);
    expect(within(row).getByText('Starter Hosting')).toBeInstanceOf(HTMLElement);
    expect(within(row).getByText('web-ams-02')).toBeInstanceOf(HTMLElement);
    expect(
      within(row).getByRole('meter', { name: 'Disk use of oldshop-nordlight.com' }).getAttribute('aria-valuetext'),
    ).toBe('900 MB of 10 GB, 9 %');
    const studio = within(table)
      .getByRole('link', { name: 'nordlight-studio.com' })
      .closest('[role=row]') as HTMLElement;
    expect(within(studio).getByText('86 % — high')).toBeInstanceOf(HTMLElement);
  });

  it('says when there are none', async () => {
    stubFetch({ ...shellRoutes(), [`GET ${API}`]: json(list([])) });
    renderApp('/hosting');
    expect(await screen.findByText('No hosting accounts yet')).toBeInstanceOf(HTMLElement);
  });

  it('shows the problem when the list cannot be read', async () => {
    stubFetch({
      ...shellRoutes(),
      [`GET ${API}`]: problem(403, 'insufficient_scope', 'This needs the read:hosting scope'),
    });
    renderApp('/hosting');
    expect((await screen.findByRole('alert')).textContent).toContain('This needs the read:hosting scope');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInstanceOf(HTMLElement);
  });

  it('sorts by a column header through the URL and the server, with aria-sort on it; an order is no filter', async () => {
    const calls = stubFetch({ ...shellRoutes(), [`GET ${API}`]: json(list([summary()])) });
    const { router } = renderApp('/hosting?status=active');
    const table = await screen.findByRole('table', { name: 'Hosting accounts' });
    const header = (name: string) =>
      within(table).getByRole('button', { name }).closest('[role=columnheader]')!.getAttribute('aria-sort');
    const asked = () => calls.filter((c) => c.url.pathname === API).map((c) => c.url.searchParams);
    expect(asked()[0]!.has('sort')).toBe(false);
    expect(header('Domain')).toBeNull();
    fireEvent.click(within(table).getByRole('button', { name: 'Status' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'active', sort: 'status' }));
    await waitFor(() =>
      expect(asked().some((q) => q.get('sort') === 'status' && q.get('status') === 'active')).toBe(true),
    );
    await waitFor(() => expect(header('Status')).toBe('ascending'));
  });

  it('says "none yet", not "no match", when only the order is set', async () => {
    stubFetch({ ...shellRoutes(), [`GET ${API}`]: json(list([])) });
    renderApp('/hosting?sort=-domain');
    expect(await screen.findByText('No hosting accounts yet')).toBeInstanceOf(HTMLElement);
  });
});
