// What a glue (host) record may hold. Registries publish glue in the parent
// zone for every resolver on the internet, so they refuse addresses nobody can
// reach there: private, loopback, link-local, unspecified, multicast and the
// other non-routable ranges. The documentation ranges (192.0.2.0/24,
// 198.51.100.0/24, 203.0.113.0/24, 2001:db8::/32, 3fff::/20) are not routable
// either, but they are what examples and this sandbox's demo use, and the
// simulated registry reaches nothing: they stay allowed here on purpose.
import ipaddr from 'ipaddr.js';
import { ApiError, type FieldError } from '@server/core/problem';
import { isSubordinate } from './registry-domain';

const WHY: Record<string, string> = {
  unspecified: 'the unspecified address',
  broadcast: 'the broadcast address',
  multicast: 'a multicast address',
  linkLocal: 'a link-local address',
  loopback: 'a loopback address',
  carrierGradeNat: 'a carrier-grade NAT address (RFC 6598)',
  private: 'a private address (RFC 1918)',
  uniqueLocal: 'a unique local address (RFC 4193)',
  ipv4Mapped: 'an IPv4-mapped IPv6 address (give it as IPv4)',
  rfc6145: 'an IPv4-translated address (RFC 6145)',
  benchmarking: 'a benchmarking address (RFC 2544 / RFC 5180)',
  deprecatedSiteLocal: 'a site-local address (deprecated by RFC 3879)',
  discard: 'a discard-only address (RFC 6666)',
  reserved: 'a reserved address',
};

const DOCUMENTATION = ['192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24', '2001:db8::/32', '3fff::/20'].map((c) =>
  ipaddr.parseCIDR(c),
);

const isDocumentation = (ip: ipaddr.IPv4 | ipaddr.IPv6) =>
  DOCUMENTATION.some(([net, bits]) => net.kind() === ip.kind() && ip.match(net, bits));

/** Why `address` cannot be glue, or null when it can. */
export function glueAddressProblem(address: string): string | null {
  const ip = ipaddr.parse(address);
  if (isDocumentation(ip)) return null;
  const why = WHY[ip.range()];
  return why ? `${address} is ${why}; glue must be an address reachable from the internet` : null;
}

export interface GlueInput {
  hostname: string;
  ipv4: string[];
  ipv6: string[];
}

/**
 * The glue record to store: its hostname under the domain, its addresses routable, written the one
 * way (RFC 5952 for IPv6) and each once. 422 `validation_failed` naming each field that is wrong.
 */
export function checkedGlue(domain: string, g: GlueInput): GlueInput {
  const errors: FieldError[] = [];
  if (!isSubordinate(g.hostname, domain))
    errors.push({
      path: 'hostname',
      message: `${g.hostname} is not under ${domain}; glue is only for nameservers named under the domain itself, such as ns1.${domain}`,
      code: 'not_subordinate',
    });
  const normal = (list: string[], field: 'ipv4' | 'ipv6') => {
    const out: string[] = [];
    list.forEach((typed, i) => {
      const problem = glueAddressProblem(typed);
      const address = ipaddr.parse(typed).toString();
      if (problem) errors.push({ path: `${field}.${i}`, message: problem, code: 'not_routable' });
      else if (!out.includes(address)) out.push(address);
    });
    return out;
  };
  const out = { hostname: g.hostname, ipv4: normal(g.ipv4, 'ipv4'), ipv6: normal(g.ipv6, 'ipv6') };
  if (errors.length)
    throw new ApiError('validation_failed', errors.map((e) => `${e.path}: ${e.message}`).join('; '), { errors });
  return out;
}

/** The hostname of a glue record to remove must be under the domain, like any glue. */
export function checkedGlueHost(domain: string, hostname: string) {
  if (!isSubordinate(hostname, domain)) {
    const message = `${hostname} is not under ${domain}, so it cannot be one of its glue records`;
    throw new ApiError('validation_failed', `hostname: ${message}`, {
      errors: [{ path: 'hostname', message, code: 'not_subordinate' }],
    });
  }
  return hostname;
}

export const addressList = (g: { ipv4: string[]; ipv6: string[] } | null) =>
  g && g.ipv4.length + g.ipv6.length ? [...g.ipv4, ...g.ipv6].join(', ') : 'none';
