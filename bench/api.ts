// API latency and throughput on loopback: a real server process on a scaled
// seed, driven by bounded loops of fetch (sequential and 8 concurrent). Prints figures.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pct, waitUp } from './browser';

const port = 8799;
const base = `http://127.0.0.1:${port}`;
const scale = Number(process.env.BENCH_SCALE ?? 10_000);

function run(cmd: string, args: string[], env: Record<string, string>) {
  return spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
}

async function measure(name: string, n: number, concurrency: number, call: (i: number) => Promise<Response>) {
  const times: number[] = [];
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) {
        const i = next++;
        const s = performance.now();
        const res = await call(i);
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${name}: HTTP ${res.status}`);
        times.push(performance.now() - s);
      }
    }),
  );
  const secs = (performance.now() - t0) / 1000;
  console.log(
    `${name.padEnd(44)} n=${String(n).padStart(4)} c=${concurrency}  p50 ${pct(times, 50).toFixed(1).padStart(6)} ms  p95 ${pct(times, 95).toFixed(1).padStart(6)} ms  ${(n / secs).toFixed(0).padStart(5)} req/s`,
  );
}

export async function benchApi() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  const env = { DATA_DIR: path.join(dir, 'data'), PORT: String(port), APP_URL: base, NODE_ENV: 'production' };
  const seedProc = run('npx', ['tsx', 'server/cli.ts', 'seed', '--scale', String(scale)], env);
  await new Promise((r) => seedProc.on('exit', r));
  const server = run('npx', ['tsx', 'server/main.ts'], env);
  try {
    await waitUp(base);
    const login = await fetch(`${base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'bench' },
      body: JSON.stringify({ email: 'demo@example.com', password: 'demo-password' }),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    // Tokens get their own budgets: one per measurement keeps every run under 300 requests.
    const tokenFor = async (name: string) => {
      const r = await fetch(`${base}/api/v1/account/tokens`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', 'x-requested-with': 'bench' },
        body: JSON.stringify({ name, scopes: ['read:account', 'write:billing'] }),
      });
      return ((await r.json()) as { token: string }).token;
    };
    const get = (token: string, p: string) => () =>
      fetch(`${base}/api/v1${p}`, { headers: { authorization: `Bearer ${token}` } });
    console.log(
      `API on PGlite, seed --scale ${scale} (${scale} audit events, mailboxes, DNS records, invoices on the demo account)`,
    );
    await measure('GET /me', 250, 1, get(await tokenFor('b1'), '/me'));
    await measure(
      'GET /account/overview',
      250,
      1,
      get(await tokenFor('b2'), '/account/overview?response_format=detailed'),
    );
    await measure('GET /account/overview (8 concurrent)', 250, 8, get(await tokenFor('b3'), '/account/overview'));
    await measure('GET /audit-log?limit=100 (first page)', 250, 1, get(await tokenFor('b4'), '/audit-log?limit=100'));
    const t5 = await tokenFor('b5');
    let cursor: string | null = null;
    await measure('GET /audit-log walk, 100 per page', 100, 1, async () => {
      const r = await fetch(`${base}/api/v1/audit-log?limit=100${cursor ? `&cursor=${cursor}` : ''}`, {
        headers: { authorization: `Bearer ${t5}` },
      });
      const body = (await r.clone().json()) as { nextCursor: string | null };
      cursor = body.nextCursor;
      return r;
    });
    const t6 = await tokenFor('b6');
    await measure('POST add-funds hold', 55, 1, (i) =>
      fetch(`${base}/api/v1/account/balance/actions/add-funds`, {
        method: 'POST',
        headers: { authorization: `Bearer ${t6}`, 'content-type': 'application/json' },
        body: JSON.stringify({ amount: 100 + i, attempt_key: `bench-${i}` }),
      }),
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.on('exit', r));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
