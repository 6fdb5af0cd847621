// CMS sites against the real server, on the demo account's nordlight-studio.com:
// open CMS sites from the navigation, install the CMS at /blog2 with the wizard
// (the admin name "admin" is refused first), see it in the list, open it, add
// a plugin from the directory, find it with the search, deactivate it with the
// bulk action and activate it again.
import { expect, test, type Page } from './fixtures';
import { expectAccessible, loginApi } from './helpers';

const INPUT = 'nordlight-studio.com';
const PATH = 'blog2';

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

test('install the CMS on nordlight-studio.com/blog2, find it in the list, bulk-deactivate a plugin and activate it again', async ({
  page,
}) => {
  await loginApi(page);
  await page.goto('/');
  await page.getByRole('link', { name: 'CMS sites' }).first().click();
  await expect(page.getByRole('heading', { name: 'CMS sites', level: 1 })).toBeVisible();
  const list = page.getByRole('table', { name: 'CMS installs' });
  // the demo's own site and its staging copy
  await expect(list.getByRole('link', { name: INPUT, exact: true })).toBeVisible();
  await expect(list.getByText(`Staging of ${INPUT}`).first()).toBeVisible();
  await expectAccessible(page, 'CMS installs list');

  // The wizard
  await page.getByRole('link', { name: 'Install the CMS' }).first().click();
  await expect(page.getByRole('heading', { name: 'Install the CMS', level: 1 })).toBeVisible();
  await field(page, 'Site').selectOption(INPUT);
  await field(page, 'Path').fill(PATH);
  await field(page, 'Site title').fill('Nordlight Journal');
  await field(page, 'Admin user name').fill('admin');
  await field(page, 'Admin email').fill('journal@nordlight-studio.com');
  await page.getByRole('button', { name: 'Install', exact: true }).click();
  await expect(page.getByText('Choose an admin name other than "admin"')).toBeVisible();
  await expectAccessible(page, 'CMS install wizard with an error');
  await field(page, 'Admin user name').fill('journal-editor');
  await page.getByRole('button', { name: 'Install', exact: true }).click();
  await expect(page.getByText(`WordPress is installed on ${INPUT}/${PATH}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the admin (new tab)' })).toHaveAttribute('href', /^https?:\/\//);

  // The list has it
  await page.getByRole('link', { name: 'CMS sites' }).first().click();
  const blog = list.getByRole('link', { name: `${INPUT}/${PATH}`, exact: true });
  await expect(blog).toBeVisible();
  await blog.click();
  await expect(page.getByRole('heading', { name: `${INPUT}/${PATH}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Site status' })).toContainText('Reachable');
  await expectAccessible(page, 'CMS install overview');

  // Plugins: add one from the directory, activated
  await page.getByRole('tab', { name: 'Plugins', exact: true }).click();
  await expect(page).toHaveURL(/[?&]tab=plugins/);
  const plugins = page.getByRole('table', { name: 'Plugins' });
  await expect(plugins.getByRole('rowheader', { name: /Akismet/ })).toBeVisible();
  const install = page.getByRole('form', { name: 'Install a plugin' });
  await install.getByLabel('Install a plugin by its slug').fill('contact-form-7');
  await install.getByRole('checkbox', { name: 'Activate it' }).check();
  await install.getByRole('button', { name: 'Install', exact: true }).click();
  await expect(plugins.getByRole('rowheader', { name: /Contact Form 7/ })).toBeVisible();

  // Search, select, bulk-deactivate
  await page.getByLabel('Search plugins').fill('contact');
  await expect(plugins.getByRole('row')).toHaveCount(2);
  const row = plugins.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /Contact Form 7/ }) });
  await expect(row).toContainText('Active');
  await row.getByRole('checkbox', { name: 'Select Contact Form 7' }).check();
  await page.getByRole('button', { name: 'Deactivate selected (1)' }).click();
  await expect(row).toContainText('Deactivated');
  await expect(page.getByText('Done: 1 of 1')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Activate Contact Form 7' })).toBeVisible();
  await expectAccessible(page, 'CMS plugins tab after a bulk action');

  // Activate it again; a reload keeps the tab
  await row.getByRole('button', { name: 'Activate Contact Form 7' }).click();
  await expect(row.getByRole('button', { name: 'Deactivate Contact Form 7' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Plugins', exact: true })).toHaveAttribute('aria-selected', 'true');
  const again = page
    .getByRole('table', { name: 'Plugins' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /Contact Form 7/ }) });
  await expect(again.getByText('Active', { exact: true })).toBeVisible();
});
