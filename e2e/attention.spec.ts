// The overview leads with "Needs attention" on the demo: the names in redemption
// first (lost for good soonest first), then the one in grace, then the one
// expiring without auto-renewal; each line's action opens where it is dealt with.
// (This file runs before the specs that renew or restore the demo's names.)
import { expect, test } from './fixtures';
import { expectAccessible, loginApi } from './helpers';

const DOMAINS = ['nordlight-archive.com', 'nordlight.eu', 'lindqvist.net', 'nordlight.se'];

test('the overview lists what needs attention, most urgent first, each with its action', async ({ page }) => {
  await loginApi(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: 'Needs attention' });
  const rows = list.getByRole('listitem');
  await expect(rows.first()).toBeVisible();

  // The first thing on the list is the name about to be lost
  await expect(rows.first().locator('strong')).toHaveText('nordlight-archive.com');
  await expect(rows.first()).toContainText('Urgent');
  await expect(rows.first()).toContainText('In redemption');

  // The demo's domains in order of urgency, each in its state with its action
  const names = (await rows.locator('strong').allTextContents()).filter((n) => DOMAINS.includes(n));
  expect(names).toEqual(DOMAINS);
  const row = (name: string) => rows.filter({ has: page.locator('strong', { hasText: new RegExp(`^${name}$`) }) });
  await expect(row('nordlight.eu')).toContainText('In redemption');
  await expect(row('lindqvist.net')).toContainText('Expired: renew it');
  await expect(row('nordlight.se')).toContainText('Expires without auto-renewal');
  await expect(row('lindqvist.net').getByRole('link', { name: 'Renew: lindqvist.net' })).toBeVisible();
  // no raw stamps: every time formatted like the rest of the dashboard
  await expect(list).not.toContainText(/\d{4}-\d\d-\d\dT\d\d/);
  await expectAccessible(page, 'overview with needs attention');

  // The action opens the domain, where it is restored
  await row('nordlight-archive.com').getByRole('link', { name: 'Restore: nordlight-archive.com' }).click();
  await expect(page.getByRole('heading', { name: 'nordlight-archive.com', level: 1 })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Orders' }).getByRole('button', { name: 'Restore' })).toBeVisible();
});
