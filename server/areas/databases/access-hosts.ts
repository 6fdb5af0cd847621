// Access hosts: where a database user may connect from, in the forms MySQL's
// manual gives for the host part of 'user'@'host' ("Specifying Account Names"):
// `%` (anywhere), `localhost`, one IPv4 or IPv6 address, a host name, an IPv4
// subnet written with `%` for its trailing parts (`203.0.113.%`), a network as
// CIDR (`192.0.2.0/24`, `2001:db8::/32`) or in MySQL's netmask form
// (`192.0.2.0/255.255.255.0`), and a host-name pattern with MySQL's wildcards
// (`%` any characters, `_` one character: `%.example.com`, `web_.example.com`).
// What MySQL would never match is refused: a wildcard elsewhere in an address
// (`203.0.%.5`, `192.168.1%`, any in IPv6, whose text has many forms), a name
// that starts with digits and a dot (MySQL does not match such host names, so
// `198.51.100.example.com` cannot pose as a subnet). Every address is read by
// ipaddr.js and every name by the contract's domain-name parser; each is stored
// in one canonical form so the same host typed two ways is the same host.
import ipaddr from 'ipaddr.js';
import { parseDomainName } from '@contract/domain-name';
import { ApiError } from '@server/core/problem';

export const ACCEPTED_FORMS =
  'Use % (any host), localhost, an IPv4 or IPv6 address, a host name such as db.example.com, a subnet such as 203.0.113.%, a network such as 192.0.2.0/24, 2001:db8::/32 or 192.0.2.0/255.255.255.0, or a host-name pattern such as %.example.com (% stands for any characters, _ for one)';

/** The longest host part MySQL stores (the Host column of its grant tables). */
const MAX_HOST = 255;
const WILDCARD = /[%_]/;

export type HostResult = { ok: true; host: string } | { ok: false; message: string };

const refuse = (why: string): HostResult => ({ ok: false, message: `${why}. ${ACCEPTED_FORMS}` });

/** One address: IPv4 only in dotted-quad form (ipaddr.js would also read `127.1` or `0x7f.0.0.1`). */
function address(s: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (ipaddr.IPv4.isValidFourPartDecimal(s)) return ipaddr.IPv4.parse(s);
  // A `%` in an IPv6 address is a zone (fe80::1%eth0), which means nothing to another machine.
  if (!s.includes('%') && ipaddr.IPv6.isValid(s)) return ipaddr.IPv6.parse(s);
  return null;
}

/** RFC 5952 text; an IPv4-mapped address keeps its dotted quad (RFC 5952 §5), as MySQL prints it. */
function shown(a: ipaddr.IPv4 | ipaddr.IPv6): string {
  if (a.kind() === 'ipv4') return a.toString();
  const v6 = a as ipaddr.IPv6;
  return v6.isIPv4MappedAddress() ? `::ffff:${v6.toIPv4Address().toString()}` : v6.toRFC5952String();
}

/** `base/suffix`: CIDR, or MySQL's IPv4 netmask form. The network address itself, no host bits. */
function network(s: string, base: string, suffix: string): HostResult {
  let addr: ipaddr.IPv4 | ipaddr.IPv6;
  let bits: number;
  let netmask: string | null = null;
  if (suffix.includes('.')) {
    const a = address(base);
    const mask = ipaddr.IPv4.isValidFourPartDecimal(suffix) ? ipaddr.IPv4.parse(suffix) : null;
    if (!a || a.kind() !== 'ipv4' || !mask)
      return refuse(`${s} is not a network: the netmask form is an IPv4 address and an IPv4 netmask`);
    const len = mask.prefixLengthFromSubnetMask();
    if (len === null) return refuse(`${suffix} is not a netmask: its one bits must come first, without gaps`);
    [addr, bits, netmask] = [a, len, mask.toString()];
  } else if (ipaddr.IPv4.isValidCIDRFourPartDecimal(s)) [addr, bits] = ipaddr.IPv4.parseCIDR(s);
  else if (!s.includes('%') && ipaddr.IPv6.isValidCIDR(s)) [addr, bits] = ipaddr.IPv6.parseCIDR(s);
  else return refuse(`${s} is not a network such as 192.0.2.0/24 (at most /32) or 2001:db8::/32 (at most /128)`);
  const cidr = `${shown(addr)}/${bits}`;
  const net =
    addr.kind() === 'ipv4' ? ipaddr.IPv4.networkAddressFromCIDR(cidr) : ipaddr.IPv6.networkAddressFromCIDR(cidr);
  if (shown(net) !== shown(addr)) return refuse(`${s} has host bits set; the network is ${shown(net)}/${bits}`);
  // The netmask form stays a netmask (MySQL matches it as written); a CIDR is kept in its shortest form.
  return { ok: true, host: netmask ? `${shown(addr)}/${netmask}` : cidr };
}

/** `203.0.113.%`, `198.51.%`, `10.%`: one to three decimal parts, then `%` for the rest (MySQL matches the text). */
function subnetPattern(s: string): HostResult {
  const parts = s.split('.');
  const fixed = parts.slice(0, -1);
  const filled = [...fixed, ...Array(4 - fixed.length).fill('0')].join('.');
  if (parts.at(-1) === '%' && fixed.length >= 1 && fixed.length <= 3 && ipaddr.IPv4.isValidFourPartDecimal(filled))
    return { ok: true, host: s };
  return refuse(
    `${s} is not a pattern MySQL matches as a subnet: % stands for whole trailing parts of an IPv4 address, as in 203.0.113.% or 198.51.%, and _ is not used in addresses`,
  );
}

/** A host name, or a host-name pattern with `%` and `_`, read by the domain-name parser. */
function hostName(s: string): HostResult {
  // MySQL matches no host name that starts with digits and a dot (its guard against names posing as subnets).
  if (/^[0-9]+\./.test(s))
    return refuse(`${s} is not a host MySQL matches: a host name that starts with digits and a dot never matches`);
  if (!WILDCARD.test(s)) {
    const d = parseDomainName(s);
    return d.ok ? { ok: true, host: d.ascii } : refuse(`${s} is not a host this node accepts: ${d.message}`);
  }
  // A pattern is valid when a name it matches is: each wildcard stands for one letter here.
  const d = parseDomainName(s.replace(/[%_]/g, 'x'));
  if (!d.ok) return refuse(`${s} is not a pattern MySQL matches: no host name fits it (${d.message})`);
  // MySQL compares host names without regard to case; the stored form is lower case.
  return { ok: true, host: s.toLowerCase() };
}

/** A host pattern in its canonical form, or why it is refused (with the accepted forms). */
export function parseAccessHost(raw: string): HostResult {
  const s = raw.trim();
  if (s.length > MAX_HOST) return refuse(`A host is at most ${MAX_HOST} characters`);
  if ([...s].some((c) => c.trim() === '')) return refuse('A host has no spaces');
  if (s === '%') return { ok: true, host: '%' };
  if (s.toLowerCase() === 'localhost') return { ok: true, host: 'localhost' };
  if (s.startsWith('%.') && !WILDCARD.test(s.slice(2))) {
    const d = parseDomainName(s.slice(2));
    return d.ok ? { ok: true, host: `%.${d.ascii}` } : refuse(`After %. comes a domain name: ${d.message}`);
  }
  const slash = s.indexOf('/');
  if (slash >= 0) {
    if (WILDCARD.test(s)) return refuse(`${s} is not a network MySQL matches: a network has no % or _`);
    return network(s, s.slice(0, slash), s.slice(slash + 1));
  }
  if (s.includes(':')) {
    if (WILDCARD.test(s))
      return refuse(
        `${s} is not a pattern MySQL matches: an IPv6 address takes no % or _ (nor a zone); use a network such as 2001:db8::/32`,
      );
    const addr = address(s);
    return addr ? { ok: true, host: shown(addr) } : refuse(`${s} is not a host this node accepts`);
  }
  // Digits, dots and wildcards only: an IPv4 address or a subnet pattern, never a name.
  if (/^[0-9.%_]+$/.test(s) && /[0-9]/.test(s)) {
    if (WILDCARD.test(s)) return subnetPattern(s);
    const addr = address(s);
    return addr ? { ok: true, host: shown(addr) } : refuse(`${s} is not a host this node accepts`);
  }
  return hostName(s);
}

/** The canonical host, or a 422 on `field` saying which forms are accepted. */
export function checkedHost(raw: string, field: string): string {
  const r = parseAccessHost(raw);
  if (r.ok) return r.host;
  throw new ApiError('validation_failed', `${field}: ${r.message}`, {
    errors: [{ path: field, message: r.message, code: 'invalid_host' }],
  });
}
