// Cron jobs against the real server, on the demo account's nordlight-studio.com
// hosting: add an every-minute job with the editor (a preset, then one field
// changed by hand), see the server's reading of it and its next five runs in
// the account's time zone, then wait for the node's job runner to run it and see
// the run in the history with its output. The job is deleted at the end, so
// the shared seeded server is left as it was found.
import { expect, test, allowTime } from './fixtures';
import { expectAccessible, loginApi } from './helpers';

const INPUT = 'nordlight-studio.com';

test('add a cron job, see its next runs, then its first run in the history', async ({ page }) => {
  // The first run comes at the next minute boundary, up to a minute away.
  allowTime(150_000);
  await loginApi(page);
  await page.goto(`/cron?input=${INPUT}`);
  await expect(page.getByRole('heading', { name: 'Cron jobs', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Mail failed runs to' })).toBeVisible();
  await expectAccessible(page, 'cron jobs list');

  await page.getByRole('link', { name: 'Add a cron job' }).first().click();
  const form = page.getByRole('form', { name: 'Add a cron job' });
  await form.getByRole('button', { name: 'Hourly' }).click();
  await expect(form.getByRole('button', { name: 'Hourly' })).toHaveAttribute('aria-pressed', 'true');
  // Per-field editing: every minute, so the node runs it within the test.
  await form.getByLabel('Minute', { exact: true }).fill('*');
  await expect(page.getByTestId('schedule-preview')).toContainText('reads as “Every minute”');
  await form.getByLabel(/^Command/).fill('php -v');
  await expectAccessible(page, 'cron editor');
  await form.getByRole('button', { name: 'Add cron job' }).click();

  // The saved job: the server's description and its next five runs, the zone named.
  await expect(page).toHaveURL(/\/cron\/[^/?]+\?input=/);
  await expect(page.getByRole('heading', { name: /^Next runs \(your account's time zone: .+\)$/ })).toBeVisible();
  const next = page.getByRole('list', { name: 'Next runs' });
  await expect(next.getByRole('listitem')).toHaveCount(5);
  await expect(page.getByText('Every minute').first()).toBeVisible();
  await expect(page.getByText('No runs yet')).toBeVisible();
  await expectAccessible(page, 'cron job page');

  // The page checks again shortly after the run was due (the listing is in the write tier, so it
  // is not polled). Should the runner have been slower than that, one click asks again.
  const firstRun = page.getByRole('list', { name: 'Run history' }).getByRole('listitem', { name: 'Succeeded run' });
  try {
    await expect(firstRun).toBeVisible({ timeout: 80_000 });
  } catch {
    await page.getByRole('button', { name: 'Check for new runs' }).click();
    await expect(firstRun).toBeVisible({ timeout: 15_000 });
  }
  await expect(firstRun).toContainText('Exit code 0');
  await firstRun.getByText('Output (last lines)').click();
  await expect(firstRun.locator('pre')).toContainText(/PHP \d+\.\d+\.\d+ \(cli\)/);

  // Leave the shared server as it was.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Delete this cron job?' })
    .getByRole('button', { name: 'Delete cron job' })
    .click();
  await expect(page).toHaveURL(/\/cron\?input=/);
  await expect(page.getByRole('cell').filter({ hasText: 'php -v' })).toHaveCount(0);
});
