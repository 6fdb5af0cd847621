// Web hosting against the real server: the demo account's nordlight-studio.com
// hosting. An addon domain added with SSL off and its PHP switched off (still
// off after a reload), a URL redirect added, hotlink protection's extensions set
// and read back, and the usage history drawn as a chart with its summary.
import { expect, test, type Page } from './fixtures';
import { expectAccessible, loginApi } from './helpers';

/** Opens the account from the list, as a person would, at one of its tabs. */
async function openStudio(page: Page, tab?: string) {
  await page.goto('/hosting');
  await expect(page.getByRole('heading', { name: 'Web hosting', level: 1 })).toBeVisible();
  await page
    .getByRole('table', { name: 'Hosting accounts' })
    .getByRole('link', { name: 'nordlight-studio.com' })
    .click();
  await expect(page.getByRole('heading', { name: 'nordlight-studio.com', level: 1 })).toBeVisible();
  if (tab) await page.getByRole('tab', { name: tab, exact: true }).click();
}

test('the list shows the suspended account in words, and the overview draws the usage history', async ({ page }) => {
  await loginApi(page);
  await page.goto('/hosting');
  const table = page.getByRole('table', { name: 'Hosting accounts' });
  const oldshop = table.getByRole('row').filter({ has: page.getByRole('link', { name: 'oldshop-nordlight.com' }) });
  await expect(oldshop).toContainText('Suspended');
  await expect(oldshop).toContainText('Starter Hosting');
  await expectAccessible(page, 'hosting accounts list');

  await openStudio(page);
  await expect(page.getByRole('meter', { name: 'Disk space' })).toHaveAttribute('aria-valuetext', /GB of 50 GB, \d+ %/);
  await expect(page.getByRole('list', { name: 'Resource usage' })).toBeVisible();
  const summary = page.getByTestId('history-summary');
  await expect(summary).toContainText(/Disk space over the last 30 days: lowest .+, average .+, highest .+; latest .+/);
  // uPlot is loaded with this screen and draws on a canvas once the chart nears the viewport
  await page.getByTestId('usage-chart').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('usage-chart').locator('canvas')).toBeVisible();
  await page.getByLabel('Metric').selectOption('memory');
  await expect(summary).toContainText(/^Chart of memory\. Memory over the last 30 days/);
  await expect(page.getByTestId('usage-chart').locator('canvas')).toBeVisible();
  await expectAccessible(page, 'hosting overview');
});

test('add lindqvist-gallery.se with SSL off, switch its PHP off, and both stay so after a reload', async ({ page }) => {
  await loginApi(page);
  await openStudio(page, 'Domains');
  const sites = page.getByRole('list', { name: 'Domains on this account' });
  await expect(sites.getByText('nordlight-studio.com', { exact: true })).toBeVisible();
  await expectAccessible(page, 'hosting addon domains');

  const form = page.getByRole('form', { name: 'Add an addon domain' });
  await form.getByRole('textbox', { name: /^Domain/ }).fill('lindqvist-gallery.se');
  await form.getByRole('checkbox', { name: /^SSL/ }).uncheck();
  await form.getByRole('button', { name: 'Add domain' }).click();
  await expect(form.getByRole('status').filter({ hasText: 'lindqvist-gallery.se added.' })).toBeVisible();

  const ssl = page.getByRole('switch', { name: 'SSL for lindqvist-gallery.se' });
  const php = page.getByRole('switch', { name: 'PHP for lindqvist-gallery.se' });
  await expect(ssl).toHaveAttribute('aria-checked', 'false');
  await expect(php).toHaveAttribute('aria-checked', 'true');
  await php.click();
  await expect(page.getByText('PHP turned off for lindqvist-gallery.se.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'PHP for lindqvist-gallery.se' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(page.getByRole('switch', { name: 'SSL for lindqvist-gallery.se' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(page.getByRole('switch', { name: 'CGI for lindqvist-gallery.se' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
});

test('add a wildcard redirect and read how it treats the rest of the path and the query string', async ({ page }) => {
  await loginApi(page);
  await openStudio(page, 'Subdomains & redirects');
  const list = page.getByRole('list', { name: 'URL redirects' });
  await expect(list).toContainText('nordlight-studio.com/press');
  await expectAccessible(page, 'hosting subdomains and redirects');

  const form = page.getByRole('form', { name: 'Add a redirect' });
  await form.getByLabel(/^Path/).fill('/summer-sale');
  await form.getByLabel(/^Destination URL/).fill('https://nordlight-prints.com/sale');
  await form.getByRole('checkbox', { name: /wildcard/ }).check();
  await expect(form.getByText(/^Wildcard: the path and everything under it/)).toBeVisible();
  await form.getByRole('button', { name: 'Add redirect' }).click();
  await expect(form.getByText('Redirect added.')).toBeVisible();

  await page.reload();
  const added = page
    .getByRole('list', { name: 'URL redirects' })
    .getByRole('listitem')
    .filter({ hasText: 'nordlight-studio.com/summer-sale' });
  await expect(added).toContainText('https://nordlight-prints.com/sale');
  await expect(added).toContainText('Permanent (301)');
  await expect(added).toContainText('Wildcard');
  await expect(added).toContainText(/query string/);
});

test('set the hotlink-protected extensions and read them back; a wrong character is refused on the field', async ({
  page,
}) => {
  await loginApi(page);
  await openStudio(page, 'Hotlink protection');
  const field = page.getByRole('textbox', { name: /^Protected file types/ });
  await expect(field).toHaveValue('jpg,png,gif,webp');
  await expect(
    page
      .getByRole('list', { name: 'Allowed referrers' })
      .getByRole('listitem')
      .filter({ hasText: 'nordlight-studio.com' })
      .first(),
  ).toContainText('always allowed');
  await expectAccessible(page, 'hosting hotlink protection');

  await field.fill('jpg png');
  await page.getByRole('button', { name: 'Save hotlink protection' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(/Use only letters, digits and commas/);

  await field.fill('jpg,png,svg,mp4');
  await page.getByRole('button', { name: 'Save hotlink protection' }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: /^Protected file types/ })).toHaveValue('jpg,png,svg,mp4');
  await expect(page.getByRole('checkbox', { name: 'Protect files from hotlinking' })).toBeChecked();
});

test('the access and resources tabs pass axe, and on a phone the overview does not scroll sideways', async ({
  page,
}) => {
  await loginApi(page);
  await openStudio(page, 'Access');
  await expect(page.getByRole('button', { name: 'Copy the FTP host' })).toBeVisible();
  await expectAccessible(page, 'hosting access');
  await page.getByRole('tab', { name: 'Resources' }).click();
  await expect(page.getByRole('tabpanel').getByRole('list').first()).toBeVisible();
  await expectAccessible(page, 'hosting resources');

  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page.getByTestId('history-summary')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page, 'hosting overview on a phone');
});
