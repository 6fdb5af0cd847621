// Time to render the DataTable with 100,000 rows, and frame times while scrolling
// through all of them in 300 steps, in headless Debian Chromium. Prints figures.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { launch, pct, serveDir } from './browser';

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
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
}
