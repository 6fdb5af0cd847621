// No main screen scrolls sideways on a phone (390 × 844): wide tables scroll inside their own box (which
// a keyboard can reach) or turn into cards, long names wrap, and the header stays one row. One login,
// one visit per screen; each screen is measured once its heading and its main data are on screen.
import type { Locator } from '@playwright/test';
import { expect, test, type Page, allowTime } from './fixtures';
import { loginApi } from './helpers';

const PHONE = { width: 390, height: 844 };
const SITE = 'nordlight-studio.com';
const VPS = 'build-01.nordlight-studio.com';

/** What shows that a screen's data has arrived (not its skeleton). */
type Ready = (page: Page) => Locator;
const table =
  (name: string | RegExp): Ready =>
  (page) =>
    page.getByRole('table', { name }).first();
const list =
  (name: string): Ready =>
  (page) =>
    page.getByRole('list', { name }).first();
const region =
  (name: string | RegExp): Ready =>
  (page) =>
    page.getByRole('region', { name }).first();
const label =
  (name: string): Ready =>
  (page) =>
    page.getByLabel(name).first();

const SCREENS: [path: string, ready: Ready][] = [
  ['/', (page) => page.getByText('oldshop-nordlight.com').first()],
  ['/domains', list('Domains')],
  ['/domains/nordlight.se', (page) => page.getByRole('tab').first()],
  ['/hosting', table('Hosting accounts')],
  ['/databases', table('Databases')],
  [`/apps/cms?input=${SITE}`, table('CMS installs')],
  ['/backups', region('Backup schedule')],
  ['/vps', region(VPS)],
  [`/cron?input=${SITE}`, table('Cron jobs')],
  ['/monitoring', list('Monitors')],
  [`/monitoring/statistics?input=${SITE}&period=7d`, table(/Most requested pages/)],
  ['/diagnostics', label('Website, domain or mailbox')],
  ['/billing/invoices', table('Invoices')],
  ['/email', table('Mailboxes')],
  ['/dns', table('DNS zones')],
  [`/dns/${SITE}`, table(`DNS records of ${SITE}`)],
  ['/account/profile', label('Name')],
  ['/account/audit-log', table('Audit events')],
  ['/account/balance', table('Balance ledger')],
  ['/services', table('Services')],
];

/** A CMS install's tabs, the ones with wide tables among them. */
const INSTALL_TABS: [tab: string, ready: Ready][] = [
  ['overview', region('Site status')],
  ['plugins', table('Plugins')],
  ['users', table('Users of this site')],
  ['content', table('Posts')],
  ['staging', table(/^Staging copies of/)],
];

/**
 * How far the page scrolls sideways and what sticks out past its right edge (outside any box that
 * scrolls on its own), plus the boxes that do scroll sideways but that a keyboard cannot reach
 * (axe's "scrollable-region-focusable": neither focusable nor holding anything focusable).
 */
const measure = (page: Page) =>
  page.evaluate(() => {
    const doc = document.documentElement;
    const scrollsSideways = (el: Element) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement)
        if (getComputedStyle(p).overflowX !== 'visible') return true;
      return false;
    };
    const describe = (el: Element) => `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    const all = [...document.querySelectorAll('body *')];
    const culprits = all
      .map((el) => ({ el, right: el.getBoundingClientRect().right }))
      .filter(({ el, right }) => right > doc.clientWidth + 1 && !clipped(el))
      .sort((a, b) => b.right - a.right)
      .slice(0, 3)
      .map(({ el, right }) => `${describe(el)} to ${Math.round(right)}px`);
    const unreachable = all
      .filter((el) => scrollsSideways(el) && el.scrollWidth > el.clientWidth + 1)
      .filter((el) => (el as HTMLElement).tabIndex < 0)
      .filter((el) => !el.querySelector('a[href], button, input, select, textarea, [tabindex]'))
      .map(describe);
    return { overflow: doc.scrollWidth - doc.clientWidth, culprits, unreachable };
  });

async function visit(page: Page, path: string, ready: Ready) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first(), `${path}: its heading`).toBeVisible();
  await expect(ready(page), `${path}: its data`).toBeVisible();
  // Nothing still loading: a skeleton is narrower than what replaces it.
  await expect(page.locator('main .animate-pulse'), `${path}: still loading`).toHaveCount(0);
}

const headerHeight = async (page: Page) => (await page.locator('header').first().boundingBox())!.height;

test('no main screen scrolls sideways on a phone, and the header keeps to one row', async ({ page }) => {
  allowTime(100_000);
  await loginApi(page);

  // The header's one-row height on a desktop is the height it must keep on a phone.
  await page.setViewportSize({ width: 1280, height: 800 });
  await visit(page, ...SCREENS[0]);
  const oneRow = await headerHeight(page);
  await page.setViewportSize(PHONE);

  const problems: string[] = [];
  const check = async (path: string, ready: Ready) => {
    await visit(page, path, ready);
    const { overflow, culprits, unreachable } = await measure(page);
    if (overflow > 0) problems.push(`${path}: ${overflow}px wider than the phone (${culprits.join('; ')})`);
    if (unreachable.length) problems.push(`${path}: a keyboard cannot scroll ${unreachable.join(', ')}`);
    const header = await headerHeight(page);
    if (header > oneRow + 1) problems.push(`${path}: the header is ${header}px tall, one row is ${oneRow}px`);
  };
  for (const [path, ready] of SCREENS) await check(path, ready);

  // A CMS install and a VPS, reached through their lists (whose links carry the ids).
  await page.goto(`/apps/cms?input=${SITE}`);
  await page.getByRole('table', { name: 'CMS installs' }).getByRole('link', { name: SITE, exact: true }).click();
  await expect(page.getByRole('heading', { name: SITE, level: 1 })).toBeVisible();
  const install = new URL(page.url());
  for (const [tab, ready] of INSTALL_TABS) {
    install.searchParams.set('tab', tab);
    await check(install.pathname + install.search, ready);
  }
  await page.goto('/vps');
  await page.getByRole('region', { name: VPS }).getByRole('link', { name: VPS }).click();
  await expect(page.getByRole('heading', { name: VPS, level: 1 })).toBeVisible();
  await check(new URL(page.url()).pathname, table('Operating-system templates'));

  // The header's parts share the row: the account switcher and the budget stand side by side.
  const budget = (await page.getByTestId('budget').boundingBox())!;
  const account = (await page.getByTestId('acting-account').boundingBox())!;
  expect(Math.abs(budget.y + budget.height / 2 - (account.y + account.height / 2))).toBeLessThanOrEqual(2);
  await expect(page.getByTestId('budget')).toContainText(/\d+ left/);

  expect(problems, 'screens that do not fit a phone').toEqual([]);
});
