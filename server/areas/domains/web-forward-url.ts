// The URLs of a web-forward, through the WHATWG URL parser (the one browsers
// use): the address a forward answers (its host under the domain, and its path
// as a browser sends it) and the check that its destination is not that same
// address, which would send every visitor round in a loop.
import { ApiError } from '@server/core/problem';

const refuse = (path: 'path' | 'destination', message: string, code: string) =>
  new ApiError('validation_failed', `${path}: ${message}`, { errors: [{ path, message, code }] });

/** The address `host`.`domain``path` answers, over http (the forwarder serves https on the same names). */
export function sourceUrl(domain: string, host: string, path: string): URL {
  let url: URL;
  try {
    // Concatenated rather than resolved against a base, so a path such as //elsewhere stays a path.
    url = new URL(`http://${host ? `${host}.` : ''}${domain}${path}`);
  } catch {
    throw refuse('path', 'Not a path a browser can ask for; use one such as /blog', 'invalid_path');
  }
  if (url.search || url.hash)
    throw refuse('path', 'A forward matches a path alone, without ?query or #fragment', 'invalid_path');
  return url;
}

const bareHost = (u: URL) => (u.hostname.endsWith('.') ? u.hostname.slice(0, -1) : u.hostname);
const barePath = (p: string) => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p);

/**
 * Whether `destination` is the forward's own address: the same host (the parser gives both in ASCII
 * form), the default port, and the same path. Scheme, query and fragment do not matter: the forwarder
 * answers http and https alike and matches on the path.
 */
export function isForwardLoop(source: URL, destination: URL): boolean {
  return (
    destination.port === '' &&
    bareHost(destination) === bareHost(source) &&
    barePath(destination.pathname) === barePath(source.pathname)
  );
}

/** The destination in the parser's form (ASCII host), refused when it forwards back to its own address. */
export function checkedDestination(source: URL, destination: string): string {
  const url = new URL(destination);
  // https://bank.example@evil.example/ reads as the bank's address to a person and goes elsewhere
  if (url.username || url.password)
    throw refuse(
      'destination',
      'A destination cannot hold a user name or password (user@ before the host); give the address alone',
      'credentials_in_url',
    );
  if (isForwardLoop(source, url))
    throw refuse(
      'destination',
      `${url.href} is the address this forward answers (${source.host}${source.pathname}): visitors would be sent round in a loop`,
      'forward_loop',
    );
  return url.href;
}
