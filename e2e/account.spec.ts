// The account screens against the real server: two-factor enrolment with a code
// computed here, then logging in with it; a token made on the dashboard and used
// with fetch; a top-up from the balance screen; guests.
import { expect, test } from './fixtures';
import * as OTPAuth from 'otpauth';
import { expectAccessible, loginApi, loginUi } from './helpers';

// Two-factor is enrolled for Maria, so the demo login other specs use stays without it.
const MARIA = { email: 'maria@example.com', password: 'maria-password' };
const codeAt = (secret: string, ms: number) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: ms });

test('enrol two-factor with a live code, log out, log in with TOTP', async ({ page }) => {
  await loginUi(page, MARIA.email, MARIA.password, '/account/security');
  await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Enable two-factor' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
  await expectAccessible(page, 'two-factor enrolment');
  await page.getByLabel('Authentication code').fill(codeAt(secret, Date.now()));
  await page.getByRole('button', { name: 'Confirm code' }).click();
  await expect(page.getByRole('button', { name: 'Disable two-factor' })).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email').fill(MARIA.email);
  await page.getByLabel('Password').fill(MARIA.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  // The code used at enrolment is spent: take the next time step's code.
  await page.getByLabel('Authentication code').fill(codeAt(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  await expect(page.getByTestId('acting-account')).toContainText('Berg Consulting');
});

test('create an API token on the dashboard, see its secret once, use it with fetch, revoke it', async ({ page }) => {
  await loginApi(page);
  await page.goto('/account/tokens');
  await expect(page.getByRole('heading', { name: 'API tokens', level: 1 })).toBeVisible();
  const name = `deploy-bot-${Date.now()}`;
  await page.getByLabel('Token name').fill(name);
  await page.getByLabel('read:account', { exact: true }).check();
  await page.getByRole('button', { name: 'Create token' }).click();
  const secret = await page.getByLabel('Token secret').inputValue();
  expect(secret).toMatch(/^hcp_/);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(secret)).toHaveCount(0);

  const call = () =>
    page.evaluate(
      async (t) =>
        (await fetch('/api/v1/account', { headers: { Authorization: `Bearer ${t}` }, credentials: 'omit' })).status,
      secret,
    );
  expect(await call()).toBe(200);
  await page.getByRole('button', { name: `Revoke token ${name}` }).click();
  await page.getByRole('button', { name: 'Revoke token', exact: true }).click();
  await expect.poll(call).toBe(401);
});

test('add funds from the balance screen through the confirmation page', async ({ page }) => {
  await loginApi(page);
  await page.goto('/account/balance');
  await expect(page.getByRole('heading', { name: 'Balance', level: 1 })).toBeVisible();
  await page.getByLabel('Amount (EUR)').fill('99');
  await page.getByRole('button', { name: 'Add funds' }).click();
  await expect(page.getByText('The smallest top-up is 100')).toBeVisible();
  await page.getByLabel('Amount (EUR)').fill('300');
  await page.getByRole('button', { name: 'Add funds' }).click();
  await expect(page).toHaveURL(/\/confirm\/pa_/);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(/DEP-\d{4}-\d+/).first()).toBeVisible();
  await page.goto('/account/audit-log');
  await expect(page.getByText('Hold a balance top-up').first()).toBeVisible();
});

test('invite a guest and revoke them after confirming', async ({ page }) => {
  await loginApi(page);
  await page.goto('/account/guests');
  const email = `helper-${Date.now()}@example.net`;
  await page.getByLabel('Guest email').fill(email);
  await page.getByRole('button', { name: 'Invite guest' }).click();
  await expect(page.getByRole('cell', { name: email, exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Revoke ${email}` }).click();
  await page.getByRole('button', { name: 'Revoke access' }).click();
  await expect(page.getByRole('cell', { name: email, exact: true })).toHaveCount(0);
});
