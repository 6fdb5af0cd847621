// Initial JavaScript of the login and overview routes, each figure beside its goal (issue 15):
// the first load as the issue counts it (index.html's scripts and their static imports, from
// Vite's manifest, as scripts/size-budget.ts checks in `npm test`), the entry chunk's raw size,
// then each route opened fresh in Chromium against the real server, summing the gzip size of
// every script the page loaded until the screen showed and the network went idle.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
// eslint-disable-next-line no-restricted-imports -- no alias reaches scripts/ (the aliases are the app's: contract, server, src)
import { BUDGET_GZIP_BYTES, entryKey, measure, staticClosure, type Manifest } from '../scripts/size-budget';
import { launch, waitUp } from './browser';

const port = 8796;
const base = `http://localhost:${port}`;
const outDir = path.resolve('.tmp/bench-dist');

export async function benchBundle() {
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  const goal = `goal ≤ ${kib(BUDGET_GZIP_BYTES)} gzip`;
  const verdict = (gz: number) => (gz <= BUDGET_GZIP_BYTES ? 'met' : 'NOT MET');
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const read = (file: string) => fs.readFileSync(path.join(outDir, file));
  const first = measure(manifest, staticClosure(manifest, [entryKey(manifest)]), read);
  console.log(
    `${'First load (index.html + static imports)'.padEnd(40)} ${String(first.files).padStart(2)} scripts  ${kib(first.raw).padStart(11)} raw  ${kib(first.gzip).padStart(10)} gzip   ${goal}: ${verdict(first.gzip)}`,
  );
  console.log(
    `${'Entry chunk alone'.padEnd(40)} ${''.padStart(10)} ${kib(read(manifest[entryKey(manifest)]!.file).length).padStart(11)} raw   (was 412 KiB raw in the issue; vendor libraries now in a chunk of their own)`,
  );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-bundle-'));
  // A server left over on this port would answer in place of this build's: refuse to measure it.
  if (
    await fetch(`${base}/api/v1/openapi.json`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${port} is already in use`);
  // Its own process group, so stopping it stops the server under npx and tsx too.
  const server = spawn('npx', ['tsx', 'server/main.ts'], {
    env: { ...process.env, DATA_DIR: path.join(dataDir, 'd'), PORT: String(port), APP_URL: base, STATIC_DIR: outDir },
    stdio: 'ignore',
    detached: true,
  });
  const browser = await launch();
  try {
    await waitUp(base);
    const load = async (label: string, go: (page: import('@playwright/test').Page) => Promise<void>) => {
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
        `${label.padEnd(40)} ${String(scripts.size).padStart(2)} scripts  ${kib(raw).padStart(11)} raw  ${kib(gz).padStart(10)} gzip   ${goal}: ${verdict(gz)}`,
      );
      await context.close();
    };
    await load('Login (/login), in Chromium', async (page) => {
      await page.goto(`${base}/login`);
      await page.getByLabel('Email').waitFor();
      await page.waitForLoadState('networkidle');
    });
    await load('Overview (/ logged in), in Chromium', async (page) => {
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
      `${'Whole app (all chunks, for scale)'.padEnd(40)} ${String(all.length).padStart(2)} scripts  ${''.padStart(16)} ${kib(total).padStart(10)} gzip   (no goal)`,
    );
  } finally {
    await browser.close();
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      process.kill(-server.pid!, 'SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
