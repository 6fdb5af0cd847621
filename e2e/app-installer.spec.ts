// The application installer against the real server: search the catalogue,
// install Matomo (it needs a database) on a path of nordlight-studio.com, watch
// the task's progress as the job runner works through its stages, find the app
// in the installed list and on its own page, then uninstall it again, so the
// shared demo data is as the other specs expect it.
import { expect, test, allowTime } from './fixtures';
import { expectAccessible, loginApi } from './helpers';

const INPUT = 'nordlight-studio.com';

test('search the catalogue, install an app and watch its progress, then uninstall it', async ({ page }) => {
  allowTime(120_000);
  await loginApi(page);
  await page.goto(`/apps/installer?input=${INPUT}`);
  await expect(page.getByRole('heading', { name: 'App installer', level: 1 })).toBeVisible();
  const catalogue = page.getByRole('region', { name: 'Catalogue' });
  await expect(catalogue.getByRole('heading', { name: 'WordPress', level: 4 })).toBeVisible();
  await expectAccessible(page, 'installer');

  await catalogue.getByRole('searchbox', { name: 'Search apps' }).fill('analytics');
  await expect(catalogue.getByRole('heading', { name: 'WordPress', level: 4 })).toHaveCount(0);
  const matomo = catalogue.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Matomo' }) });
  await expect(matomo).toContainText('Needs a database');
  await expect(page).toHaveURL(/q=analytics/);

  await matomo.getByRole('button', { name: 'Install Matomo' }).click();
  const form = page.getByRole('dialog', { name: /^Install Matomo / });
  await form.getByLabel('Domain').selectOption(INPUT);
  await form.getByLabel('Path').fill('stats-e2e');
  await expect(form.getByText(`The app answers at https://${INPUT}/stats-e2e/`)).toBeVisible();
  await form.getByLabel('Site name').fill('Nordlight statistics');
  await form.getByLabel('Admin username').fill('alex');
  await form.getByLabel('Admin email').fill('alex@nordlight-studio.com');
  await form.getByLabel('Admin password').fill('Statistics-E2E-2026');
  await expectAccessible(page, 'install form');
  await form.getByRole('button', { name: 'Install Matomo' }).click();

  const progress = page.getByRole('dialog', { name: 'Installing Matomo' });
  const bar = progress.getByRole('progressbar', { name: 'Install of Matomo' });
  await expect(bar).toBeVisible();
  // The dialog polls the activity: progress moves as the job runner works through the stages.
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 40_000 })
    .toBeGreaterThan(0);
  await expect(progress.getByRole('list', { name: 'Steps of the install' })).toContainText('check requirements');
  await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 60_000 });
  await expect(progress.getByTestId('task-stage')).toHaveText('Succeeded');
  await expect(progress.getByRole('list', { name: 'Steps of the install' })).toContainText('create database');
  const open = progress.getByRole('link', { name: 'Open Matomo' });
  await expect(open).toBeVisible();
  await progress.getByRole('button', { name: 'Close' }).click();

  const installed = page.getByRole('table', { name: 'Installed apps' });
  const row = installed.getByRole('row').filter({ hasText: `https://${INPUT}/stats-e2e/` });
  await expect(row.getByRole('link', { name: 'Matomo' })).toBeVisible();
  await expect(row).toContainText('Up to date');

  await row.getByRole('link', { name: 'Matomo' }).click();
  await expect(page.getByRole('heading', { name: `Matomo on ${INPUT}/stats-e2e`, level: 1 })).toBeVisible();
  const where = page.getByRole('definition').filter({ hasText: /^nordligh_/ });
  await expect(where).toContainText('nordligh_matomo');
  await expectAccessible(page, 'installed app');

  await page.getByRole('button', { name: 'Uninstall…' }).click();
  const uninstall = page.getByRole('dialog', { name: 'Uninstall Matomo?' });
  await expect(uninstall).toContainText('its database nordligh_matomo');
  await uninstall.getByRole('button', { name: 'Uninstall', exact: true }).click();
  // Once the uninstall has run, the app's page says it is gone.
  await expect(page.getByText('This app is not installed')).toBeVisible({ timeout: 60_000 });

  await page.goto(`/apps/installer/activity?input=${INPUT}`);
  const tasks = page.getByRole('list', { name: 'Tasks' });
  await expect(tasks.getByRole('listitem', { name: 'Install of Matomo' }).first()).toContainText('Succeeded');
  await expect(tasks.getByRole('listitem', { name: 'Uninstall of Matomo' }).first()).toContainText('Succeeded');
  await expectAccessible(page, 'installer activity');
});
