// The dashboard's main screens as a user reaches them (a link in the main
// navigation, or on the page before), and a recorder of the /api/ requests a
// page sends. Shared by the request benchmark and the request-budget browser test.
import type { Page, Request } from '@playwright/test';
import { SERVED_ANSWER_ATTRIBUTE } from '@contract/served-session';

export const DEMO_ZONE = 'nordlight-studio.com';

/** The screens, each opened from the previous one as a user would: a link in the main navigation or on the page. */
export interface Screen {
  label: string;
  open: (page: Page) => Promise<void>;
  /** Something the settled screen shows. */
  ready: (page: Page) => Promise<void>;
}

/**
 * Click a link of the main navigation, then rest the pointer in an empty corner: the
 * sidebar may have scrolled under it, and hovering another link preloads that screen
 * (the router's prefetch on intent), which `intentCost` measures on its own.
 */
export async function nav(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.mouse.move(size.width - 2, size.height - 2);
}
export const heading = (name: RegExp) => (page: Page) =>
  page.getByRole('heading', { level: 1, name }).first().waitFor({ timeout: 30_000 });

export const screens: Screen[] = [
  { label: 'Invoices', open: (p) => nav(p, 'Invoices'), ready: heading(/Invoices/) },
  { label: 'Domains', open: (p) => nav(p, 'Domains'), ready: heading(/Domains/) },
  { label: 'DNS zones', open: (p) => nav(p, 'DNS zones'), ready: heading(/DNS/) },
  {
    label: `DNS editor (${DEMO_ZONE})`,
    open: (p) => p.getByRole('main').getByRole('link', { name: DEMO_ZONE, exact: true }).first().click(),
    ready: (p) => p.getByRole('table', { name: `DNS records of ${DEMO_ZONE}` }).waitFor({ timeout: 30_000 }),
  },
  { label: 'Email (mailboxes)', open: (p) => nav(p, 'Email'), ready: heading(/Email|Mail/) },
  { label: 'Web hosting', open: (p) => nav(p, 'Web hosting'), ready: heading(/hosting/i) },
  { label: 'Databases', open: (p) => nav(p, 'Databases'), ready: heading(/Databases/) },
  { label: 'CMS sites', open: (p) => nav(p, 'CMS sites'), ready: heading(/CMS|sites/i) },
  { label: 'App installer', open: (p) => nav(p, 'App installer'), ready: heading(/install|app/i) },
  { label: 'Backups', open: (p) => nav(p, 'Backups'), ready: heading(/Backups/) },
  { label: 'Virtual servers', open: (p) => nav(p, 'Virtual servers'), ready: heading(/server|VPS/i) },
  { label: 'Cron jobs', open: (p) => nav(p, 'Cron jobs'), ready: heading(/Cron/i) },
  { label: 'Uptime monitors', open: (p) => nav(p, 'Uptime monitors'), ready: heading(/Monitoring/) },
  { label: 'Logs', open: (p) => nav(p, 'Logs'), ready: heading(/Logs/) },
  { label: 'Statistics', open: (p) => nav(p, 'Statistics'), ready: heading(/Statistics/) },
  { label: 'Incidents', open: (p) => nav(p, 'Incidents'), ready: heading(/Incidents/) },
  { label: 'Diagnostics', open: (p) => nav(p, 'Diagnostics'), ready: heading(/wrong|Diagnos/i) },
  { label: 'Services', open: (p) => nav(p, 'Services'), ready: heading(/Services/) },
  { label: 'Migrations', open: (p) => nav(p, 'Migrations'), ready: heading(/Migrations/) },
  { label: 'Account (profile)', open: (p) => nav(p, 'Profile & preferences'), ready: heading(/Profile|Account/i) },
  { label: 'Overview (back)', open: (p) => nav(p, 'Overview'), ready: heading(/Overview/) },
];

const first = <T>(rows: T[], what: string): T => {
  if (!rows[0]) throw new Error(`the demo account has no ${what}`);
  return rows[0];
};

/**
 * The pages a resource opens on: a zone, a domain, a CMS install and a VPS of the demo account,
 * found with `get` (a GET of the API path as the logged-in demo user, answering its JSON).
 */
export async function resourcePages(get: <T>(apiPath: string) => Promise<T>) {
  type Rows<T> = { data: T[] };
  const zone = first((await get<Rows<{ domain: string }>>('/dns/zones?limit=1')).data, 'DNS zone').domain;
  const domain = first(
    (await get<Rows<{ domain: string }>>('/domains?limit=1&status=active')).data,
    'active domain',
  ).domain;
  const hosting = first((await get<Rows<{ domain: string }>>('/hosting?limit=1')).data, 'hosting account');
  const install = first(
    (await get<Rows<{ id: string }>>(`/cms/installs?input=${encodeURIComponent(hosting.domain)}&limit=1`)).data,
    'CMS install',
  );
  const vps = first((await get<Rows<{ serviceId: number }>>('/vps?limit=1')).data, 'VPS');
  return { zone, domain, install: { id: install.id, input: hosting.domain }, vps: vps.serviceId };
}

/** Records every /api/ request the page sends, by method and path. */
export function recordApi(page: Page) {
  const log: string[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const isApi = (r: Request) => new URL(r.url()).pathname.startsWith('/api/');
  page.on('request', (r) => {
    if (!isApi(r)) return;
    const u = new URL(r.url());
    log.push(`${r.method()} ${u.pathname.replace('/api/v1', '')}${u.search}`);
    inFlight++;
    lastActivity = Date.now();
  });
  const done = (r: Request) => {
    if (!isApi(r)) return;
    inFlight--;
    lastActivity = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  // A page served with the caller's session in it spent one call of their budget on the way (server/pages/spa.ts
  // says so with the rate headers; the answers it carries beside the session, the preferences, the accounts and
  // the notifications, are the page's own reads and spend none: server/pages/spa.test.ts checks it).
  page.on('response', (r) => {
    if (r.request().resourceType() !== 'document' || r.headers()['x-ratelimit-remaining'] === undefined) return;
    inFlight++;
    void r
      .text()
      .then(
        (html) => [...html.matchAll(new RegExp(`${SERVED_ANSWER_ATTRIBUTE}="(\\w+)"`, 'g'))].map((m) => m[1]!),
        () => [],
      )
      .then((answers) => {
        log.push(`the page (its session${answers.map((op) => `, ${op}`).join('')})`);
        inFlight--;
        lastActivity = Date.now();
      });
  });
  return {
    /** Take what was recorded since the last take. */
    take: () => log.splice(0),
    /** Resolve once no /api/ request has been in flight for `quietMs`. */
    settle: async (quietMs = 1_500) => {
      for (;;) {
        if (inFlight <= 0 && Date.now() - lastActivity >= quietMs) return;
        await new Promise((r) => setTimeout(r, 100));
      }
    },
  };
}

/** Hover every link of the main navigation in turn (the router preloads on intent) and return what was asked. */
export async function intentCost(page: Page, settle: () => Promise<void>) {
  const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
  for (let i = 0; i < (await links.count()); i++) {
    await links.nth(i).hover();
    await page.waitForTimeout(150); // past the router's intent delay
  }
  await settle();
}

/** Scroll the page's data table to its end `times` times, letting each next page load. */
export async function scrollTableDown(page: Page, times: number, settle: () => Promise<void>) {
  const scroller = page.getByTestId('data-table-scroller').first();
  for (let i = 0; i < times; i++) {
    await scroller.evaluate((el) => (el.scrollTop = el.scrollHeight));
    await settle();
  }
}
