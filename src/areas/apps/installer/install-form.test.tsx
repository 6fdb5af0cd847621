import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, problem, stubFetch, type Call, type Routes } from '@/test/fetch-stub';
import { describedText } from '@/test/queries';
import { renderApp } from '@/test/render-app';
import { accepted, addonDomains, catalogue, doneInstall, install, runningInstall, task } from './test-data';
import { HOSTING_DOMAIN as DOMAIN, hostingAccount as account, shellRoutes } from '@/test/fixtures';
import { page } from '@/areas/apps/test-data';

function open(routes: Routes) {
  const calls = stubFetch({
    ...shellRoutes(),
    'GET /api/v1/hosting': json({ data: [account()], hasMore: false, nextCursor: null, total: 1 }),
    'GET /api/v1/apps': json(page([])),
    'GET /api/v1/apps/available': json(page(catalogue)),
    'GET /api/v1/hosting/domains': json(addonDomains()),
    ...routes,
  });
  return { calls, ...renderApp(`/apps/installer?input=${DOMAIN}`) };
}

const installs = (calls: Call[]) => calls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/v1/apps');

async function openForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Install Matomo' }));
  const dialog = await screen.findByRole('dialog', { name: 'Install Matomo 5.4.0' });
  await waitFor(() =>
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toContain('shop.nordlight-studio.com'),
  );
  return dialog;
}

function fill(dialog: HTMLElement) {
  const set = (label: RegExp, value: string) =>
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  set(/^Path/, 'stats');
  set(/^Site name/, 'Nordlight stats');
  set(/^Admin username/, 'alex');
  set(/^Admin email/, 'alex@nordlight-studio.com');
  set(/^Admin password/, 'correct horse battery');
}

describe('Install form', () => {
  it('proposes a free path: the app’s own folder when the root is taken, the root where it is free', async () => {
    open({
      'GET /api/v1/apps': json(
        page([
          install({ id: 'inst_wp', appId: 26, appName: 'WordPress', path: '', url: `https://${DOMAIN}/` }),
          install({ path: 'matomo', url: `https://${DOMAIN}/matomo/` }),
        ]),
      ),
    });
    const dialog = await openForm();
    const path = within(dialog).getByLabelText(/^Path/) as HTMLInputElement;
    await waitFor(() => expect(path.value).toBe('matomo-2'));
    expect(describedText(path)).toContain('root already holds an app');
    // another domain of the account has nothing installed: its root is free
    fireEvent.change(within(dialog).getByLabelText(/^Domain/), { target: { value: 'shop.nordlight-studio.com' } });
    await waitFor(() => expect(path.value).toBe(''));
    // a path the person typed stays as typed
    fireEvent.change(path, { target: { value: 'analytics' } });
    fireEvent.change(within(dialog).getByLabelText(/^Domain/), { target: { value: DOMAIN } });
    expect(path.value).toBe('analytics');
  });

  it('checks the fields as the contract does before anything is sent', async () => {
    const { calls } = open({});
    const dialog = await openForm();
    expect(within(dialog).getByText(/Needs 180 MB of disk and a database/).textContent).toContain(
      'which is created for it with its own user',
    );
    fireEvent.change(within(dialog).getByLabelText(/^Admin password/), { target: { value: 'short' } });
    fireEvent.change(within(dialog).getByLabelText(/^Path/), { target: { value: '../up' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Install Matomo' }));
    expect((await within(dialog).findByText('Name the site')).textContent).toBe('Name the site');
    expect(within(dialog).getByText('Use at least 10 characters').textContent).toBe('Use at least 10 characters');
    expect(within(dialog).getByText('A path may not contain ..').textContent).toBe('A path may not contain ..');
    expect(
      within(dialog)
        .getByLabelText(/^Site name/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(installs(calls)).toHaveLength(0);
  });

  it("puts the server's 422 and 409 field errors on their fields, the domain's too", async () => {
    const { calls } = open({
      'POST /api/v1/apps': [
        problem(422, 'validation_failed', 'The body is not valid', {
          errors: [
            { path: 'input', message: 'shop.nordlight-studio.com is not served by this account', code: 'custom' },
            { path: 'admin_email', message: 'Use an address that can receive mail', code: 'custom' },
          ],
        }),
        problem(409, 'conflict', 'Something is installed there already', {
          errors: [{ path: 'path', message: 'WordPress is installed at nordlight-studio.com/stats', code: 'conflict' }],
        }),
        problem(409, 'conflict', 'The plan allows 10 databases and has 10'),
      ],
    });
    const dialog = await openForm();
    fill(dialog);
    fireEvent.change(within(dialog).getByLabelText(/^Domain/), { target: { value: 'shop.nordlight-studio.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Install Matomo' }));

    const domain = within(dialog).getByLabelText(/^Domain/);
    await waitFor(() => expect(domain.getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(domain)).toBe('shop.nordlight-studio.com is not served by this account');
    expect(describedText(within(dialog).getByLabelText(/^Admin email/))).toBe('Use an address that can receive mail');
    expect(installs(calls)[0]!.body).toMatchObject({
      input: 'shop.nordlight-studio.com',
      app_id: 270,
      path: 'stats',
      site_name: 'Nordlight stats',
      admin_username: 'alex',
      admin_email: 'alex@nordlight-studio.com',
      admin_password: 'correct horse battery',
      auto_upgrade: true,
      auto_backup: 'weekly',
    });

    fireEvent.change(within(dialog).getByLabelText(/^Domain/), { target: { value: DOMAIN } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Install Matomo' }));
    const path = within(dialog).getByLabelText(/^Path/);
    await waitFor(() => expect(path.getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(path)).toContain('WordPress is installed at nordlight-studio.com/stats');

    // A conflict that belongs to no field is said above the form.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Install Matomo' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The plan allows 10 databases and has 10');
    expect(installs(calls)).toHaveLength(3);
  });

  it('follows the 202 task: queued, then its stage and progress, then done with a link to the app', async () => {
    open({
      'POST /api/v1/apps': json(accepted(task()), { status: 202 }),
      'GET /api/v1/apps/activity': [json(page([runningInstall()])), json(page([doneInstall()]))],
    });
    const dialog = await openForm();
    fill(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Install Matomo' }));

    const progress = await screen.findByRole('dialog', { name: 'Installing Matomo' });
    const bar = within(progress).getByRole('progressbar', { name: 'Install of Matomo' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('40'));
    expect(bar.getAttribute('aria-valuetext')).toBe('40%, Copy the files');
    const steps = within(progress).getByRole('list', { name: 'Steps of the install' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Create the databasedonenordligh_mato2 with its user', 'Copy the filesin progress']);

    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('100'), { timeout: 5000 });
    expect(within(progress).getByRole('status').textContent).toContain(
      'Matomo 5.4.0 is installed at https://nordlight-studio.com/stats-e2e/',
    );
    expect(within(progress).getByRole('link', { name: 'Open Matomo' }).getAttribute('href')).toBe(
      `/apps/installer/inst_matomo2?input=${DOMAIN}`,
    );
  });
});
