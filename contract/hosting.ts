// Web hosting accounts: the account itself, its connection details, quotas
// and resource use, the web-server summary, and single-use links into the
// control panel. What the account serves is in hosting-sites.ts (addon domains,
// hotlink protection) and hosting-aliases.ts (pointers, subdomains, redirects).
import { z } from 'zod';
import { AsciiDomainName, Input, Target, Timestamp, collection, page } from './common';
import { DomainName } from './domain-name-fields';
import { HOSTING_ACCOUNT_SORTS, HOSTING_ACCOUNT_SORT_DEFAULT } from './list-sorts';
import { sortParam } from './list-export';
import { defineArea } from './operation';
import { hostingErrors, readHosting, writeHosting } from './hosting-shared';
import { hostingSiteOps } from './hosting-sites';
import { hostingAliasOps } from './hosting-aliases';
import { HOSTING_ACCOUNT_SEARCH } from './search-text';
import { HOSTING_STATUSES } from './filter-values';

const PROBE_ORIGIN = 'https://panel.invalid';
/**
 * A path that stays on the host it is appended to: one leading slash, no `//` (a scheme-relative URL)
 * and no `\\` (browsers read it as `/`), and the URL parser, given the path against a dummy origin,
 * keeps that origin. Exported for the server, which checks again when the link is used.
 */
export function isLocalPath(path: string): boolean {
  if (!path.startsWith('/') || path.includes('//') || path.includes('\\')) return false;
  try {
    return new URL(path, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

export const HostingStatus = z.enum(HOSTING_STATUSES);

/** `limit` null means unlimited. */
export const Quota = z.object({ used: z.number().min(0), limit: z.number().min(0).nullable() });

export const HostingAccountSummary = z.object({
  serviceId: z.number().int(),
  domain: AsciiDomainName,
  daUsername: z.string(),
  plan: z.string(),
  node: z.string(),
  status: HostingStatus,
  diskUsedMb: z.number().min(0),
  diskQuotaMb: z.number().min(0).nullable(),
  expiresAt: Timestamp.nullable(),
});

export const HostingAccount = HostingAccountSummary.extend({
  target: Target,
  ipAddress: z.string(),
  ipv6Address: z.string().nullable(),
  phpVersion: z.string(),
  suspendedReason: z.string().nullable(),
  nameservers: z.array(z.string()),
  /** Plan limits; null is unlimited. */
  limits: z.object({
    diskMb: z.number().int().nullable(),
    bandwidthMb: z.number().int().nullable(),
    addonDomains: z.number().int().nullable(),
    subdomains: z.number().int().nullable(),
    mailboxes: z.number().int().nullable(),
    databases: z.number().int().nullable(),
    ftpAccounts: z.number().int().nullable(),
  }),
  features: z.object({ ssh: z.boolean(), cron: z.boolean(), backups: z.boolean(), git: z.boolean() }),
  createdAt: Timestamp,
});

const Endpoint = z.object({ host: z.string(), port: z.number().int(), username: z.string() });

// Passwords are never returned: they are set or reset in the control panel.
export const HostingCredentials = z.object({
  target: Target,
  controlPanel: z.object({ url: z.string(), username: z.string() }),
  ftp: Endpoint.extend({ explicitTls: z.boolean() }),
  sftp: Endpoint.extend({ enabled: z.boolean() }),
  ssh: Endpoint.extend({ enabled: z.boolean(), hostKeyFingerprint: z.string().nullable() }),
  database: z.object({ host: z.string(), port: z.number().int(), adminUrl: z.string().nullable() }),
  homeDirectory: z.string(),
  documentRoot: z.string(),
  ipAddress: z.string(),
});

export const HostingUsage = z.object({
  target: Target,
  diskMb: Quota,
  bandwidthMb: Quota.extend({ periodStart: Timestamp, periodEnd: Timestamp }),
  inodes: Quota,
  addonDomains: Quota,
  subdomains: Quota,
  mailboxes: Quota,
  databases: Quota,
  ftpAccounts: Quota,
  measuredAt: Timestamp,
});

export const ResourceUsage = z.object({
  target: Target,
  cpuPercent: Quota,
  memoryMb: Quota,
  processes: Quota,
  entryProcesses: Quota,
  ioKbps: Quota,
  iops: Quota,
  /** Times a limit was hit in the last 24 hours: why a site was slow or answered 508. */
  faults24h: z.object({
    cpu: z.number().int(),
    memory: z.number().int(),
    processes: z.number().int(),
    io: z.number().int(),
  }),
  sampledAt: Timestamp,
});

export const UsageMetric = z.enum(['disk', 'bandwidth', 'cpu', 'memory', 'processes', 'io']);

export const HostingResourceKind = z.enum([
  'ftp_accounts',
  'ssl_certificates',
  'ssh_keys',
  'ip_addresses',
  'php_versions',
  'error_pages',
]);

// One row shape for every kind keeps this listing generic; `details` carries
// the kind's own columns (e.g. issuer and expiresAt for a certificate).
export const HostingResource = z.object({
  id: z.string(),
  kind: HostingResourceKind,
  name: z.string(),
  status: z.enum(['active', 'inactive', 'expiring', 'expired', 'pending']),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  createdAt: Timestamp.nullable(),
});

export const HttpdSite = z.object({
  domain: AsciiDomainName,
  documentRoot: z.string(),
  phpVersion: z.string().nullable(),
  http2: z.boolean(),
  forceHttps: z.boolean(),
  ssl: z.object({ enabled: z.boolean(), issuer: z.string().nullable(), expiresAt: Timestamp.nullable() }),
});

const linkResponse = z.object({ target: Target, url: z.string(), expiresAt: Timestamp });

const hostingAccountOps = defineArea('hosting', {
  listHostingAccounts: {
    method: 'GET',
    path: '/hosting',
    tier: 'R',
    scopes: readHosting,
    summary: "The user's hosting accounts",
    query: z.object({
      ...page(100),
      status: HostingStatus.optional(),
      q: z.string().trim().max(HOSTING_ACCOUNT_SEARCH.maxLength, HOSTING_ACCOUNT_SEARCH.message).optional(),
      sort: sortParam(HOSTING_ACCOUNT_SORTS, HOSTING_ACCOUNT_SORT_DEFAULT),
    }),
    response: collection(HostingAccountSummary),
  },
  getHostingAccount: {
    method: 'GET',
    path: '/hosting/account',
    tier: 'R',
    scopes: readHosting,
    errors: hostingErrors,
    summary: 'The hosting account serving a domain: plan, node, limits, status',
    query: z.object({ input: Input }),
    response: HostingAccount,
  },
  getHostingCredentials: {
    method: 'GET',
    path: '/hosting/credentials',
    tier: 'R',
    scopes: readHosting,
    errors: hostingErrors,
    summary: 'Non-secret connection details: panel, FTP, SFTP/SSH and database hosts',
    query: z.object({ input: Input }),
    response: HostingCredentials,
  },
  getHostingUsage: {
    method: 'GET',
    path: '/hosting/usage',
    tier: 'R',
    scopes: readHosting,
    errors: hostingErrors,
    summary: 'Quota usage: disk, bandwidth, inodes and counted features',
    query: z.object({ input: Input }),
    response: HostingUsage,
  },
  getHostingResourceUsage: {
    method: 'GET',
    path: '/hosting/resource-usage',
    tier: 'R',
    scopes: readHosting,
    errors: hostingErrors,
    summary: 'Live CPU, memory, process and I/O use against the account limits',
    query: z.object({ input: Input }),
    response: ResourceUsage,
  },
  getHostingUsageHistory: {
    method: 'GET',
    path: '/hosting/usage/history',
    tier: 'R',
    scopes: readHosting,
    errors: hostingErrors,
    summary: 'Usage over time for one metric; empty with a note where the node keeps no history',
    query: z.object({
      input: Input,
      metric: UsageMetric.default('disk'),
      period: z.enum(['24h', '7d', '30d', '12m']).default('30d'),
    }),
    response: z.object({
      target: Target,
      metric: UsageMetric,
      period: z.string(),
      unit: z.enum(['MB', 'percent', 'count', 'KB/s']),
      available: z.boolean(),
      note: z.string().nullable(),
      points: z.array(z.object({ at: Timestamp, value: z.number() })),
    }),
  },
  getHttpdConfig: {
    method: 'GET',
    path: '/hosting/httpd-config',
    tier: 'R',
    scopes: readHosting,
    errors: hostingErrors,
    summary: 'Web-server summary: server, PHP handler and per-site settings',
    query: z.object({ input: Input }),
    response: z.object({
      target: Target,
      server: z.enum(['apache', 'nginx', 'litespeed', 'openlitespeed']),
      serverVersion: z.string(),
      phpHandler: z.enum(['php-fpm', 'lsapi', 'fastcgi', 'suphp']),
      defaultPhpVersion: z.string(),
      customDirectives: z.number().int().min(0),
      sites: z.array(HttpdSite),
    }),
  },
  listHostingResources: {
    method: 'GET',
    path: '/hosting/resources',
    tier: 'R',
    scopes: readHosting,
    errors: hostingErrors,
    summary: 'List one kind of resource of the account (FTP accounts, certificates, SSH keys, ...)',
    query: z.object({ input: Input, kind: HostingResourceKind, ...page(100) }),
    response: collection(HostingResource).extend({ target: Target, kind: HostingResourceKind }),
  },
  createHostingLoginLink: {
    method: 'POST',
    path: '/hosting-sso/actions/login-link',
    tier: 'W',
    scopes: writeHosting,
    // 409: a suspended account's panel cannot be entered
    errors: [...hostingErrors, 'conflict'],
    summary: 'A single-use control-panel login URL (valid for minutes)',
    body: z.object({
      input: Input,
      // Land on a panel page instead of the dashboard, e.g. /CMD_FILE_MANAGER.
      redirect_path: z
        .string()
        .trim()
        .max(255, 'At most 255 characters')
        .regex(/^\/[^\s]*$/, 'A panel path starting with /')
        .refine(isLocalPath, 'A path on the panel itself: one leading /, no // and no \\ (not another site)')
        .optional(),
    }),
    response: linkResponse,
  },
  createTemporaryUrl: {
    method: 'POST',
    path: '/hosting/actions/temporary-url',
    tier: 'W',
    scopes: writeHosting,
    // 409: a suspended account, or a site switched off, serves no preview
    errors: [...hostingErrors, 'conflict'],
    summary: 'A temporary preview URL for a domain, before its DNS points here',
    body: z.object({
      input: Input,
      domain: DomainName.optional(),
      hours: z.number().int().min(1, 'At least 1 hour').max(168, 'At most 168 hours (a week)').default(24),
    }),
    response: linkResponse.extend({ domain: AsciiDomainName }),
  },
});

export const hostingOps = { ...hostingAccountOps, ...hostingSiteOps, ...hostingAliasOps };
