// Realistic hosting documents for the area's component tests, typed against
// the contract so a contract change breaks them at compile time.
import type { z } from 'zod';
import type { Target } from '@contract/common';
import type { HostingAccount, HostingAccountSummary, hostingOps } from '@contract/hosting';
import type { AddonDomain } from '@contract/hosting-sites';
import type { ResponseOf } from '@contract/operation';
import { json, type Routes } from '@/test/fetch-stub';
import { me, session } from '@/test/fixtures';

export const API = '/api/v1/hosting';
type Ops = typeof hostingOps;

export const shellRoutes = (): Routes => ({
  'GET /api/v1/auth/session': json(session()),
  'GET /api/v1/me': json(me()),
  'GET /api/v1/account/accessible-accounts': json({ data: [], total: 0 }),
});

export const target = (input = '7'): Target => ({
  input,
  kind: /^\d+$/.test(input) ? 'service' : 'domain',
  domain: 'nordlight-studio.com',
  mailbox: null,
  serviceId: 7,
  domainServiceId: null,
  daUsername: 'nordligh',
  node: 'web-ams-04',
  userId: 10,
  note: null,
});

export const summary = (
  over: Partial<z.infer<typeof HostingAccountSummary>> = {},
): z.infer<typeof HostingAccountSummary> => ({
  serviceId: 7,
  domain: 'nordlight-studio.com',
  daUsername: 'nordligh',
  plan: 'Business Hosting',
  node: 'web-ams-04',
  status: 'active',
  diskUsedMb: 43_000,
  diskQuotaMb: 50_000,
  expiresAt: '2030-06-01T00:00:00.000Z',
  ...over,
});

export const account = (over: Partial<z.infer<typeof HostingAccount>> = {}): z.infer<typeof HostingAccount> => ({
  ...summary(),
  target: target(),
  ipAddress: '185.20.30.14',
  ipv6Address: '2a02:750:9::14',
  phpVersion: '8.3',
  suspendedReason: null,
  nameservers: ['ns1.panel-dns.net', 'ns2.panel-dns.net'],
  limits: {
    diskMb: 50_000,
    bandwidthMb: 500_000,
    addonDomains: 10,
    subdomains: 50,
    mailboxes: 50,
    databases: 20,
    ftpAccounts: 10,
  },
  features: { ssh: true, cron: true, backups: true, git: true },
  createdAt: '2024-01-01T00:00:00.000Z',
  ...over,
});

export const usage = (): ResponseOf<Ops['getHostingUsage']> => ({
  target: target(),
  diskMb: { used: 43_000, limit: 50_000 },
  bandwidthMb: {
    used: 36_000,
    limit: 500_000,
    periodStart: '2030-01-01T00:00:00.000Z',
    periodEnd: '2030-01-31T23:59:59.000Z',
  },
  inodes: { used: 1_200_000, limit: 1_250_000 },
  addonDomains: { used: 2, limit: 10 },
  subdomains: { used: 36, limit: 50 },
  mailboxes: { used: 4, limit: null },
  databases: { used: 2, limit: 20 },
  ftpAccounts: { used: 1, limit: 10 },
  measuredAt: '2030-01-15T10:00:00.000Z',
});

export const resourceUsage = (
  faults = { cpu: 0, memory: 3, processes: 0, io: 0 },
): ResponseOf<Ops['getHostingResourceUsage']> => ({
  target: target(),
  cpuPercent: { used: 35, limit: 200 },
  memoryMb: { used: 1840, limit: 2000 },
  processes: { used: 12, limit: 100 },
  entryProcesses: { used: 4, limit: 30 },
  ioKbps: { used: 800, limit: 8192 },
  iops: { used: 90, limit: 2048 },
  faults24h: faults,
  sampledAt: '2030-01-15T10:00:00.000Z',
});

export const history = (
  over: Partial<ResponseOf<Ops['getHostingUsageHistory']>> = {},
): ResponseOf<Ops['getHostingUsageHistory']> => ({
  target: target(),
  metric: 'disk',
  period: '30d',
  unit: 'MB',
  available: true,
  note: null,
  points: [
    { at: '2030-01-13T00:00:00.000Z', value: 40_000 },
    { at: '2030-01-14T00:00:00.000Z', value: 45_000 },
    { at: '2030-01-15T00:00:00.000Z', value: 43_000 },
  ],
  ...over,
});

export const httpd = (): ResponseOf<Ops['getHttpdConfig']> => ({
  target: target(),
  server: 'litespeed',
  serverVersion: '6.3.2',
  phpHandler: 'lsapi',
  defaultPhpVersion: '8.3',
  customDirectives: 0,
  sites: [
    {
      domain: 'nordlight-studio.com',
      documentRoot: '/home/nordligh/domains/nordlight-studio.com/public_html',
      phpVersion: '8.3',
      http2: true,
      forceHttps: true,
      ssl: { enabled: true, issuer: "Let's Encrypt", expiresAt: '2099-01-01T00:00:00.000Z' },
    },
  ],
});

export const site = (domain: string, over: Partial<AddonDomain> = {}): AddonDomain => ({
  domain,
  isPrimary: false,
  active: true,
  isSuspended: false,
  features: { php: true, cgi: true, ssl: true },
  ...over,
});

export const sites = (...extra: AddonDomain[]): ResponseOf<Ops['listAddonDomains']> => {
  const data = [site('nordlight-studio.com', { isPrimary: true }), ...extra];
  return { target: target(), data, total: data.length };
};

export const page = <T>(data: T[]) => ({
  target: target(),
  data,
  hasMore: false,
  nextCursor: null,
  total: data.length,
});

/** Every read of the overview, answered. */
export const overviewRoutes = (): Routes => ({
  ...shellRoutes(),
  [`GET ${API}/account`]: json(account()),
  [`GET ${API}/usage`]: json(usage()),
  [`GET ${API}/resource-usage`]: json(resourceUsage()),
  [`GET ${API}/usage/history`]: json(history()),
  [`GET ${API}/httpd-config`]: json(httpd()),
  [`GET ${API}/domains`]: json(sites()),
});
