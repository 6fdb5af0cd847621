// Stopping a real API process: SIGTERM while requests are under way answers every one of them in
// full, then the process exits 0; a second signal exits at once. And the connections it keeps: an idle
// keep-alive connection outlives Node's 5 s default, so a client reusing it is not reset. On the embedded
// database by default, on PostgreSQL with TEST_DATABASE_URL.
import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from './server-process';
import { testDatabase, type TestDatabase } from './test-database';

let db: TestDatabase;
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.kill('SIGKILL');
  await db?.remove();
});

const IN_FLIGHT = 16;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A login sent the way a slow client sends it: headers and half the body now, the rest on `finish()`.
 * Until then the request is under way on the server, however fast the server is. Each on a connection
 * of its own. The address is unknown, so the answer is the login's own 401 (after a real scrypt hash).
 */
function slowLogin(base: string, i: number) {
  const body = JSON.stringify({ email: `nobody-${i}@example.org`, password: 'not-the-password' });
  const half = Math.floor(body.length / 2);
  const req = http.request(`${base}/api/v1/auth/login`, {
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': body.length, 'x-requested-with': 'fetch' },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on('error', (err) => resolve({ status: 0, body: err.message }));
    });
    req.on('error', (err) => resolve({ status: 0, body: err.message }));
  });
  req.write(body.slice(0, half));
  return { answer, finish: () => req.end(body.slice(half)) };
}

describe('SIGTERM with requests under way', () => {
  it('answers all of them, then exits 0', { timeout: 180_000 }, async () => {
    db = await testDatabase();
    // The 16 hashes may take long on a busy machine: the stop's deadline must not be what ends them.
    server = await startServer(db.backend, { SHUTDOWN_TIMEOUT_SECONDS: '300' });
    const logins = Array.from({ length: IN_FLIGHT }, (_, i) => slowLogin(server!.url, i));
    // Time for the server to accept the connections and read the headers, even on a busy machine.
    await sleep(1500);
    const exited = server.kill('SIGTERM');
    await sleep(200);
    for (const l of logins) l.finish();
    const answers = await Promise.all(logins.map((l) => l.answer));

    // Every one answered in full (the login's own refusal), none cut off.
    expect(answers.map((a) => `${a.status}${a.status ? '' : ` ${a.body}`}`)).toEqual(Array(IN_FLIGHT).fill('401'));
    for (const a of answers) expect((JSON.parse(a.body) as { code?: string }).code).toBe('unauthorized');
    expect(await exited).toBe('0');
    expect(server.output()).toMatch(/SIGTERM: finishing the requests under way/);
    server = undefined;
  });

  it('refuses new connections once stopping, and exits at once on a second signal', { timeout: 180_000 }, async () => {
    server = await startServer(db.backend);
    const held = slowLogin(server.url, 99);
    await sleep(1500);
    const exited = server.kill('SIGTERM');
    // Two signals sent at once arrive as one: the second comes once the first is being handled.
    await sleep(200);
    const late = await fetch(`${server.url}/api/v1/health`).then(
      (r) => r.status,
      () => 'refused',
    );
    expect(late).toBe('refused');
    server.kill('SIGTERM');
    expect(await exited).toBe('1');
    held.finish();
    await held.answer;
    server = undefined;
  });
});

describe('an idle keep-alive connection', () => {
  it('is still open after 6 s, past the 5 s Node closes it at by default', { timeout: 180_000 }, async () => {
    db ??= await testDatabase();
    server = await startServer(db.backend);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const req = http.get(`${server!.url}/api/v1/health`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
        });
        req.on('error', reject);
      });
    expect(await get()).toEqual({ status: 200, reused: false });
    await sleep(6_000);
    // Closed by the server, the agent would have dropped it and opened a new one (reused: false).
    expect(await get()).toEqual({ status: 200, reused: true });
    agent.destroy();
    await server.kill('SIGTERM');
    server = undefined;
  });
});
