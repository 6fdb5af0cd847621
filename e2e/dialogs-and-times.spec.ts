// Dialogs, the command palette and times, in the real browser: an open dialog
// leaves the page behind it inert and still, the palette keeps its highlighted
// option in view, and a billing deadline is shown in the account's time zone
// (not the browser's) and says which zone that is.
import { expect, test, type Page } from './fixtures';
import { createToken, loginApi } from './helpers';

// The browser sits in New York; the account chooses Prague below. en-GB names
// Prague's zone CET/CEST (en-US would write GMT+1).
test.use({ locale: 'en-GB', timezoneId: 'America/New_York' });

const fetchHeaders = { 'X-Requested-With': 'fetch' };

/** What a press at the centre of the element would hit, and whether focus can land on it. */
async function reachable(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const el = document.querySelector<HTMLElement>(sel)!;
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    el.focus();
    return { hit: hit === el || el.contains(hit), focused: document.activeElement === el };
  }, selector);
}

test('an open dialog makes the page behind it inert and unscrollable', async ({ page }) => {
  await page.setViewportSize({ width: 1100, height: 420 });
  await loginApi(page);
  const name = `e2e dialog ${Date.now()}`;
  await createToken(page.request, ['read:account'], name);
  await page.goto('/account/tokens');
  await expect(page.getByRole('heading', { name: 'API tokens', level: 1 })).toBeVisible();

  // The page is taller than the window, and the wheel scrolls it while nothing is open.
  const scrollY = () => page.evaluate(() => window.scrollY);
  const headingLeft = () =>
    page.getByRole('heading', { name: 'API tokens', level: 1 }).evaluate((h) => h.getBoundingClientRect().left);
  const revoke = page.getByRole('button', { name: `Revoke token ${name}` });
  await revoke.scrollIntoViewIfNeeded();
  const y0 = await scrollY();
  await page.mouse.move(1070, 380); // main's margin: the page scrolls, not a list inside it
  await page.mouse.wheel(0, y0 > 0 ? -100 : 100);
  await expect.poll(scrollY).not.toBe(y0);
  const left = await headingLeft();
  const skipLink = 'a[href="#main"]';
  // The sidebar's first link: sticky, so in view whatever the page's scroll.
  const navLink = 'nav[aria-label="Main"] a[href="/account/profile"]';
  expect(await reachable(page, navLink)).toEqual({ hit: true, focused: true });

  await revoke.click();
  const dialog = page.getByRole('dialog', { name: `Revoke token “${name}”?` });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((d) => d.matches('dialog:modal'))).toBe(true);
  const y1 = await scrollY();
  // The scrollbar goes away without the page behind shifting sideways.
  expect(await headingLeft()).toBe(left);

  // Inert: a press lands on the dialog, and focus cannot move behind it.
  expect(await reachable(page, navLink)).toEqual({ hit: false, focused: false });
  expect(await reachable(page, skipLink)).toMatchObject({ focused: false });
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }

  // Unscrollable: the wheel over the backdrop and the keyboard leave the page where it was.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).toBe('hidden');
  await page.mouse.move(1070, 380);
  // Towards whichever end the page is away from, so an unlocked page would move.
  const up = y1 > 0;
  await page.mouse.wheel(0, up ? -600 : 600);
  await page.keyboard.press(up ? 'PageUp' : 'PageDown');
  await page.keyboard.press(up ? 'Home' : 'End');
  await page.waitForTimeout(300); // let any (smooth) scroll run its course before reading
  expect(await scrollY()).toBe(y1);

  // Escape closes it, gives the page back, and returns focus to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(revoke).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).not.toBe('hidden');
  expect(await reachable(page, navLink)).toEqual({ hit: true, focused: true });
});

/** Logged in, on the overview, with the palette opened by Ctrl+K: the dialog and its search field. */
async function paletteOnOverview(page: Page) {
  await loginApi(page);
  await page.goto('/');
  // The app's, not the served page's first frame (which draws the heading before the code has come).
  await expect(page.getByRole('list', { name: 'Needs attention' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Go to' });
  return { palette, input: palette.getByRole('combobox') };
}

test('the palette keeps its highlighted option in view while moving with the arrow keys', async ({ page }) => {
  const { palette, input } = await paletteOnOverview(page);
  await expect(input).toBeFocused();
  const options = palette.getByRole('option');
  await expect(options.first()).toBeVisible();
  const count = await options.count();
  const list = palette.getByRole('listbox');
  // More options than the list shows at once, so moving down must scroll it.
  expect(await list.evaluate((l) => l.scrollHeight > l.clientHeight)).toBe(true);

  const activeInView = () =>
    page.evaluate(() => {
      const combo = document.querySelector('[role=combobox]')!;
      const active = document.getElementById(combo.getAttribute('aria-activedescendant')!)!;
      const box = document.querySelector('[role=listbox]')!.getBoundingClientRect();
      const r = active.getBoundingClientRect();
      return {
        selected: active.getAttribute('aria-selected'),
        inView: r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5,
      };
    });

  for (let i = 1; i < count; i++) {
    await input.press('ArrowDown');
    await expect.poll(activeInView, { message: `after ${i} × ArrowDown` }).toEqual({ selected: 'true', inView: true });
  }
  await expect(input).toHaveAttribute('aria-activedescendant', (await options.last().getAttribute('id'))!);
  expect(await list.evaluate((l) => l.scrollTop)).toBeGreaterThan(0);

  // Back to the top: the first option (and its group's heading) come back into view.
  await input.press('Home');
  await expect.poll(activeInView).toEqual({ selected: 'true', inView: true });
  await expect.poll(() => list.evaluate((l) => l.scrollTop)).toBe(0);
});

test('a billing deadline is shown in the account’s time zone and names it', async ({ page }) => {
  await loginApi(page);
  const before = await page.request.get('/api/v1/account/preferences', { headers: fetchHeaders });
  const original = ((await before.json()) as { timezone: string }).timezone;
  const set = (timezone: string) =>
    page.request.patch('/api/v1/account/preferences', { data: { timezone }, headers: fetchHeaders });
  expect((await set('Europe/Prague')).status()).toBe(200);
  try {
    await page.goto('/billing/invoices?q=INV-');
    const first = page.getByRole('table', { name: 'Invoices' }).getByRole('link').first();
    await first.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Invoice');
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const invoice = (await (await page.request.get(`/api/v1/invoices/${id}`, { headers: fetchHeaders })).json()) as {
      dueAt: string;
    };

    // The time of day in Prague, and the zone's name at that moment (CET in winter, CEST in summer).
    const prague = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Prague',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'short',
    }).formatToParts(new Date(invoice.dueAt));
    const part = (t: string) => prague.find((p) => p.type === t)!.value;
    const due = page.locator('dt:text-is("Due") + dd');
    await expect(due).toHaveText(
      new RegExp(`^\\d{1,2} \\w{3} \\d{4}, ${part('hour')}:${part('minute')} ${part('timeZoneName')}$`),
    );
    expect(['CET', 'CEST']).toContain(part('timeZoneName'));
  } finally {
    expect((await set(original)).status()).toBe(200);
  }
});

test('the palette finds screens despite typos, and a domain lands on its own page', async ({ page }) => {
  const { palette, input } = await paletteOnOverview(page);
  await input.fill('invocies');
  await expect(palette.getByRole('group', { name: 'Screens' }).getByRole('option').first()).toHaveText(/^Invoices/);

  await input.fill('nordlight.se');
  const domains = palette.getByRole('group', { name: 'Domains' });
  await expect(domains.getByRole('option').first()).toHaveText(/^nordlight\.se/);
  await expect(domains.getByRole('option', { name: /Renew nordlight\.se/ })).toBeVisible();
  await input.press('Enter');
  await expect(page).toHaveURL(/\/domains\/nordlight\.se(\?|$)/);
  await expect(page.getByRole('heading', { name: 'nordlight.se', level: 1 })).toBeVisible();

  // An action lands where it is done: "Renew nordlight.se" opens the domain with its Renew dialog open.
  await page.keyboard.press('Control+k');
  await input.fill('renew nordlight.se');
  await palette.getByRole('option', { name: /Renew nordlight\.se/ }).click();
  await expect(page.getByRole('dialog', { name: /Renew/ })).toBeVisible();
  // Shown once: the address no longer asks for it, so a reload or Back does not open it again.
  await expect(page).not.toHaveURL(/action=renew/);
  await page.keyboard.press('Escape');

  await page.keyboard.press('Control+k');
  await input.fill('add a mailbox');
  await palette.getByRole('option', { name: /Add a mailbox/ }).click();
  await expect(page.getByRole('dialog', { name: 'Create a mailbox' })).toBeVisible();
  await expect(page).not.toHaveURL(/create=/);
});
