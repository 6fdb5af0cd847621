// Realistic DNS documents for SPA tests, typed against the contract.
import type { z } from 'zod';
import type { DnsZone } from '@contract/dns';
import type { DnsRecord } from '@contract/dns-records';
import type { Target } from '@contract/common';
import { json, type Routes } from '@/test/fetch-stub';
import { me, session } from '@/test/fixtures';

export const DOMAIN = 'example.com';

export const shellRoutes = (): Routes => ({
  'GET /api/v1/auth/session': json(session()),
  'GET /api/v1/me': json(me()),
  'GET /api/v1/account/accessible-accounts': json({ data: [], total: 0 }),
});

const target: Target = {
  input: DOMAIN,
  kind: 'domain',
  domain: DOMAIN,
  mailbox: null,
  serviceId: 12,
  domainServiceId: 13,
  daUsername: 'example',
  node: 'web-ams-04',
  userId: 10,
  note: null,
};

export const zone = (over: Partial<z.infer<typeof DnsZone>> = {}): z.infer<typeof DnsZone> => ({
  domain: DOMAIN,
  serviceId: 12,
  serial: 2026011001,
  recordCount: 4,
  delegated: true,
  dnssec: false,
  updatedAt: '2026-01-10T09:00:00Z',
  target,
  defaultTtl: 3600,
  nameservers: ['ns1.panel-dns.net', 'ns2.panel-dns.net'],
  registryNameservers: ['ns1.panel-dns.net', 'ns2.panel-dns.net'],
  recordCounts: { SOA: 1, NS: 2, A: 1 },
  mxTemplate: null,
  ...over,
});

const base = { ttl: 3600, locked: false, updatedAt: '2026-01-10T09:00:00Z' };
export const records: DnsRecord[] = [
  {
    ...base,
    id: '1',
    name: '@',
    fqdn: DOMAIN,
    type: 'SOA',
    locked: true,
    content: 'ns1.panel-dns.net. hostmaster.example.com. 2026011001 7200 3600 1209600 3600',
    mname: 'ns1.panel-dns.net',
    rname: 'hostmaster.example.com',
    serial: 2026011001,
    refresh: 7200,
    retry: 3600,
    expire: 1209600,
    minimum: 3600,
  },
  {
    ...base,
    id: '2',
    name: '@',
    fqdn: DOMAIN,
    type: 'NS',
    locked: true,
    ttl: 86400,
    content: 'ns1.panel-dns.net.',
    value: 'ns1.panel-dns.net',
  },
  { ...base, id: '3', name: '@', fqdn: DOMAIN, type: 'A', content: '192.0.2.10', value: '192.0.2.10' },
  { ...base, id: '4', name: 'www', fqdn: `www.${DOMAIN}`, type: 'A', content: '192.0.2.11', value: '192.0.2.11' },
];

export const page = (data: DnsRecord[]) => ({
  data,
  hasMore: false,
  nextCursor: null,
  total: data.length,
  target,
  zone: DOMAIN,
  serial: 2026011001,
});
export const withTarget = <T extends object>(body: T) => ({ target, zone: DOMAIN, serial: 2026011002, ...body });
