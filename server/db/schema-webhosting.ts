// What a web hosting account serves and how its node runs it: plans' limits,
// nodes, the sites (primary and addon domains) with their features, subdomains,
// pointers, URL redirects, hotlink protection, the node's usage samples and the
// account's other resources; and the customer databases' grants and backups
// (the databases themselves are real schemas, see server/infra/database-node.ts).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, textId, ts } from './columns';

const texts = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);
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

/** A hosting node (services.node names it): its addresses, web server, and what it supports. */
export const hostingNodes = pgTable('hosting_nodes', {
  name: text('name').primaryKey(),
  ipv4: text('ipv4').notNull(),
  ipv6: text('ipv6'),
  server: text('server').notNull(), // apache | nginx | litespeed | openlitespeed
  serverVersion: text('server_version').notNull(),
  phpHandler: text('php_handler').notNull(), // php-fpm | lsapi | fastcgi | suphp
  defaultPhpVersion: text('default_php_version').notNull(),
  hotlinkSupported: boolean('hotlink_supported').notNull(),
  // a node without the usage collector keeps no history (the history endpoint says so)
  keepsHistory: boolean('keeps_history').notNull(),
  sshHostKeyFingerprint: text('ssh_host_key_fingerprint'),
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

/** What a database user may do in one database; the user's own database and any other of the account. */
export const databaseGrants = pgTable(
  'database_grants',
  {
    userId: integer('user_id').notNull(),
    databaseId: integer('database_id').notNull(),
    privileges: texts('privileges'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.databaseId] }), index('database_grants_database_idx').on(t.databaseId)],
);

/** A dump of one customer database the node took (nightly, or before a drop). */
export const databaseBackups = pgTable(
  'database_backups',
  {
    id: id(),
    databaseId: integer('database_id').notNull(),
    // kept after the database is dropped, so its backups stay listed by name
    databaseName: text('database_name').notNull(),
    kind: text('kind').notNull(), // nightly | before_drop
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('database_backups_database_idx').on(t.databaseId, t.createdAt)],
);
