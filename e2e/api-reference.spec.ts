// The API reference at /api/v1/docs: Scalar, served from our own files, renders the
// OpenAPI document with resolved schemas, problem-page links and curl samples, and its
// try-it panel calls this server directly with a pasted bearer token. The browser
// fetches nothing from any other host.
import { expect, test, type Page, allowTime } from './fixtures';
import { createToken, DEMO } from './helpers';

// A 4 MB renderer laying out a ~1 MB document on a busy machine.
const RENDER = { timeout: 60_000 };
allowTime(120_000);

/** Every URL the page (or a window it opens) asks for, to check that all of them stay on the server's origin. */
function recordRequests(page: Page) {
  const seen: string[] = [];
  page.context().on('request', (r) => seen.push(r.url()));
  return (origin: string) => seen.filter((u) => /^(https?|wss?):/.test(u) && new URL(u).origin !== origin);
}

/** Links a reader could follow off the site (hidden ones excluded). */
const visibleForeignLinks = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .filter((a) => /^https?:/.test(a.href) && new URL(a.href).origin !== location.origin && a.checkVisibility())
      .map((a) => a.href),
  );

test('an operation shows its resolved response schema, links to problem pages and a curl sample', async ({ page }) => {
  const foreignRequests = recordRequests(page);
  await page.goto('/api/v1/docs#tag/email/GET/api/v1/email/accounts');
  const origin = new URL(page.url()).origin;
  const heading = page.getByRole('heading', { name: /Mailboxes of a domain/ }).first();
  await expect(heading).toBeVisible(RENDER);
  const op = page.locator('section', { has: heading }).first();

  // The 200 body is a collection whose rows are the Mailbox schema, a $ref the renderer resolved: the
  // rows' type names it, and opening the collection's `data` lists the schema's fields with their types.
  await op.getByRole('button', { name: /200/ }).first().click();
  await expect(op).toContainText('array object[] · Mailbox[]');
  const field = (name: string, type: string) =>
    op.getByRole('listitem').filter({ hasText: new RegExp(`^${name}\\s*Type:\\s*${type}`) });
  await expect(field('isSuspended', 'boolean')).toHaveCount(0);
  await op.getByRole('button', { name: /Show Child Attributes\s*for data/ }).click();
  for (const [name, type] of [
    ['address', 'string'],
    ['isSuspended', 'boolean'],
    ['quotaMb', 'number'],
  ] as const)
    await expect(field(name, type)).toBeVisible();

  // Each problem response names its codes, each linking to its page.
  const link = op.getByRole('link', { name: 'validation_failed' });
  await expect(link).toHaveAttribute('href', '/errors/validation_failed');
  await expect(op.getByRole('link', { name: 'insufficient_scope' })).toHaveAttribute(
    'href',
    '/errors/insufficient_scope',
  );

  // The curl sample targets this server, with the bearer header.
  await expect(op).toContainText(`curl '${origin}/api/v1/email/accounts`);
  await expect(op).toContainText('Authorization: Bearer');

  expect(await visibleForeignLinks(page)).toEqual([]);
  expect(foreignRequests(origin)).toEqual([]);

  await link.click();
  await expect(page).toHaveURL(`${origin}/errors/validation_failed`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the try-it panel sends a pasted bearer token straight to this server', async ({ page, request }) => {
  // The token comes from a separate API context: the page itself has no session cookie.
  const login = await request.post('/api/v1/auth/login', {
    data: DEMO,
    headers: { 'X-Requested-With': 'fetch' },
  });
  expect(login.status()).toBe(200);
  const token = await createToken(request, ['read:account'], 'docs try-it');

  const foreignRequests = recordRequests(page);
  await page.goto('/api/v1/docs#tag/account/GET/api/v1/me');
  const origin = new URL(page.url()).origin;
  const heading = page.getByRole('heading', { name: /Who the credential acts as/ }).first();
  await expect(heading).toBeVisible(RENDER);

  await page
    .getByLabel(/Bearer Token/)
    .first()
    .fill(token);
  await page
    .locator('section', { has: heading })
    .first()
    .getByRole('button', { name: /Test Request/ })
    .click();
  const client = page.getByRole('dialog');
  await expect(client).toBeVisible();

  const sent = page.waitForRequest((r) => r.url().endsWith('/api/v1/me'));
  await client.getByRole('button', { name: /Send/ }).first().click();
  const call = await sent;
  expect(new URL(call.url()).origin).toBe(origin); // no proxy in between
  expect(call.headers()['authorization']).toBe(`Bearer ${token}`);
  await expect(client).toContainText('200 OK');
  await expect(client).toContainText('docs try-it'); // the credential the call acted as

  // The status code links to MDN (hard-coded in the renderer); following it goes nowhere.
  const outbound = await visibleForeignLinks(page);
  expect(outbound.every((u) => u.startsWith('https://developer.mozilla.org/'))).toBe(true);
  const pages = page.context().pages().length;
  for (const href of outbound) await page.locator(`a[href="${href}"]`).first().dispatchEvent('click');
  await page.waitForTimeout(500);
  expect(page.url().startsWith(`${origin}/api/v1/docs`)).toBe(true);
  expect(page.context().pages()).toHaveLength(pages);
  expect(foreignRequests(origin)).toEqual([]);
});
