// A restore end to end through its outcome: restore one file from a backup of
// nordlight-studio.com, approve, and the outcome says the restore started and
// leads to its progress ("Watch progress"), where it runs to its report.
// Restoring robots.txt from a recent backup changes nothing another spec reads.
import { expect, test } from './fixtures';
import { expectAccessible, loginApi } from './helpers';

const INPUT = 'nordlight-studio.com';

test('restore, approve, and watch its progress from the outcome', async ({ page }) => {
  await loginApi(page);
  await page.goto(`/backups?input=${INPUT}`);
  await page
    .getByRole('table', { name: /Backups of this hosting account/ })
    .getByRole('link', { name: /Browse the backup of/ })
    .first()
    .click();
  const browser = page.getByRole('region', { name: /^Backup of/ });
  await browser.getByRole('button', { name: 'Open folder public_html' }).click();
  await browser
    .getByRole('row', { name: /robots\.txt/ })
    .getByRole('checkbox', { name: 'Restore robots.txt' })
    .check();
  await browser.getByRole('button', { name: 'Restore 1 ticked item…' }).click();
  await page
    .getByRole('dialog', { name: /Restore from the backup of/ })
    .getByRole('button', { name: 'Restore — continue to confirm' })
    .click();

  await expect(page.getByRole('heading', { name: 'Confirm a request', level: 1 })).toBeVisible();
  // a restore can be undone (the safety backup) and cancelled while it runs: the page does not say otherwise
  await expect(page.getByText(/can itself be undone/)).toBeVisible();
  await expect(page.getByText('This cannot be undone')).toHaveCount(0);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();

  const outcome = page.getByRole('region', { name: `Restore of ${INPUT} started` });
  await expect(outcome).toBeVisible();
  await expect(outcome.getByText('To restore', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText(
    '1 item',
  );
  await expect(outcome).not.toContainText(/bak_|task_|Restore id|Safety backup id|Estimated seconds/);
  await expectAccessible(page, 'restore outcome');

  await outcome.getByRole('link', { name: 'Watch progress' }).click();
  await expect(page).toHaveURL(new RegExp(`/backups\\?input=${INPUT.replace('.', '\\.')}`));
  const restore = page.getByRole('list', { name: 'Restores' }).getByRole('listitem').first();
  const bar = restore.getByRole('progressbar');
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 30_000 });
  await expect(restore).toContainText('Completed');
  await expect(restore).toContainText('1 item restored');
});
