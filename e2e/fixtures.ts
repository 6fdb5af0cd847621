// The `test` every browser spec uses: Playwright's, plus a watch on the page's
// Content-Security-Policy. The server sends a strict policy (no inline script); a
// screen that needs something the policy refuses is broken in production, so any
// CSP violation fails the test that caused it. It also points each worker's pages
// and requests at that worker's own server (e2e/servers.ts).
import { expect, test as base, type Page } from '@playwright/test';
import { serverUrl, slowdown } from './servers';

export const test = base.extend<{ cspWatch: void }>({
  baseURL: async ({}, use, testInfo) => {
    await use(serverUrl(testInfo.parallelIndex));
  },
  cspWatch: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) violations.push(m.text());
      });
      await use();
      expect(violations, 'Content-Security-Policy violations on this page').toEqual([]);
    },
    { auto: true },
  ],
});

/** This test may take `ms` on a quiet machine (scaled by `slowdown` in CI, e2e/servers.ts). */
export const allowTime = (ms: number) => test.setTimeout(ms * slowdown);

export { expect, type Page };
