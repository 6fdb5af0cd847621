// Browser tests: Debian's Chromium (never a downloaded browser) against the real
// server on a fresh embedded database, serving the built dashboard. Each worker has
// a server of its own (e2e/servers.ts; the `test` of e2e/fixtures.ts points the
// worker's pages at it), so the specs share neither server nor database.
import { defineConfig } from '@playwright/test';
import { serverUrl, slowdown, workers } from './e2e/servers';

// Big lists are part of what the browser tests check (10,000 mailboxes, DNS records, invoices, audit events).
const seedScale = Number(process.env.E2E_SEED_SCALE ?? 10_000);
const seeded = `.tmp/e2e-seeded-${new URL(serverUrl(0)).port}`;

export default defineConfig({
  testDir: 'e2e',
  // Limits for a quiet machine, doubled in CI (`slowdown`, e2e/servers.ts): they catch a stuck test, nothing more.
  timeout: 60_000 * slowdown,
  expect: { timeout: 10_000 * slowdown },
  // A file runs whole, in order, on one worker (and so on one server); the files are dealt over the workers.
  fullyParallel: false,
  workers,
  // In CI, a failed test runs once more, in a fresh worker: the browser tests share two cores with the
  // PostgreSQL server suite there (scripts/browser-and-reliability.sh), and a test that passes only on its
  // second try is reported as flaky at the end of the run (printed again last), never passed silently.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: `.tmp/e2e-results-${new URL(serverUrl(0)).port}`,
  use: {
    baseURL: serverUrl(0),
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
  // The seeded database is built once, before the first server starts, and each server starts on a copy of it
  // (Playwright starts the servers in this order, one after the other): copying the 10,000 rows of each big list
  // takes a fraction of a second, seeding them most of a server's start.
  webServer: Array.from({ length: workers }, (_, i) => {
    const url = serverUrl(i);
    const port = new URL(url).port;
    const data = `.tmp/e2e-data-${port}`;
    // Each data directory has its customer databases beside it, in DATA_DIR-customers (ADR 028).
    const seed = `rm -rf ${seeded} ${seeded}-customers && mkdir -p .tmp && DATA_DIR=${seeded} npx tsx server/cli.ts seed --scale ${seedScale}`;
    const serve = `rm -rf ${data} ${data}-customers && cp -R ${seeded} ${data} && cp -R ${seeded}-customers ${data}-customers && DATA_DIR=${data} PORT=${port} APP_URL=${url} LOG_LEVEL=warn node dist-server/main.js`;
    return {
      command: i === 0 ? `${seed} && ${serve}` : serve,
      url: `${url}/api/v1/openapi.json`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe' as const,
    };
  }),
});
