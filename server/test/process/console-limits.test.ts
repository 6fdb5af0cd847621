// The VPS console cannot be flooded (issue 30), through the real server in its own process and the
// WebSocket through the real route: a 2 MB frame is refused with 1009 while HTTP still answers, a
// 64 KiB paste is answered in one frame, five failed logins close with 1008, an idle console is
// closed, an account has a bounded number of open consoles and live tickets, and a page on another
// site is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createToken, httpClient, login, type Call } from './http-client';
import { startServer, type ServerProcess } from './server-process';
import { testDatabase, type TestDatabase } from './test-database';

const HOST = 'build-01.nordlight-studio.com';
const IDLE_MS = 5_000;

let db: TestDatabase;
let server: ServerProcess;
let call: Call;
let cookie: string;
let token: string;

beforeAll(async () => {
  db = await testDatabase();
  // The child process inherits the environment at spawn; this worker's is put back at once.
  process.env.CONSOLE_IDLE_TIMEOUT_MS = String(IDLE_MS);
  try {
    server = await startServer(db.backend);
  } finally {
    delete process.env.CONSOLE_IDLE_TIMEOUT_MS;
  }
  call = httpClient(server.url);
  cookie = await login(call);
  token = await createToken(call, cookie, 'console limits', ['read:vps', 'power:vps']);
}, 300_000);
afterAll(async () => {
  await server?.kill('SIGKILL');
  await db?.remove();
});

const mint = () => call('POST', '/vps/console', { token, body: { input: HOST } });
async function ticket() {
  const r = await mint();
  if (r.status !== 200) throw new Error(`no ticket: ${r.status} ${JSON.stringify(r.body)}`);
  return new URL(r.body.websocketUrl as string).searchParams.get('ticket')!;
}

/** A console socket that records every frame the server sends. */
function connect(t: string, options: { origin?: string; headers?: Record<string, string> } = {}) {
  const ws = new WebSocket(`${server.url.replace('http:', 'ws:')}/console/ws?ticket=${encodeURIComponent(t)}`, options);
  ws.on('error', () => {}); // a refused frame can reset the connection under a sender; the close says why
  const frames: string[] = [];
  const waiters: (() => void)[] = [];
  ws.on('message', (d) => {
    frames.push(d.toString());
    waiters.splice(0).forEach((w) => w());
  });
  const closed = new Promise<{ code: number; reason: string }>((r) =>
    ws.on('close', (code, reason) => r({ code, reason: reason.toString() })),
  );
  const screen = () => frames.join('');
  const until = (done: (screen: string) => boolean, what: string) =>
    new Promise<void>((resolve, reject) => {
      const t = setTimeout(() => reject(new Error(`no ${what} on the console: ${screen().slice(-500)}`)), 20_000);
      const check = () => {
        if (done(screen())) {
          clearTimeout(t);
          resolve();
        } else waiters.push(check);
      };
      check();
    });
  const prompt = () => until((s) => s.endsWith('build-01 login: '), 'login prompt');
  const type = (data: string) => ws.send(JSON.stringify({ type: 'input', data }));
  return { ws, frames, screen, until, prompt, type, closed };
}

describe('the console cannot be flooded', () => {
  it('refuses a 2 MB frame with 1009 and keeps answering HTTP meanwhile', async () => {
    const c = connect(await ticket());
    await c.prompt();
    c.ws.send('x'.repeat(2 * 1024 * 1024));
    const started = Date.now();
    const health = await fetch(`${server.url}/api/v1/health`);
    expect(health.status).toBe(200);
    // A sanity bound only: before the cap such a frame held every request for many seconds.
    expect(Date.now() - started).toBeLessThan(10_000);
    expect((await c.closed).code).toBe(1009);
    expect((await fetch(`${server.url}/api/v1/health`)).status).toBe(200);
  });

  it('answers a 64 KiB paste with its whole echo in one frame', { timeout: 90_000 }, async () => {
    // Logged in as root (a password from an approved reset), so every pasted line runs.
    const h = await call('POST', '/vps/root-password', { token, body: { input: HOST, attempt_key: 'console-limits' } });
    const approved = await call('POST', `/pending-actions/${h.body.pendingActionId}/approve`, { cookie, body: {} });
    const password = approved.body.result.password as string;
    const c = connect(await ticket());
    await c.prompt();
    c.type(`root\r${password}\r`);
    await c.until((s) => s.endsWith('root@build-01:~# '), 'shell prompt');
    const before = c.frames.length;
    const lines = 6_500; // each line is 10 characters of JSON ("\r" is escaped): the frame stays under 64 KiB
    const frame = JSON.stringify({ type: 'input', data: 'uname -a\r'.repeat(lines) });
    expect(Buffer.byteLength(frame)).toBeLessThanOrEqual(64 * 1024);
    c.ws.send(frame);
    await c.until((s) => s.split('GNU/Linux').length - 1 >= lines, 'output of every pasted line');
    expect(c.frames.length - before).toBeLessThanOrEqual(2);
    c.ws.close(1000);
  });

  it('closes the socket with 1008 after the fifth failed login', async () => {
    const c = connect(await ticket());
    await c.prompt();
    for (let i = 0; i < 5; i++) c.type('admin\rwrong\r');
    expect(await c.closed).toEqual({ code: 1008, reason: 'Too many failed logins' });
    expect(c.screen()).toContain('Too many failed logins; open the console again to retry');
  });

  it('closes a console that had no input for the idle timeout', async () => {
    const c = connect(await ticket());
    await c.prompt();
    const opened = Date.now();
    const closed = await c.closed;
    expect(closed).toEqual({ code: 1000, reason: 'Closed after 5 seconds without input' });
    expect(Date.now() - opened).toBeGreaterThanOrEqual(IDLE_MS - 1_000);
    expect(c.screen()).toContain('[console] Closed after 5 seconds without input');
  }, 30_000);

  it('refuses a page on another site with 1008, and takes the app’s and the request’s own origin', async () => {
    const t = await ticket();
    const foreign = connect(t, { origin: 'https://evil.example' });
    expect(await foreign.closed).toEqual({
      code: 1008,
      reason: 'The console opens only from the dashboard’s own pages',
    });
    // The refusal did not spend the ticket: the dashboard's own page opens it.
    const own = connect(t, { origin: server.url });
    await own.prompt();
    own.ws.close(1000);
    // Opened on another address of the same server (a LAN name): the page's origin is the request's host.
    const lan = connect(await ticket(), { origin: 'http://lan-box:8080', headers: { host: 'lan-box:8080' } });
    await lan.prompt();
    lan.ws.close(1000);
  });

  it('keeps at most five consoles of one account open', async () => {
    const tickets = await Promise.all(Array.from({ length: 6 }, ticket));
    const open = tickets.slice(0, 5).map((t) => connect(t));
    await Promise.all(open.map((c) => c.prompt()));
    const sixth = connect(tickets[5]!);
    const refused = await sixth.closed;
    expect(refused.code).toBe(1008);
    expect(refused.reason).toMatch(/^5 consoles are already open on this account/);
    // One closed makes room for another.
    open[0]!.ws.close(1000);
    await open[0]!.closed;
    const next = connect(await ticket());
    await next.prompt();
    for (const c of [...open.slice(1), next]) c.ws.close(1000);
    await Promise.all([...open.slice(1), next].map((c) => c.closed));
  });

  it('lets an account hold at most ten live tickets', async () => {
    for (let i = 0; i < 10; i++) expect((await mint()).status).toBe(200);
    const over = await mint();
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: 'rate_limited' });
    expect(over.body.detail).toContain('10 console tickets');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
