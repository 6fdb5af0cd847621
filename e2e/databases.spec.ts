// Databases against the real server, on the demo account's nordlight-studio.com
// hosting: create a database and its user with the wizard, change the user's
// privileges through the matrix (the diff is read first), add an access host
// after the server refuses an impossible one, then drop the database on the
// confirmation page and see it gone from the list.
import { expect, test, type Page } from './fixtures';
import { expectAccessible, loginApi } from './helpers';

const INPUT = 'nordlight-studio.com';

async function approveHere(page: Page) {
  await expect(page.getByRole('heading', { name: 'Confirm a request', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();
}

test('create shop2 with the wizard, change its privileges, add an access host, then drop it', async ({ page }) => {
  await loginApi(page);
  await page.goto('/databases');
  await expect(page.getByRole('heading', { name: 'Databases', level: 1 })).toBeVisible();
  const list = page.getByRole('table', { name: 'Databases' });
  await expect(list.getByRole('link', { name: 'nordligh_wp', exact: true })).toBeVisible();
  const wp = list.getByRole('row').filter({ has: page.getByRole('link', { name: 'nordligh_wp', exact: true }) });
  await expect(wp).toContainText('nordligh_wpuser');
  await expect(wp).toContainText(/\d+(\.\d+)? (B|kB|MB|GB)/);
  await expect(page.getByTestId('database-facts')).toContainText(/\d+(\.\d+)? (B|kB|MB|GB) in all/);
  await expectAccessible(page, 'databases list');

  // The wizard: name (prefix added), user with a generated password, privileges narrowed to two
  await page.getByRole('link', { name: 'Create a database' }).first().click();
  await expect(page.getByRole('heading', { name: /^Step 1 of 3/ })).toBeVisible();
  await expect(page.getByText(/The account prefix nordligh_ is added/)).toBeVisible();
  await page.getByLabel(/^Database name/).fill('shop2');
  await expect(page.getByText(/the name will be nordligh_shop2/)).toBeVisible();
  await expectAccessible(page, 'create wizard, name');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: /^Step 2 of 3/ })).toBeVisible();
  await expect(page.getByLabel(/^User name/)).toHaveValue('shop2');
  await page.getByRole('button', { name: 'Generate a password' }).click();
  await expect(page.getByTestId('generated-password')).toContainText(/Generated:.{24}/);
  await expectAccessible(page, 'create wizard, user');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: /^Step 3 of 3/ })).toBeVisible();
  const choice = page.getByRole('table', { name: 'Privileges of nordligh_shop2 on nordligh_shop2' });
  await expect(choice.getByLabel('ALL PRIVILEGES')).toBeChecked();
  await choice.getByLabel('ALL PRIVILEGES').uncheck();
  await choice.getByLabel('SELECT', { exact: true }).check();
  await choice.getByLabel('INSERT', { exact: true }).check();
  await expectAccessible(page, 'create wizard, privileges');
  await page.getByRole('button', { name: 'Create database' }).click();

  // The new database's page
  await expect(page).toHaveURL(/\/databases\/nordligh_shop2\?input=nordlight-studio\.com$/);
  await expect(page.getByRole('heading', { name: 'nordligh_shop2', level: 1 })).toBeVisible();
  const matrix = page.getByRole('table', { name: 'Privileges of nordligh_shop2 on nordligh_shop2' });
  await expect(matrix.getByLabel('SELECT', { exact: true })).toBeChecked();
  await expect(matrix.getByLabel('INSERT', { exact: true })).toBeChecked();
  await expect(matrix.getByLabel('UPDATE', { exact: true })).not.toBeChecked();
  await expectAccessible(page, 'database detail');

  // The matrix: tick and untick, read the diff, then apply
  await matrix.getByLabel('UPDATE', { exact: true }).check();
  await matrix.getByLabel('DELETE', { exact: true }).check();
  await matrix.getByLabel('INSERT', { exact: true }).uncheck();
  const diff = page.getByTestId('privilege-diff-nordligh_shop2');
  await expect(diff).toHaveText('Will grant: UPDATE, DELETE · Will revoke: INSERT');
  await expect(matrix.getByRole('row', { name: /^INSERT/ })).toContainText('Held → will revoke');
  await page.getByRole('button', { name: 'Apply changes' }).click();
  await expect(diff).toHaveText('Granted: UPDATE, DELETE · Revoked: INSERT.');
  await page.reload();
  await expect(matrix.getByLabel('DELETE', { exact: true })).toBeChecked();
  await expect(matrix.getByLabel('INSERT', { exact: true })).not.toBeChecked();
  await expect(page.getByTestId('user-nordligh_shop2')).toContainText('Here: SELECT, UPDATE, DELETE');

  // Access hosts: an impossible address is refused on its field, a network is added
  await page.getByRole('tab', { name: 'Access hosts' }).click();
  const hosts = page.getByRole('list', { name: 'Access hosts of nordligh_shop2' });
  await expect(hosts).toContainText('localhost');
  const host = page.getByRole('textbox', { name: 'Access host' });
  await host.fill('300.1.1.1');
  await page.getByRole('button', { name: 'Add host' }).click();
  await expect(host).toHaveAttribute('aria-invalid', 'true');
  await expect(host).toHaveAccessibleDescription(/300\.1\.1\.1 is not a host this node accepts/);
  await expect(hosts.getByRole('listitem')).toHaveCount(1);
  await host.fill('192.0.2.0/24');
  await page.getByRole('button', { name: 'Add host' }).click();
  await expect(page.getByText('192.0.2.0/24 added.')).toBeVisible();
  await expect(hosts).toContainText('192.0.2.0/24');
  // MySQL's subnet pattern, the usual way to allow an office
  await host.fill('203.0.113.%');
  await page.getByRole('button', { name: 'Add host' }).click();
  await expect(page.getByText('203.0.113.% added.')).toBeVisible();
  await expect(hosts).toContainText('203.0.113.%');
  await expectAccessible(page, 'database access hosts');

  // Drop it: held, approved on the confirmation page, then gone from the list
  await page.getByRole('button', { name: 'Drop database…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Drop nordligh_shop2?' });
  await expect(dialog).toContainText('deleted for good');
  await dialog.getByRole('button', { name: 'Drop — continue to confirm' }).click();
  await expect(page).toHaveURL(/\/confirm\//);
  await approveHere(page);

  await page.goto(`/databases?input=${INPUT}`);
  await expect(list.getByRole('link', { name: 'nordligh_wp', exact: true })).toBeVisible();
  await expect(list.getByRole('link', { name: 'nordligh_shop2', exact: true })).toHaveCount(0);
});

test('on a phone the database page fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await loginApi(page);
  await page.goto(`/databases/nordligh_wp?input=${INPUT}`);
  await expect(page.getByRole('heading', { name: 'nordligh_wp', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Privileges of nordligh_wpuser on nordligh_wp' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page, 'database page on a phone');

  await page.goto(`/databases?input=${INPUT}`);
  await expect(
    page.getByRole('table', { name: 'Databases' }).getByRole('link', { name: 'nordligh_wp', exact: true }),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
