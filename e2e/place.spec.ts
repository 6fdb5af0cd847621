// Navigation keeps its place (issue 34): on Transfers, Snapback and the detail pages of a domain, a CMS
// install, a virtual server and an invoice, exactly one sidebar link is the current page (aria-current)
// and it is the section holding the page; the breadcrumb's current item, and the tab's title, are the
// resource's own name. One session; the detail pages are opened from their lists, as a person does.
import { expect, test, type Page } from './fixtures';
import { loginApi } from './helpers';

const DOMAIN = 'nordlight.se';
const SITE = 'nordlight-studio.com';
const SERVER = 'build-01.nordlight-studio.com';

async function expectPlace(page: Page, section: string, here?: string) {
  const current = page.getByRole('navigation', { name: 'Main' }).locator('[aria-current="page"]');
  await expect(current, `one current link in the sidebar, ${section}`).toHaveCount(1);
  await expect(current).toHaveText(section);
  if (here === undefined) return;
  const crumb = page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]');
  await expect(crumb).toHaveCount(1);
  await expect(crumb).toHaveText(here);
  await expect(page).toHaveTitle(`${here} · Hosting control panel`);
}

test('the sidebar marks the section holding the page; the breadcrumb and the title name the resource', async ({
  page,
}) => {
  await loginApi(page);

  await page.goto('/domains/transfers');
  await expect(page.getByRole('heading', { name: 'Transfers', level: 1 })).toBeVisible();
  await expectPlace(page, 'Transfers');

  await page.goto('/domains/snapback');
  await expect(page.getByRole('heading', { name: 'Snapback', level: 1 })).toBeVisible();
  await expectPlace(page, 'Snapback');

  await page.goto(`/domains/${DOMAIN}`);
  await expect(page.getByRole('heading', { name: DOMAIN, level: 1 })).toBeVisible();
  await expectPlace(page, 'Domains', DOMAIN);
  // Another tab is the same domain: the trail still names it, not the tab.
  await page.getByRole('tab', { name: 'Nameservers' }).click();
  await expect(page.getByRole('tab', { name: 'Nameservers' })).toHaveAttribute('aria-selected', 'true');
  await expectPlace(page, 'Domains', DOMAIN);

  await page.goto('/apps/cms');
  await page.getByRole('table', { name: 'CMS installs' }).getByRole('link', { name: SITE, exact: true }).click();
  await expect(page.getByRole('heading', { name: SITE, level: 1 })).toBeVisible();
  await expectPlace(page, 'CMS sites', SITE);

  await page.goto('/vps');
  await page.getByRole('link', { name: SERVER, exact: true }).click();
  await expect(page.getByRole('heading', { name: SERVER, level: 1 })).toBeVisible();
  await expectPlace(page, 'Virtual servers', SERVER);

  await page.goto('/billing/invoices?status=paid&q=INV-');
  const first = page.getByRole('table', { name: 'Invoices' }).getByRole('link').first();
  const number = (await first.textContent())!.trim();
  await first.click();
  await expect(page.getByRole('heading', { name: `Invoice ${number}`, level: 1 })).toBeVisible();
  await expectPlace(page, 'Invoices', `Invoice ${number}`);
});
