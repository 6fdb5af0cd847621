// Real API processes for the process tests: `node --import tsx server/main.ts` (one process, so a
// SIGKILL reaches the server itself, not a wrapper), on a PGlite data directory or a PostgreSQL URL.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export interface ServerProcess {
  url: string;
  pid: number;
  /** Everything the process printed so far (stdout and stderr). */
  output: () => string;
  /** Send a signal and wait for the process to end; resolves with the signal or exit code. */
  kill: (signal?: NodeJS.Signals) => Promise<string>;
}

export type Backend = { dataDir: string } | { databaseUrl: string };

/** A port nothing listens on now (the kernel picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Start a process running `script` with tsx and wait until it prints a line matching `ready`. */
export async function startNodeProcess(
  script: string,
  env: Record<string, string>,
  ready: RegExp,
  timeoutMs = 90_000,
): Promise<{ proc: ChildProcess; output: () => string; exited: Promise<string> }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: process.cwd(),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<string>((resolve) => proc.once('exit', (code, signal) => resolve(signal ?? String(code))));
  const started = Date.now();
  while (!ready.test(out)) {
    const done = await Promise.race([exited, new Promise<null>((r) => setTimeout(() => r(null), 50))]);
    if (done !== null) throw new Error(`${script} exited (${done}) before it was ready:\n${out}`);
    if (Date.now() - started > timeoutMs) {
      proc.kill('SIGKILL');
      throw new Error(`${script} was not ready after ${timeoutMs} ms:\n${out}`);
    }
  }
  return { proc, output: () => out, exited };
}

/** One API process on the given database, listening on loopback. */
export async function startServer(backend: Backend, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { proc, output, exited } = await startNodeProcess(
    'server/main.ts',
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      // Never serve a built dashboard: these tests talk to the API only.
      STATIC_DIR: path.join(process.cwd(), '.tmp', 'no-dashboard'),
      ...('dataDir' in backend
        ? { DATA_DIR: backend.dataDir, DATABASE_URL: '' }
        : { DATABASE_URL: backend.databaseUrl }),
      ...env,
    },
    // The ready line, whatever the log's format (plain, pretty or JSON).
    /\b(API|Dashboard): https?:\/\//,
  );
  return {
    url,
    pid: proc.pid!,
    output,
    kill: async (signal = 'SIGTERM') => {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
      return exited;
    },
  };
}
