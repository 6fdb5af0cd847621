// `npm run bench start`: how the panel starts, as an operator meets it (issue 36). Each figure beside its goal:
// - fresh first start: no build, no database (as after `git clone` and `npm install`), `npm start`'s own
//   script until the dashboard page answers 200;
// - restart with nothing changed: the same again on the built tree and the seeded database;
// - the server's resident memory once started (one node process, compiled: no TypeScript runner);
// - the production install (`npm ci --omit=dev`): its size on disk and package count.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = 8795;
const base = `http://localhost:${port}`;
const GOALS = { firstStartS: 20, restartS: 3, rssMb: 250, installMb: 150, packages: 150 };

const verdict = (ok: boolean) => (ok ? 'met' : 'NOT MET');
const line = (label: string, value: string, goal: string, ok: boolean) =>
  console.log(`${label.padEnd(34)} ${value.padStart(10)}   goal ${goal}: ${verdict(ok)}`);

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).status === 200;
  } catch {
    return false;
  }
}

/** `node scripts/start.mjs` (what `npm start` runs) until the dashboard answers; returns the seconds and the process. */
async function timedStart(dataDir: string): Promise<{ seconds: number; proc: ChildProcess }> {
  if (await answers(`${base}/api/v1/health`)) throw new Error(`something already answers on ${base}: stop it first`);
  const t0 = performance.now();
  const proc = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, APP_URL: base, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = t0 + 180_000;
  while (!(await answers(`${base}/`))) {
    if (proc.exitCode !== null) throw new Error(`npm start exited with ${proc.exitCode}`);
    if (performance.now() > deadline) throw new Error('the dashboard did not answer within 180 s');
    await new Promise((r) => setTimeout(r, 50));
  }
  return { seconds: (performance.now() - t0) / 1000, proc };
}

const stop = (proc: ChildProcess) =>
  new Promise<void>((resolve) => {
    proc.once('exit', () => resolve());
    proc.kill('SIGTERM');
  });

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

function productionInstall(): { mb: number; packages: number } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-prod-install-'));
  try {
    fs.copyFileSync('package.json', path.join(dir, 'package.json'));
    fs.copyFileSync('package-lock.json', path.join(dir, 'package-lock.json'));
    execFileSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: dir,
      stdio: 'inherit',
      env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
    });
    const kb = Number(execFileSync('du', ['-sk', path.join(dir, 'node_modules')], { encoding: 'utf8' }).split('\t')[0]);
    const lock = JSON.parse(fs.readFileSync(path.join(dir, 'node_modules', '.package-lock.json'), 'utf8')) as {
      packages: Record<string, unknown>;
    };
    return { mb: kb / 1024, packages: Object.keys(lock.packages).filter((k) => k.startsWith('node_modules/')).length };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function benchStart() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-start-'));
  try {
    // A fresh clone has neither build: remove both, so the first start builds them as a newcomer's would.
    fs.rmSync('dist', { recursive: true, force: true });
    fs.rmSync('dist-server', { recursive: true, force: true });
    const first = await timedStart(dataDir);
    line(
      'Fresh first start (build + seed)',
      `${first.seconds.toFixed(1)} s`,
      `≤ ${GOALS.firstStartS} s`,
      first.seconds <= GOALS.firstStartS,
    );
    await stop(first.proc);

    const again = await timedStart(dataDir);
    line(
      'Restart, nothing changed',
      `${again.seconds.toFixed(1)} s`,
      `≤ ${GOALS.restartS} s`,
      again.seconds <= GOALS.restartS,
    );
    await new Promise((r) => setTimeout(r, 2000));
    const rss = rssMb(again.proc.pid!);
    line('Server resident memory after start', `${rss.toFixed(0)} MB`, `≤ ${GOALS.rssMb} MB`, rss <= GOALS.rssMb);
    await stop(again.proc);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const prod = productionInstall();
  line(
    'Production install (--omit=dev)',
    `${prod.mb.toFixed(0)} MB`,
    `≤ ${GOALS.installMb} MB`,
    prod.mb <= GOALS.installMb,
  );
  line('Production install packages', String(prod.packages), `≤ ${GOALS.packages}`, prod.packages <= GOALS.packages);
}
