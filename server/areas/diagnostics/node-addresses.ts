// The addresses a hosting node answers on: its own (hosting_nodes) and the web
// address the DNS area gives new zones for it, which the seed's zones carry.
import { webAddress } from '@server/areas/dns/public';
import type { HostingAccount } from '@server/areas/hosting/public';

export interface NodeAddresses {
  name: string;
  /** The address a new A record gets (what publishing a host's addresses writes). */
  ipv4: string;
  all: string[];
}

export function nodeAddresses(account: Pick<HostingAccount, 'node'> | null): NodeAddresses | null {
  if (!account) return null;
  const n = account.node;
  const all = [n.ipv4, n.ipv6, webAddress(n.name)].filter((x): x is string => Boolean(x));
  return { name: n.name, ipv4: n.ipv4, all: [...new Set(all)] };
}
