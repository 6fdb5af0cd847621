// What the first screen needs arrives with the page, and the screen draws its frame before its
// data (ADR 020): the served page names the stylesheet before the scripts, preloads the chunks
// of the routes its address opens, and carries the session and the preferences; the mailboxes
// screen and the DNS editor show their heading while their data is still on its way, and nothing
// moves when it comes.
import { expect, test, type Page } from './fixtures';
import { loginApi } from './helpers';

const ZONE = 'nordlight-studio.com';

/** Hold the answers of API paths matching `pattern` until `release` is called. */
async function holdApi(page: Page, pattern: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('the page carries what the first screen needs', async ({ page }) => {
  await loginApi(page);
  const html = await (await page.request.get('/email')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head.indexOf('rel="stylesheet"')).toBeGreaterThan(-1);
  expect(head.indexOf('rel="stylesheet"')).toBeLessThan(head.indexOf('<script type="module"'));
  // The route chunks: the layout's and the mailboxes screen's, each named once.
  const preloads = [...head.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
  expect(preloads.some((href) => /\/assets\/email-[\w-]+\.js$/.test(href!))).toBe(true);
  expect(new Set(preloads).size).toBe(preloads.length);
  expect(head).toContain('id="session-data"');
  expect(head).toContain('data-answer-of="getPreferences"');
  // The first frame, drawn by the stylesheet alone.
  expect(html).toMatch(/<div id="root">\s*<p role="status"[^>]*>Loading the control panel…<\/p>/);

  // The overview's page is served the same way (it is not a plain file).
  const overview = await (await page.request.get('/')).text();
  expect(overview).toContain('id="session-data"');
  expect(overview).toContain('rel="modulepreload"');
});

test('the mailboxes screen draws its frame before the domains and the list arrive', async ({ page }) => {
  await loginApi(page);
  const release = await holdApi(page, /\/api\/v1\/(services\?|email\/accounts)/);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/')) asked.push(new URL(r.url()).pathname);
  });
  await page.goto('/email');
  await expect(page.getByRole('heading', { name: 'Email', level: 1 })).toBeVisible();
  await expect(page.getByText('Mailboxes, their quotas and send limits.')).toBeVisible();
  // The domain field is there already, disabled, at its final size.
  const domain = page.getByLabel('Domain');
  await expect(domain).toBeDisabled();
  const before = await page.getByRole('searchbox', { name: /Search/ }).boundingBox();
  await expect(page.locator('[role=status]', { hasText: 'Loading mailboxes…' })).toBeAttached();
  // The page brought the session and the preferences: no request of its own for them.
  expect(asked.filter((p) => p === '/api/v1/auth/session' || p === '/api/v1/account/preferences')).toEqual([]);

  release();
  await expect(page.getByRole('table', { name: 'Mailboxes' })).toBeVisible();
  await expect(domain).toBeEnabled();
  expect(await page.getByRole('searchbox', { name: /Search/ }).boundingBox()).toEqual(before);
});

test('the DNS editor shows the zone’s name before the zone arrives', async ({ page }) => {
  await loginApi(page);
  const release = await holdApi(page, /\/api\/v1\/dns\/zone\?/);
  await page.goto(`/dns/${ZONE}`);
  const heading = page.getByRole('heading', { name: ZONE, level: 1 });
  await expect(heading).toBeVisible();
  await expect(page.locator('[role=status]', { hasText: 'Loading the zone…' })).toBeAttached();
  // Where the name is drawn (its box may widen with the facts line below it; it does not move).
  const place = async () => {
    const box = (await heading.boundingBox())!;
    return { x: box.x, y: box.y, height: box.height };
  };
  const before = await place();

  release();
  await expect(page.getByRole('button', { name: 'Add record' })).toBeVisible();
  await expect(page.getByText(/live on our nameservers|not delegated here/)).toBeVisible();
  expect(await place()).toEqual(before);
});

test('an unknown zone still shows the route’s error view', async ({ page }) => {
  await loginApi(page);
  await page.goto('/dns/no-such-zone.example');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.locator('[role=status]', { hasText: 'Loading the zone…' })).toHaveCount(0);
});
