import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, stubFetch, type Call } from '@/test/fetch-stub';
import { renderApp } from '@/test/render-app';
import { catalogue, install } from './test-data';
import { HOSTING_DOMAIN as DOMAIN, hostingAccount as account, shellRoutes } from '@/test/fixtures';
import { page } from '@/areas/apps/test-data';

// The server searches and filters the catalogue; the stub does what it does, on name and description.
const availableApps = (call: Call) => {
  const q = call.url.searchParams.get('q')?.toLowerCase();
  const category = call.url.searchParams.get('category');
  const rows = catalogue.filter(
    (a) =>
      (!category || a.category === category) &&
      (!q || a.name.toLowerCase().includes(q) || a.description.toLowerCase().includes(q)),
  );
  return json(page(rows));
};

function open(path = `/apps/installer?input=${DOMAIN}`) {
  const calls = stubFetch({
    ...shellRoutes(),
    'GET /api/v1/hosting': json({ data: [account()], hasMore: false, nextCursor: null, total: 1 }),
    'GET /api/v1/apps': json(
      page([
        install(),
        install({
          id: 'inst_wp1',
          appId: 26,
          appName: 'WordPress',
          path: '',
          url: `https://${DOMAIN}/`,
          version: '6.8.3',
          latestVersion: '6.8.3',
          updateAvailable: false,
        }),
      ]),
    ),
    'GET /api/v1/apps/available': availableApps,
  });
  return { calls, ...renderApp(path) };
}

const catalogueCalls = (calls: Call[]) => calls.filter((c) => c.url.pathname === '/api/v1/apps/available');
const cardNames = () =>
  within(screen.getByRole('region', { name: 'Catalogue' }))
    .queryAllByRole('heading', { level: 4 })
    .map((h) => h.textContent);

describe('Installer catalogue', () => {
  it('groups the apps by category and says what each needs', async () => {
    open();
    const matomo = (await screen.findByRole('heading', { name: 'Matomo', level: 4 })).closest('article')!;
    expect(within(matomo).getByText('v5.4.0').textContent).toBe('v5.4.0');
    expect(within(matomo).getByRole('list', { name: 'What Matomo needs' }).textContent).toBe(
      '180 MB diskNeeds a databasePHP 7.2+',
    );
    const wiki = screen.getByRole('heading', { name: 'DokuWiki', level: 4 }).closest('article')!;
    expect(within(wiki).getByText('No database').textContent).toBe('No database');
    expect(screen.getByRole('region', { name: 'Analytics' }).textContent).toContain('Matomo');
    expect(screen.getByRole('region', { name: 'Content management' }).textContent).toContain('WordPress');
    expect(cardNames()).toEqual(['Matomo', 'WordPress', 'DokuWiki']);
  });

  it('lists the installed apps with the update available and the upgrade', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Installed apps' });
    const [, matomo, wp] = within(table).getAllByRole('row');
    expect(within(matomo!).getByRole('link', { name: 'Matomo' }).getAttribute('href')).toBe(
      `/apps/installer/inst_matomo1?input=${DOMAIN}`,
    );
    expect(within(matomo!).getByText('5.4.0 available').textContent).toBe('5.4.0 available');
    expect(within(matomo!).getByRole('button', { name: 'Upgrade Matomo to 5.4.0' }).textContent).toBe('Upgrade');
    expect(
      within(matomo!)
        .getByRole('link', { name: `https://${DOMAIN}/stats/` })
        .getAttribute('href'),
    ).toBe(`https://${DOMAIN}/stats/`);
    expect(within(wp!).getByText('Up to date').textContent).toBe('Up to date');
    expect(within(wp!).queryByRole('button', { name: /Upgrade/ })).toBeNull();
  });

  it('sorts the installed apps on the server by a header, keeping the order in the URL beside the search', async () => {
    const { calls, router } = open(`/apps/installer?input=${DOMAIN}&q=wiki`);
    const table = await screen.findByRole('table', { name: 'Installed apps' });
    const lists = () => calls.filter((c) => c.url.pathname === '/api/v1/apps');
    const header = (name: string) => within(table).getByRole('button', { name }).closest('th')!;
    // The default order (newest first) is the server's: the list asks for none, and Installed says it.
    expect(lists()[0]!.url.searchParams.has('sort')).toBe(false);
    expect(header('Installed').getAttribute('aria-sort')).toBe('descending');
    expect(header('App').hasAttribute('aria-sort')).toBe(false);
    expect(within(table).getByRole('columnheader', { name: 'Version' }).querySelector('button')).toBeNull();

    fireEvent.click(within(table).getByRole('button', { name: 'App' }));
    await waitFor(() => expect(lists().at(-1)!.url.searchParams.get('sort')).toBe('name'));
    expect(router.state.location.search).toMatchObject({ input: DOMAIN, q: 'wiki', sort: 'name' });
    const sorted = () => within(screen.getByRole('table', { name: 'Installed apps' }));
    await waitFor(() =>
      expect(sorted().getByRole('button', { name: 'App' }).closest('th')!.getAttribute('aria-sort')).toBe('ascending'),
    );
    fireEvent.click(sorted().getByRole('button', { name: 'Site' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sort: 'site' }));
    expect(lists().at(-1)!.url.searchParams.get('sort')).toBe('site');

    // A new catalogue search keeps the order of the installed apps.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search apps' }), { target: { value: 'analytics' } });
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: 'analytics', sort: 'site' }));
  });

  it('searches and filters by category through the server, keeping both in the URL', async () => {
    const { calls, router } = open();
    await screen.findByRole('heading', { name: 'DokuWiki', level: 4 });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search apps' }), { target: { value: 'analytics' } });
    await waitFor(() => expect(cardNames()).toEqual(['Matomo']));
    expect(catalogueCalls(calls).at(-1)!.url.searchParams.get('q')).toBe('analytics');
    expect(router.state.location.search).toEqual({ input: DOMAIN, q: 'analytics' });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search apps' }), { target: { value: '' } });
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    const category = screen.getByRole('combobox', { name: 'Category' });
    expect(
      within(category)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All categories', 'Analytics', 'Content management', 'Wikis']);
    fireEvent.change(category, { target: { value: 'wikis' } });
    await waitFor(() => expect(cardNames()).toEqual(['DokuWiki']));
    expect(catalogueCalls(calls).at(-1)!.url.searchParams.get('category')).toBe('wikis');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search apps' }), { target: { value: 'shop' } });
    expect((await screen.findByText('No app matches this search')).textContent).toBe('No app matches this search');
  });
});
