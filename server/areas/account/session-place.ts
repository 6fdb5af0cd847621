// Where a session was opened, as far as the sandbox can tell from the address alone: it ships no
// location database, so a public address is named as such (a production deployment would look it up in
// one, e.g. a GeoLite2 country file; docs/decisions/026). ipaddr.js knows the special ranges.
import ipaddr from 'ipaddr.js';

const ranges: Record<string, string> = {
  loopback: 'This computer',
  private: 'A private network',
  uniqueLocal: 'A private network',
  carrierGradeNat: "A provider's shared network",
  linkLocal: 'The local network link',
};

/** The sandbox's example networks (RFC 5737, RFC 3849): the demo's made-up visitors. */
const documentation = ['192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24', '2001:db8::/32'].map((c) =>
  ipaddr.parseCIDR(c),
);

export function placeOf(ip: string): string | null {
  if (!ipaddr.isValid(ip)) return null;
  const addr = ipaddr.process(ip);
  if (documentation.some(([net, bits]) => net.kind() === addr.kind() && addr.match(net, bits)))
    return 'A documentation network (sandbox example)';
  return ranges[addr.range()] ?? 'The internet (the sandbox has no location database)';
}
