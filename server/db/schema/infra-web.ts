// The infra-web tables: only server/infra reads or writes them (docs/architecture.md, "Who owns which table").
import { bigint, boolean, index, integer, pgTable, primaryKey, real, text } from 'drizzle-orm/pg-core';
import { bigId, ts } from '@server/db/columns';

/** The simulated home directory of a hosting account: what a backup copies and a files restore writes back. */
export const homeFiles = pgTable(
  'home_files',
  {
    serviceId: integer('service_id').notNull(),
    path: text('path').notNull(),
    type: text('type').notNull(), // directory | file
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    modifiedAt: ts('modified_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.path] })],
);

/**
 * One line of a website's log as the web node wrote it. The id is the follow cursor (`GET /logs?since=`).
 * Access lines carry the parsed request; PHP-served requests also what PHP used for them.
 */
export const webLogLines = pgTable(
  'web_log_lines',
  {
    id: bigId(),
    domain: text('domain').notNull(),
    kind: text('kind').notNull(), // access | error | php_error
    at: ts('at').notNull(),
    line: text('line').notNull(),
    method: text('method'),
    path: text('path'),
    status: integer('status'),
    bytes: bigint('bytes', { mode: 'number' }),
    clientIp: text('client_ip'),
    responseMs: integer('response_ms'),
    /** Served by PHP: the request's peak memory, CPU time and the busy workers when it ran (FPM status). */
    php: boolean('php').notNull().default(false),
    phpMemoryMb: real('php_memory_mb'),
    phpCpuMs: integer('php_cpu_ms'),
    phpWorkers: integer('php_workers'),
  },
  (t) => [
    index('web_log_lines_domain_kind_idx').on(t.domain, t.kind, t.id),
    index('web_log_lines_domain_at_idx').on(t.domain, t.at),
    index('web_log_lines_at_idx').on(t.at),
  ],
);

/** The sandbox switch of a site: down (refuses connections), errors (answers 500/503) or slow. */
export const webSiteFaults = pgTable('web_site_faults', {
  domain: text('domain').primaryKey(),
  mode: text('mode').notNull(), // down | errors | slow
  since: ts('since').notNull(),
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
