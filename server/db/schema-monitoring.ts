// Logs and monitoring: the simulated web node's log lines (access, error and PHP
// error logs, with the parsed columns the statistics are computed from by SQL),
// the sandbox's per-site faults, and the uptime monitors with their checks and
// up/down events.
import { bigint, boolean, index, integer, jsonb, pgTable, real, text } from 'drizzle-orm/pg-core';
import { accountId, bigId, createdAt, id, ts } from './columns';

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

export const monitors = pgTable(
  'monitors',
  {
    id: id(),
    accountId: accountId(),
    name: text('name').notNull(),
    type: text('type').notNull(), // http | keyword | ping | port | dns
    url: text('url'),
    host: text('host'),
    port: integer('port'),
    keyword: text('keyword'),
    /** The resolved target's domain (lower-case ASCII), so `GET /monitors?input=` filters by it. */
    domain: text('domain'),
    target: jsonb('target').$type<Record<string, unknown>>().notNull(),
    intervalSeconds: integer('interval_seconds').notNull(),
    timeoutSeconds: integer('timeout_seconds').notNull(),
    expectedStatus: integer('expected_status'),
    retries: integer('retries').notNull(),
    alertEmails: text('alert_emails').array().notNull(),
    status: text('status').notNull(), // up | down | paused | pending
    /** Failed checks in a row; the monitor is down once it passes `retries`. */
    failures: integer('failures').notNull().default(0),
    lastCheckedAt: ts('last_checked_at'),
    lastChangeAt: ts('last_change_at'),
    responseTimeMs: integer('response_time_ms'),
    nextCheckAt: ts('next_check_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('monitors_account_idx').on(t.accountId, t.id), index('monitors_due_idx').on(t.nextCheckAt)],
);

/** One check of a monitor: the uptime percentages, the uptime bar and the response-time chart. */
export const monitorChecks = pgTable(
  'monitor_checks',
  {
    id: bigId(),
    monitorId: integer('monitor_id').notNull(),
    at: ts('at').notNull(),
    up: boolean('up').notNull(),
    statusCode: integer('status_code'),
    responseTimeMs: integer('response_time_ms'),
    error: text('error'),
  },
  (t) => [index('monitor_checks_monitor_idx').on(t.monitorId, t.at)],
);

export const monitorEvents = pgTable(
  'monitor_events',
  {
    id: bigId(),
    monitorId: integer('monitor_id').notNull(),
    kind: text('kind').notNull(), // up | down | paused | resumed
    at: ts('at').notNull(),
    reason: text('reason'),
    statusCode: integer('status_code'),
    responseTimeMs: integer('response_time_ms'),
    /** Set on a down event when the monitor answers again. */
    durationSeconds: integer('duration_seconds'),
  },
  (t) => [index('monitor_events_monitor_idx').on(t.monitorId, t.at)],
);
