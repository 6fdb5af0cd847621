// The `ws` server the console's WebSocket upgrades through (noServer: the HTTP server is Hono's).
// maxPayload is checked against each frame's header, so a frame over the cap is refused with
// close 1009 before any of it is buffered, and never reaches the console session.
import { WebSocketServer } from 'ws';
import { CONSOLE_MAX_FRAME_BYTES } from './console-limits';

export const consoleWebSocketServer = () =>
  new WebSocketServer({ noServer: true, maxPayload: CONSOLE_MAX_FRAME_BYTES });
