// Monitoring against the real server, on the demo account's nordlight-studio.com:
// add a monitor that marks the site down at the first failed check, take the
// site down on the sandbox's web node and watch the monitor go down, bring it
// back and watch it come up; then follow the site's access log, see new lines
// arrive while following and none while paused. The statistics and incident
// screens are opened and checked for accessibility on the way.
import { expect, test, type Page, allowTime } from './fixtures';
import { expectAccessible, loginApi } from './helpers';

const SITE = 'nordlight-studio.com';

/** The site's row on the sandbox's web-node page. */
const siteRow = (page: Page) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: SITE, exact: true }) });

/** On the sandbox's web-node page: take the site down or bring it back, then have its monitors checked now. */
async function onWebNode(page: Page, change: 'down' | 'up') {
  await page.goto('/sandbox/web-node');
  const bringBack = siteRow(page).getByRole('button', { name: 'Bring back' });
  if (change === 'down') {
    await siteRow(page).getByRole('button', { name: 'Take down' }).click();
    await expect(page.getByRole('status')).toContainText(`${SITE} is down`);
  } else if (await bringBack.count()) {
    await bringBack.click();
    await expect(page.getByRole('status')).toContainText(`${SITE} answers normally again`);
  }
  await siteRow(page).getByRole('button', { name: 'Check its monitors now' }).click();
  await expect(page.getByRole('status')).toContainText(`of ${SITE} checked`);
}

test('add a monitor, take the site down and watch the monitor go down and come back up', async ({ page }) => {
  allowTime(120_000);
  await loginApi(page);
  await page.goto('/monitoring');
  await expect(page.getByRole('heading', { name: 'Monitoring', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Monitors' })).toBeVisible();
  await expectAccessible(page, 'monitors');

  await page.getByRole('link', { name: 'Add a monitor' }).first().click();
  const form = page.getByRole('form', { name: 'Add a monitor' });
  await expect(form.getByLabel('Site')).toHaveValue(SITE);
  // the contract's own messages, before anything is sent
  await form.getByRole('button', { name: 'Add monitor' }).click();
  await expect(form.getByText('Name the monitor')).toBeVisible();
  await expectAccessible(page, 'add a monitor');
  const name = `E2E front page ${Date.now()}`;
  await form.getByLabel(/Name/).fill(name);
  await form.getByLabel(/URL/).fill(`https://${SITE}/`);
  await form.getByLabel('Retries before down').fill('0');
  await form.getByLabel('Interval (seconds)').fill('60');
  await form.getByLabel('Timeout (seconds)').fill('10');
  await form.getByRole('button', { name: 'Add monitor' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const monitorUrl = page.url();

  // its first check, made now, finds the site answering
  await onWebNode(page, 'up');
  await page.goto(monitorUrl);
  await expect(page.getByRole('main').getByText('Up', { exact: true })).toBeVisible();

  await onWebNode(page, 'down');
  await page.goto(monitorUrl);
  await expect(page.getByRole('main').getByText('Down', { exact: true })).toBeVisible();
  const events = page.getByRole('list', { name: 'Events' });
  await expect(events).toContainText(`${name} went down`);
  await expect(events).toContainText('Still down.');
  await expectAccessible(page, 'one monitor');

  await onWebNode(page, 'up');
  await page.goto(monitorUrl);
  await expect(page.getByRole('main').getByText('Up', { exact: true })).toBeVisible();
  await expect(events).toContainText(`${name} is up`);
  await expect(events).toContainText(/Answered again after .+ down/);
  await expect(events).toContainText(/Back up after/);

  // the outage is on the site's incident timeline, linking back to the monitor
  await page.goto(`/monitoring/incidents?input=${SITE}&period=24h`);
  const incidents = page.getByRole('list', { name: 'Incidents' });
  await expect(incidents).toContainText(`${name} went down`);
  await expect(incidents.getByRole('link', { name: `Open the monitor ${name}` }).first()).toBeVisible();
  await expectAccessible(page, 'incidents');

  // deleting asks first, then the monitor is gone from the list
  await page.goto(monitorUrl);
  await page.getByRole('button', { name: 'Delete…' }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${name}?` });
  await dialog.getByRole('button', { name: 'Delete monitor' }).click();
  await expect(page).toHaveURL(/\/monitoring$/);
  await expect(page.getByRole('region', { name })).toHaveCount(0);
});

test('follow the access log: new lines arrive while following, none while paused', async ({ page }) => {
  allowTime(90_000);
  await loginApi(page);
  await page.goto(`/monitoring/logs?input=${SITE}`);
  await expect(page.getByRole('heading', { name: 'Logs', level: 1 })).toBeVisible();
  const lines = page.getByTestId('log-line');
  await expect(lines.first()).toBeVisible();
  await expectAccessible(page, 'log viewer');

  // traffic the sandbox sends to the site now shows up only through follow mode's reads after the cursor
  await page.getByRole('button', { name: 'Follow' }).click();
  const status = page.getByTestId('follow-status');
  await expect(status).toContainText('No new lines so far.');
  await sendTraffic(page);
  await expect(status).toContainText(/[1-9]\d* new lines? so far/, { timeout: 20_000 });
  const following = await status.textContent();

  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(status).toHaveText('Paused: no new lines are read.');
  const loaded = await page.getByText(/^\d+ lines loaded\.$/).textContent();
  await sendTraffic(page);
  // two follow intervals and more: still nothing new while paused
  await page.waitForTimeout(8_000);
  await expect(page.getByText(/^\d+ lines loaded\.$/)).toHaveText(loaded!);
  expect(following).toMatch(/new lines? so far/);

  // the search marks what it finds, as text
  await page.getByLabel('Search loaded lines').fill('GET');
  await expect(page.locator('mark').first()).toHaveText(/get/i);
});

test('statistics of the demo site for 7 days, and the screens fit a phone', async ({ page }) => {
  await loginApi(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/monitoring/statistics?input=${SITE}&period=7d`);
  await expect(page.getByRole('table', { name: /Most requested pages/ })).toBeVisible();
  await expect(page.getByTestId('errors-caption')).toContainText(/errors over \d+ days|No errors/);
  await expect(page.getByTestId('php-limit-hits')).toBeVisible();
  await expectAccessible(page, 'statistics');
  // nothing but the tables' own scroll boxes is wider than the phone
  const fits = () =>
    page.evaluate(
      () =>
        document.documentElement.scrollWidth <= window.innerWidth &&
        [...document.querySelectorAll('main section')].every(
          (s) => s.getBoundingClientRect().right <= window.innerWidth + 1,
        ),
    );
  expect(await fits()).toBe(true);
  for (const path of ['/monitoring', `/monitoring/logs?input=${SITE}`, `/monitoring/incidents?input=${SITE}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await fits()).toBe(true);
  }
});

/** The sandbox's "send traffic" for the site, posted with the page's session as its own form does. */
async function sendTraffic(page: Page) {
  const r = await page.request.post(`/sandbox/web-node/${SITE}/traffic`, { form: {} });
  expect(r.ok()).toBe(true);
}
