// One console session over a WebSocket: a fresh single-use ticket is minted
// for every connection (a reconnect mints again: a used ticket is refused),
// the socket carries the serial console's output to the terminal and the
// person's keystrokes back. The state is reported in words so the screen can
// announce it. The wire format lives in console-protocol.ts.
import { encodeCtrlAltDel, encodeKeys } from './console-protocol';

export type ConsoleState =
  { kind: 'connecting' } | { kind: 'open' } | { kind: 'closed'; reason: string } | { kind: 'failed'; reason: string };

export interface ConsoleSession {
  /** Sends text as keystrokes (what the terminal types, or a paste). */
  sendKeys(text: string): void;
  ctrlAltDel(): void;
  close(): void;
}

export interface ConsoleHandlers {
  onOutput(text: string): void;
  onState(state: ConsoleState): void;
}

/**
 * The WebSocket URL for the ticket the server answered: its path and query on this page's own
 * origin (ws: or wss: as the page is http: or https:). The answer's host is the server's APP_URL,
 * which is not where the page is when the dashboard was opened on 127.0.0.1, a LAN address or
 * through a proxy; the browser would refuse or miss that socket, and the console stays "Connecting…".
 */
export function socketUrl(answer: string, here: Location = window.location): string {
  const given = new URL(answer, here.href);
  const u = new URL(given.pathname + given.search, here.href);
  u.protocol = here.protocol === 'https:' ? 'wss:' : 'ws:';
  return u.href;
}

export function connectConsole(
  url: string,
  h: ConsoleHandlers,
  createSocket: (url: string) => WebSocket = (u) => new WebSocket(u),
): ConsoleSession {
  let closedByUs = false;
  let opened = false;
  h.onState({ kind: 'connecting' });
  const ws = createSocket(url);
  ws.binaryType = 'arraybuffer';
  const decoder = new TextDecoder();
  ws.onopen = () => {
    opened = true;
    h.onState({ kind: 'open' });
  };
  ws.onmessage = (e: MessageEvent) => {
    const text = typeof e.data === 'string' ? e.data : decoder.decode(e.data as ArrayBuffer, { stream: true });
    if (text) h.onOutput(text);
  };
  ws.onclose = (e: CloseEvent) => {
    if (closedByUs) return h.onState({ kind: 'closed', reason: 'You closed the console.' });
    const why =
      e.reason || (opened ? 'The connection to the console was lost.' : 'The console refused the connection.');
    h.onState(opened ? { kind: 'closed', reason: why } : { kind: 'failed', reason: why });
  };
  const send = (data: string) => {
    if (ws.readyState === WebSocket.OPEN) ws.send(data);
  };
  return {
    sendKeys: (text) => send(encodeKeys(text)),
    ctrlAltDel: () => send(encodeCtrlAltDel()),
    close: () => {
      closedByUs = true;
      ws.close(1000, 'closed by the user');
    },
  };
}
