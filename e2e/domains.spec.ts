// Registrar domains against the real server: the portfolio with its badges and
// the registrant-verification banner, a nameserver change held and approved on
// the confirmation page, and a DS record added (after the server refuses a
// digest of the wrong length for its type).
import { expect, test, type Page } from './fixtures';
import { expectAccessible, loginApi } from './helpers';

async function approveHere(page: Page) {
  await expect(page.getByRole('heading', { name: 'Confirm a request', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();
}

test('the list shows the redemption badge and the verification banner, and the overview has the banner too', async ({
  page,
}) => {
  await loginApi(page);
  await page.goto('/domains');
  await expect(page.getByRole('heading', { name: 'Domains', level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: 'Domains' });
  const archive = list.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'nordlight-archive.com' }) });
  await expect(archive).toContainText('Redemption');
  await expect(archive).toContainText('Expired');

  const banner = page.getByRole('list', { name: 'Domains awaiting email verification' });
  const pending = banner.getByRole('listitem').filter({ hasText: 'alexlindqvist.dev' });
  await expect(pending).toContainText('alex@lindqvist.me');
  await expect(pending).toContainText(/If it is not clicked by .+, the registry suspends the domain/);
  await expectAccessible(page, 'domains list');

  await pending.getByRole('button', { name: 'Resend the confirmation email for alexlindqvist.dev' }).click();
  await expect(pending.getByRole('status')).toHaveText(/Sent again to |The registry did not send it/);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'Domains awaiting email verification' })
      .getByRole('link', { name: 'alexlindqvist.dev' }),
  ).toBeVisible();
});

test('change the nameservers of alexlindqvist.dev, approve, and the new ones are listed', async ({ page }) => {
  await loginApi(page);
  await page.goto('/domains/alexlindqvist.dev');
  await expect(page.getByRole('heading', { name: 'alexlindqvist.dev', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Lifecycle' })).toBeVisible();
  await expectAccessible(page, 'domain overview');

  await page.getByRole('tab', { name: 'Nameservers' }).click();
  await expect(page.getByRole('heading', { name: 'Change nameservers' })).toBeVisible();
  await page.getByLabel(/^Nameserver 1/).fill('ns1.nordlight-dns.net');
  await page.getByLabel(/^Nameserver 2/).fill('ns2.nordlight-dns.net');
  await page.getByRole('button', { name: 'Add a nameserver' }).click();
  await page.getByLabel(/^Nameserver 3/).fill('ns3.nordlight-dns.net');
  await expectAccessible(page, 'domain nameservers');
  await page.getByRole('button', { name: /Change nameservers — continue to confirm/ }).click();
  await approveHere(page);

  await page.goto('/domains/alexlindqvist.dev?tab=nameservers');
  const current = page.getByRole('list', { name: 'Nameservers' });
  await expect(current).toContainText('ns1.nordlight-dns.net');
  await expect(current).toContainText('ns3.nordlight-dns.net');
  await expect(current).not.toContainText('panel-dns.net');
  await expect(page.getByText('Nameservers elsewhere')).toBeVisible();
});

test('add a DS record to nordlight-studio.com: a digest of the wrong length is refused on its field, then it is listed', async ({
  page,
}) => {
  await loginApi(page);
  await page.goto('/domains/nordlight-studio.com?tab=dnssec');
  await expect(page.getByTestId('ds-2371')).toContainText('ECDSA P-256 with SHA-256');
  await expectAccessible(page, 'domain DNSSEC');

  await page.getByLabel(/^Key tag/).fill('31589');
  await page.getByLabel(/^Algorithm/).selectOption('13');
  await page.getByLabel(/^Digest type/).selectOption('2');
  const digest = page.getByRole('textbox', { name: /^Digest/ });
  // 40 hex characters: a SHA-1 length, not the 64 a SHA-256 digest has
  await digest.fill('49aac11d7b6f6446702e54a1607371607a1a4185');
  await page.getByRole('button', { name: 'Add DS record' }).click();
  await expect(digest).toHaveAttribute('aria-invalid', 'true');
  await expect(digest).toHaveAccessibleDescription(/SHA-256 digest .* is 64 hex characters; this one has 40/);
  await expect(page.getByTestId('ds-31589')).toHaveCount(0);

  await digest.fill('e06d44b80b8f1d39a95c0b0d7c65d08458e880409bbc683457104237c7f8ec8d');
  await page.getByRole('button', { name: 'Add DS record' }).click();
  const added = page.getByTestId('ds-31589');
  await expect(added).toContainText('SHA-256');
  // the registry stores digests in upper case
  await expect(added).toContainText('E06D44B80B…C7F8EC8D');
  await page.reload();
  await expect(page.getByTestId('ds-31589')).toBeVisible();
});

test('on a phone each domain is one stacked row, not a wide table', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await loginApi(page);
  await page.goto('/domains');
  const row = page
    .getByRole('list', { name: 'Domains' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'nordlight-archive.com' }) });
  const name = await row.getByRole('link', { name: 'nordlight-archive.com' }).boundingBox();
  const expiry = await row.getByText(/^Expired /).boundingBox();
  expect(name && expiry && expiry.y >= name.y + name.height).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page, 'domains list on a phone');
});
