import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  pendingAction,
  HOSTING_DOMAIN as DOMAIN,
  hostingAccount as account,
  shellRoutes,
  hostingTarget as target,
} from '@/test/fixtures';
import { json, stubFetch, type Call } from '@/test/fetch-stub';
import { renderApp } from '@/test/render-app';
import { PROD, installDetail, plugin, rolledBackTask, siteStatus } from './cms-sites-test-data';
import { page } from '@/areas/apps/test-data';

const siteActions = (calls: Call[]) =>
  calls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/v1/cms/site');

const routes = () => ({
  ...shellRoutes(),
  'GET /api/v1/hosting': json(page([account()])),
  'GET /api/v1/cms/installs/detail': json(installDetail()),
  'GET /api/v1/cms/site': json(siteStatus()),
  'GET /api/v1/apps/activity': json(page([])),
  'GET /api/v1/cms/plugins': json(page([plugin('akismet')])),
  'GET /api/v1/cms/themes': json(page([plugin('twentytwentyfive', { name: 'Twenty Twenty-Five' })])),
});

describe('CMS install page', () => {
  it("draws the latest updates once the site's cards are there, not under their placeholder, and asks for both at once", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const calls = stubFetch({
      ...routes(),
      'GET /api/v1/cms/site': async () => {
        await held;
        return json(siteStatus());
      },
    });
    renderApp(`/apps/cms/${PROD}?input=${DOMAIN}`);
    await screen.findByText('Checking the site…');
    // The updates are asked for beside the site, by the route, not after it.
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/v1/apps/activity')).toBe(true));
    expect(screen.queryByText('Latest updates')).toBeNull();
    release();
    expect(await screen.findByText('Latest updates')).toBeDefined();
    expect(screen.queryByText('Checking the site…')).toBeNull();
  });

  it('keeps the tab in the URL and moves between tabs with the arrow keys, Home and End', async () => {
    stubFetch(routes());
    const { router } = renderApp(`/apps/cms/${PROD}?input=${DOMAIN}`);
    const tabs = await screen.findByRole('tablist', { name: 'Site sections' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Overview', 'Plugins', 'Themes', 'Users', 'Content', 'Settings', 'Cache', 'Staging', 'SQL']);
    const overview = within(tabs).getByRole('tab', { name: 'Overview' });
    expect(overview.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(overview.id);
    expect(await screen.findByText('Site status')).toBeDefined();

    fireEvent.click(within(tabs).getByRole('tab', { name: 'Plugins' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ input: DOMAIN, tab: 'plugins' }));
    // A tab's code loads on its first visit, with the contract's schemas the overview does not load.
    expect(await screen.findByRole('table', { name: 'Plugins' }, { timeout: 5000 })).toBeDefined();

    const plugins = within(tabs).getByRole('tab', { name: 'Plugins' });
    plugins.focus();
    fireEvent.keyDown(plugins, { key: 'ArrowRight' });
    await waitFor(() => expect(router.state.location.search).toMatchObject({ tab: 'themes' }));
    expect(document.activeElement).toBe(within(tabs).getByRole('tab', { name: 'Themes' }));
    expect(await screen.findByRole('list', { name: 'Themes' }, { timeout: 5000 })).toBeDefined();

    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    await waitFor(() => expect(router.state.location.search).toMatchObject({ tab: 'sql' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    // The overview is the default tab: the address leaves it out (src/lib/search-params.ts).
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('tab'));
    expect(document.activeElement).toBe(within(tabs).getByRole('tab', { name: 'Overview' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    await waitFor(() => expect(router.state.location.search).toMatchObject({ tab: 'sql' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('tab'));
    expect(router.state.location.search).toMatchObject({ input: DOMAIN });
    expect(document.activeElement).toBe(within(tabs).getByRole('tab', { name: 'Overview' }));
  });

  it('opens the tab the URL names, so a reload keeps it', async () => {
    stubFetch(routes());
    renderApp(`/apps/cms/${PROD}?input=${DOMAIN}&tab=themes`);
    const themes = await screen.findByRole('tab', { name: 'Themes' });
    expect(themes.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('Active theme', { exact: false }, { timeout: 5000 })).toBeDefined();
  });

  it('falls back to Overview for a tab the page does not have', async () => {
    stubFetch(routes());
    renderApp(`/apps/cms/${PROD}?input=${DOMAIN}&tab=nope`);
    expect((await screen.findByRole('tab', { name: 'Overview' })).getAttribute('aria-selected')).toBe('true');
  });

  it('shows the site status, asks before maintenance mode, and shows a core update rolled back with its steps', async () => {
    const reason = 'legacy-slider 4.0.0 needs PHP 8.4; the site runs 8.3';
    let maintenanceMode = false;
    const calls = stubFetch({
      ...routes(),
      'GET /api/v1/cms/site': () => json(siteStatus({ maintenanceMode })),
      'POST /api/v1/cms/site': (c) => {
        const action = (c.body as { action: string }).action;
        if (action === 'maintenance_on') {
          maintenanceMode = true;
          return json({ action, message: 'Maintenance mode is on', site: siteStatus({ maintenanceMode }), task: null });
        }
        if (action === 'flush_cache')
          return json({ action, message: 'The cache is flushed', site: siteStatus({ maintenanceMode }), task: null });
        return json({
          action,
          message: 'The update was rolled back',
          site: siteStatus({ maintenanceMode }),
          task: rolledBackTask(reason),
        });
      },
    });
    renderApp(`/apps/cms/${PROD}?input=${DOMAIN}`);
    const status = await screen.findByRole('region', { name: 'Site status' });
    expect(status.textContent).toContain('Yes · HTTP 200');
    expect(status.textContent).toContain('6.7.2');
    expect(status.textContent).toContain('Update available');
    expect(status.textContent).toContain('Good');

    // a disruptive action asks first; cancelling sends nothing
    fireEvent.click(screen.getByRole('button', { name: 'Turn maintenance mode on' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn maintenance mode on?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(siteActions(calls)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Turn maintenance mode on' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Maintenance mode is on')).toBeDefined();
    expect(siteActions(calls)[0]!.body).toEqual({ input: DOMAIN, install_id: PROD, action: 'maintenance_on' });
    expect(status.textContent).toContain('On: visitors see a notice');
    expect(screen.getByRole('button', { name: 'Turn maintenance mode off' })).toBeDefined();

    // a cache flush runs on the click
    fireEvent.click(screen.getByRole('button', { name: 'Flush the object cache' }));
    expect(await screen.findByText('The cache is flushed')).toBeDefined();
    expect(siteActions(calls)).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Update WordPress' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Update' }));
    const timeline = await screen.findByRole('region', { name: 'Update of WordPress' });
    expect(timeline.textContent).toContain('Rolled back');
    expect(timeline.textContent).toContain(reason);
  });

  it('logs in as admin through a one-time link, and holds the password reset for the confirmation page', async () => {
    const calls = stubFetch({
      ...routes(),
      'POST /api/v1/cms/admin-link': json({
        target: target(),
        installId: PROD,
        username: 'dana',
        url: `https://${DOMAIN}/wp-login.php?otl=xyz`,
        expiresAt: '2099-01-01T00:00:00.000Z',
      }),
      'POST /api/v1/cms/admin-password-reset': json({
        status: 'confirmation_required',
        pendingActionId: 'pa_reset1',
        confirmationUrl: 'http://localhost/confirm/pa_reset1',
        expiresAt: '2099-01-01T00:00:00.000Z',
        preview: [{ label: 'Install', value: DOMAIN }],
        target: target(),
        operation: 'resetCmsAdminPassword',
      }),
      'GET /api/v1/pending-actions/pa_reset1': json(
        pendingAction({ id: 'pa_reset1', operation: 'resetCmsAdminPassword', summary: 'Reset the admin password' }),
      ),
    });
    const { router } = renderApp(`/apps/cms/${PROD}?input=${DOMAIN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Log in as admin' }));
    const link = await screen.findByRole('link', { name: 'Open the admin as dana (new tab)' });
    expect(link.getAttribute('href')).toBe(`https://${DOMAIN}/wp-login.php?otl=xyz`);
    expect(link.getAttribute('target')).toBe('_blank');

    fireEvent.click(screen.getByRole('button', { name: 'Reset admin password…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the admin password?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset — continue to confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm/pa_reset1'));
    const reset = calls.find((c) => c.url.pathname === '/api/v1/cms/admin-password-reset')!;
    expect(reset.body).toMatchObject({ input: DOMAIN, install_id: PROD });
    expect(String((reset.body as { attempt_key: string }).attempt_key)).toMatch(/^cms-admin-reset-/);
  });
});
