// Stopping the HTTP server without cutting a request. Node's own `server.close()` also closes the
// connections it deems idle, and it deems a connection idle once the request has been read, while
// the handler is still working on it (seen as ECONNRESET on a login under way). So the server keeps
// its own count of requests per connection: on stop it stops listening, ends the connections with
// no request under way (after a short grace, for a request already on the wire), and ends each other
// one right after its last answer (sent with `Connection: close`). `closeAll` is the deadline's last resort.
import net from 'node:net';
import type { Server } from 'node:http';

const IDLE_GRACE_MS = 500;

export interface Drain {
  /** Stop accepting; resolves once every connection has closed. */
  stop: () => Promise<void>;
  /** Close every connection now, answered or not. */
  closeAll: () => void;
}

export function drainable(server: Server): Drain {
  const open = new Map<net.Socket, number>();
  let stopping = false;
  server.on('connection', (socket: net.Socket) => {
    open.set(socket, 0);
    socket.once('close', () => open.delete(socket));
  });
  server.on('request', (req, res) => {
    const socket = req.socket;
    open.set(socket, (open.get(socket) ?? 0) + 1);
    if (stopping) res.setHeader('Connection', 'close');
    res.once('close', () => {
      const left = (open.get(socket) ?? 1) - 1;
      open.set(socket, left);
      if (stopping && left === 0) socket.end();
    });
  });
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        stopping = true;
        // net.Server's close: stop listening, call back when the last connection has closed (not
        // http.Server's, which would also end connections whose request is still being answered).
        net.Server.prototype.close.call(server, () => resolve());
        // A connection with no request under way may have one on the wire that the server has not read
        // yet: it gets a moment to start before it is ended (a request started in it is answered).
        setTimeout(() => {
          for (const [socket, requests] of open) if (requests === 0) socket.end();
        }, IDLE_GRACE_MS).unref();
      }),
    closeAll: () => {
      for (const socket of open.keys()) socket.destroy();
    },
  };
}
