// Big lists in Chromium. First the DataTable alone with 100,000 rows: time to
// render, frame times while jumping through all of them in 300 steps, and a
// real scroll gesture read from a Chromium trace. Then the real screens
// (invoices, DNS records, mailboxes) against the server on the scaled seed
// (BENCH_SCALE, 100,000 by default), each scrolled by a gesture under a trace.
// Prints frame rate and dropped frames beside the goal (60 fps).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { launch, pct, serveDir } from './browser';
import { startDashboardServer } from './dashboard-server';
import { DEMO_ZONE, recordApi } from './main-screens';
import { describeScroll, traceScroll } from './scroll-trace';

const SCALE = Number(process.env.BENCH_SCALE ?? 100_000);
/** A fast wheel (3,000 px/s) and a fling (12,000 px/s). */
const GESTURES = [
  { distance: 15_000, speed: 3_000 },
  { distance: 60_000, speed: 12_000 },
];

export async function benchBigList() {
  execFileSync('npx', ['vite', 'build', '--config', 'bench/vite.bench.config.ts'], { stdio: 'inherit' });
  const server = await serveDir(path.resolve('.tmp/bench-big-list'), 8798);
  const browser = await launch();
  try {
    for (const rows of [1_000, 100_000]) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`http://127.0.0.1:8798/?rows=${rows}`);
      await page.waitForFunction(() => (window as unknown as { __bench?: object }).__bench);
      const { renderMs } = await page.evaluate(() => (window as unknown as { __bench: { renderMs: number } }).__bench);
      const scroll = await page.evaluate(async () => {
        const el = document.querySelector('[data-testid="data-table-scroller"]') as HTMLElement;
        const frames: number[] = [];
        const steps = 300;
        for (let i = 1; i <= steps; i++) {
          const t = performance.now();
          el.scrollTop = (el.scrollHeight - el.clientHeight) * (i / steps);
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
          frames.push(performance.now() - t);
        }
        const last = el.querySelector('[role=rowgroup]:last-child [role=row]:last-child [role=cell]')?.textContent;
        return { frames, domRows: el.querySelectorAll('[role=row]').length, last };
      });
      console.log(
        `DataTable ${String(rows).padStart(7)} rows: first render ${renderMs.toFixed(0).padStart(5)} ms; ` +
          `scroll 300 steps to the end, per step (2 frames; 33.3 ms = 60 fps): p50 ${pct(scroll.frames, 50).toFixed(1)} ms, p95 ${pct(scroll.frames, 95).toFixed(1)} ms, ` +
          `max ${Math.max(...scroll.frames).toFixed(1)} ms; rows in DOM ${scroll.domRows}; last row "${scroll.last}"`,
      );
      if (rows === 100_000)
        for (const g of GESTURES) {
          await page.getByTestId('data-table-scroller').evaluate((el) => (el.scrollTop = 0));
          const t = await traceScroll(browser, page, page.getByTestId('data-table-scroller'), g);
          console.log(`DataTable ${rows} rows, gesture at ${g.speed} px/s (trace): ${describeScroll(t)}`);
        }
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  await benchBigListScreens();
}

/** The real screens on the scaled seed: each list scrolled by a gesture under a trace. */
async function benchBigListScreens() {
  const started = Date.now();
  const { base, stop } = await startDashboardServer(8789, SCALE);
  console.log(
    `Real screens, server seeded with ${SCALE} mailboxes, DNS records and invoices (${((Date.now() - started) / 1000).toFixed(0)} s to seed and start):`,
  );
  const browser = await launch();
  try {
    for (const [label, url, table] of [
      ['Invoices', '/billing/invoices', 'Invoices'],
      [`DNS records (${DEMO_ZONE})`, `/dns/${DEMO_ZONE}`, `DNS records of ${DEMO_ZONE}`],
      ['Mailboxes', '/email', /Mailboxes/],
    ] as const)
      await scrollScreen(browser, base, label, url, table);
  } finally {
    await browser.close();
    await stop();
  }
}

async function scrollScreen(browser: Browser, base: string, label: string, url: string, table: string | RegExp) {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  try {
    const login = await page.request.post('/api/v1/auth/login', {
      data: { email: 'demo@example.com', password: 'demo-password' },
      headers: { 'X-Requested-With': 'fetch' },
    });
    if (!login.ok()) throw new Error(`login failed: ${login.status()}`);
    const api = recordApi(page);
    await page.goto(url);
    const grid = page.getByRole('table', { name: table }).first();
    await grid.waitFor({ timeout: 60_000 });
    await api.settle();
    api.take();
    const scroller = page.getByTestId('data-table-scroller').first();
    const total = await grid.getAttribute('aria-rowcount');
    for (const g of GESTURES) {
      const t = await traceScroll(browser, page, scroller, g);
      await api.settle();
      const asked = api.take();
      console.log(
        `  ${label.padEnd(34)} ${String(g.speed).padStart(6)} px/s: ${describeScroll(t)}; ${asked.length} pages fetched meanwhile; ${total ?? '?'} rows in the table`,
      );
    }
  } finally {
    await context.close();
  }
}
