import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, problem, stubFetch } from '@/test/fetch-stub';
import { withViewportHeight } from '@/test/layout';
import { renderApp } from '@/test/render-app';
import { PROD, installRow, stagingRow } from './cms-sites-test-data';
import { HOSTING_DOMAIN as DOMAIN, hostingAccount as account, shellRoutes } from '@/test/fixtures';
import { page } from '@/areas/apps/test-data';

withViewportHeight(800);

describe('CMS installs list', () => {
  it('lists the installs of the first active account: site, version with its update, auto-update, staging of which site', async () => {
    const calls = stubFetch({
      ...shellRoutes(),
      'GET /api/v1/hosting': json(
        page([account({ serviceId: 40, domain: 'old.example', status: 'suspended' }), account()]),
      ),
      'GET /api/v1/cms/installs': json(page([installRow(), stagingRow()])),
    });
    renderApp('/apps/cms');
    const table = await screen.findByRole('table', { name: 'CMS installs' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);

    const prod = within(rows[1]!).getByRole('link', { name: DOMAIN });
    expect(prod.getAttribute('href')).toBe(`/apps/cms/${PROD}?input=${DOMAIN}`);
    expect(rows[1]!.textContent).toContain('6.7.2');
    expect(rows[1]!.textContent).toContain('Update 6.8.1');
    expect(rows[1]!.textContent).toContain('Minor releases');

    expect(within(rows[2]!).getByRole('link', { name: `${DOMAIN}/staging` })).toBeDefined();
    expect(rows[2]!.textContent).toContain(`Staging of ${DOMAIN}`);
    expect(rows[2]!.textContent).not.toContain('Update');
    expect(rows[2]!.textContent).toContain('Off');

    const list = calls.find((c) => c.url.pathname === '/api/v1/cms/installs')!;
    expect(list.url.searchParams.get('input')).toBe(DOMAIN);
    expect(screen.getByRole('link', { name: 'Install the CMS' }).getAttribute('href')).toBe(
      `/apps/cms/new?input=${DOMAIN}`,
    );

    // two accounts: the person picks one; the suspended one says so and offers no install
    fireEvent.change(screen.getByLabelText('Hosting account'), { target: { value: 'old.example' } });
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.url.pathname === '/api/v1/cms/installs')
          .at(-1)!
          .url.searchParams.get('input'),
      ).toBe('old.example'),
    );
    expect(await screen.findByText('old.example is suspended')).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Install the CMS' })).toBeNull();
  });

  it('says when there are no CMS sites, and offers the wizard', async () => {
    stubFetch({
      ...shellRoutes(),
      'GET /api/v1/hosting': json(page([account()])),
      'GET /api/v1/cms/installs': json(page([])),
    });
    renderApp('/apps/cms');
    expect(await screen.findByText('No CMS sites yet')).toBeDefined();
    expect(screen.queryByLabelText('Hosting account')).toBeNull();
    const links = screen.getAllByRole('link', { name: 'Install the CMS' });
    expect(links).toHaveLength(2);
    expect(links.every((l) => l.getAttribute('href') === `/apps/cms/new?input=${DOMAIN}`)).toBe(true);
  });

  it('shows the refusal with a retry that asks again', async () => {
    const calls = stubFetch({
      ...shellRoutes(),
      'GET /api/v1/hosting': json(page([account()])),
      // the route's prefetch and the table's own read (a failed prefetch is read again on mount)
      'GET /api/v1/cms/installs': [
        problem(403, 'domain_not_owned', `${DOMAIN} is not a domain of this account`),
        problem(403, 'domain_not_owned', `${DOMAIN} is not a domain of this account`),
        json(page([installRow()])),
      ],
    });
    renderApp(`/apps/cms?input=${DOMAIN}`);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(`${DOMAIN} is not a domain of this account`);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'CMS installs' })).toBeDefined();
    expect(calls.filter((c) => c.url.pathname === '/api/v1/cms/installs').length).toBeGreaterThanOrEqual(2);
  });

  it('sorts on the server by a header: the order goes into the URL and the request, and the header says it', async () => {
    const calls = stubFetch({
      ...shellRoutes(),
      'GET /api/v1/hosting': json(page([account()])),
      'GET /api/v1/cms/installs': json(page([installRow(), stagingRow()])),
    });
    const app = renderApp('/apps/cms');
    const table = await screen.findByRole('table', { name: 'CMS installs' });
    const header = (name: string) => within(table).getByRole('button', { name }).closest('[role=columnheader]')!;
    // The default order (the order they were made) is the server's: the list asks for none.
    const lists = () => calls.filter((c) => c.url.pathname === '/api/v1/cms/installs');
    expect(lists()[0]!.url.searchParams.has('sort')).toBe(false);
    expect(header('Created').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Site').hasAttribute('aria-sort')).toBe(false);

    fireEvent.click(within(table).getByRole('button', { name: 'Site' }));
    await waitFor(() => expect(lists().at(-1)!.url.searchParams.get('sort')).toBe('site'));
    expect(app.router.state.location.search).toMatchObject({ sort: 'site' });
    await waitFor(() => expect(header('Site').getAttribute('aria-sort')).toBe('ascending'));
    expect(header('Created').hasAttribute('aria-sort')).toBe(false);

    // A first click on a date shows the newest first; back to the default, the URL holds no order.
    fireEvent.click(within(table).getByRole('button', { name: 'Created' }));
    await waitFor(() => expect(app.router.state.location.search).toMatchObject({ sort: '-created' }));
    expect(lists().at(-1)!.url.searchParams.get('sort')).toBe('-created');
    fireEvent.click(within(table).getByRole('button', { name: 'Created' }));
    await waitFor(() => expect(app.router.state.location.search).not.toHaveProperty('sort'));
    await waitFor(() => expect(header('Created').getAttribute('aria-sort')).toBe('ascending'));
  });

  it('opens in the order the URL names', async () => {
    const calls = stubFetch({
      ...shellRoutes(),
      'GET /api/v1/hosting': json(page([account()])),
      'GET /api/v1/cms/installs': json(page([installRow()])),
    });
    renderApp(`/apps/cms?input=${DOMAIN}&sort=-site`);
    const table = await screen.findByRole('table', { name: 'CMS installs' });
    expect(
      within(table).getByRole('button', { name: 'Site' }).closest('[role=columnheader]')!.getAttribute('aria-sort'),
    ).toBe('descending');
    const list = calls.filter((c) => c.url.pathname === '/api/v1/cms/installs');
    expect(list.every((c) => c.url.searchParams.get('sort') === '-site')).toBe(true);
  });

  it('says so while the installs load', async () => {
    stubFetch({
      ...shellRoutes(),
      'GET /api/v1/hosting': json(page([account()])),
      'GET /api/v1/cms/installs': () => new Promise<Response>(() => {}),
    });
    renderApp('/apps/cms');
    expect((await screen.findByRole('status')).textContent).toBe('Loading CMS installs…');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
