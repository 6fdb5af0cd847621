// The dashboard shell against the real server: login, overview, the live
// budget, account switching, the confirmation page, accessibility, phone layout.
import { expect, test } from './fixtures';
import { createToken, expectAccessible, loginApi, loginUi } from './helpers';

test('log in and see the seeded overview', async ({ page }) => {
  await loginUi(page);
  // The login hashes the password and the overview is the heaviest first screen: beside the rest of
  // the suite on two cores, the two together have taken past the 10 s default (the heading came).
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('acting-account')).toContainText('Nordlight Studio AB');
  await expect(page.getByText('oldshop-nordlight.com').first()).toBeVisible(); // the suspended hosting
  await expect(page.getByText('nordlight.se').first()).toBeVisible(); // expiring soon
  await expectAccessible(page, 'overview');
});

test('a logged-out visit goes to login and comes back', async ({ page }) => {
  await page.goto('/account/audit-log');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expectAccessible(page, 'login');
  await page.getByLabel('Email').fill('demo@example.com');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert').first()).toContainText(/do not match/);
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/account\/audit-log/);
});

test('the header budget falls as calls are made', async ({ page }) => {
  // Budgets are 5-minute windows: start well inside one so no reset lands mid-test.
  const intoWindow = (Date.now() / 1000) % 300;
  if (intoWindow > 260) await page.waitForTimeout((301 - intoWindow) * 1000);
  await loginApi(page);
  await page.goto('/');
  const budget = page.getByTestId('budget');
  await expect(budget).toContainText('/ 300');
  const first = Number((await budget.textContent())!.match(/(\d+) \/ 300/)![1]);
  await page.goto('/account/audit-log');
  await expect(page.getByRole('table')).toBeVisible();
  await expect.poll(async () => Number((await budget.textContent())!.match(/(\d+) \/ 300/)![1])).toBeLessThan(first);
});

test('add funds through the API, approve on the confirmation page, see the deposit invoice and the audit entry', async ({
  page,
}) => {
  await loginApi(page);
  const token = await createToken(page.request, ['read:account', 'write:billing'], 'e2e top-up');
  const hold = await page.request.post('/api/v1/account/balance/actions/add-funds', {
    data: { amount: 250 },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(hold.status()).toBe(200);
  const { confirmationUrl, status } = await hold.json();
  expect(status).toBe('confirmation_required');
  await page.goto(new URL(confirmationUrl).pathname);
  await expect(page.getByText('250.00').first()).toBeVisible();
  await expect(page.getByText(/e2e top-up/)).toBeVisible(); // who asked
  await expectAccessible(page, 'confirmation page');
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();
  await expect(page.getByText(/DEP-\d{4}-\d+/).first()).toBeVisible();
  // Pay the deposit invoice by card from its page in the dashboard: the balance rises only now.
  const before = (await (await page.request.get('/api/v1/account/balance')).json()).balance.amount;
  await page.getByRole('navigation', { name: 'Next steps' }).getByRole('link', { name: 'Pay invoice' }).click();
  await expect(page.getByRole('heading', { name: /DEP-\d{4}-\d+/, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /^Pay with card: / }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { name: /^Invoice DEP-\d{4}-\d+ paid$/ })).toBeVisible();
  expect((await (await page.request.get('/api/v1/account/balance')).json()).balance.amount).toBeCloseTo(
    before + 250,
    2,
  );
  await page.goto('/account/audit-log');
  await expect(page.getByText('Hold a balance top-up').first()).toBeVisible();
});

test('a rejected hold says so, and an expired one cannot be approved', async ({ page }) => {
  await loginApi(page);
  const token = await createToken(page.request, ['write:billing']);
  const post = () =>
    page.request.post('/api/v1/account/balance/actions/add-funds', {
      data: { amount: 120 },
      headers: { Authorization: `Bearer ${token}` },
    });
  const rejected = await (await post()).json();
  await page.goto(`/confirm/${rejected.pendingActionId}`);
  await page.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  const expiring = await (await post()).json();
  await page.clock.install();
  await page.goto(`/confirm/${expiring.pendingActionId}`);
  await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
  await page.clock.fastForward('01:01:00');
  await expect(page.getByText('This request has expired')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
});

test('a guest switches to the other account and sees its data', async ({ page }) => {
  await loginApi(page);
  await page.goto('/');
  // The acting account becomes a menu button once the accessible accounts have loaded.
  await page.getByRole('button', { name: /Acting account/ }).click();
  await page.getByRole('button', { name: /Berg Consulting/ }).click();
  await expect(page.getByTestId('acting-account')).toContainText('Berg Consulting');
  await expect(page.getByText('guest').first()).toBeVisible();
  // Its domains, not the demo's own (maria-berg.se renews automatically, so it is not on the overview).
  await page.goto('/domains');
  await expect(page.getByText('maria-berg.se').first()).toBeVisible();
  await expect(page.getByText('oldshop-nordlight.com')).toHaveCount(0);
});

test('an API token created on the dashboard works with fetch', async ({ page }) => {
  await loginApi(page);
  const token = await createToken(page.request, ['read:account']);
  await page.goto('/');
  const status = await page.evaluate(async (t) => {
    const r = await fetch('/api/v1/account', { headers: { Authorization: `Bearer ${t}` }, credentials: 'omit' });
    return { status: r.status, name: (await r.json()).name };
  }, token);
  expect(status).toEqual({ status: 200, name: 'Nordlight Studio AB' });
});

test('the overview on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginApi(page);
  await page.goto('/');
  // The app's overview, not the served page's first frame.
  await expect(page.getByRole('list', { name: 'Needs attention' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: '.tmp/overview-phone.png', fullPage: true });
  await expectAccessible(page, 'overview on a phone');
  // The menu's links are drawn when it opens: the current page marked, a link followed, the menu closed.
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main).toHaveCount(0);
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(main.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  await main.getByRole('link', { name: 'Cron jobs' }).click();
  await expect(page.getByRole('heading', { name: 'Cron jobs', level: 1 })).toBeVisible();
  await expect(main).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
});
