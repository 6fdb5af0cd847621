// The console: a short-lived, single-use ticket (only its hash stored), redeemed once by the
// WebSocket; and one real socket through a node server on a free port.
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { sha256 } from '@server/core/crypto';
import { vpsConsoleTickets } from '@server/db/schema/vps';
import { startApi, type TestApi } from '@server/test/harness';
import { redeemTicket, TICKET_TTL_MS } from './console-tickets';
import { HOST, vpsKit } from './vps-test-kit';

let api: TestApi;
let kit: Awaited<ReturnType<typeof vpsKit>>;
let server: ServerType;
let port: number;

const open = async (token = kit.power) => api.call('POST', '/vps/console', { token, body: { input: HOST } });
const ticketOf = (websocketUrl: string) => new URL(websocketUrl).searchParams.get('ticket')!;

beforeAll(async () => {
  api = await startApi();
  kit = await vpsKit(api);
  server = serve({
    fetch: api.app.fetch,
    port: 0,
    hostname: '127.0.0.1',
    websocket: { server: new WebSocketServer({ noServer: true }) },
  });
  await new Promise((r) => server.once('listening', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await api.close();
});

describe('POST /vps/console', () => {
  it('mints a 60-second ticket and stores only its hash', async () => {
    const r = await open();
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ protocol: 'serial', target: { serviceId: kit.serviceId } });
    expect(r.body.websocketUrl).toMatch(/^ws:\/\/dashboard\.test\/console\/ws\?ticket=/);
    expect(r.body.url).toContain(`/vps/${kit.serviceId}/console#ticket=`);
    expect(Date.parse(r.body.expiresAt) - api.clock.now().getTime()).toBe(TICKET_TTL_MS);
    const ticket = ticketOf(r.body.websocketUrl);
    const rows = await api.db
      .select()
      .from(vpsConsoleTickets)
      .where(eq(vpsConsoleTickets.tokenHash, sha256(ticket)));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0])).not.toContain(ticket);
  });

  it('is redeemed once: a second use is refused', async () => {
    const ticket = ticketOf((await open()).body.websocketUrl);
    const first = await redeemTicket(api.deps, ticket);
    expect(first).toMatchObject({ ok: true, machine: { hostname: HOST, banner: 'Debian GNU/Linux 12' } });
    const second = await redeemTicket(api.deps, ticket);
    expect(second).toMatchObject({ ok: false, reason: 'used' });
  });

  it('expires after 60 seconds', async () => {
    const ticket = ticketOf((await open()).body.websocketUrl);
    api.clock.advance(TICKET_TTL_MS);
    expect(await redeemTicket(api.deps, ticket)).toMatchObject({ ok: false, reason: 'expired' });
    expect(await redeemTicket(api.deps, 'made-up')).toMatchObject({ ok: false, reason: 'unknown' });
    expect(await redeemTicket(api.deps, '')).toMatchObject({ ok: false, reason: 'unknown' });
  });

  it("refuses another account's server and a token without power:vps", async () => {
    const other = await open(kit.olof);
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('not_owned');
    const reader = await open(kit.reader);
    expect(reader.status).toBe(403);
    expect(reader.body.code).toBe('insufficient_scope');
  });
});

/** A socket that collects what the server writes and can wait for some text. */
function connect(ticket: string) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/console/ws?ticket=${encodeURIComponent(ticket)}`);
  let screen = '';
  const waiters: (() => void)[] = [];
  ws.on('message', (d) => {
    screen += d.toString();
    waiters.splice(0).forEach((w) => w());
  });
  const closed = new Promise<{ code: number; reason: string }>((r) =>
    ws.on('close', (code, reason) => r({ code, reason: reason.toString() })),
  );
  const until = (text: string) =>
    new Promise<string>((resolve, reject) => {
      const t = setTimeout(() => reject(new Error(`no "${text}" on the console: ${screen}`)), 10_000);
      const check = () => {
        if (screen.includes(text)) {
          clearTimeout(t);
          resolve(screen);
        } else waiters.push(check);
      };
      check();
    });
  const send = (msg: object) => ws.send(JSON.stringify(msg));
  const clear = () => (screen = '');
  return { ws, until, send, clear, closed };
}

describe('GET /console/ws', () => {
  it('streams boot messages and a login prompt, logs root in, and reboots on Ctrl+Alt+Del', async () => {
    // A root password to log in with, from an approved reset.
    const h = await api.call('POST', '/vps/root-password', {
      token: kit.power,
      body: { input: HOST, attempt_key: 'console-test' },
    });
    const { password } = (await kit.approve(h.body.pendingActionId)).body.result;
    const ticket = ticketOf((await open()).body.websocketUrl);
    const c = connect(ticket);
    await c.until('build-01 login: ');
    c.clear();
    c.send({ type: 'input', data: 'root\r' });
    await c.until('Password: ');
    c.send({ type: 'input', data: 'wrong\r' });
    await c.until('Login incorrect');
    c.clear();
    c.send({ type: 'input', data: `root\r${password}\r` });
    await c.until('root@build-01:~# ');
    c.clear();
    c.send({ type: 'input', data: 'uname -a\r' });
    expect(await c.until('GNU/Linux')).toContain('Linux build-01.nordlight-studio.com 6.1.0-27-amd64');
    c.clear();
    c.send({ type: 'ctrl-alt-del' });
    expect(await c.until('build-01 login: ')).toContain('reboot: Restarting system');
    c.ws.close(1000);
    expect((await c.closed).code).toBe(1000);

    // The same ticket again: the upgrade is answered only to be closed with 1008 and why.
    const again = connect(ticket);
    expect(await again.closed).toEqual({ code: 1008, reason: 'Console ticket already used; open the console again' });
  });

  it('closes an expired ticket with 1008 and answers a plain HTTP request 426', async () => {
    const ticket = ticketOf((await open()).body.websocketUrl);
    api.clock.advance(TICKET_TTL_MS + 1);
    const c = connect(ticket);
    expect(await c.closed).toEqual({ code: 1008, reason: 'Console ticket expired; open the console again' });
    const plain = await fetch(`http://127.0.0.1:${port}/console/ws?ticket=x`);
    expect(plain.status).toBe(426);
  });
});
