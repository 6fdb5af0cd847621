// The dashboard spends little of the person's request budget (300 per 5
// minutes): once the shell is loaded, opening each main screen by its link
// costs at most 3 API requests, the header's budget is read from the rate
// headers (no request of its own), nothing is asked while the page sits idle,
// and a long list scrolled far costs one page again when it is reopened stale.
// Counts, not timings; idle time passes on Playwright's clock.
// eslint-disable-next-line no-restricted-imports -- no alias reaches bench/ (the aliases are the app's: contract, server, src)
import { heading, nav, recordApi, screens, scrollTableDown } from '../bench/main-screens';
import type { Page } from '@playwright/test';
import { expect, test, allowTime } from './fixtures';
import { loginApi } from './helpers';

const PER_SCREEN = 3;

// The served page draws the overview's heading before the app has started; "Needs attention" is the
// app's own, so waiting for it means the app's first requests are in before the counting starts.
const overviewApp = (page: Page) => expect(page.getByRole('list', { name: 'Needs attention' })).toBeVisible();

test('each main screen costs at most 3 API requests once the shell is loaded, and nothing while it sits', async ({
  page,
}) => {
  allowTime(240_000);
  await page.clock.install();
  const api = recordApi(page);
  await loginApi(page);
  await page.goto('/');
  await overviewApp(page);
  await api.settle();
  const shell = api.take();
  // The header's budget comes from the rate headers of the shell's own calls.
  expect(shell.filter((r) => r.startsWith('GET /me'))).toEqual([]);
  await expect(page.getByTestId('budget')).toContainText(/\d+ \/ 300/);

  for (const screen of screens) {
    await screen.open(page);
    await screen.ready(page);
    await api.settle(1_000); // quiet for long enough that a loader's second step is not missed
    const asked = api.take();
    expect(asked.length, `${screen.label}: ${asked.join(', ')}`).toBeLessThanOrEqual(PER_SCREEN);
    // Two minutes on the page's clock with nothing in progress: no polling.
    // A request a timer starts is in flight within a moment of runFor; 300 ms of quiet shows none was.
    await page.clock.runFor('02:00');
    await api.settle(300);
    expect(api.take(), `${screen.label} while idle`).toEqual([]);
  }
});

test('idle costs nothing: no polling, and the budget rolls over to a new window without asking', async ({ page }) => {
  await page.clock.install();
  const api = recordApi(page);
  await loginApi(page);
  await page.goto('/');
  await overviewApp(page);
  await api.settle();
  api.take();
  // Ten minutes on the page's clock: every interval and timer runs, the 5-minute window resets twice.
  await page.clock.runFor('10:00');
  await api.settle();
  expect(api.take()).toEqual([]);
  await expect(page.getByTestId('budget')).toContainText('300 / 300');
});

test('a long list scrolled far and reopened once stale asks for its first page only', async ({ page }) => {
  await page.clock.install();
  const api = recordApi(page);
  await loginApi(page);
  await page.goto('/billing/invoices');
  await heading(/Invoices/)(page);
  await api.settle();
  api.take();
  // Scroll to the end until four more pages are loaded (each scroll to the end asks for the next one).
  const pages: string[] = [];
  for (let i = 0; i < 20 && pages.length < 4; i++) {
    await scrollTableDown(page, 1, () => api.settle(1_000));
    pages.push(...api.take().filter((r) => r.startsWith('GET /invoices')));
  }
  expect(pages.length, 'pages loaded by scrolling').toBeGreaterThanOrEqual(4);

  await nav(page, 'Overview');
  await heading(/Overview/)(page);
  await page.clock.runFor('01:00'); // the list goes stale while nobody shows it
  await api.settle();
  api.take();
  await nav(page, 'Invoices');
  await heading(/Invoices/)(page);
  await api.settle();
  const asked = api.take();
  expect(
    asked.filter((r) => r.startsWith('GET /invoices')),
    asked.join(', '),
  ).toHaveLength(1);
  expect(asked.length).toBeLessThanOrEqual(PER_SCREEN);
});
