// Reminders against the real server: the seed starts the reminder job and the
// server's job runner sends what the demo's state calls for (nordlight.se
// expires in 12 days with auto-renewal off, so its 30-day reminder is due). The
// header's bell says how many are unread; opening it lists them and marks them
// read. The same reminder is in the sandbox mailbox, and its link opens the
// domain in the dashboard.
import { expect, test } from './fixtures';
import { expectAccessible, loginApi, reloadUntil } from './helpers';

const REMINDER = /^nordlight\.se expires in \d+ days$/;

test('the bell shows the unread reminders, and opening it marks them read', async ({ page }) => {
  await loginApi(page);
  await page.goto('/');
  // The job runner polls every second: the first run may come just after the page.
  await reloadUntil(page, page.getByRole('button', { name: /^Notifications/ }), () =>
    expect(page.getByRole('button', { name: /^Notifications, (\d+|99\+) unread$/ })).toBeVisible({ timeout: 2000 }),
  );
  const bell = page.getByRole('button', { name: /^Notifications, (\d+|99\+) unread$/ });
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('link', { name: REMINDER })).toBeVisible();
  await expect(panel.getByText('New').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications, none unread' })).toBeVisible();
  await expectAccessible(page, 'the notification panel');

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Notifications, none unread' })).toBeFocused();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Notifications, none unread' })).toBeVisible();

  // A notification's link opens what it is about.
  await page.getByRole('button', { name: 'Notifications, none unread' }).click();
  await page.getByRole('dialog', { name: 'Notifications' }).getByRole('link', { name: REMINDER }).click();
  await expect(page).toHaveURL(/\/domains\/nordlight\.se(\?|$)/);
  await expect(page.getByRole('heading', { name: 'nordlight.se', level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeHidden();
});

test('the reminder is in the sandbox mailbox, and its link opens the domain', async ({ page }) => {
  await page.goto('/sandbox/mail');
  await expect(page.getByRole('heading', { name: 'Log in first' })).toBeVisible();

  await loginApi(page);
  await expect(async () => {
    await page.goto('/sandbox/mail');
    await expect(page.getByRole('link', { name: REMINDER }).first()).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Sandbox mailbox' })).toBeVisible();
  await page.getByRole('link', { name: REMINDER }).first().click();
  await expect(page.getByRole('heading', { name: REMINDER })).toBeVisible();
  const message = page.getByRole('region', { name: 'Message' });
  await expect(message).toContainText('Auto-renewal is off for it.');
  await message.getByRole('link', { name: /\/domains\/nordlight\.se$/ }).click();
  await expect(page).toHaveURL(/\/domains\/nordlight\.se(\?|$)/);
  await expect(page.getByRole('heading', { name: 'nordlight.se', level: 1 })).toBeVisible();
});
