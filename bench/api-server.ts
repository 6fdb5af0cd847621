// Shared by the API benchmarks: a free port, a throwaway PostgreSQL cluster (Debian's
// postgresql, as .ci/pg-start.sh finds it), a seeded API process (`tsx server/main.ts`)
// on either database, and API tokens for the demo account made through the API itself.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { waitUp } from './browser';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** A TypeScript file in its own Node process (node --import tsx, not npx: a signal must reach the process itself). */
export function runTs(
  file: string,
  args: string[],
  env: Record<string, string>,
  opts: { quiet?: boolean; nodeFlags?: string[] } = {},
): ChildProcess {
  const quiet = opts.quiet ?? false;
  // BENCH_SERVER_LOG=file keeps a quiet process's output (its request log) for reading afterwards.
  const out = quiet && process.env.BENCH_SERVER_LOG ? fs.openSync(process.env.BENCH_SERVER_LOG, 'a') : undefined;
  return spawn(process.execPath, [...(opts.nodeFlags ?? []), '--import', 'tsx', file, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', out ?? (quiet ? 'ignore' : 'inherit'), 'inherit'],
  });
}

const exited = (p: ChildProcess) =>
  new Promise<number | null>((r) => (p.exitCode !== null ? r(p.exitCode) : p.once('exit', (code) => r(code))));

export async function stop(p: ChildProcess) {
  if (p.exitCode !== null) return;
  p.kill('SIGTERM');
  await exited(p);
}

export interface BenchPostgres {
  url: string;
  close: () => Promise<void>;
}

/**
 * A fresh database for one benchmark pass: in the cluster of BENCH_DATABASE_URL when set, else in a
 * throwaway cluster started here with PostgreSQL's default durability (fsync on), stopped at the end.
 * Null (with a note) when no PostgreSQL is installed.
 */
export async function benchPostgres(): Promise<BenchPostgres | null> {
  let adminUrl = process.env.BENCH_DATABASE_URL;
  let stopCluster = async () => {};
  if (!adminUrl) {
    const root = '/usr/lib/postgresql';
    const versions = fs.existsSync(root)
      ? fs.readdirSync(root).filter((v) => fs.existsSync(`${root}/${v}/bin/initdb`))
      : [];
    if (!versions.length) {
      console.log('PostgreSQL pass skipped: no initdb under /usr/lib/postgresql (apt-get install postgresql)');
      return null;
    }
    const bin = `${root}/${versions.sort((a, b) => Number(a) - Number(b)).at(-1)}/bin`;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pg-'));
    const port = await freePort();
    // PostgreSQL refuses to run as root: as root, the cluster belongs to the postgres user.
    const asPg = (cmd: string) =>
      process.getuid?.() === 0
        ? execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', cmd], { stdio: 'ignore' })
        : execFileSync('sh', ['-c', cmd], { stdio: 'ignore' });
    if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
    asPg(`${bin}/initdb -D ${dir}/data -U postgres --auth=trust -E UTF8`);
    asPg(
      `${bin}/pg_ctl -D ${dir}/data -o '-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200' -l ${dir}/log -w start`,
    );
    adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
    stopCluster = async () => {
      asPg(`${bin}/pg_ctl -D ${dir}/data -m fast -w stop`);
      fs.rmSync(dir, { recursive: true, force: true });
    };
  }
  const name = `bench_${Date.now().toString(36)}`;
  const admin = async (q: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(q);
    } finally {
      await c.end();
    }
  };
  await admin(`create database ${name}`);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    close: async () => {
      await admin(`drop database if exists ${name} with (force)`);
      await stopCluster();
    },
  };
}

export interface BenchApi {
  base: string;
  /** `embedded` (PGlite in a temporary data directory) or `postgres`. */
  engine: string;
  close: () => Promise<void>;
}

/** Seed (`server/cli.ts seed --scale`) and start one production API process on PGlite or PostgreSQL. */
export async function startBenchApi(opts: { scale: number; databaseUrl?: string }): Promise<BenchApi> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    DATA_DIR: path.join(dir, 'data'),
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: base,
    NODE_ENV: 'production',
    STATIC_DIR: path.join(dir, 'no-spa'),
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
  };
  const seeded = await exited(runTs('server/cli.ts', ['seed', '--scale', String(opts.scale)], env));
  if (seeded !== 0) throw new Error(`seeding failed (exit ${seeded})`);
  // BENCH_NODE_FLAGS (e.g. --cpu-prof --cpu-prof-dir=/tmp/prof) profiles the API process.
  const server = runTs('server/main.ts', [], env, {
    quiet: true,
    nodeFlags: (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean),
  });
  await waitUp(base);
  return {
    base,
    engine: opts.databaseUrl ? 'postgres' : 'embedded',
    close: async () => {
      await stop(server);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

const json = { 'content-type': 'application/json', 'x-requested-with': 'bench' };

/**
 * `n` tokens of the demo account, made through POST /account/tokens. A session may make 60 writes an
 * hour (its write budget), so a fresh login makes each 50.
 */
export async function demoTokens(base: string, n: number, scopes: string[]): Promise<string[]> {
  const tokens: string[] = [];
  let cookie = '';
  for (let i = 0; i < n; i++) {
    if (i % 50 === 0) {
      const login = await fetch(`${base}/api/v1/auth/login`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: 'demo@example.com', password: 'demo-password' }),
      });
      if (!login.ok) throw new Error(`login: HTTP ${login.status} ${await login.text()}`);
      cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    }
    const r = await fetch(`${base}/api/v1/account/tokens`, {
      method: 'POST',
      headers: { ...json, cookie },
      body: JSON.stringify({ name: `bench ${i}`, scopes }),
    });
    if (!r.ok) throw new Error(`token ${i}: HTTP ${r.status} ${await r.text()}`);
    tokens.push(((await r.json()) as { token: string }).token);
  }
  return tokens;
}
