// Passkeys (issue 31, docs/decisions/029) in Chromium, against the real server: a virtual authenticator
// (the DevTools WebAuthn domain) stands in for a fingerprint reader. The demo login adds a passkey on the
// Security page and renames it, signs in with it instead of a password, approves a held request with it as
// the step-up of two-factor, and removes it. Two-factor is turned on for the step-up and off again at the
// end (with recovery codes), so the other specs find the demo login as the seed made it.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { expect, test } from './fixtures';
import { DEMO, createToken, expectAccessible, loginApi } from './helpers';

test.describe.configure({ mode: 'serial' });

const HEADERS = { 'X-Requested-With': 'fetch' };
let page: Page;
let recoveryCodes: string[] = [];
// The tests share one page (its virtual authenticator holds the passkey), so it gets the CSP watch the
// fixtures give each test's own page: a screen that needs what the policy refuses fails the test.
const cspViolations: string[] = [];

/** A platform authenticator that holds discoverable passkeys and verifies its user without asking. */
async function addVirtualAuthenticator(p: Page) {
  const cdp = await p.context().newCDPSession(p);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
}

test.beforeAll(async ({ browser, baseURL }) => {
  page = await (await browser.newContext({ baseURL })).newPage();
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) cspViolations.push(m.text());
  });
});

test.afterEach(() => {
  expect(cspViolations, 'Content-Security-Policy violations on this page').toEqual([]);
});

/** However the spec ended: two-factor off again and no passkey left on the demo login. */
test.afterAll(async ({ browser, baseURL }) => {
  await page.context().close();
  await cleanUp(browser, baseURL!);
});

async function cleanUp(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const request: APIRequestContext = context.request;
  const [first, second] = recoveryCodes;
  const login = await request.post('/api/v1/auth/login', {
    data: { ...DEMO, ...(first ? { totp: first } : {}) },
    headers: HEADERS,
  });
  expect(login.status()).toBe(200);
  if (second)
    expect(
      (await request.post('/api/v1/account/two-factor/disable', { data: { code: second }, headers: HEADERS })).status(),
    ).toBe(200);
  const left = (await (await request.get('/api/v1/account/passkeys')).json()) as { data: { id: string }[] };
  for (const p of left.data) await request.delete(`/api/v1/account/passkeys/${p.id}`, { headers: HEADERS });
  await context.close();
}

test('add a passkey on the Security page and rename it', async () => {
  const credentials = await addVirtualAuthenticator(page);
  await loginApi(page);
  await page.goto('/account/security');
  const card = page.getByRole('region', { name: 'Passkeys' });
  await expect(card.getByText('No passkeys yet')).toBeVisible();

  await card.getByLabel('Name of the new passkey').fill('Work laptop');
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  const list = card.getByRole('list', { name: 'Passkeys' });
  await expect(list).toContainText('Work laptop');
  await expect(list).toContainText('not used yet');
  expect(await credentials()).toHaveLength(1);
  await expectAccessible(page, 'security page with a passkey');

  await card.getByRole('button', { name: 'Rename passkey Work laptop' }).click();
  await card.getByLabel('New name').fill('Chromium laptop');
  await card.getByRole('button', { name: 'Save name' }).click();
  await expect(list).toContainText('Chromium laptop');
});

test('sign in with the passkey instead of the password', async () => {
  expect((await page.request.post('/api/v1/auth/logout', { headers: HEADERS })).status()).toBe(200);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  const session = (await (await page.request.get('/api/v1/auth/session')).json()) as { user: { email: string } };
  expect(session.user.email).toBe(DEMO.email);
  await page.goto('/account/security');
  await expect(page.getByRole('list', { name: 'Passkeys' })).toContainText('last used');
});

test('approve a held request with the passkey as the two-factor step-up', async () => {
  const enrol = await page.request.post('/api/v1/account/two-factor/enable', { headers: HEADERS });
  const { secret } = (await enrol.json()) as { secret: string };
  const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
  const on = await page.request.post('/api/v1/account/two-factor/confirm', { data: { code }, headers: HEADERS });
  expect(on.status()).toBe(200);
  recoveryCodes = ((await on.json()) as { recoveryCodes: string[] }).recoveryCodes;

  const token = await createToken(page.request, ['write:billing'], 'e2e passkey step-up');
  const hold = await page.request.post('/api/v1/account/balance/actions/add-funds', {
    data: { amount: 250 },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(hold.status(), await hold.text()).toBe(200);
  const { confirmationUrl } = (await hold.json()) as { confirmationUrl: string };
  await page.goto(new URL(confirmationUrl).pathname);
  await expect(page.getByLabel('Authentication code')).toBeVisible();
  await page.getByRole('button', { name: 'Approve with a passkey' }).click();
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();
});

test('remove the passkey after a confirmation; it signs nobody in any more', async () => {
  await page.goto('/account/security');
  const card = page.getByRole('region', { name: 'Passkeys' });
  await card.getByRole('button', { name: 'Remove passkey Chromium laptop' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove the passkey “Chromium laptop”?' });
  await dialog.getByRole('button', { name: 'Remove passkey' }).click();
  await expect(card.getByText('No passkeys yet')).toBeVisible();

  expect((await page.request.post('/api/v1/auth/logout', { headers: HEADERS })).status()).toBe(200);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('alert')).toContainText('Not signed in: That passkey was not accepted');
  await expect(page).toHaveURL(/\/login/);
});
