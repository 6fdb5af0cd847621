// Initial JavaScript of the login and overview routes: build the dashboard, open
// each route fresh in Chromium against the real server, and sum the gzip size of
// every script the page loaded. Prints figures per route.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch, waitUp } from './browser';

const port = 8796;
const base = `http://localhost:${port}`;
const outDir = path.resolve('.tmp/bench-dist');

export async function benchBundle() {
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-bundle-'));
  const server = spawn('npx', ['tsx', 'server/main.ts'], {
    env: { ...process.env, DATA_DIR: path.join(dataDir, 'd'), PORT: String(port), APP_URL: base, STATIC_DIR: outDir },
    stdio: 'ignore',
  });
  const browser = await launch();
  try {
    await waitUp(base);
    const measure = async (label: string, go: (page: import('@playwright/test').Page) => Promise<void>) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on('response', (r) => {
        if (r.request().resourceType() === 'script') scripts.add(new URL(r.url()).pathname);
      });
      await go(page);
      let raw = 0;
      let gz = 0;
      for (const s of scripts) {
        const buf = fs.readFileSync(path.join(outDir, s));
        raw += buf.length;
        gz += gzipSync(buf, { level: 9 }).length;
      }
      console.log(
        `${label.padEnd(34)} ${String(scripts.size).padStart(2)} scripts  ${(raw / 1024).toFixed(1).padStart(7)} KiB raw  ${(gz / 1024).toFixed(1).padStart(6)} KiB gzip`,
      );
      await context.close();
    };
    await measure('Login route (/login)', async (page) => {
      await page.goto(`${base}/login`);
      await page.getByLabel('Email').waitFor();
      await page.waitForLoadState('networkidle');
    });
    await measure('Overview route (/ after login)', async (page) => {
      await page.request.post(`${base}/api/v1/auth/login`, {
        data: { email: 'demo@example.com', password: 'demo-password' },
        headers: { 'X-Requested-With': 'fetch' },
      });
      await page.goto(`${base}/`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
    });
    const all = fs.readdirSync(path.join(outDir, 'assets')).filter((f) => f.endsWith('.js'));
    const total = all.reduce(
      (s, f) => s + gzipSync(fs.readFileSync(path.join(outDir, 'assets', f)), { level: 9 }).length,
      0,
    );
    console.log(
      `${'Whole app (all chunks)'.padEnd(34)} ${String(all.length).padStart(2)} scripts  ${''.padStart(16)} ${(total / 1024).toFixed(1).padStart(6)} KiB gzip`,
    );
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.on('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
