// The real server for browser benchmarks: the newest built dashboard (no build
// of its own), a fresh embedded database seeded at the scale asked for.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitUp } from './browser';

/** The newest built dashboard: BENCH_DIST, else the bundle benchmark's or `npm run build`'s. */
export function builtDir() {
  if (process.env.BENCH_DIST) return path.resolve(process.env.BENCH_DIST);
  const dirs = ['.tmp/bench-dist', 'dist']
    .map((d) => path.resolve(d))
    .filter((d) => fs.existsSync(path.join(d, 'index.html')));
  if (!dirs.length) throw new Error('no built dashboard: run `npm run build` (or `npm run bench bundle`) first');
  const mtime = (d: string) => fs.statSync(path.join(d, 'index.html')).mtimeMs;
  return dirs.sort((a, b) => mtime(b) - mtime(a))[0]!;
}

export async function startDashboardServer(port: number, seedScale: number) {
  const base = `http://localhost:${port}`;
  const staticDir = builtDir();
  // A port still held by an earlier run would answer instead of this server: refuse to measure it.
  if (
    await fetch(`${base}/api/v1/openapi.json`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${port} already answers: stop the earlier server first`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-dashboard-'));
  // Node itself with tsx's loader (not npx): one process, so stopping it stops the server.
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      DATA_DIR: path.join(dataDir, 'd'),
      PORT: String(port),
      APP_URL: base,
      STATIC_DIR: staticDir,
      SEED_SCALE: String(seedScale),
    },
    stdio: 'ignore',
  });
  const exited = new Promise((r) => server.once('exit', r));
  const stop = async () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUp(base, 600);
  } catch (e) {
    await stop();
    throw e;
  }
  return { base, staticDir, stop };
}
