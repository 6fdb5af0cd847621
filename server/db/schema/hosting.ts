// The hosting tables: only server/areas/hosting reads or writes them (docs/architecture.md, "Who owns which table").

import { boolean, index, integer, jsonb, pgTable, primaryKey, real, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, textId, texts, ts } from '@server/db/columns';

/** A limit; null is unlimited. */
const limit = (name: string) => integer(name);

/** The allocation of a hosting plan (services.plan names it). */
export const hostingPlans = pgTable('hosting_plans', {
  plan: text('plan').primaryKey(),
  diskMb: limit('disk_mb'),
  bandwidthMb: limit('bandwidth_mb'),
  inodes: limit('inodes'),
  addonDomains: limit('addon_domains'),
  subdomains: limit('subdomains'),
  mailboxes: limit('mailboxes'),
  databases: limit('databases'),
  ftpAccounts: limit('ftp_accounts'),
  cpuPercent: integer('cpu_percent').notNull(),
  memoryMb: integer('memory_mb').notNull(),
  processes: integer('processes').notNull(),
  entryProcesses: integer('entry_processes').notNull(),
  ioKbps: integer('io_kbps').notNull(),
  iops: integer('iops').notNull(),
  ssh: boolean('ssh').notNull(),
  cron: boolean('cron').notNull(),
  backups: boolean('backups').notNull(),
  git: boolean('git').notNull(),
});

/** A domain a hosting account serves: its primary domain, or an addon domain with its own site. */
export const hostingSites = pgTable(
  'hosting_sites',
  {
    id: id(),
    serviceId: integer('service_id').notNull(),
    domain: text('domain').notNull(),
    isPrimary: boolean('is_primary').notNull(),
    active: boolean('active').notNull().default(true),
    php: boolean('php').notNull().default(true),
    cgi: boolean('cgi').notNull().default(true),
    ssl: boolean('ssl').notNull().default(true),
    documentRoot: text('document_root').notNull(),
    phpVersion: text('php_version'),
    forceHttps: boolean('force_https').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('hosting_sites_domain_uq').on(t.domain), index('hosting_sites_service_idx').on(t.serviceId)],
);

export const hostingSubdomains = pgTable(
  'hosting_subdomains',
  {
    id: id(),
    serviceId: integer('service_id').notNull(),
    domain: text('domain').notNull(),
    label: text('label').notNull(),
    documentRoot: text('document_root').notNull(),
    ssl: boolean('ssl').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('hosting_subdomains_uq').on(t.domain, t.label),
    index('hosting_subdomains_service_idx').on(t.serviceId),
  ],
);

/** Another domain pointed at a site: served as an alias of it, or redirected to it. */
export const hostingPointers = pgTable(
  'hosting_pointers',
  {
    id: id(),
    serviceId: integer('service_id').notNull(),
    domain: text('domain').notNull(),
    targetDomain: text('target_domain').notNull(),
    type: text('type').notNull(), // alias | redirect
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('hosting_pointers_domain_uq').on(t.domain),
    index('hosting_pointers_target_idx').on(t.targetDomain),
  ],
);

export const hostingRedirects = pgTable(
  'hosting_redirects',
  {
    id: textId(),
    serviceId: integer('service_id').notNull(),
    domain: text('domain').notNull(),
    path: text('path').notNull(),
    destination: text('destination').notNull(),
    statusCode: integer('status_code').notNull(),
    wildcard: boolean('wildcard').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('hosting_redirects_uq').on(t.domain, t.path),
    index('hosting_redirects_service_idx').on(t.serviceId),
  ],
);

/** Hotlink protection of an account; `extraReferrers` are the ones besides its own domains (always allowed). */
export const hostingHotlink = pgTable('hosting_hotlink', {
  serviceId: integer('service_id').primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  extensions: texts('extensions'),
  extraReferrers: texts('extra_referrers'),
  updatedAt: ts('updated_at'),
});

/** One sample of an account's resource use on its node (the collector runs hourly). */
export const hostingUsageSamples = pgTable(
  'hosting_usage_samples',
  {
    serviceId: integer('service_id').notNull(),
    at: ts('at').notNull(),
    cpuPercent: real('cpu_percent').notNull(),
    memoryMb: real('memory_mb').notNull(),
    processes: integer('processes').notNull(),
    entryProcesses: integer('entry_processes').notNull(),
    ioKbps: real('io_kbps').notNull(),
    iops: integer('iops').notNull(),
    diskMb: real('disk_mb').notNull(),
    // bandwidth served in the hour
    bandwidthMb: real('bandwidth_mb').notNull(),
    // limits hit in the hour: { cpu, memory, processes, io }
    faults: jsonb('faults').$type<{ cpu: number; memory: number; processes: number; io: number }>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.at] })],
);

/** The account's other resources, one kind at a time: FTP accounts, certificates, SSH keys, IPs, PHP versions, error pages. */
export const hostingResources = pgTable(
  'hosting_resources',
  {
    id: textId(),
    serviceId: integer('service_id').notNull(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    status: text('status').notNull(),
    details: jsonb('details').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: ts('created_at'),
  },
  (t) => [index('hosting_resources_service_idx').on(t.serviceId, t.kind, t.id)],
);
