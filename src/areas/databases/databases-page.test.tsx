import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, problem, stubFetch, type Call } from '@/test/fetch-stub';
import { withViewportHeight } from '@/test/layout';
import { renderApp } from '@/test/render-app';
import { database, page, size, usage } from './database-test-data';
import {
  HOSTING_DOMAIN as DOMAIN,
  hostingAccount as account,
  shellRoutes,
  hostingTarget as target,
} from '@/test/fixtures';

withViewportHeight(800);

const listCalls = (calls: Call[]) => calls.filter((c) => c.url.pathname === '/api/v1/databases');

const accounts = [
  account({ serviceId: 40, domain: 'oldshop-nordlight.com', daUsername: 'oldshopn', status: 'suspended' }),
  account(),
];

describe('Databases list', () => {
  it('defaults to the first active hosting account and shows sizes, users and the plan limit', async () => {
    const calls = stubFetch({
      ...shellRoutes(),
      'GET /api/v1/hosting': json(page(accounts)),
      'GET /api/v1/databases': json(
        page(
          [
            database({ sizeMb: 1228.8 }),
            database({ name: 'nordligh_shop', users: [], sizeMb: 0.06, tables: 0, createdAt: null }),
          ],
          { target: target() },
        ),
      ),
      'GET /api/v1/databases/sizes': json(page([], { target: target(), totalSizeMb: 0 })),
      'GET /api/v1/hosting/usage': json(usage({ used: 2, limit: 10 })),
    });
    renderApp('/databases');
    const table = await screen.findByRole('table', { name: 'Databases' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('link', { name: 'nordligh_wp' }).getAttribute('href')).toBe(
      `/databases/nordligh_wp?input=${DOMAIN}`,
    );
    // sizes come with the list, in decimal SI units; the whole list gives the total, without the sizes listing
    await waitFor(() => expect(rows[1]!.textContent).toContain('1.23 GB'));
    expect(rows[1]!.textContent).toContain('nordligh_wpuser');
    expect(rows[2]!.textContent).toContain('60 kB');
    expect(rows[2]!.textContent).toContain('No users');
    expect(await screen.findByText(/2 of 10 databases the plan allows · 1\.23 GB in all/)).toBeInstanceOf(HTMLElement);
    expect(listCalls(calls)[0]!.url.searchParams.get('input')).toBe(DOMAIN);
    expect(calls.filter((c) => c.url.pathname === '/api/v1/databases/sizes')).toEqual([]);

    // two accounts: the person picks; the list follows
    fireEvent.change(screen.getByLabelText('Hosting account'), { target: { value: 'oldshop-nordlight.com' } });
    await waitFor(() => expect(listCalls(calls).at(-1)!.url.searchParams.get('input')).toBe('oldshop-nordlight.com'));
    expect(await screen.findByText('oldshop-nordlight.com is suspended')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByRole('link', { name: 'Create a database' })).toBeNull();
  });

  it('says when there are no databases, and offers the wizard', async () => {
    stubFetch({
      ...shellRoutes(),
      'GET /api/v1/hosting': json(page([account()])),
      'GET /api/v1/databases': json(page([], { target: target() })),
      'GET /api/v1/databases/sizes': json(page([], { target: target(), totalSizeMb: 0 })),
      'GET /api/v1/hosting/usage': problem(501, 'not_implemented', 'Not yet'),
    });
    renderApp('/databases');
    expect(await screen.findByText('No databases yet')).toBeInstanceOf(HTMLElement);
    // one account: nothing to pick
    expect(screen.queryByLabelText('Hosting account')).toBeNull();
    const create = screen.getAllByRole('link', { name: 'Create a database' });
    expect(create[0]!.getAttribute('href')).toBe(`/databases/new?input=${DOMAIN}`);
    // the plan's limit could not be read: nothing is said about it
    await waitFor(() => expect(screen.getByTestId('database-facts').textContent).toBe('0 B in all'));
  });

  it('shows the server refusal with a retry', async () => {
    stubFetch({
      ...shellRoutes(),
      'GET /api/v1/hosting': json(page([account()])),
      'GET /api/v1/databases': problem(403, 'domain_not_owned', 'example.org is not a domain of this account'),
      'GET /api/v1/databases/sizes': problem(403, 'domain_not_owned', 'example.org is not a domain of this account'),
    });
    renderApp('/databases?input=example.org');
    expect(await screen.findByText('example.org is not a domain of this account')).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInstanceOf(HTMLElement);
  });

  it('says so when the account has no hosting at all', async () => {
    stubFetch({ ...shellRoutes(), 'GET /api/v1/hosting': json(page([])) });
    renderApp('/databases');
    expect(await screen.findByText('No hosting account')).toBeInstanceOf(HTMLElement);
  });
});

describe('The total size', () => {
  it('comes from the sizes listing when a search narrows the list', async () => {
    const calls = stubFetch({
      ...shellRoutes(),
      'GET /api/v1/hosting': json(page([account()])),
      'GET /api/v1/databases': json(page([database()], { target: target() })),
      'GET /api/v1/databases/sizes': json(page([size()], { target: target(), totalSizeMb: 2048 })),
      'GET /api/v1/hosting/usage': json(usage({ used: 3, limit: null })),
    });
    renderApp(`/databases?input=${DOMAIN}&q=wp`);
    await waitFor(() =>
      expect(screen.getByTestId('database-facts').textContent).toBe(
        '3 databases (no limit on this plan) · 2.05 GB in all',
      ),
    );
    // the search's list is the only list read: the total does not ask for the unfiltered one
    expect(listCalls(calls).map((c) => c.url.searchParams.get('q'))).toEqual(['wp']);
  });
});

describe('Database users in the list', () => {
  it('names every user of a database', async () => {
    stubFetch({
      ...shellRoutes(),
      'GET /api/v1/hosting': json(page([account()])),
      'GET /api/v1/databases': json(
        page(
          [
            database({
              users: [
                { username: 'nordligh_wpuser', privileges: ['ALL PRIVILEGES'] },
                { username: 'nordligh_ro', privileges: ['SELECT'] },
              ],
            }),
          ],
          { target: target() },
        ),
      ),
      'GET /api/v1/databases/sizes': json(page([size()], { target: target(), totalSizeMb: 48.2 })),
      'GET /api/v1/hosting/usage': json(usage()),
    });
    renderApp('/databases');
    const table = await screen.findByRole('table', { name: 'Databases' });
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('nordligh_wpuser, nordligh_ro');
  });
});

describe('The order of the list', () => {
  it('is asked of the server by the headers, kept in the URL, and marked on the sorted header', async () => {
    const wp = database({ createdAt: '2030-01-01T00:00:00.000Z' });
    const shop = database({ name: 'nordligh_shop', users: [], createdAt: '2030-03-01T00:00:00.000Z' });
    const calls = stubFetch({
      ...shellRoutes(),
      'GET /api/v1/hosting': json(page([account()])),
      // The server's order, as the stub answers it: newest first when asked, else by name.
      'GET /api/v1/databases': (call) =>
        json(
          page(call.url.searchParams.get('sort') === '-created' ? [shop, wp] : [shop, wp].reverse(), {
            target: target(),
          }),
        ),
      'GET /api/v1/databases/sizes': json(page([], { target: target(), totalSizeMb: 0 })),
      'GET /api/v1/hosting/usage': json(usage()),
    });
    const app = renderApp(`/databases?input=${DOMAIN}`);
    const table = () => screen.getByRole('table', { name: 'Databases' });
    await screen.findByRole('table', { name: 'Databases' });
    const names = () =>
      within(table())
        .getAllByRole('link')
        .map((a) => a.textContent);
    await waitFor(() => expect(names()).toEqual(['nordligh_shop', 'nordligh_wp'].reverse()));
    const header = (name: string) => within(table()).getByRole('button', { name }).closest('[role=columnheader]')!;
    // The default order (by name) is the server's: the list asks for none.
    expect(listCalls(calls).every((c) => !c.url.searchParams.has('sort'))).toBe(true);
    expect(header('Database').getAttribute('aria-sort')).toBe('ascending');

    // A first click on Created shows the newest first.
    fireEvent.click(within(table()).getByRole('button', { name: 'Created' }));
    await waitFor(() => expect(names()).toEqual(['nordligh_shop', 'nordligh_wp']));
    expect(app.router.state.location.search).toEqual({ input: DOMAIN, sort: '-created' });
    expect(listCalls(calls).at(-1)!.url.searchParams.get('sort')).toBe('-created');
    expect(header('Created').getAttribute('aria-sort')).toBe('descending');
    expect(header('Database').getAttribute('aria-sort')).toBeNull();
    // the whole list still gives the total, from the same request
    expect(calls.filter((c) => c.url.pathname === '/api/v1/databases/sizes')).toEqual([]);
  });
});
