// Billing against the real server: find an invoice, download its PDF (a real
// PDF document), pay an overdue invoice with the saved card through the
// confirmation page and see it paid; add a card on the provider's page, hold a
// card removal; every billing screen passes axe.
import fs from 'node:fs';
import { expect, test, allowTime } from './fixtures';
import { expectAccessible, loginApi } from './helpers';

test('download an invoice PDF from the invoice screen', async ({ page }) => {
  await loginApi(page);
  await page.goto('/billing/invoices?status=paid&q=INV-');
  await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
  const first = page.getByRole('table', { name: 'Invoices' }).getByRole('link').first();
  const number = (await first.textContent())!.trim();
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Invoice ${number}`);
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
  await expectAccessible(page, 'invoice detail (paid)');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  const bytes = fs.readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.toString('latin1')).toContain(number);
});

test('pay an unpaid invoice with the saved card through the confirmation page', async ({ page }) => {
  await loginApi(page);
  await page.goto('/billing/invoices?status=overdue&q=INV-');
  await page.getByRole('table', { name: 'Invoices' }).getByRole('link').first().click();
  await expect(page.getByText('Overdue', { exact: true }).first()).toBeVisible();
  const invoiceUrl = new URL(page.url()).pathname;

  // The button says what it costs and with which card, before anything is sent.
  const pay = page.getByRole('button', { name: /Pay with card: €33\.63 \(Visa •••• 4242\)/ });
  await expect(pay).toBeVisible();
  await expectAccessible(page, 'invoice detail (unpaid)');
  await pay.click();

  await expect(page.getByRole('heading', { name: 'Confirm a request', level: 1 })).toBeVisible();
  await expect(page.getByText('Visa •••• 4242 (expires 09/2029)', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();

  await page.goto(invoiceUrl);
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Pay with card/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Payments' })).toContainText('Card · completed');

  await page.goto('/billing/activity?kind=invoice_paid');
  await expect(page.getByRole('table', { name: 'Money timeline' })).toContainText('paid');
});

test('billing addresses, payment methods and the money timeline', async ({ page }) => {
  await loginApi(page);
  await page.goto('/billing/addresses');
  await expect(page.getByRole('heading', { name: 'Billing addresses', level: 1 })).toBeVisible();
  await expect(page.getByText('billing@nordlight-studio.com')).toBeVisible();
  await page.getByRole('form', { name: 'Add a contact to Alex Lindqvist' }).getByLabel('Email').fill('not-an-address');
  await page
    .getByRole('form', { name: 'Add a contact to Alex Lindqvist' })
    .getByRole('button', { name: 'Add contact' })
    .click();
  await expect(page.getByText('Enter an email address such as info@example.com')).toBeVisible();
  await expectAccessible(page, 'billing addresses');

  await page.goto('/billing/payment-methods');
  await expect(page.getByText('Visa •••• 4242')).toBeVisible();
  await expectAccessible(page, 'payment methods');

  // Adding a card goes through the provider's single-visit page.
  await page
    .getByRole('region', { name: 'Alex Lindqvist', exact: true })
    .getByRole('button', { name: 'Add a card' })
    .click();
  await expect(page.getByRole('heading', { name: 'Add a card', level: 1 })).toBeVisible();
  await page.getByLabel(/Card number/).fill('5555 5555 5555 4441');
  await page.getByLabel(/Month/).fill('4');
  await page.getByLabel(/Year/).fill('2031');
  await page.getByLabel(/CVC/).fill('123');
  await page.getByLabel(/Name on card/).fill('Alex Lindqvist');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('This card number is not valid; check the digits')).toBeVisible();
  await page.getByLabel(/Card number/).fill('5555 5555 5555 4444');
  await expectAccessible(page, 'card setup');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('Card saved')).toBeVisible();
  await page.getByRole('link', { name: 'Back to payment methods' }).click();
  await expect(page.getByRole('region', { name: 'Alex Lindqvist', exact: true })).toContainText('Mastercard •••• 4444');

  await page.getByRole('button', { name: 'Remove Visa •••• 4242' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm a request', level: 1 })).toBeVisible();
  await expect(page.getByText('Visa •••• 4242 (expires 09/2029)').first()).toBeVisible();
  await page.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Rejected', { exact: true })).toBeVisible();

  await page.goto('/billing/activity?kind=balance_adjustment');
  await expect(page.getByRole('table', { name: 'Money timeline' })).toContainText('Welcome credit');
  await expectAccessible(page, 'money timeline');
});

test('the billing screens pass axe in dark mode too', async ({ browser }) => {
  allowTime(90_000);
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await loginApi(page);
  for (const path of [
    '/billing/invoices?q=INV-',
    '/billing/addresses',
    '/billing/payment-methods',
    '/billing/activity?kind=invoice_issued',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, `${path} (dark)`);
  }
  await page.goto('/billing/invoices?q=INV-');
  await page.getByRole('table', { name: 'Invoices' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: /^Invoice INV-/, level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectAccessible(page, 'invoice detail (dark)');
  await context.close();
});
