// Migrations against the real server: request one with the form, approve the
// hold, and watch its stages progress as the job runner works through them.
import { expect, test, allowTime } from './fixtures';
import { expectAccessible, loginApi } from './helpers';

test('request a migration, approve it, and its progress appears', async ({ page }) => {
  allowTime(90_000);
  await loginApi(page);
  await page.goto('/migrations');
  await expect(page.getByRole('heading', { name: 'Migrations', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /from cpanel\.oldhost\.example/ })).toBeVisible();
  await page.getByRole('link', { name: 'Request a migration' }).first().click();

  await expect(page.getByRole('heading', { name: 'Request a migration', level: 1 })).toBeVisible();
  await page.getByLabel('Panel', { exact: true }).fill('cPanel');
  await page.getByLabel('Panel host').fill('server7.previoushost.example');
  await page.getByLabel('Panel username').fill('nordlight');
  await page.getByLabel('Panel password').fill('Very-Secret-Panel-1');
  await page.getByLabel('Email accounts to copy').fill('alex@nordlight-studio.com\ninfo@nordlight-studio.com');
  await page.getByLabel('Domains involved').fill('nordlight-studio.com\nnot a domain');
  await expectAccessible(page, 'migration request form');
  await page.getByRole('button', { name: /Review and confirm/ }).click();
  await expect(page.getByText('Line 2: A domain name has no spaces')).toBeVisible();
  await page.getByLabel('Domains involved').fill('nordlight-studio.com');
  await page.getByRole('button', { name: /Review and confirm/ }).click();

  await expect(
    page.getByRole('heading', { name: /File a migration from server7\.previoushost\.example/ }),
  ).toBeVisible();
  await expect(page.getByText('provided (stored encrypted)')).toBeVisible();
  await expect(page.locator('body')).not.toContainText('Very-Secret-Panel-1');
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();

  await page.goto('/migrations');
  await page.getByRole('link', { name: /from server7\.previoushost\.example/ }).click();
  await expect(page.getByRole('heading', { name: /Migration #\d+ from server7\.previoushost\.example/ })).toBeVisible();
  await expect(page.getByText('Panel password').locator('xpath=following-sibling::dd[1]')).toHaveText(
    'provided (stored encrypted)',
  );
  const bar = page.getByRole('progressbar');
  // The screen polls: progress appears as the job runner works through the stages.
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 40_000 })
    .toBeGreaterThan(0);
  await expect(page.getByRole('list', { name: 'Stages' })).toContainText('Copying files');
  await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible({ timeout: 45_000 });
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  await expectAccessible(page, 'migration detail');
});
