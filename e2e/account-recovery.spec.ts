// Getting back in (issue 31, docs/decisions/026), against the real server: "forgot password" with the
// link read from the sandbox mailbox (in a signed-out browser, and in the signed-in one that read it, having
// come to the mailbox through its "Log in"), a password change on the Security page, signing another browser
// out (one, then everywhere else), and two-factor recovery codes (shown once, downloaded, used to log
// in, made anew). Olof's login is used, so the demo login the other specs use keeps its password.
import type { Browser, Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { expect, test } from './fixtures';
import { expectAccessible, loginApi, loginUi } from './helpers';

test.describe.configure({ mode: 'serial' });

const OLOF = { email: 'olof@example.org', password: 'olof-password' };
const RESET_TO = 'copper kettle drifts over quiet harbours';
const RELINKED = 'violet tides fold the northern charts';
const CHANGED_TO = 'seven lanterns hum beneath amber bridges';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const codeAt = (secret: string, ms: number) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: ms });

/** Another browser (a phone) signed in to Olof's login. */
async function phoneSignedIn(browser: Browser, baseURL: string, password: string) {
  const context = await browser.newContext({ baseURL, userAgent: IPHONE });
  const phone = await context.newPage();
  await loginApi(phone, OLOF.email, password);
  return phone;
}
const signedIn = async (p: Page) => (await p.request.get('/api/v1/auth/session')).status() === 200;

test('forgot password: the mailed link sets a new password once and signs every browser out', async ({
  page,
  browser,
  baseURL,
}) => {
  const phone = await phoneSignedIn(browser, baseURL!, OLOF.password);

  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(OLOF.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText(`If ${OLOF.email} is the login of an account`);
  await expectAccessible(page, 'forgot password');

  // The person reads the mail in the sandbox mailbox (signed in on the phone); the job sends it within a second or two.
  const subject = 'Choose a new password for your control panel';
  await expect
    .poll(async () => {
      await phone.goto('/sandbox/mail');
      return phone.getByRole('link', { name: subject }).count();
    })
    .toBeGreaterThan(0);
  await phone.getByRole('link', { name: subject }).first().click();
  const link = (await phone.locator('a[href*="/login#reset="]').first().getAttribute('href'))!;

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  // the token leaves the address bar once read
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('textbox', { name: 'New password' }).fill('olof@example.org1');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(/too easy to guess/).first()).toBeVisible();
  await expectAccessible(page, 'choose a new password');
  await page.getByRole('textbox', { name: 'New password' }).fill(RESET_TO);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password is changed')).toBeVisible();
  expect(await signedIn(phone)).toBe(false);

  // The link works once.
  await page.goto(link);
  await page.getByRole('textbox', { name: 'New password' }).fill(`${RESET_TO} again`);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(/already used/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ask for a new link' })).toBeVisible();

  await loginUi(page, OLOF.email, RESET_TO);
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  await phone.context().close();
});

test('the mailbox signed out: "Log in" comes back to it; a reset link opened there, signed in, still works', async ({
  page,
}) => {
  // The mailbox shows mail only to a session; its "Log in" goes through the dashboard's login and back to it.
  await page.goto('/sandbox/mail');
  await expect(page.getByRole('heading', { name: 'Log in first' })).toBeVisible();
  await page.getByRole('link', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel('Email').fill(OLOF.email);
  await page.getByLabel('Password').fill(RESET_TO);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Sandbox mailbox', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/sandbox\/mail$/);

  // A reset is asked for (as from another browser); the link is read, and opened, in this signed-in one.
  const subject = 'Choose a new password for your control panel';
  const before = await page.getByRole('link', { name: subject }).count();
  const asked = await page.request.post('/api/v1/account/password-reset', {
    data: { email: OLOF.email },
    headers: { 'X-Requested-With': 'fetch' },
  });
  expect(asked.status()).toBe(202);
  await expect
    .poll(async () => {
      await page.goto('/sandbox/mail');
      return page.getByRole('link', { name: subject }).count();
    })
    .toBeGreaterThan(before);
  await page.getByRole('link', { name: subject }).first().click();
  await page.locator('a[href*="/login#reset="]').first().click();
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('textbox', { name: 'New password' }).fill(RELINKED);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password is changed')).toBeVisible();
  // the reset ended this browser's session too
  expect(await signedIn(page)).toBe(false);
  await page.getByLabel('Email').fill(OLOF.email);
  await page.getByLabel('Password').fill(RELINKED);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
});

test('the Security page: sign another browser out, change the password', async ({ page, browser, baseURL }) => {
  const phone = await phoneSignedIn(browser, baseURL!, RELINKED);
  await loginUi(page, OLOF.email, RELINKED, '/account/security');
  const sessions = page.getByRole('list', { name: 'Sessions' });
  await expect(sessions).toContainText('This session');
  await expect(sessions).toContainText('Mobile Safari 17 on iOS 17.5');
  await expectAccessible(page, 'security page with sessions');

  await page.getByRole('button', { name: /^Sign out Mobile Safari 17 on iOS 17\.5/ }).click();
  await expect(sessions).not.toContainText('Mobile Safari');
  expect(await signedIn(phone)).toBe(false);

  // Everywhere else, after a confirmation.
  await loginApi(phone, OLOF.email, RELINKED);
  await page.reload();
  await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out everywhere else?' });
  await expect(dialog).toContainText('This browser stays signed in');
  // the phone, and the browser that logged in after the reset
  await dialog.getByRole('button', { name: /^Sign out \d+ other sessions?$/ }).click();
  await expect(page.getByText('You are not signed in anywhere else.')).toBeVisible();
  expect(await signedIn(phone)).toBe(false);

  // The password: a common one is refused with the reason, a good one ends the other sessions.
  await loginApi(phone, OLOF.email, RELINKED);
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill(RELINKED);
  await form.getByLabel('New password').fill('password1234');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText(/too easy to guess/).first()).toBeVisible();
  await form.getByLabel('New password').fill(CHANGED_TO);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  expect(await signedIn(phone)).toBe(false);
  expect(await signedIn(page)).toBe(true);
  await phone.context().close();
});

test('recovery codes: shown once with two-factor, downloaded, one logs in, a new set ends the old', async ({
  page,
}) => {
  await loginUi(page, OLOF.email, CHANGED_TO, '/account/security');
  await page.getByRole('button', { name: 'Enable two-factor' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
  await page.getByLabel('Authentication code').fill(codeAt(secret, Date.now()));
  await page.getByRole('button', { name: 'Confirm code' }).click();

  const shown = page.getByRole('list', { name: 'Recovery codes' }).first();
  await expect(shown.getByRole('listitem')).toHaveCount(10);
  const codes = (await shown.getByRole('listitem').allTextContents()).map((c) => c.trim());
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download .txt' }).first().click(),
  ]);
  expect(download.suggestedFilename()).toBe('control-panel-recovery-codes.txt');
  await expectAccessible(page, 'recovery codes shown');
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' })).toHaveCount(0);
  await expect(page.getByText('10 of 10 left')).toBeVisible();

  // Lost phone: log in with a recovery code instead.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email').fill(OLOF.email);
  await page.getByLabel('Password').fill(CHANGED_TO);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByLabel('Authentication code').fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();

  await page.goto('/account/security');
  await expect(page.getByText('9 of 10 left')).toBeVisible();
  await page.getByRole('button', { name: 'Make new codes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make new recovery codes' });
  await dialog.getByLabel('Password').fill(CHANGED_TO);
  await dialog.getByRole('button', { name: 'Make new codes' }).click();
  await expect(dialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await dialog.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('10 of 10 left')).toBeVisible();

  // The old set is gone: its unused code no longer logs in.
  const old = await page.request.post('/api/v1/auth/login', {
    data: { email: OLOF.email, password: CHANGED_TO, totp: codes[1] },
    headers: { 'X-Requested-With': 'fetch' },
  });
  expect(old.status()).toBe(401);
});
