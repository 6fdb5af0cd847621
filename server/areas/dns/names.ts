// Owner names inside a zone. Stored names are relative and lower case: '@'
// for the apex, 'www', '_dmarc', '*.dev'. Targets are stored absolute with a
// trailing dot ('mx1.panel-mail.net.').

export const stripDot = (h: string) => h.replace(/\.$/, '').toLowerCase();
export const absolute = (h: string) => `${stripDot(h)}.`;

/** The owner name as a full name without the trailing dot. */
export function fqdnOf(name: string, zone: string): string {
  return name === '@' ? zone : `${name}.${zone}`;
}

export type NameResult = { ok: true; name: string } | { ok: false; message: string; code: string };

/**
 * An API name to the stored relative name. `www.example.com.` (absolute) must
 * lie inside the zone. A name typed without the dot that ends in the zone
 * (`www.example.com`) is taken as meant: the usual BIND trap of appending the
 * zone twice is never what a person wants.
 */
export function relativeName(raw: string, zone: string): NameResult {
  const n = raw.trim().toLowerCase();
  if (n === '@' || n === '') return { ok: true, name: '@' };
  const bare = n.endsWith('.') ? n.slice(0, -1) : n;
  let rel: string;
  if (bare === zone) rel = '@';
  else if (bare.endsWith(`.${zone}`)) rel = bare.slice(0, -(zone.length + 1));
  else if (n.endsWith('.')) {
    return {
      ok: false,
      code: 'outside_zone',
      message: `${bare} is outside the zone ${zone}; use a name ending in .${zone} or a relative name such as www`,
    };
  } else rel = bare;
  if (fqdnOf(rel, zone).length > 253) {
    return {
      ok: false,
      code: 'name_too_long',
      message: `The full name ${fqdnOf(rel, zone)} is longer than 253 characters`,
    };
  }
  if (rel.includes('*') && !/^\*(\.|$)/.test(rel)) {
    return { ok: false, code: 'bad_wildcard', message: 'A wildcard * may only be the leftmost label, e.g. * or *.dev' };
  }
  return { ok: true, name: rel };
}

/** A name in a zone file, relative to `origin` unless it ends in a dot; '@' is the origin. */
export function zoneFileName(token: string, origin: string): string {
  if (token === '@') return origin;
  if (token.endsWith('.')) return stripDot(token);
  return origin ? `${token.toLowerCase()}.${origin}` : token.toLowerCase();
}

/** The relative name of `fqdn` in `zone`, or null when it is outside. */
export function inZone(fqdn: string, zone: string): string | null {
  const f = stripDot(fqdn);
  if (f === zone) return '@';
  return f.endsWith(`.${zone}`) ? f.slice(0, -(zone.length + 1)) : null;
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
export const isIpv4 = (s: string) => IPV4.test(s);
export function isIpv6(s: string): boolean {
  if (!s.includes(':')) return false;
  try {
    new URL(`http://[${s}]/`);
    return true;
  } catch {
    return false;
  }
}
/** The canonical (compressed, lower-case) text of an IPv6 address. */
export const canonicalIpv6 = (s: string) => new URL(`http://[${s}]/`).hostname.slice(1, -1);

const HOST = /^([a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?)(\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?)*$/;
export const isHostName = (s: string) => HOST.test(stripDot(s)) && stripDot(s).length <= 253;
