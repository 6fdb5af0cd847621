import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, stubFetch, type Call, type Routes } from '@/test/fetch-stub';
import {
  pendingAction,
  HOSTING_DOMAIN as DOMAIN,
  hostingAccount as account,
  shellRoutes,
  hostingTarget as target,
} from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { accepted, doneInstall, failedUpgrade, installDetail, runningInstall, task } from './test-data';
import { page } from '@/areas/apps/test-data';

function open(path: string, routes: Routes) {
  const calls = stubFetch({
    ...shellRoutes(),
    'GET /api/v1/hosting': json({ data: [account()], hasMore: false, nextCursor: null, total: 1 }),
    ...routes,
  });
  return { calls, ...renderApp(path) };
}

const byStatus = (call: Call) => {
  const status = call.url.searchParams.get('status');
  const all = [runningInstall(), failedUpgrade()];
  return json(page(status ? all.filter((t) => t.status === status) : all));
};

describe('Installer activity', () => {
  it('lists every task with its progress and steps, and filters by status', async () => {
    const { calls, router } = open(`/apps/installer/activity?input=${DOMAIN}`, {
      'GET /api/v1/apps/activity': byStatus,
    });
    const tasks = await screen.findByRole('list', { name: 'Tasks' });
    const [install, upgrade] = within(tasks).getAllByRole('listitem', { name: /of Matomo$/ });
    expect(install!.getAttribute('aria-label')).toBe('Install of Matomo');
    expect(within(install!).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    expect(within(install!).getByText('Running').textContent).toBe('Running');
    expect(within(upgrade!).getByRole('progressbar').getAttribute('aria-valuetext')).toBe('60%, stopped at Roll back');
    expect(within(upgrade!).getByText(/restore point bkp_1/).textContent).toContain('restore point bkp_1');
    expect(within(upgrade!).getByRole('list', { name: 'Steps of the upgrade' }).textContent).toContain(
      'Health checkfailedHTTP 500 from /stats/',
    );

    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'failed' } });
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Tasks' })).getAllByRole('listitem', { name: /of Matomo$/ }),
      ).toHaveLength(1),
    );
    expect(
      calls
        .filter((c) => c.url.pathname === '/api/v1/apps/activity')
        .at(-1)!
        .url.searchParams.get('status'),
    ).toBe('failed');
    expect(router.state.location.search).toEqual({ input: DOMAIN, status: 'failed' });
  });

  it('keeps polling while a task moves, and stops once none does', async () => {
    const { calls } = open(`/apps/installer/activity?input=${DOMAIN}`, {
      'GET /api/v1/apps/activity': [json(page([runningInstall()])), json(page([doneInstall()]))],
    });
    const tasks = await screen.findByRole('list', { name: 'Tasks' });
    await waitFor(() => expect(within(tasks).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100'), {
      timeout: 5000,
    });
    const polls = calls.filter((c) => c.url.pathname === '/api/v1/apps/activity').length;
    await new Promise((r) => setTimeout(r, 2000));
    expect(calls.filter((c) => c.url.pathname === '/api/v1/apps/activity').length).toBe(polls);
  });
});

describe('Installed app page', () => {
  const routes = (extra: Routes = {}): Routes => ({
    'GET /api/v1/apps/detail': json(installDetail()),
    'GET /api/v1/apps/activity': json(page([])),
    'GET /api/v1/apps/backups': json(
      page([
        {
          id: 'bkp_1',
          installId: 'inst_matomo1',
          appName: 'Matomo',
          version: '5.3.2',
          includesFiles: true,
          includesDatabase: true,
          sizeMb: 212.4,
          note: 'before the upgrade',
          createdAt: '2026-11-20T02:00:00.000Z',
        },
      ]),
    ),
    ...extra,
  });

  it('names the files and the database an uninstall removes, then follows the task', async () => {
    const { calls } = open(`/apps/installer/inst_matomo1?input=${DOMAIN}`, {
      ...routes(),
      'DELETE /api/v1/apps': json(
        accepted(
          task({ id: 'task_un1', kind: 'uninstall', installId: 'inst_matomo1', status: 'running', progress: 10 }),
        ),
        { status: 202 },
      ),
    });
    await screen.findByRole('heading', { name: `Matomo on ${DOMAIN}/stats`, level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Uninstall…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uninstall Matomo?' });
    const removed = within(dialog)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(removed).toEqual([
      `its files in /home/nordligh/domains/nordlight-studio.com/public_html/stats: the site at https://${DOMAIN}/stats/ stops answering`,
      'its database nordligh_mato1 and the database user nordligh_mato1',
    ]);
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uninstall' }));
    const bar = await within(dialog).findByRole('progressbar', { name: 'Uninstall of Matomo' });
    expect(bar.getAttribute('aria-valuenow')).toBe('10');
    const del = calls.find((c) => c.method === 'DELETE')!;
    expect(Object.fromEntries(del.url.searchParams)).toEqual({
      input: DOMAIN,
      install_id: 'inst_matomo1',
      keep_database: 'false',
      keep_files: 'false',
    });
  });

  it('holds a backup deletion and opens its confirmation page', async () => {
    const { calls, router } = open(`/apps/installer/inst_matomo1?input=${DOMAIN}`, {
      ...routes(),
      'DELETE /api/v1/apps/backups': json({
        status: 'confirmation_required',
        pendingActionId: 'pa_bkp1',
        confirmationUrl: 'http://localhost/confirm/pa_bkp1',
        expiresAt: '2099-01-01T00:00:00.000Z',
        preview: [{ label: 'Backup', value: 'bkp_1' }],
        target: target(),
        operation: 'deleteAppBackup',
      }),
      'GET /api/v1/pending-actions/pa_bkp1': json(pendingAction({ id: 'pa_bkp1' })),
    });
    const backups = await screen.findByRole('list', { name: 'Backups' });
    expect(within(backups).getByText(/Files and database · 212 MB · before the upgrade/).textContent).toBe(
      'Files and database · 212 MB · before the upgrade',
    );
    fireEvent.click(within(backups).getByRole('button', { name: /^Delete the backup of/ }));
    const dialog = await screen.findByRole('dialog', { name: /^Delete the backup of/ });
    expect(within(dialog).getByText(/Nothing happens until you approve it/).textContent).toBe(
      'Nothing happens until you approve it on the confirmation page.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete — continue to confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm/pa_bkp1'));
    const del = calls.find((c) => c.method === 'DELETE')!;
    expect(del.url.searchParams.get('backup_id')).toBe('bkp_1');
    expect(del.url.searchParams.get('attempt_key')).toMatch(/^app-backup-delete-/);
  });

  it('saves only the changed settings', async () => {
    const { calls } = open(`/apps/installer/inst_matomo1?input=${DOMAIN}`, {
      ...routes(),
      'PATCH /api/v1/apps/settings': json(installDetail({ autoBackup: 'daily' })),
    });
    const backups = await screen.findByRole('combobox', { name: 'Automatic backups' });
    expect((backups as HTMLSelectElement).value).toBe('weekly');
    fireEvent.change(backups, { target: { value: 'daily' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(screen.getByText('Saved').textContent).toBe('Saved'));
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({
      input: DOMAIN,
      install_id: 'inst_matomo1',
      auto_backup: 'daily',
    });
  });
});
