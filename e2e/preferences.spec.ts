// Preferences that take effect (ADR 030): the customer switches the regional format to Swedish on
// the profile page and sees amounts and counts written as Intl writes them in sv-SE on an invoice
// and on a list; the theme chosen there is the account's, so a fresh browser signed in to the same
// account draws it too. The spec puts the account's preferences back, since later specs on this
// worker's server read the demo account in its usual English and light theme.
import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { expectAccessible, loginApi } from './helpers';

const API = { headers: { 'X-Requested-With': 'fetch' } };

/** Intl's separators are no-break spaces (narrow ones in some ICU versions): compare them as spaces. */
const plain = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');
const sv = (n: number) => plain(new Intl.NumberFormat('sv-SE').format(n));
/** What the browser's own Intl writes in sv-SE: the page must show exactly that, spaces and all. */
const browserSv = (page: Page, n: number, currency?: string) =>
  page.evaluate(
    ([value, code]) =>
      new Intl.NumberFormat('sv-SE', code ? { style: 'currency', currency: code } : {}).format(value as number),
    [n, currency ?? ''] as const,
  );

interface Prefs {
  language: string;
  theme: string;
  dateFormat: string;
  timezone: string;
}

async function preferences(request: APIRequestContext): Promise<Prefs> {
  const r = await request.get('/api/v1/account/preferences');
  expect(r.status()).toBe(200);
  return (await r.json()) as Prefs;
}

/** The invoice of the demo account that totals €33.63 (the overdue one billing.spec.ts pays). */
async function invoiceOf3363(request: APIRequestContext): Promise<{ id: string; number: string }> {
  for (const status of ['overdue', 'paid']) {
    const r = await request.get(`/api/v1/invoices?status=${status}&q=INV-&limit=100`);
    expect(r.status()).toBe(200);
    const { data } = (await r.json()) as {
      data: { id: string; number: string; total: { amount: number; currency: string } }[];
    };
    const hit = data.find((i) => i.total.amount === 33.63 && i.total.currency === 'EUR');
    if (hit) return hit;
  }
  throw new Error('the seed has no invoice of €33.63');
}

let saved: Prefs | null = null;

test.afterEach(async ({ request }) => {
  if (!saved) return;
  await loginApiRequest(request);
  const r = await request.patch('/api/v1/account/preferences', {
    ...API,
    data: { language: saved.language, theme: saved.theme, date_format: saved.dateFormat },
  });
  expect(r.status()).toBe(200);
  saved = null;
});

async function loginApiRequest(request: APIRequestContext) {
  const r = await request.post('/api/v1/auth/login', {
    ...API,
    data: { email: 'demo@example.com', password: 'demo-password' },
  });
  expect(r.status()).toBe(200);
}

test('the Swedish format writes amounts and counts as Intl does, on an invoice and on a list', async ({ page }) => {
  await loginApi(page);
  saved = await preferences(page.request);
  const invoice = await invoiceOf3363(page.request);

  await page.goto('/account/profile');
  const format = page.getByLabel('Regional format');
  await expect(format).toBeVisible();
  // Each choice shows its own example, in its own locale.
  const swedish = format.locator('option[value="sv-SE"]');
  expect(await swedish.textContent()).toBe(
    `Svenska (Sverige): ${await browserSv(page, 1234567)} · ${await browserSv(page, 1234.5, 'EUR')}`,
  );
  await format.selectOption('sv-SE');
  await page.getByLabel('Date format').selectOption('locale');
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText(/^Saved /)).toBeVisible();
  await expectAccessible(page, 'profile and preferences');

  // The invoice: every amount in Swedish, with Intl's own spaces on the page.
  await page.goto(`/billing/invoices/${invoice.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Invoice ${invoice.number}`);
  const total = page.getByText(/^33,63\s€$/).first();
  await expect(total).toBeVisible();
  expect(plain(await total.textContent())).toBe('33,63 €');
  expect(await total.textContent()).toBe(await browserSv(page, 33.63, 'EUR'));
  await expect(page.getByText('€33.63')).toHaveCount(0);

  // A list: the invoice's row, and the count of the whole list below it, grouped by a space.
  await page.goto(`/billing/invoices?q=${invoice.number}`);
  await expect(page.getByRole('table', { name: 'Invoices' })).toContainText('33,63');
  expect(plain(await page.getByRole('table', { name: 'Invoices' }).textContent())).toContain('33,63 €');

  const all = await page.request.get('/api/v1/invoices?limit=1');
  const { total: count } = (await all.json()) as { total: number };
  expect(count).toBeGreaterThanOrEqual(1000);
  await page.goto('/billing/invoices');
  const footer = page.getByText(/^Showing /);
  await expect(footer).toContainText(await browserSv(page, count));
  expect(plain(await footer.textContent())).toMatch(new RegExp(`of ${sv(count)}$`));
  // As a thousands figure is always written in Swedish: "1 234".
  expect(sv(1234)).toBe('1 234');
  expect(plain(await footer.textContent())).toMatch(/of \d{1,3}( \d{3})+$/);
});

test('the theme is the account’s: a fresh browser signed in to it draws it', async ({ page, browser, baseURL }) => {
  await loginApi(page);
  saved = await preferences(page.request);

  await page.goto('/account/profile');
  await page.getByLabel('Theme', { exact: true }).selectOption('dark');
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText(/^Saved /)).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);

  // Another browser: nothing in its storage, a light device; it reads the theme from the account.
  const context = await browser.newContext({ baseURL, colorScheme: 'light' });
  try {
    const other = await context.newPage();
    await loginApi(other);
    await other.goto('/');
    await expect(other.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(other.locator('html')).toHaveClass(/\bdark\b/);
    // The header's button says so, and switching there is saved on the account too.
    const toggle = other.getByRole('button', { name: /^Theme: dark\./ });
    await expect(toggle).toBeVisible();
    await toggle.click();
    await expect(other.getByRole('button', { name: /^Theme: system\./ })).toBeVisible();
    await expect(other.locator('html')).not.toHaveClass(/\bdark\b/);
    await expect.poll(async () => (await preferences(other.request)).theme).toBe('system');
  } finally {
    await context.close();
  }
});
