// URL redirects of a site, as the web server applies them. Every URL goes
// through the WHATWG URL parser (the one browsers use).
//
// How a request is answered (stated to the caller in each redirect's `handling`):
// - The path matches as a browser sends it (percent-encoded, dot segments
//   resolved), with or without a trailing slash: /old-shop and /old-shop/ alike.
// - An exact redirect answers its path alone and sends it to `destination` as stored.
// - A wildcard redirect answers its path and everything under it (segment by
//   segment: /press covers /press/2024 but not /pressroom) and appends the rest
//   of the path to the destination's: /press/2024/a → https://x/journal/2024/a.
// - The request's query string is passed on, after the destination's own
//   (?a=1 on a destination with ?src=old gives ?src=old&a=1); a fragment stays.
// - Where two redirects match, the one with the longer path wins.
// A redirect is refused when it would send visitors round forever: to its own
// address, to anywhere under its own path (wildcard), or along a chain of the
// account's own redirects and names that comes back (A → B → A).
import { ApiError } from '@server/core/problem';

export interface Rule {
  domain: string;
  path: string;
  wildcard: boolean;
  destination: string;
}
/** The site a host is served as by this account (its sites, their www, its pointers), or null. */
export type SiteOfHost = (host: string) => string | null;

/** Past this many redirects a browser gives up; a chain this long is refused like a loop. */
export const MAX_HOPS = 20;

const refuse = (field: 'path' | 'destination', message: string, code: string) =>
  new ApiError('validation_failed', `${field}: ${message}`, { errors: [{ path: field, message, code }] });

const trimEnd = (s: string, c: string) => {
  let end = s.length;
  while (end > 0 && s[end - 1] === c) end--;
  return s.slice(0, end);
};
/** A path without its trailing slash ('/' stays '/'). */
export const barePath = (p: string) => trimEnd(p, '/') || '/';
const bareHost = (u: URL) => trimEnd(u.hostname, '.');

/** Whether `path` is `base` or lies under it, segment by segment. */
export const isUnder = (path: string, base: string) => base === '/' || path === base || path.startsWith(`${base}/`);

export const matches = (rule: Pick<Rule, 'path' | 'wildcard'>, path: string) =>
  rule.wildcard ? isUnder(path, rule.path) : path === rule.path;

/** The path as stored: as a browser sends it for `domain`, without query, fragment or trailing slash. */
export function redirectPath(domain: string, raw: string): string {
  let url: URL;
  try {
    // Concatenated rather than resolved against a base, so a path such as //elsewhere stays a path.
    url = new URL(`http://${domain}${raw}`);
  } catch {
    throw refuse('path', 'Not a path a browser can ask for; use one such as /old-shop', 'invalid_path');
  }
  if (url.search || url.hash)
    throw refuse(
      'path',
      "A redirect matches a path alone, without ?query or #fragment (a request's query string is passed on)",
      'invalid_path',
    );
  return barePath(url.pathname);
}

/** The destination as stored (the parser's form, host in ASCII); a user name or password in it is refused. */
export function storedDestination(raw: string): string {
  const url = new URL(raw);
  // https://bank.example@evil.example/ reads as the bank's address to a person and goes elsewhere
  if (url.username || url.password)
    throw refuse(
      'destination',
      'A destination cannot hold a user name or password (user@ before the host); give the address alone',
      'credentials_in_url',
    );
  return url.href;
}

/** Where `rule` sends a request for `path` with query `search` ('' or '?…'), as described above. */
export function locationFor(rule: Rule, path: string, search = ''): URL {
  const to = new URL(rule.destination);
  const rest = rule.wildcard ? barePath(path).slice(rule.path === '/' ? 0 : rule.path.length) : '';
  if (rest && rest !== '/') to.pathname = `${trimEnd(to.pathname, '/')}${rest}`;
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (query) to.search = to.search ? `${to.search}&${query}` : `?${query}`;
  return to;
}

/** The redirect of `site` that answers `path`: the matching one with the longest path. */
export function ruleFor<R extends Rule>(rules: R[], site: string, path: string): R | null {
  let best: R | null = null;
  for (const r of rules)
    if (r.domain === site && matches(r, path) && (!best || r.path.length > best.path.length)) best = r;
  return best;
}

/** `/a/b/c` → ['/c', '/b/c', '/a/b/c']: the tails a wildcard may carry along a chain. */
const tails = (p: string) => {
  const segs = p.split('/').filter(Boolean);
  return segs.map((_, i) => `/${segs.slice(i).join('/')}`);
};

const shown = (site: string, path: string) => `${site}${path}`;

/**
 * Why `rule` would send visitors round forever, or null when every request it answers ends
 * elsewhere. A wildcard answers many paths; a loop through the other redirects can only start at a
 * path some redirect or destination names, so its own path with each such tail is followed.
 */
export function loopOf(rule: Rule, others: Rule[], siteOf: SiteOfHost): string | null {
  const dest = new URL(rule.destination);
  const destSite = dest.port === '' ? siteOf(bareHost(dest)) : null;
  const destPath = barePath(dest.pathname);
  if (destSite === rule.domain && matches(rule, destPath))
    return rule.wildcard
      ? `${dest.href} is under the path this redirect answers (${shown(rule.domain, rule.path)} and everything below it): every request there would be redirected again, forever`
      : `${dest.href} is the address this redirect answers (${shown(rule.domain, rule.path)}): visitors would be sent round in a loop`;
  if (!destSite) return null;
  const all = [...others.filter((r) => !(r.domain === rule.domain && r.path === rule.path)), rule];
  const starts = rule.wildcard
    ? [
        rule.path,
        ...all
          .flatMap((r) => [...tails(r.path), ...tails(new URL(r.destination).pathname)])
          .map((t) => barePath(`${rule.path === '/' ? '' : rule.path}${t}`)),
      ]
    : [rule.path];
  for (const start of new Set(starts)) {
    if (ruleFor(all, rule.domain, start) !== rule) continue;
    const loop = follow(all, rule.domain, start, siteOf);
    if (loop) return loop;
  }
  return null;
}

/** Follows the redirects from `site``path`; the chain as text when it comes back or runs past MAX_HOPS. */
function follow(all: Rule[], site: string, path: string, siteOf: SiteOfHost): string | null {
  const chain = [shown(site, path)];
  const seen = new Set(chain);
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const rule = ruleFor(all, site, path);
    if (!rule) return null;
    const next = locationFor(rule, path);
    const nextSite = next.port === '' ? siteOf(bareHost(next)) : null;
    if (!nextSite) return null;
    site = nextSite;
    path = barePath(next.pathname);
    const at = shown(site, path);
    chain.push(at);
    if (seen.has(at))
      return `Visitors would be sent round in a loop: ${chain.join(' → ')}; change the destination, or remove the redirect that leads back first`;
    seen.add(at);
  }
  return `Visitors would be sent through more than ${MAX_HOPS} redirects (${chain.slice(0, 4).join(' → ')} → …), which browsers refuse`;
}

/** How the redirect answers a request, in words (the `handling` of each listed redirect). */
export function handling(rule: Rule): string {
  const query = "the request's query string is passed on, after the destination's own";
  if (!rule.wildcard)
    return `A request for ${rule.path} (with or without a trailing slash) goes to ${rule.destination}; ${query}`;
  const example = `${rule.path === '/' ? '' : rule.path}/a/b`;
  return `A request for ${rule.path} or anything under it goes to ${rule.destination} with the rest of the path appended (${example} → ${locationFor(rule, example).href}); ${query}`;
}
