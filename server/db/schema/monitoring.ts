// The monitoring tables: only server/areas/monitoring reads or writes them (docs/architecture.md, "Who owns which table").
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { accountId, bigId, createdAt, id, ts } from '@server/db/columns';

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
