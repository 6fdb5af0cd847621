// The console's WebSocket endpoint, GET /console/ws?ticket=... (protocol: see
// console-session.ts). Not under /api: the API pipeline answers JSON only.
// The ticket is the credential (no cookie is read), so a page elsewhere cannot
// ride a person's session into a console; the Origin check is a second line.
// A refused connection still gets the upgrade, only to be closed at once with
// 1008 and the reason, which a browser shows (a refused HTTP upgrade reaches a
// browser's WebSocket as a bare 1006). A plain HTTP request here is answered
// 426 Upgrade Required. Limits (frame size, input rate, idle time, consoles per
// account): console-limits.ts.
import type { Hono } from 'hono';
import { upgradeWebSocket } from '@hono/node-server';
import type { Deps } from '@server/core/deps';
import { log } from '@server/core/log';
import type { AppEnv } from '@server/core/request-state';
import { idleTimeoutMs, MAX_OPEN_CONSOLES, spokenDuration } from './console-limits';
import { originAllowed } from './console-origin';
import { ConsoleSession } from './console-session';
import { CONSOLE_WS_PATH, redeemTicket, type Redeemed } from './console-tickets';

/** Close code for a refused connection (RFC 6455 7.4.1: policy violation). */
export const POLICY_VIOLATION = 1008;
/** Close code after the idle timeout: the console ended normally. */
export const NORMAL_CLOSURE = 1000;
const OPEN = 1;

type Admitted = Redeemed | { ok: false; message: string };

export function mountConsole(app: Hono<AppEnv>, deps: Deps, idleMs = idleTimeoutMs()) {
  // Consoles open per account in this process. Kept in memory: a connection lives in one process,
  // and a process that ends takes its connections with it, so the count never outlives them.
  const openByAccount = new Map<number, number>();
  const count = (accountId: number, by: number) => {
    const n = (openByAccount.get(accountId) ?? 0) + by;
    if (n > 0) openByAccount.set(accountId, n);
    else openByAccount.delete(accountId);
  };

  app.get(CONSOLE_WS_PATH, async (c) => {
    if (c.req.header('upgrade')?.toLowerCase() !== 'websocket')
      return c.text('This is the console WebSocket; open it with a ticket from POST /api/v1/vps/console\n', 426, {
        Upgrade: 'websocket',
      });
    // A foreign page does not spend the ticket.
    const admitted: Admitted = originAllowed(c.req.header('origin'), c.req.header('host'), deps.config.appUrl)
      ? await redeemTicket(deps, c.req.query('ticket') ?? '')
      : { ok: false, message: 'The console opens only from the dashboard’s own pages' };
    let session: ConsoleSession | null = null;
    let counted: number | null = null;
    let idle: NodeJS.Timeout | undefined;
    let restartIdle = () => {};
    return upgradeWebSocket(c, {
      onOpen(_e, ws) {
        if (!admitted.ok) return ws.close(POLICY_VIOLATION, admitted.message);
        const { accountId } = admitted;
        if ((openByAccount.get(accountId) ?? 0) >= MAX_OPEN_CONSOLES)
          return ws.close(
            POLICY_VIOLATION,
            `${MAX_OPEN_CONSOLES} consoles are already open on this account; close one and connect again`,
          );
        count(accountId, 1);
        counted = accountId;
        const write = (text: string) => {
          if (ws.readyState === OPEN) ws.send(text);
        };
        restartIdle = () => {
          clearTimeout(idle);
          idle = setTimeout(() => {
            const quiet = spokenDuration(idleMs);
            write(`\r\n[console] Closed after ${quiet} without input; connect again to continue\r\n`);
            ws.close(NORMAL_CLOSURE, `Closed after ${quiet} without input`);
          }, idleMs);
        };
        session = new ConsoleSession(
          admitted.machine,
          write,
          () => deps.clock.now(),
          (reason) => ws.close(POLICY_VIOLATION, reason),
        );
        session.open();
        restartIdle();
      },
      onMessage(e) {
        if (!session) return;
        restartIdle();
        // A binary frame is not a message of the protocol, but its size still counts against the input rate.
        const data = e.data;
        const frame = typeof data === 'string' ? data : '';
        const size = typeof data === 'string' ? data.length : data instanceof Blob ? data.size : data.byteLength;
        session.receive(frame, size).catch((err) => log.error({ err }, 'console session failed'));
      },
      onClose() {
        clearTimeout(idle);
        session = null;
        if (counted !== null) count(counted, -1);
        counted = null;
      },
    });
  });
}
