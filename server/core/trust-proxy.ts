// Who the client is when the panel runs behind reverse proxies. Off by default: the socket's peer is
// the client, and X-Forwarded-* headers (which anyone can send) are ignored. With TRUST_PROXY set,
// X-Forwarded-For is read from the right, one entry per trusted proxy, so a client cannot pick its
// own address by prepending entries: only what the trusted proxies themselves appended counts.
// X-Forwarded-Proto is read from the nearest trusted proxy. The answer feeds the request budgets,
// the login brakes, secure cookies and the request log.
import ipaddr from 'ipaddr.js';

export type TrustProxy =
  | { kind: 'off' }
  /** Trust this many proxies in front of the server, whatever their addresses. */
  | { kind: 'hops'; hops: number }
  /** Trust the proxies at these addresses and networks. */
  | { kind: 'list'; networks: [ipaddr.IPv4 | ipaddr.IPv6, number][] };

export interface ClientInfo {
  ip: string;
  /** Whether the client's own connection (to the outermost trusted proxy) was https. */
  https: boolean;
}

const parse = (ip: string) => {
  const bare = ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip;
  return ipaddr.isValid(bare) ? ipaddr.process(bare) : null;
};

function trusted(trust: TrustProxy, ip: string, hop: number): boolean {
  if (trust.kind === 'off') return false;
  if (trust.kind === 'hops') return hop < trust.hops;
  const addr = parse(ip);
  if (!addr) return false;
  return trust.networks.some(([net, bits]) => {
    const a =
      net.kind() === 'ipv6' && (net as ipaddr.IPv6).isIPv4MappedAddress() ? (net as ipaddr.IPv6).toIPv4Address() : net;
    return a.kind() === addr.kind() && addr.match(a, bits);
  });
}

/** The client's address and scheme, given the socket's peer and the request's forwarding headers. */
export function clientInfo(
  trust: TrustProxy,
  socketIp: string,
  socketHttps: boolean,
  forwardedFor: string | undefined,
  forwardedProto: string | undefined,
): ClientInfo {
  const chain = (forwardedFor ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const protos = (forwardedProto ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  let ip = socketIp;
  let https = socketHttps;
  // Walk from the socket outwards while the current peer is a trusted proxy and it said who its peer was.
  for (let hop = 0; trusted(trust, ip, hop) && chain.length > 0; hop++) {
    const next = chain.pop()!;
    if (!parse(next)) break;
    ip = parse(next)!.toString();
    const proto = protos.pop();
    if (proto === 'https' || proto === 'http') https = proto === 'https';
  }
  return { ip, https };
}
