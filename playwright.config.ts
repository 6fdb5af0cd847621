// Browser tests: Debian's Chromium (never a downloaded browser) against the real
// server on a fresh embedded database, serving the built dashboard.
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8797);
const baseURL = `http://localhost:${port}`;
// Big lists are part of what the browser tests check (10,000 mailboxes, DNS records, invoices, audit events).
const seedScale = Number(process.env.E2E_SEED_SCALE ?? 10_000);

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: `.tmp/e2e-results-${port}`,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', headless: true } }],
  webServer: {
    command: `rm -rf .tmp/e2e-data-${port} && mkdir -p .tmp && DATA_DIR=.tmp/e2e-data-${port} SEED_SCALE=${seedScale} PORT=${port} APP_URL=${baseURL} npx tsx server/main.ts`,
    url: `${baseURL}/api/v1/openapi.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
