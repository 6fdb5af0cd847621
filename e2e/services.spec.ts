// Services against the real server: buy an addon from the service page, approve
// the hold, pay the proforma order with the saved card (another hold, approved),
// and see the addon active; the upgrade picker shows live prices.
import { expect, test, type Page } from './fixtures';
import { expectAccessible, loginApi } from './helpers';

async function approveHere(page: Page) {
  await expect(page.getByRole('heading', { name: 'Confirm a request', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();
}

test('buy an addon, approve, pay the order with the saved card, and the addon is active', async ({ page }) => {
  await loginApi(page);
  await page.goto('/services');
  await expect(page.getByRole('heading', { name: 'Services', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Business Hosting (nordlight-studio.com)' }).click();
  await expect(page.getByRole('heading', { name: 'Business Hosting (nordlight-studio.com)', level: 1 })).toBeVisible();
  const serviceUrl = new URL(page.url()).pathname;
  await expectAccessible(page, 'service detail');

  await page.getByRole('link', { name: 'Add an addon' }).click();
  await page.getByRole('radio', { name: /Offsite backups/ }).check();
  await page.getByLabel(/How many/).fill('1');
  // 49.00 a year plus 25 % VAT, shown on the button before anything is sent
  const order = page.getByRole('button', { name: /Order for €61\.25 — continue to confirm/ });
  await expect(order).toBeVisible();
  await expectAccessible(page, 'addon purchase');
  await order.click();
  await expect(
    page.getByRole('heading', { name: 'Add 1 × Offsite backups to Business Hosting (nordlight-studio.com)' }),
  ).toBeVisible();
  await expect(page.getByTestId('money')).toHaveText('€61.25');
  await approveHere(page);

  await page.goto(serviceUrl);
  const row = page.getByRole('list', { name: 'Addons' }).getByRole('listitem').filter({ hasText: 'Offsite backups' });
  await expect(row).toContainText('Awaiting payment');
  const payLink = row.getByRole('link', { name: /Pay PRO-/ });
  await expect(payLink).toBeVisible();

  // The billing area's invoice screen offers the saved card; paying is a hold too.
  await expect(payLink).toHaveAttribute('href', /^\/billing\/invoices\/\d+$/);
  await payLink.click();
  await page.getByRole('button', { name: /Pay with card/ }).click();
  await expect(page.getByText(/Visa.*4242|4242/).first()).toBeVisible();
  await approveHere(page);

  await page.goto(serviceUrl);
  await expect(row).toContainText('Active');
  await expect(row.getByRole('link', { name: /Pay PRO-/ })).toHaveCount(0);
});

test('the upgrade picker shows live prices and what is due now', async ({ page }) => {
  await loginApi(page);
  await page.goto('/services?type=vps');
  await page.getByRole('link', { name: /Cloud VPS M/ }).click();
  await page.getByRole('link', { name: 'Change plan' }).click();
  await expect(page.getByRole('heading', { name: 'Change plan', level: 1 })).toBeVisible();
  // the plan's €454.80 a year plus 25 % VAT, shown with VAT as every price is (ADR 033)
  await expect(page.getByRole('radio', { name: /Cloud VPS L.*€568\.50 a year incl\. VAT/ })).toBeChecked();
  await page.getByRole('radio', { name: /Cloud VPS XL/ }).check();
  await expect(page.getByRole('button', { name: /Upgrade for €[\d.,]+ — continue to confirm/ })).toBeVisible();
  await expectAccessible(page, 'upgrade picker');
});
