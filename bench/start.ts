// `npm run bench start`: how the panel starts, as an operator meets it (issue 36). Each figure beside its goal:
// - fresh first start: no build, no database (as after `git clone` and `npm install`), `npm start`'s own
//   script until the dashboard page answers 200. It runs in a copy of the working tree (the files git
//   would clone, with their current contents, and this tree's node_modules linked in), so the builds and
//   the database in this tree are neither removed nor used;
// - restart with nothing changed: the same again on the built tree and the seeded database;
// - the server's resident memory once started (one node process, compiled: no TypeScript runner), and the
//   restart's phases as the server marks them (main.ts, at LOG_LEVEL=debug), with the CPU they took: on a busy
//   machine the wall-clock figures mean little, the CPU and the order of the phases still do;
// - the production install (`npm ci --omit=dev`): its size on disk and package count
//   (`npm run bench start -- --no-install` leaves it out, to time the start alone).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = 8795;
const base = `http://localhost:${port}`;
// Resident memory: what the parts add up to on this machine (ADR 025, "What the memory is"), with room for
// the garbage collector's timing; a larger figure means a part grew.
// ADR 025 says why each goal is what it is (memory: what the two engines and the heap are; packages: what each dependency brings).
const GOALS = { firstStartS: 20, restartS: 3, rssMb: 450, installMb: 150, packages: 185 };

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

/**
 * A fresh clone of this working tree: every file git tracks or would track (untracked but not ignored),
 * as it is now, and a link to this tree's node_modules in place of `npm install`. No build, no database.
 */
function freshTree(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-start-tree-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter(Boolean);
  for (const file of new Set(files)) {
    // A file deleted in the working tree is still listed as tracked until the deletion is committed.
    if (!fs.existsSync(file) || !fs.statSync(file).isFile()) continue;
    fs.mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
    fs.copyFileSync(file, path.join(dir, file));
  }
  fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

interface StartPhases {
  phases: Record<string, number>;
  cpuMs: number;
  mainThreadCpuMs?: number;
}

/** The server's "start phases" line (pretty or JSON), once it has been printed. */
function startPhasesIn(out: string): StartPhases | null {
  const line = out.split('\n').find((l) => l.includes('start phases'));
  const json = line && /\{"phases".*\}|^\{.*\}$/.exec(line.trim())?.[0];
  if (!json) return null;
  try {
    const parsed = JSON.parse(json) as Partial<StartPhases>;
    return parsed.phases ? (parsed as StartPhases) : null;
  } catch {
    return null;
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** `node scripts/start.mjs` (what `npm start` runs) in `cwd` until the dashboard answers; returns the seconds and the process. */
async function timedStart(
  cwd: string,
  dataDir: string,
): Promise<{ seconds: number; proc: ChildProcess; builds: string[]; phases: () => StartPhases | null }> {
  if (await answers(`${base}/api/v1/health`)) throw new Error(`something already answers on ${base}: stop it first`);
  const t0 = performance.now();
  const proc = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd,
    // debug: the server prints its start phases (its request lines go nowhere: only start.mjs's lines are read).
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, APP_URL: base, LOG_LEVEL: 'debug' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // What it built and how long each build took (start.mjs's own lines; the server's log is at warn).
  let out = '';
  proc.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  const deadline = t0 + 180_000;
  while (!(await answers(`${base}/`))) {
    if (proc.exitCode !== null) throw new Error(`npm start exited with ${proc.exitCode}`);
    if (performance.now() > deadline) throw new Error('the dashboard did not answer within 180 s');
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    seconds: (performance.now() - t0) / 1000,
    proc,
    builds: out.match(/^Built the .*$/gm) ?? [],
    phases: () => startPhasesIn(out),
  };
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
  const tree = freshTree();
  const dataDir = path.join(tree, '.data');
  try {
    const first = await timedStart(tree, dataDir);
    line(
      'Fresh first start (build + seed)',
      `${first.seconds.toFixed(1)} s`,
      `≤ ${GOALS.firstStartS} s`,
      first.seconds <= GOALS.firstStartS,
    );
    // Parts of the figure, not a sum: the dashboard builds while the server is built and its database made.
    for (const b of first.builds) console.log(`  ${b}`);
    await stop(first.proc);

    const again = await timedStart(tree, dataDir);
    line(
      'Restart, nothing changed',
      `${again.seconds.toFixed(1)} s`,
      `≤ ${GOALS.restartS} s`,
      again.seconds <= GOALS.restartS,
    );
    await new Promise((r) => setTimeout(r, 2000));
    const phases = again.phases();
    if (phases) {
      // Each phase ends at its mark, in seconds since the process started (the first 200 comes a little after "listening").
      console.log(
        `  ${Object.entries(phases.phases)
          .map(([name, ms]) => `${name} ${seconds(ms)}`)
          .join(', ')}`,
      );
      console.log(
        `  CPU by then ${seconds(phases.cpuMs)}${phases.mainThreadCpuMs === undefined ? '' : ` (main thread ${seconds(phases.mainThreadCpuMs)})`}; load average ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
      );
    }
    const rss = rssMb(again.proc.pid!);
    line('Server resident memory after start', `${rss.toFixed(0)} MB`, `≤ ${GOALS.rssMb} MB`, rss <= GOALS.rssMb);
    await stop(again.proc);
  } finally {
    fs.rmSync(tree, { recursive: true, force: true });
  }
  if (process.argv.includes('--no-install')) return;
  const prod = productionInstall();
  line(
    'Production install (--omit=dev)',
    `${prod.mb.toFixed(0)} MB`,
    `≤ ${GOALS.installMb} MB`,
    prod.mb <= GOALS.installMb,
  );
  line('Production install packages', String(prod.packages), `≤ ${GOALS.packages}`, prod.packages <= GOALS.packages);
}
