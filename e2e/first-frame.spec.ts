// What the first screen needs arrives with the page, and the screen draws its frame before its
// data (ADR 020): the served page names the stylesheet, and the scripts and the chunks of the
// routes its address opens for boot.js to load after the first paint, carries the session and the
// preferences, and draws the heading of the list screens and the DNS editor itself, where the app
// then draws it; the app replaces that frame with the screen (never with a blank page), the screens
// show their heading while their data is still on its way, and nothing moves when it comes.
import { expect, test, type Page } from './fixtures';
import { SCREEN_HEADINGS } from '@contract/screen-headings';
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
  // No script tag but boot.js: the entry and the route chunks are named in a data block, which boot.js
  // turns into tags once the first frame is painted, so nothing shares the line with the stylesheet.
  expect(head).not.toContain('<script type="module"');
  expect(head).not.toContain('rel="modulepreload"');
  const scripts = JSON.parse(/<script type="application\/json" id="app-scripts">(.*?)<\/script>/.exec(head)![1]!) as {
    entry: string;
    preload: string[];
  };
  expect(scripts.entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  // The route chunks: the layout's and the mailboxes screen's, each named once.
  expect(scripts.preload.some((href) => /\/assets\/email-[\w-]+\.js$/.test(href))).toBe(true);
  expect(new Set(scripts.preload).size).toBe(scripts.preload.length);
  expect(head).toContain('id="session-data"');
  expect(head).toContain('data-answer-of="getPreferences"');
  // The first frame, drawn by the stylesheet alone: the shell's outline and the screen's heading,
  // with the loading line kept for screen readers.
  expect(html).toMatch(/<div id="root"><div class="min-h-dvh">\s*<header /);
  expect(html).toContain('<h1 class="text-2xl font-semibold">Email</h1>');
  expect(html).toContain('<p class="text-sm text-muted">Mailboxes, their quotas and send limits.</p>');
  expect(html).toContain('<p role="status" class="sr-only">Loading the control panel…</p>');

  // The overview's page is served the same way (it is not a plain file), its heading's line and the
  // verification banner above it from the reads it carries.
  const overview = await (await page.request.get('/')).text();
  expect(overview).toContain('id="session-data"');
  expect(overview).toContain('id="app-scripts"');
  expect(overview).toContain('data-answer-of="getAttention"');
  expect(overview).toContain('<h1 class="text-2xl font-semibold">Overview</h1>');
  expect(overview).toContain('aria-label="Domains awaiting email verification"');
});

test('the scripts are requested after the first paint', async ({ page }) => {
  await loginApi(page);
  await page.addInitScript(`
    window.__paintedBeforeScripts = null;
    new MutationObserver((_m, observer) => {
      if (!document.querySelector('script[type=module], link[rel=modulepreload]')) return;
      window.__paintedBeforeScripts = performance.getEntriesByName('first-contentful-paint').length > 0;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  `);
  await page.goto('/databases');
  await expect(page.getByRole('heading', { name: 'Databases', level: 1 })).toBeVisible();
  await expect(page.locator('#root [role=status].sr-only', { hasText: 'Loading the control panel' })).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as unknown as { __paintedBeforeScripts: boolean }).__paintedBeforeScripts),
  ).toBe(true);
});

/** Where the served page's first frame draws `selector`s, with no script run, then where the app draws them. */
async function frameThenApp(page: Page, url: string, selectors: string[], ready: () => Promise<void>) {
  const boxes = () =>
    page.evaluate(
      (sels) =>
        sels.map((sel) => {
          const el = document.querySelector(sel);
          if (!el) return null;
          // The text's own box: a block's width follows what else its container holds.
          const range = document.createRange();
          range.selectNodeContents(el);
          const { x, y, width, height } = range.getBoundingClientRect();
          // The text as drawn (the served markup's line breaks between blocks are not); none for an SVG.
          return { text: ((el as HTMLElement).innerText ?? '').replace(/\s+/g, ' ').trim(), x, y, width, height };
        }),
      selectors,
    );
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(url);
  const served = await boxes();
  await page.unroute('**/assets/*.js');
  await page.goto(url);
  await ready();
  return { served, app: await boxes() };
}

for (const [label, width] of [
  ['a phone', 412],
  ['a desktop', 1350],
] as const) {
  test(`the first frame draws the heading where the app draws it, on ${label}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 823 });
    await loginApi(page);
    const appDrawn = async () => {
      await expect(page.locator('#root .sr-only[role=status]', { hasText: 'Loading the control' })).toHaveCount(0);
      // On a busy machine the app's first render can be the route's pending view (the router waits
      // 1 s for a loader), which has no heading: the screen's comes when the route has loaded.
      await expect(page.locator('h1')).toBeVisible();
    };
    // Every screen whose heading waits for no data, as contract/screen-headings.ts lists them.
    for (const [path, { title }] of Object.entries(SCREEN_HEADINGS)) {
      const screen = await frameThenApp(page, path, ['h1', 'h1 + p'], appDrawn);
      expect(screen.served[0]?.text, path).toBe(title);
      expect(screen.served, path).toEqual(screen.app);
    }
    // The overview and the domains list, with the verification banner the served page read, its
    // times written as the app writes them.
    const banner = 'main ul[aria-label="Domains awaiting email verification"]';
    // The header's mark too, drawn inline by both (contract/brand-mark.ts).
    const home = await frameThenApp(page, '/', [banner, 'h1', 'h1 + p', 'header a[href="/"] > svg'], () =>
      expect(page.getByRole('list', { name: 'Needs attention' })).toBeVisible(),
    );
    expect(home.served[3]).toMatchObject({ width: 24, height: 24 });
    expect(home.served[0]?.text).toContain('alexlindqvist.dev: we sent a confirmation link to');
    expect(home.served[1]?.text).toBe('Overview');
    expect(home.served).toEqual(home.app);
    const domains = await frameThenApp(page, '/domains', [banner, 'h1'], () =>
      // Exact: the banner's "Domains awaiting email verification" is in the served frame already.
      expect(page.getByRole('list', { name: 'Domains', exact: true })).toBeVisible(),
    );
    expect(domains.served[0]?.text).toContain('If it is not clicked by');
    expect(domains.served).toEqual(domains.app);
    // Backups, with the hosting-account picker and the restores the served page read.
    const restores = 'main ul[aria-label="Restores"]';
    const backups = await frameThenApp(
      page,
      '/backups',
      [
        'main label',
        'section[aria-labelledby$="restores-title"] > h2',
        `${restores} > li:first-child p.font-medium`,
        `${restores} > li:first-child [role=progressbar]`,
        `${restores} > li:last-child`,
      ],
      () => expect(page.getByRole('region', { name: 'Backups' })).toBeVisible(),
    );
    expect(backups.served[0]?.text).toBe('Hosting account');
    expect(backups.served[2]?.text).toMatch(/ from the backup of /);
    expect(backups.served).toEqual(backups.app);
    const dns = await frameThenApp(page, `/dns/${ZONE}`, ['main a[href="/dns"]', 'h1'], () =>
      expect(page.getByRole('button', { name: 'Add record' })).toBeVisible(),
    );
    expect(dns.served.map((b) => b?.text)).toEqual(['DNS zones', ZONE]);
    expect(dns.served).toEqual(dns.app);
    const domain = await frameThenApp(page, '/domains/alexlindqvist.dev', ['main a[href="/domains"]', 'h1'], () =>
      expect(page.getByRole('tablist', { name: 'Domain sections' })).toBeVisible(),
    );
    expect(domain.served.map((b) => b?.text)).toEqual(['Domains', 'alexlindqvist.dev']);
    expect(domain.served).toEqual(domain.app);
    // A virtual server's page, headed with the hostname the served page read.
    const [vps] = (
      (await (await page.request.get('/api/v1/vps')).json()) as { data: { serviceId: number; hostname: string }[] }
    ).data;
    const server = await frameThenApp(page, `/vps/${vps!.serviceId}`, ['main a[href="/vps"]', 'h1'], () =>
      expect(page.getByRole('region', { name: 'Power' })).toBeVisible(),
    );
    expect(server.served.map((b) => b?.text)).toEqual(['Virtual servers', vps!.hostname]);
    expect(server.served).toEqual(server.app);
    // A CMS install's page, headed with the location the served page read.
    const json = async <T>(url: string) => (await (await page.request.get(url)).json()) as { data: T[] };
    const [hosting] = (await json<{ domain: string }>('/api/v1/hosting')).data;
    const [install] = (
      await json<{ id: string; domain: string; path: string }>(`/api/v1/cms/installs?input=${hosting!.domain}`)
    ).data;
    const site = await frameThenApp(
      page,
      `/apps/cms/${install!.id}?input=${hosting!.domain}`,
      ['main a[href^="/apps/cms"]', 'h1'],
      () => expect(page.getByRole('tablist', { name: 'Site sections' })).toBeVisible(),
    );
    const location = `${install!.domain}${install!.path ? `/${install!.path}` : ''}`;
    expect(site.served.map((b) => b?.text)).toEqual(['CMS sites', location]);
    expect(site.served).toEqual(site.app);
  });
}

test('a VPS’s, a CMS install’s and the backups page take the details the page read, without asking again', async ({
  page,
}) => {
  await loginApi(page);
  const json = async <T>(url: string) => (await (await page.request.get(url)).json()) as { data: T[] };
  const [vps] = (await json<{ serviceId: number }>('/api/v1/vps')).data;
  const [hosting] = (await json<{ domain: string }>('/api/v1/hosting')).data;
  const [install] = (await json<{ id: string }>(`/api/v1/cms/installs?input=${hosting!.domain}`)).data;
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await page.goto(`/vps/${vps!.serviceId}`);
  await expect(page.getByRole('region', { name: 'Power' })).toBeVisible();
  await page.goto(`/apps/cms/${install!.id}?input=${hosting!.domain}`);
  await expect(page.getByRole('tablist', { name: 'Site sections' })).toBeVisible();
  expect(asked).not.toContain('/api/v1/vps/detail');
  expect(asked).not.toContain('/api/v1/cms/installs/detail');
  // The page's other reads are the dashboard's own, as before.
  expect(asked).toContain('/api/v1/vps/templates');
  // The backups screen: the hosting accounts (its picker), the restores and the backups; the backups in
  // another order than the listing's own are the dashboard's to ask.
  const backupRows = page
    .getByRole('table', { name: /Backups of this hosting account/ })
    .getByRole('row')
    .nth(1);
  asked.length = 0;
  await page.goto('/backups');
  await expect(backupRows).toBeVisible();
  expect(asked.filter((p) => p.startsWith('/api/'))).toEqual([]);
  await page.goto(`/backups?sort=${encodeURIComponent(JSON.stringify('size'))}`);
  await expect(backupRows).toBeVisible();
  expect(asked.filter((p) => p.startsWith('/api/'))).toEqual(['/api/v1/backups']);
});

test('the login screen’s first frame draws its heading where the app draws it', async ({ page }) => {
  for (const width of [412, 1350]) {
    await page.setViewportSize({ width, height: 823 });
    const login = await frameThenApp(page, '/login', ['h1'], () =>
      expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible(),
    );
    expect(login.served[0]?.text).toBe('Log in to your control panel');
    expect(login.served).toEqual(login.app);
  }
});

test('the app replaces the first frame with the screen, not with a blank page', async ({ page }) => {
  await loginApi(page);
  // Every state of #root, frame by frame, from the end of the page's parse until the screen is drawn.
  // While the parser is still at work, a loaded machine may show a frame with the header parsed and the
  // heading not yet; the dashboard's scripts run only after the parse (they are modules), so nothing
  // of theirs happens before it.
  await page.addInitScript(`
    window.__rootStates = [];
    (function tick() {
      const root = document.readyState === 'loading' ? null : document.getElementById('root');
      if (root) {
        const state = root.querySelector('h1') ? 'heading' : root.children.length ? 'other' : 'empty';
        if (window.__rootStates.at(-1) !== state) window.__rootStates.push(state);
      }
      if (!document.querySelector('#root table')) requestAnimationFrame(tick);
    })();
  `);
  await page.goto('/email');
  await expect(page.getByRole('table', { name: 'Mailboxes' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __rootStates: string[] }).__rootStates)).toEqual([
    'heading',
  ]);
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
