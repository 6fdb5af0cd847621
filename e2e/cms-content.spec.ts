// CMS content and settings against the real server, on the demo's own CMS
// install on nordlight-studio.com: write a draft post (the slug follows the
// title), find it in the list, change its title, move it to the trash; then
// change the site's tagline, see it after a reload, and put the old one back
// (other specs read the demo site).
import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { expectAccessible, loginApi } from './helpers';

const INPUT = 'nordlight-studio.com';
const TITLE = 'Notes from the darkroom';
const RENAMED = 'Notes from the darkroom, revised';
const TAGLINE = 'Portraits and prints from the north';

// Inside a form or the page; the tab panel is named by its tab ("Content"), so fields are looked up as controls.
const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label}( \\*)?$`)).and(scope.locator('input, select, textarea'));

async function openInstall(page: Page) {
  await loginApi(page);
  await page.goto(`/apps/cms?input=${INPUT}`);
  await page.getByRole('table', { name: 'CMS installs' }).getByRole('link', { name: INPUT, exact: true }).click();
  await expect(page.getByRole('heading', { name: INPUT, level: 1 })).toBeVisible();
}

test('write a draft post, find it, rename it and trash it; change the tagline and see it after a reload', async ({
  page,
}) => {
  await openInstall(page);

  // Content: a new draft post
  await page.getByRole('tab', { name: 'Content', exact: true }).click();
  await expect(page).toHaveURL(/[?&]tab=content/);
  const posts = page.getByRole('table', { name: 'Posts' });
  await expect(posts).toBeVisible();
  await expectAccessible(page, 'CMS content list');
  await page.getByRole('button', { name: 'New post' }).click();
  const editor = page.getByRole('form', { name: 'New post' });
  await field(page, 'Title').fill(TITLE);
  await expect(field(page, 'Slug')).toHaveValue('notes-from-the-darkroom');
  await expect(field(page, 'Status')).toHaveValue('draft');
  await field(page, 'Content').fill('Fixer, stop bath, and a long evening of contact sheets.');
  await page.getByRole('textbox', { name: 'Tags' }).fill('darkroom');
  await page.getByRole('textbox', { name: 'Tags' }).press('Enter');
  await expect(editor.getByRole('list', { name: 'Tags' })).toContainText('darkroom');
  await expectAccessible(page, 'CMS content editor');
  await editor.getByRole('button', { name: 'Create post' }).click();
  await expect(page.getByText(`Created “${TITLE}”.`)).toBeVisible();
  const row = posts.getByRole('row').filter({ hasText: TITLE });
  await expect(row).toContainText('Draft');
  await expect(row).toContainText('/notes-from-the-darkroom');

  // Rename it: only the title changes, the address stays
  await page.getByRole('button', { name: `Edit ${TITLE}`, exact: true }).click();
  const edit = page.getByRole('form', { name: `Edit post: ${TITLE}` });
  await expect(field(page, 'Content')).toHaveValue(/contact sheets/);
  await field(page, 'Title').fill(RENAMED);
  await expect(field(page, 'Slug')).toHaveValue('notes-from-the-darkroom');
  await edit.getByRole('button', { name: 'Save post' }).click();
  await expect(page.getByText(`Saved “${RENAMED}”.`)).toBeVisible();
  const renamed = posts.getByRole('row').filter({ hasText: RENAMED });
  await expect(renamed).toContainText('/notes-from-the-darkroom');

  // Trash it, after the question
  await page.getByRole('button', { name: `Trash ${RENAMED}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Move “${RENAMED}” to the trash?` });
  await expect(dialog).toContainText('can be restored from the trash');
  await dialog.getByRole('button', { name: 'Move to the trash' }).click();
  await expect(page.getByText(`Moved “${RENAMED}” to the trash.`)).toBeVisible();
  await expect(posts.getByRole('row').filter({ hasText: RENAMED })).toHaveCount(0);
  await field(page, 'Status').selectOption('trash');
  await expect(posts.getByRole('row').filter({ hasText: RENAMED })).toContainText('In the trash');

  // Settings: the tagline, saved and read back after a reload
  await page.getByRole('tab', { name: 'Settings', exact: true }).click();
  await expect(page).toHaveURL(/[?&]tab=settings/);
  const tagline = field(page, 'Tagline');
  await expect(field(page, 'Site title')).toHaveValue('Nordlight Studio');
  const before = await tagline.inputValue();
  await tagline.fill(TAGLINE);
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await expectAccessible(page, 'CMS settings with unsaved changes');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved / })).toBeVisible();
  await page.reload();
  await expect(field(page, 'Tagline')).toHaveValue(TAGLINE);

  // Put the demo's tagline back
  await field(page, 'Tagline').fill(before);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved / })).toBeVisible();
});
