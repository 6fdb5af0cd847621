// What a zone holds when it is new or reset: SOA and our nameservers, the
// web records of its hosting (or the parking page), and our own mail preset.
// The seed builds demo zones from this too, so "reset" means "as delivered".
import type { Rec } from './rdata';
import { OUR_NAMESERVERS, txtValue } from './rdata';
import { templateRecords } from './mx-templates';

/** The web address of each hosting node; the parking page answers for domains without hosting. */
const NODE_ADDRESSES: Record<string, string> = {
  'web-ams-02': '185.20.30.12',
  'web-ams-04': '185.20.30.14',
  'web-sto-01': '185.20.40.11',
  'web-hel-01': '185.20.50.11',
};
const PARKING_ADDRESS = '185.20.30.10';

export function webAddress(node: string | null): string {
  if (!node) return PARKING_ADDRESS;
  if (NODE_ADDRESSES[node]) return NODE_ADDRESSES[node]!;
  let h = 0;
  for (const c of node) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return `185.20.${30 + (h % 20)}.${10 + (h % 200)}`;
}

export function soaValue(domain: string, serial: number): string {
  return `${OUR_NAMESERVERS[0]}. hostmaster.${domain}. ${serial} 7200 3600 1209600 3600`;
}

export const systemRecords = (domain: string, serial: number): Rec[] => [
  { name: '@', type: 'SOA', ttl: 3600, priority: null, value: soaValue(domain, serial) },
  ...OUR_NAMESERVERS.map((ns) => ({ name: '@', type: 'NS', ttl: 86400, priority: null, value: `${ns}.` })),
];

/** Mail records of our own mail service: MX, SPF and a DMARC policy reporting to the domain. */
export function mailRecords(domain: string): Rec[] {
  return [
    ...templateRecords('own'),
    {
      name: '_dmarc',
      type: 'TXT',
      ttl: 3600,
      priority: null,
      value: txtValue([`v=DMARC1; p=quarantine; rua=mailto:dmarc@${domain}`]),
    },
  ];
}

/** Web records: the apex at the hosting node (or parking), www as an alias of the apex. */
export function webRecords(domain: string, node: string | null): Rec[] {
  return [
    { name: '@', type: 'A', ttl: 3600, priority: null, value: webAddress(node) },
    { name: 'www', type: 'CNAME', ttl: 3600, priority: null, value: `${domain}.` },
  ];
}

export function defaultRecords(domain: string, node: string | null, serial: number): Rec[] {
  return [...systemRecords(domain, serial), ...webRecords(domain, node), ...mailRecords(domain)];
}

/** Records that carry mail for a domain; "keep mail" on reset leaves these alone. */
export function isMailRecord(r: Pick<Rec, 'name' | 'type' | 'value'>): boolean {
  const name = r.name.toLowerCase();
  if (r.type === 'MX') return true;
  if (r.type === 'SRV') return /^_(submission|submissions|imap|imaps|pop3|pop3s|autodiscover)\._tcp/.test(name);
  if (r.type === 'CNAME') return ['autoconfig', 'autodiscover', 'mail', 'webmail'].includes(name);
  if (r.type !== 'TXT') return false;
  return name === '_dmarc' || name.endsWith('._domainkey') || (name === '@' && /^"?v=spf1\b/i.test(r.value.trim()));
}
