// Staging and the SQL console against the real server, on the demo account's
// nordlight-studio.com: install the CMS at /shop-e2e with the wizard, create a
// staging copy, push it over production through the confirmation page (read
// what will be overwritten first), and see the push's steps in production's
// timeline; then read {prefix}posts in the SQL console and see an UPDATE refused.
import { expect, test, type Page } from './fixtures';
import { expectAccessible, loginApi } from './helpers';

const INPUT = 'nordlight-studio.com';
const PATH = 'shop-e2e';

async function installShop(page: Page) {
  await page.goto(`/apps/cms/new?input=${INPUT}`);
  await expect(page.getByRole('heading', { name: 'Install the CMS', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Site', exact: true }).selectOption(INPUT);
  await page.getByLabel('Path').fill(PATH);
  await page.getByLabel('Site title').fill('Shop E2E');
  await page.getByLabel('Admin user name').fill('shopkeeper');
  await page.getByLabel('Admin email').fill('shop@nordlight-studio.com');
  await page.getByRole('button', { name: 'Install', exact: true }).click();
  await expect(page.getByText(`WordPress is installed on`)).toBeVisible();
  await page.getByRole('link', { name: 'Go to the site' }).click();
  await expect(page).toHaveURL(/\/apps\/cms\/[^/?]+\?/);
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).click();

test('install the CMS, create staging, push it through the confirmation page; read with SQL, see an UPDATE refused', async ({
  page,
}) => {
  await loginApi(page);
  await installShop(page);
  const installUrl = page.url();

  // Staging: create a copy; it is listed as soon as the call answers.
  await tab(page, 'Staging');
  await expect(page.getByText('No staging copies yet')).toBeVisible();
  await page.getByLabel('Target path (optional)').fill('shop-e2e/bad path');
  await page.getByRole('button', { name: 'Create staging' }).click();
  await expect(page.getByText('Use only letters, digits, dot, underscore, slash and hyphen')).toBeVisible();
  await page.getByLabel('Target path (optional)').fill(`${PATH}-staging`);
  await page.getByRole('button', { name: 'Create staging' }).click();
  const copies = page.getByRole('table', { name: /^Staging copies of / });
  await expect(copies.getByRole('link', { name: new RegExp(`/${PATH}-staging/?$`) })).toBeVisible();
  await expect(page.getByText(/Staging copy created at/)).toBeVisible();
  await expectAccessible(page, 'staging tab');

  // Push: what will be overwritten is shown before anything is sent, then the confirmation page.
  await copies.getByRole('button', { name: 'Push to production…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Push this staging copy to production?' });
  const overwrite = dialog.getByRole('table', { name: 'What will be overwritten' });
  await expect(overwrite).toBeVisible();
  await expect(overwrite.getByRole('row', { name: /^Address/ })).toContainText(`/${PATH}/`);
  await expect(overwrite.getByRole('row', { name: /^Version/ })).toContainText(/\d+\.\d+/);
  await expect(dialog).toContainText('Nothing changes until you approve the push on the confirmation page');
  await dialog.getByRole('button', { name: 'Push — continue to confirm' }).click();
  await expect(page).toHaveURL(/\/confirm\//);
  await expect(page.getByRole('heading', { name: 'Confirm a request', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();

  // Production now shows the push, with its steps and its rollback point.
  const back = new URL(installUrl);
  back.searchParams.set('tab', 'staging');
  await page.goto(back.toString());
  const push = page.getByRole('region', { name: /^Staging push of / });
  await expect(push).toBeVisible();
  await expect(push.getByText('Succeeded', { exact: true }).first()).toBeVisible();
  await expect(
    push
      .getByRole('list', { name: /^Steps of the staging push/ })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  await expect(push.locator('p', { hasText: 'Rollback point:' })).toContainText(/the backup taken /);

  // SQL: the editor loads with the tab; a SELECT on {prefix}posts answers rows.
  await tab(page, 'SQL');
  const editor = page.getByRole('textbox', { name: 'SQL statement' });
  await expect(editor).toBeVisible();
  await expect(page.getByText(/\{prefix\} stands for \S+, so \{prefix\}posts is/)).toBeVisible();
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText('select id, post_title from {prefix}posts order by id');
  await page.keyboard.press('ControlOrMeta+Enter');
  const rows = page.getByRole('table', { name: /Result of the statement/ });
  await expect(rows).toBeVisible();
  await expect(rows.getByRole('columnheader', { name: 'post_title' })).toBeVisible();
  await expect(rows.getByRole('row')).not.toHaveCount(1);
  await expect(page.getByText(/^\d+ rows?( shown)?/)).toBeVisible();
  await expectAccessible(page, 'SQL console with a result');

  // An UPDATE is refused, and the alert says what was refused.
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText("update {prefix}posts set post_title = 'hacked'");
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Refused: the statement was not run' });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText(/update/i);
  await expect(rows).toHaveCount(0);
});
