// The console's WebSocket endpoint, GET /console/ws?ticket=... (protocol: see
// console-session.ts). Not under /api: the API pipeline answers JSON only.
// The ticket is the credential (no cookie is read), so a page elsewhere cannot
// ride a person's session into a console. A refused ticket still gets the
// upgrade, only to be closed at once with 1008 and the reason, which a browser
// shows (a refused HTTP upgrade reaches a browser's WebSocket as a bare 1006).
// A plain HTTP request here is answered 426 Upgrade Required.
import type { Hono } from 'hono';
import { upgradeWebSocket } from '@hono/node-server';
import type { Deps } from '@server/core/deps';
import type { AppEnv } from '@server/core/pipeline';
import { ConsoleSession } from './console-session';
import { CONSOLE_WS_PATH, redeemTicket } from './console-tickets';

/** Close code for a refused ticket (RFC 6455 7.4.1: policy violation). */
export const POLICY_VIOLATION = 1008;

export function mountConsole(app: Hono<AppEnv>, deps: Deps) {
  app.get(CONSOLE_WS_PATH, async (c) => {
    if (c.req.header('upgrade')?.toLowerCase() !== 'websocket')
      return c.text('This is the console WebSocket; open it with a ticket from POST /api/v1/vps/console\n', 426, {
        Upgrade: 'websocket',
      });
    const redeemed = await redeemTicket(deps, c.req.query('ticket') ?? '');
    let session: ConsoleSession | null = null;
    return upgradeWebSocket(c, {
      onOpen(_e, ws) {
        if (!redeemed.ok) return ws.close(POLICY_VIOLATION, redeemed.message);
        session = new ConsoleSession(
          redeemed.machine,
          (text) => ws.send(text),
          () => deps.clock.now(),
        );
        session.open();
      },
      onMessage(e) {
        if (session && typeof e.data === 'string')
          session.receive(e.data).catch((err) => console.error('console session failed', err));
      },
      onClose() {
        session = null;
      },
    });
  });
}
