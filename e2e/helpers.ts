// Shared steps of the browser tests: log in through the form or the API,
// mint a token, and run axe (injected from the axe-core package, no download).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const DEMO = { email: 'demo@example.com', password: 'demo-password' };
const require = createRequire(import.meta.url);
let axe: string | null = null;
const axeSource = () => (axe ??= fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));

export async function loginUi(page: Page, email = DEMO.email, password = DEMO.password, next = '/') {
  await page.goto(`/login?redirect=${encodeURIComponent(next)}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Log the page's browser context in through the API (the cookie lands in the context). */
export async function loginApi(page: Page, email = DEMO.email, password = DEMO.password) {
  const r = await page.request.post('/api/v1/auth/login', {
    data: { email, password },
    headers: { 'X-Requested-With': 'fetch' },
  });
  expect(r.status()).toBe(200);
}

/** A token for API calls from the test, created through the dashboard's session API. */
export async function createToken(request: APIRequestContext, scopes: string[], name = `e2e ${Date.now()}`) {
  const r = await request.post('/api/v1/account/tokens', {
    data: { name, scopes },
    headers: { 'X-Requested-With': 'fetch' },
  });
  expect(r.status()).toBe(201);
  return ((await r.json()) as { token: string }).token;
}

/** axe-core on the current page: no serious or critical violation. */
export async function expectAccessible(page: Page, what: string) {
  // Evaluated through the DevTools protocol, not added as an inline <script>: the page's
  // Content-Security-Policy (rightly) refuses inline scripts, and the test must not weaken it.
  await page.evaluate(axeSource());
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            o: object,
          ) => Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.impact} ${v.id}: ${v.help} at ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(', ')}`,
      );
  });
  expect(violations, `axe on ${what}`).toEqual([]);
}

/**
 * Reloads until the job runner's change shows. Each reload first waits, with the usual timeout, for
 * `drawn` (the part of the screen that carries the state): only `changed` is retried quickly. Under
 * a loaded CI machine the dashboard can take more than a second to draw after a reload, and a
 * short timeout on the whole would take a slow start for the state not having changed, forever.
 */
export async function reloadUntil(page: Page, drawn: Locator, changed: () => Promise<unknown>, timeout = 30_000) {
  await expect(async () => {
    await page.reload();
    await expect(drawn).toBeVisible();
    await changed();
  }).toPass({ timeout });
}
