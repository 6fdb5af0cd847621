// Virtual servers against the real server, on the demo account's
// build-01.nordlight-studio.com: reboot it through the confirmation page and
// watch it pass through its power states back to running, then open its serial
// console (xterm.js over the console WebSocket) and see the login prompt.
import { expect, test, type Page, allowTime } from './fixtures';
import { expectAccessible, loginApi } from './helpers';

const HOST = 'build-01.nordlight-studio.com';
/** A reboot stops (seconds) and boots (about twenty seconds) on the simulated hypervisor. */
const REBOOT_MS = 60_000;

const card = (page: Page) => page.getByRole('region', { name: HOST });

test('reboot build-01 through the confirmation page and see it running again', async ({ page }) => {
  allowTime(120_000);
  await loginApi(page);
  await page.goto('/vps');
  await expect(page.getByRole('heading', { name: 'Virtual servers', level: 1 })).toBeVisible();
  await expect(card(page)).toContainText('Power state: Running');
  await expect(card(page)).toContainText(/\d+ vCPU · .+ memory · \d+ GB disk/);
  await expectAccessible(page, 'virtual servers');

  await card(page).getByRole('button', { name: 'Reboot…' }).click();
  const dialog = page.getByRole('dialog', { name: `Reboot ${HOST}?` });
  await expect(dialog).toContainText('Nothing happens until you approve it on the confirmation page.');
  await dialog.getByRole('button', { name: 'Reboot — continue to confirm' }).click();

  await expect(page).toHaveURL(/\/confirm\//);
  await expect(page.getByRole('heading', { name: 'Confirm a request', level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(HOST);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();

  // The server's page follows the reboot (it polls while the state is changing) until it runs again.
  await page.goto('/vps');
  await card(page).getByRole('link', { name: HOST }).click();
  await expect(page.getByRole('heading', { name: HOST, level: 1 })).toBeVisible();
  const power = page.getByRole('group', { name: `Power controls of ${HOST}` });
  await expect(power).toContainText('A power change is under way');
  await expect(page.getByRole('button', { name: 'Reboot…' })).toBeVisible({ timeout: REBOOT_MS });
  await expect(page.getByRole('main')).toContainText('Power state: Running');
  await expect(page.getByTestId('vps-graph-cpu')).toContainText(/CPU: lowest \d+%/);
  await expect(page.getByRole('table', { name: 'Operating-system templates' })).toBeVisible();
  await expect(page.getByText(/Reinstalling, resizing, deleting and snapshots/)).toBeVisible();
  await expectAccessible(page, 'one virtual server');
});

test('open the console of build-01 and see the login prompt', async ({ page }) => {
  await loginApi(page);
  await page.goto('/vps');
  await card(page).getByRole('link', { name: 'Console' }).click();
  await expect(page.getByRole('heading', { name: `Console of ${HOST}`, level: 1 })).toBeVisible();
  await expect(page.getByTestId('console-state')).toHaveText(`Connected to the console of ${HOST}.`);
  const terminal = page.getByTestId('vps-terminal');
  await expect(terminal.locator('.xterm-rows')).toContainText('login:');

  // What is typed reaches the server's console and its answer comes back.
  await page.getByRole('button', { name: 'Paste as keystrokes…' }).click();
  const paste = page.getByRole('dialog', { name: 'Paste as keystrokes' });
  await paste.getByLabel('Text to type into the console').fill('root\n');
  await paste.getByRole('button', { name: 'Type it' }).click();
  await expect(terminal.locator('.xterm-rows')).toContainText('Password:');
  await expectAccessible(page, 'console');

  // A new ticket for every connection: reconnecting works, the old ticket is not reused.
  await page.getByRole('button', { name: 'Reconnect' }).click();
  await expect(page.getByTestId('console-state')).toHaveText(`Connected to the console of ${HOST}.`);
});

test('the console connects on whatever address the dashboard was opened on', async ({ page, baseURL }) => {
  // The server's APP_URL names localhost; the person opened the dashboard on 127.0.0.1 instead (or a LAN
  // address, or through a proxy). The console's socket goes to the page's own origin, not to APP_URL.
  const elsewhere = baseURL!.replace('localhost', '127.0.0.1');
  expect(elsewhere).not.toBe(baseURL);
  await page.goto(`${elsewhere}/login?redirect=${encodeURIComponent('/vps')}`);
  await page.getByLabel('Email').fill('demo@example.com');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await card(page).getByRole('link', { name: 'Console' }).click();
  await expect(page.getByTestId('console-state')).toHaveText(`Connected to the console of ${HOST}.`);
  await expect(page.getByTestId('vps-terminal').locator('.xterm-rows')).toContainText('login:');
  expect(new URL(page.url()).hostname).toBe('127.0.0.1');
});
