// Which pages may open the console's WebSocket. The ticket is the credential, so this is a second
// line: a browser always sends Origin on a WebSocket handshake and a page cannot forge it, so a
// page on another site that got hold of a ticket is still refused. Allowed: the app's own origin
// (APP_URL), and the origin the request was addressed to (its Host), so the dashboard opened on
// 127.0.0.1, a LAN address or through a proxy that keeps Host still connects. A client without
// Origin is not a browser page (a script with the ticket) and is let through.

/** Whether a handshake with this Origin and Host header may open a console. */
export function originAllowed(origin: string | undefined, host: string | undefined, appUrl: string): boolean {
  if (origin === undefined) return true;
  let page: URL;
  try {
    // "null" (a sandboxed or file: page) does not parse and is refused.
    page = new URL(origin);
  } catch {
    return false;
  }
  if (page.protocol !== 'http:' && page.protocol !== 'https:') return false;
  if (page.origin === new URL(appUrl).origin) return true;
  if (!host) return false;
  try {
    // Parsed the same way, so case and a default port written out ("example.com:443") compare equal.
    return new URL(`${page.protocol}//${host}`).host === page.host;
  } catch {
    return false;
  }
}
