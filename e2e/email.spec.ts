// Email against the real server: create a mailbox, set its limits and see its
// quota bar, suspend and unsuspend it, read mail in the webmail view (through
// a single-use webmail link), delete the mailbox through the confirmation
// page, and scroll the list through the 10,000 seeded mailboxes.
import { expect, test, allowTime } from './fixtures';
import { expectAccessible, loginApi } from './helpers';

const D = 'nordlight-studio.com';
// playwright.config.ts starts the server with SEED_SCALE=E2E_SEED_SCALE (default 10,000) extra mailboxes on the demo domain.
const seedScale = Number(process.env.E2E_SEED_SCALE ?? 10_000);

test('create a mailbox, set its limits, suspend and unsuspend it, delete it through the confirmation page', async ({
  page,
}) => {
  const address = `e2e-${Date.now()}@${D}`;
  await loginApi(page);
  await page.goto(`/email?input=${D}`);
  await expect(page.getByRole('heading', { name: 'Email', level: 1 })).toBeVisible();
  // The demo mailbox alex@ is 78% full: its bar is in the 70% band.
  await page.getByRole('searchbox', { name: /Search/ }).fill('alex');
  const alexRow = page.getByRole('row').filter({ hasText: `alex@${D}` });
  await expect(alexRow.getByRole('meter', { name: 'Mailbox usage' })).toHaveAttribute('data-level', 'high');
  await expectAccessible(page, 'mailbox list');

  await page.getByRole('button', { name: 'Create mailbox' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a mailbox' });
  await dialog.getByLabel('Address').fill(address);
  await dialog.getByLabel('Password').fill('short');
  await dialog.getByRole('button', { name: 'Create mailbox' }).click();
  await expect(dialog.getByText('Use at least 12 characters')).toBeVisible();
  await dialog.getByLabel('Password').fill('Harbour-lights-2025');
  await dialog.getByRole('button', { name: 'Create mailbox' }).click();
  await expect(page.getByRole('heading', { name: address, level: 1 })).toBeVisible();

  // Limits: the form refuses what the server refuses (max+1), then saves.
  const limits = page.getByRole('form', { name: 'Mailbox limits' });
  await limits.getByLabel('Quota (MB)').fill('1048577');
  await limits.getByRole('button', { name: 'Save limits' }).click();
  await expect(limits.getByText('The quota is at most 1,048,576 MB (1.05 TB); 0 is unlimited')).toBeVisible();
  await limits.getByLabel('Quota (MB)').fill('100');
  await limits.getByLabel('Send limit per day').fill('250');
  await limits.getByRole('button', { name: 'Save limits' }).click();
  await expect(limits.getByText('Limits saved')).toBeVisible();
  await expect(page.getByRole('meter', { name: 'Mailbox usage' })).toHaveAttribute(
    'aria-valuetext',
    '0 B of 100 MB (0%)',
  );
  await expect(page.getByText('0 of 250')).toBeVisible();
  await expectAccessible(page, 'mailbox page');

  await page.getByRole('button', { name: 'Suspend mailbox' }).click();
  await page.getByLabel('Reason (optional)').fill('e2e check');
  await page.getByRole('button', { name: 'Suspend now' }).click();
  await expect(page.getByText('Suspended', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open webmail' })).toBeDisabled();
  await page.getByRole('button', { name: 'Unsuspend mailbox' }).click();
  await expect(page.getByRole('button', { name: 'Suspend mailbox' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open webmail' })).toBeEnabled();

  // The list shows it with its quota.
  await page.goto(`/email?input=${D}&q=${encodeURIComponent(address.split('@')[0]!)}`);
  const row = page.getByRole('row').filter({ hasText: address });
  await expect(row.getByRole('meter', { name: 'Mailbox usage' })).toHaveAttribute('data-level', 'ok');
  await expect(row).toContainText('Active');
  await row.getByRole('link', { name: address }).click();

  await page.getByRole('button', { name: 'Delete mailbox…' }).click();
  const del = page.getByRole('dialog', { name: `Delete ${address}?` });
  await expect(del).toContainText('deleted for good');
  await del.getByRole('button', { name: 'Delete — continue to confirm' }).click();
  await expect(page).toHaveURL(/\/confirm\/pa_/);
  await expect(page.getByRole('heading', { name: `Delete the mailbox ${address} and all its mail` })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();
  await page.goto(`/email/mailbox?address=${encodeURIComponent(address)}`);
  await expect(page.getByRole('alert')).toContainText(`There is no mailbox ${address}`);
});

test('read a message in the webmail view, opened through a webmail link', async ({ page }) => {
  await loginApi(page);
  await page.goto(`/email/mailbox?address=${encodeURIComponent(`alex@${D}`)}`);
  await page.getByRole('button', { name: 'Open webmail' }).click();
  await expect(page).toHaveURL(/\/email\/webmail\?mailbox=alex/);
  const folders = page.getByRole('navigation', { name: 'Folders' });
  await expect(folders.getByRole('button', { name: /Inbox/ })).toHaveAttribute('aria-current', 'true');
  await page.getByRole('link', { name: /Brand refresh: second round of sketches/ }).click();
  await expect(page.getByRole('heading', { name: 'Brand refresh: second round of sketches' })).toBeVisible();
  await expect(page.getByTestId('message-body')).toContainText('revised logo sketches');
  await expect(page.getByText('sketches-v2.pdf')).toBeVisible();
  await expectAccessible(page, 'webmail message');
  // Junk holds the seeded spam.
  await page.getByRole('link', { name: /Back to INBOX/ }).click();
  await folders.getByRole('button', { name: /Junk/ }).click();
  await expect(page.getByRole('link', { name: /YOU HAVE WON/ })).toBeVisible();
});

test('deliverability shows each check with the record to publish', async ({ page }) => {
  await loginApi(page);
  await page.goto(`/email/deliverability?domain=${D}`);
  await expect(page.getByTestId('check-spf')).toHaveAttribute('data-status', 'pass');
  await expect(page.getByTestId('check-dkim')).toHaveAttribute('data-status', 'missing');
  await page.getByRole('button', { name: 'Enable DKIM' }).click();
  await expect(page.getByTestId('check-dkim')).toHaveAttribute('data-status', 'pass');
  await expectAccessible(page, 'deliverability');
});

if (seedScale >= 10_000) {
  test(`the mailbox list scrolls through the ${seedScale.toLocaleString('en')} seeded mailboxes`, async ({ page }) => {
    allowTime(180_000);
    await loginApi(page);
    await page.goto(`/email?input=${D}`);
    const scroller = page.getByTestId('data-table-scroller');
    await expect(scroller).toBeVisible();
    const footer = page.getByText(/^Showing [\d,]+ of [\d,]+$/);
    await expect(footer).toBeVisible();
    const total = Number((await footer.textContent())!.split(' of ')[1]!.replace(/,/g, ''));
    expect(total).toBeGreaterThanOrEqual(seedScale + 5);
    // Only the visible rows are in the DOM, however many are loaded.
    for (let i = 0; i < 200; i++) {
      await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
      const text = (await footer.textContent()) ?? '';
      if (text === `Showing ${total.toLocaleString('en')} of ${total.toLocaleString('en')}`) break;
      await page.waitForTimeout(150);
    }
    await expect(footer).toHaveText(`Showing ${total.toLocaleString('en')} of ${total.toLocaleString('en')}`);
    expect(await page.getByRole('row').count()).toBeLessThan(80);
    // The last row is on screen: the one with the last row index, an address of the scaled seed.
    const lastRow = scroller.locator(`[role=row][aria-rowindex="${total + 1}"]`);
    await expect(lastRow).toBeVisible();
    await expect(lastRow).toContainText(/^user\d+\.s\d+@/);
    await expect(scroller).toHaveAttribute('aria-rowcount', String(total + 1));
  });
}
