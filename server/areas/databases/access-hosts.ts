// Access hosts: where a database user may connect from, in the forms a MySQL
// server accepts in 'user'@'host': `%` (anywhere), `localhost`, one IPv4 or
// IPv6 address, a network as CIDR (`192.0.2.0/24`, `2001:db8::/32`) or in
// MySQL's netmask form (`192.0.2.0/255.255.255.0`), and `%.<domain>` (any host
// under a domain). Every address is read by ipaddr.js and every domain by the
// contract's domain-name parser; each is stored in one canonical form so the
// same host typed two ways is the same host.
import ipaddr from 'ipaddr.js';
import { parseDomainName } from '@contract/domain-name';
import { ApiError } from '@server/core/problem';

export const ACCEPTED_FORMS =
  'Use % (any host), localhost, an IPv4 or IPv6 address, a network such as 192.0.2.0/24, 2001:db8::/32 or 192.0.2.0/255.255.255.0, or %.example.com for any host under a domain';

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

/** A host pattern in its canonical form, or why it is refused (with the accepted forms). */
export function parseAccessHost(raw: string): HostResult {
  const s = raw.trim();
  if (s === '%') return { ok: true, host: '%' };
  if (s.toLowerCase() === 'localhost') return { ok: true, host: 'localhost' };
  if (s.startsWith('%.')) {
    const d = parseDomainName(s.slice(2));
    return d.ok ? { ok: true, host: `%.${d.ascii}` } : refuse(`After %. comes a domain name: ${d.message}`);
  }
  const slash = s.indexOf('/');
  if (slash >= 0) return network(s, s.slice(0, slash), s.slice(slash + 1));
  const addr = address(s);
  if (addr) return { ok: true, host: shown(addr) };
  if (s.includes('%'))
    return refuse(`${s} is not a pattern this node accepts: % stands alone or as %.<domain>, not inside an address`);
  return refuse(`${s} is not a host this node accepts`);
}

/** The canonical host, or a 422 on `field` saying which forms are accepted. */
export function checkedHost(raw: string, field: string): string {
  const r = parseAccessHost(raw);
  if (r.ok) return r.host;
  throw new ApiError('validation_failed', `${field}: ${r.message}`, {
    errors: [{ path: field, message: r.message, code: 'invalid_host' }],
  });
}
