// The directory of the simulated DNS: our two authoritative nameservers, the
// public resolvers a customer can ask, and the short table of the public
// internet outside the zones hosted here that the sandbox knows.
import { sha256 } from '@server/core/crypto';

export interface ServerInfo {
  id: string;
  name: string;
  address: string;
  location: string;
  /** How long after a zone change this server typically catches up. */
  lagMs: number;
}

export const NAMESERVERS = [
  { host: 'ns1.panel-dns.net', addresses: ['185.20.29.53', '2a0b:4c0:53::1'], primary: true },
  { host: 'ns2.panel-dns.net', addresses: ['185.20.28.53', '2a0b:4c0:53::2'], primary: false },
];

/** ns2 transfers changes from ns1 a few seconds later, so it lags like a resolver. */
export const SECONDARY: ServerInfo = {
  id: 'ns2.panel-dns.net',
  name: 'ns2.panel-dns.net',
  address: '185.20.28.53',
  location: 'Frankfurt, DE',
  lagMs: 3_000,
};

export const PUBLIC_RESOLVERS: ServerInfo[] = [
  { id: 'cloudflare', name: 'Cloudflare', address: '1.1.1.1', location: 'Anycast · Stockholm', lagMs: 5_000 },
  { id: 'google', name: 'Google Public DNS', address: '8.8.8.8', location: 'Anycast · Hamina', lagMs: 15_000 },
  { id: 'quad9', name: 'Quad9', address: '9.9.9.9', location: 'Anycast · Zurich', lagMs: 30_000 },
  { id: 'opendns', name: 'OpenDNS', address: '208.67.222.222', location: 'Anycast · Amsterdam', lagMs: 60_000 },
  { id: 'isp-sto', name: 'ISP resolver', address: '192.0.2.53', location: 'Stockholm, SE', lagMs: 120_000 },
  { id: 'isp-hel', name: 'ISP resolver', address: '198.51.100.53', location: 'Helsinki, FI', lagMs: 180_000 },
  { id: 'isp-fra', name: 'ISP resolver', address: '203.0.113.53', location: 'Frankfurt, DE', lagMs: 300_000 },
];

/** What the sandbox knows of the internet outside the zones hosted here. */
export const KNOWN: Record<string, Record<string, string[]>> = {
  'ns1.panel-dns.net': { A: ['185.20.29.53'], AAAA: ['2a0b:4c0:53::1'] },
  'ns2.panel-dns.net': { A: ['185.20.28.53'], AAAA: ['2a0b:4c0:53::2'] },
  'mx1.panel-mail.net': { A: ['185.20.30.25'], AAAA: ['2a0b:4c0::25'] },
  'mx2.panel-mail.net': { A: ['185.20.31.25'] },
  'smtp.panel-mail.net': { A: ['185.20.30.26'] },
  '_spf.panel-mail.net': { TXT: ['"v=spf1 ip4:185.20.30.0/24 ip4:185.20.31.0/24 ip6:2a0b:4c0::/32 -all"'] },
  'mail-in.suite-a.net': { A: ['198.18.10.25'] },
  'alt-in.suite-a.net': { A: ['198.18.11.25'] },
  'spf.suite-a.net': { TXT: ['"v=spf1 include:_netblocks.suite-a.net include:_netblocks2.suite-a.net ~all"'] },
  '_netblocks.suite-a.net': { TXT: ['"v=spf1 ip4:198.18.10.0/24 ~all"'] },
  '_netblocks2.suite-a.net': { TXT: ['"v=spf1 ip4:198.18.11.0/24 ~all"'] },
  'mx1.suite-b.com': { A: ['198.18.20.25'] },
  'mx2.suite-b.com': { A: ['198.18.21.25'] },
  '_spf.suite-b.com': { TXT: ['"v=spf1 ip4:198.18.20.0/23 ~all"'] },
  '14.30.20.185.in-addr.arpa': { PTR: ['web-ams-04.panel-hosting.net.'] },
  '25.30.20.185.in-addr.arpa': { PTR: ['mx1.panel-mail.net.'] },
  '25.31.20.185.in-addr.arpa': { PTR: ['mx2.panel-mail.net.'] },
};
/** Zones whose every name the sandbox knows: a miss in them is a real NXDOMAIN, not a guess. */
export const KNOWN_ZONES = ['panel-dns.net', 'panel-mail.net', 'suite-a.net', 'suite-b.com', 'in-addr.arpa'];

/** A stable number per key, so response times and lags are the same on every run. */
export const stableHash = (s: string) => parseInt(sha256(s).slice(0, 8), 16);
