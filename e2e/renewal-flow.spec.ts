// A renewal end to end, as the customer meets it: renew on the domain page,
// approve, and the outcome names the invoice to pay (the new expiry only "once
// paid"); the domain page meanwhile shows the renewal awaiting payment and no
// second Renew; Pay leads to the invoice, paid by the saved card and approved;
// then the registry renews and the page shows the new expiry.
// alexlindqvist.dev: no other spec reads its expiry (nordlight.se stays expiring for the overview's specs).
import { expect, test, type Page, allowTime } from './fixtures';
import { expectAccessible, loginApi, reloadUntil } from './helpers';

const NAME = 'alexlindqvist.dev';

async function approveHere(page: Page) {
  await expect(page.getByRole('heading', { name: 'Confirm a request', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();
}

const yearOf = (text: string | null) => Number(text?.match(/\b(20\d\d)\b/)?.[1]);

test('renew, approve, pay the invoice, and the domain is renewed; no second renewal while one awaits payment', async ({
  page,
}) => {
  allowTime(90_000);
  await loginApi(page);
  await page.goto(`/domains/${NAME}`);
  const expires = page
    .getByRole('region', { name: 'Registration' })
    .getByText('Expires', { exact: true })
    .locator('xpath=following-sibling::dd[1]');
  await expect(expires).toHaveText(/20\d\d/);
  const before = await expires.textContent();

  await page.getByRole('group', { name: 'Orders' }).getByRole('button', { name: 'Renew' }).click();
  const dialog = page.getByRole('dialog', { name: `Renew ${NAME}` });
  await dialog.getByRole('button', { name: /^Renew for .* — continue to confirm$/ }).click();
  await approveHere(page);

  // The outcome: what was ordered, what it costs, by when to pay, and Pay invoice first
  const outcome = page.getByRole('region', { name: `Renewal of ${NAME} ordered: invoice to pay` });
  await expect(outcome).toBeVisible();
  const fact = (term: string) => outcome.getByText(term, { exact: true }).locator('xpath=following-sibling::dd[1]');
  await expect(fact('Invoice')).toHaveText(/^PRO-\d{4}-\d+$/);
  const invoice = (await fact('Invoice').textContent())!;
  await expect(fact('New expiry')).toHaveText(/20\d\d.*, once paid$/);
  await expect(fact('Pay by')).toHaveText(/20\d\d/);
  await expect(outcome).not.toContainText(/sandbox\/pay|Order id|Payment url|task_|\d{4}-\d\d-\d\dT/);
  const steps = outcome.getByRole('navigation', { name: 'Next steps' }).getByRole('link');
  await expect(steps).toHaveText(['Pay invoice', 'Open the domain']);
  await expectAccessible(page, 'renewal outcome');

  // The domain page in between: the renewal awaits payment, and Renew is not offered a second time
  await outcome.getByRole('link', { name: 'Open the domain' }).click();
  await expect(page.getByRole('heading', { name: NAME, level: 1 })).toBeVisible();
  await expect(page.getByText('Renewal awaiting payment')).toBeVisible();
  await expect(page.getByText(`Invoice ${invoice}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Renew' })).toHaveCount(0);
  await expectAccessible(page, 'domain page with a renewal awaiting payment');

  // Pay: the invoice page, the saved card, approved on the confirmation page
  await page.getByRole('link', { name: `Pay invoice ${invoice}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(invoice);
  await page.getByRole('button', { name: /^Pay with card: / }).click();
  await approveHere(page);
  await expect(page.getByRole('region', { name: `Invoice ${invoice} paid` })).toBeVisible();

  // Renewed: the registry acts within seconds of the payment; the page then offers Renew again
  await page.goto(`/domains/${NAME}`);
  const orders = page.getByRole('group', { name: 'Orders' });
  await reloadUntil(page, orders, () =>
    expect(orders.getByRole('button', { name: 'Renew' })).toBeVisible({ timeout: 1_000 }),
  );
  await expect(page.getByText('Renewal awaiting payment')).toHaveCount(0);
  expect(yearOf(await expires.textContent())).toBe(yearOf(before) + 1);
});
