// Who is calling, as far as budgets are concerned. An IPv6 customer is handed a
// whole /64 by their provider and can pick any address in it, so per-address
// budgets would be per-request budgets: every IPv6 client shares one budget per /64.
import type { Context } from 'hono';
import ipaddr from 'ipaddr.js';
import { sha256 } from './crypto';
import { memoize } from './memo';
import { clientInfo, type ClientInfo, type TrustProxy } from './trust-proxy';

type Incoming = { socket?: { remoteAddress?: string; encrypted?: boolean } };
const socketOf = (c: Context) => (c.env as { incoming?: Incoming } | undefined)?.incoming?.socket;

/** The client as the socket and the trusted proxies (TRUST_PROXY, core/trust-proxy.ts) say; kept once per request. */
export function clientOf(c: Context, trust: TrustProxy): ClientInfo {
  const kept = c.get('client') as ClientInfo | undefined;
  if (kept) return kept;
  const socket = socketOf(c);
  const client = clientInfo(
    trust,
    socket?.remoteAddress ?? '127.0.0.1',
    socket?.encrypted === true,
    c.req.header('x-forwarded-for'),
    c.req.header('x-forwarded-proto'),
  );
  c.set('client', client);
  return client;
}

/** The client's address: as the app's first step worked it out (`clientOf`), else the socket's peer. */
export function clientIp(c: Context): string {
  return (c.get('client') as ClientInfo | undefined)?.ip ?? socketOf(c)?.remoteAddress ?? '127.0.0.1';
}

/** The network a budget is kept for: the IPv4 address itself, or the IPv6 /64 (IPv4-mapped IPv6 counts as IPv4). */
export function budgetNetwork(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const addr = ipaddr.process(ip);
  if (addr.kind() === 'ipv4') return addr.toString();
  const network = new ipaddr.IPv6([...(addr as ipaddr.IPv6).parts.slice(0, 4), 0, 0, 0, 0]);
  return `${network.toString()}/64`;
}

/** The budget key of an anonymous caller (and of password and code attempts by address). */
const keyOfIp = memoize((ip) => `ip:${sha256(budgetNetwork(ip))}`);
export const addressKey = (c: Context) => keyOfIp(clientIp(c));
