// Backups against the real server, on the demo account's nordlight-studio.com
// hosting: browse the newest backup down to one file, restore it through the
// confirmation page (approved there), then watch the restore's progress on the
// backups screen until its final report. Restoring robots.txt from a recent
// backup changes nothing another spec reads.
import { expect, test, allowTime } from './fixtures';
import { expectAccessible, loginApi } from './helpers';

const INPUT = 'nordlight-studio.com';

test('restore one file from a backup through the confirmation page and watch it finish', async ({ page }) => {
  // The whole journey: three accessibility scans, the confirmation page and up to 30 s of a live restore.
  // It took 47-66 s beside the PostgreSQL suite in CI (15-20 s on a quiet machine): twice the default.
  allowTime(120_000);
  await loginApi(page);
  await page.goto(`/backups?input=${INPUT}`);
  await expect(page.getByRole('heading', { name: 'Backups', level: 1 })).toBeVisible();
  const schedule = page.getByRole('region', { name: 'Backup schedule' });
  await schedule.getByText(/Show when backups run/).click(); // read only when opened
  await expect(schedule).toContainText(/starting \d{2}:\d{2} UTC/);
  await expect(schedule).toContainText('cannot be changed here or through the API');
  const backups = page.getByRole('table', { name: /Backups of this hosting account/ });
  await expect(backups.getByRole('row').nth(1)).toContainText(/\d+(\.\d+)? (B|kB|MB|GB)/);
  // the total explained part by part: the demo's mailboxes hold most of it, the site's files far less
  const holds = page.getByRole('region', { name: 'What a backup holds' });
  for (const part of ['Files', 'Databases', 'Email', 'DNS', 'Cron jobs']) await expect(holds).toContainText(part);
  await expect(holds.getByText('Email', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText(/GB$/);
  await expectAccessible(page, 'backups screen');

  // The newest backup, down to public_html, tick robots.txt
  await backups
    .getByRole('link', { name: /Browse the backup of/ })
    .first()
    .click();
  const browser = page.getByRole('region', { name: /^Backup of/ });
  await expect(browser.getByRole('tab', { name: 'Files', selected: true })).toBeVisible();
  await browser.getByRole('button', { name: 'Open folder public_html' }).click();
  await expect(
    browser.getByRole('navigation', { name: 'Folder in the backup' }).getByText('public_html'),
  ).toHaveAttribute('aria-current', 'location');
  const robots = browser.getByRole('row', { name: /robots\.txt/ });
  await expect(robots).toContainText(/\d+ B(?![A-Za-z])/);
  await robots.getByRole('checkbox', { name: 'Restore robots.txt' }).check();
  await expectAccessible(page, 'backup browser');
  await browser.getByRole('button', { name: 'Restore 1 ticked item…' }).click();
  const dialog = page.getByRole('dialog', { name: /Restore from the backup of/ });
  await expect(dialog.getByRole('list', { name: 'Items to restore' })).toHaveText('/public_html/robots.txt');
  await dialog.getByRole('button', { name: 'Restore — continue to confirm' }).click();

  // Approve on the confirmation page
  await expect(page).toHaveURL(/\/confirm\//);
  await expect(page.getByRole('heading', { name: 'Confirm a request', level: 1 })).toBeVisible();
  await expect(page.getByText('/public_html/robots.txt').first()).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();

  // Back on the backups screen: the restore runs with a live progress bar, then reports
  await page.goto(`/backups?input=${INPUT}`);
  const restore = page.getByRole('list', { name: 'Restores' }).getByRole('listitem').first();
  const bar = restore.getByRole('progressbar');
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 30_000 });
  await expect(restore).toContainText('Completed');
  await expect(restore).toContainText('1 item restored');
  await expect(restore.getByRole('button', { name: 'Cancel restore' })).toHaveCount(0);
  await expect(restore.getByRole('link', { name: 'Browse the safety backup' })).toBeVisible();
  await expectAccessible(page, 'backups screen with a finished restore');
});

test('on a phone the backups screen and its browser fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await loginApi(page);
  await page.goto(`/backups?input=${INPUT}`);
  const backups = page.getByRole('table', { name: /Backups of this hosting account/ });
  await backups
    .getByRole('link', { name: /Browse the backup of/ })
    .first()
    .click();
  const browser = page.getByRole('region', { name: /^Backup of/ });
  await expect(browser.getByRole('button', { name: 'Open folder public_html' })).toBeVisible();
  await expect(browser.getByRole('heading', { name: /^Backup of/ })).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page, 'backups screen on a phone');
});
