// Logs and monitoring: traffic/error/PHP statistics from the web server's
// logs, uptime monitors with their up/down history, and log tails.
import { z } from 'zod';
import { AsciiDomainName, Input, Target, Timestamp, collection, page, qInt } from './common';
import { Email, hostOrAddress } from './domain-name-fields';
import { exportOf, sortParam } from './list-export';
import {
  ERROR_STAT_SORT_DEFAULT,
  ERROR_STAT_SORTS,
  MONITOR_SORT_DEFAULT,
  MONITOR_SORTS,
  TOP_PAGE_SORT_DEFAULT,
  TOP_PAGE_SORTS,
} from './list-sorts';
import { defineArea } from './operation';

export const StatsPeriod = z.enum(['24h', '7d', '30d']);
const periodEcho = { target: Target, period: StatsPeriod, from: Timestamp, to: Timestamp };
const statsQuery = (max: number) => z.object({ input: Input, period: StatsPeriod.default('7d'), ...page(max) });

export const TopPage = z.object({
  path: z.string(),
  hits: z.number().int().min(0),
  visitors: z.number().int().min(0),
  bandwidthBytes: z.number().int().min(0),
  sharePercent: z.number().min(0).max(100),
});

export const ErrorStat = z.object({
  status: z.number().int().min(400).max(599),
  path: z.string(),
  count: z.number().int().min(0),
  lastSeenAt: Timestamp,
});

export const PhpSample = z.object({
  at: Timestamp,
  cpuPercent: z.number().min(0),
  memoryMb: z.number().min(0),
  workersBusy: z.number().int().min(0),
  requests: z.number().int().min(0),
});

export const PhpUsage = z.object({
  ...periodEcho,
  phpVersion: z.string(),
  limits: z.object({
    memoryLimitMb: z.number().int().min(0),
    maxWorkers: z.number().int().min(0),
    maxExecutionSeconds: z.number().int().min(0),
  }),
  peaks: z.object({ cpuPercent: z.number(), memoryMb: z.number(), workersBusy: z.number().int() }),
  /** How often a request hit each limit in the period. */
  limitHits: z.object({
    memory: z.number().int().min(0),
    workers: z.number().int().min(0),
    executionTime: z.number().int().min(0),
  }),
  samples: z.array(PhpSample),
});

export const MonitorType = z.enum(['http', 'keyword', 'ping', 'port', 'dns']);
export const MonitorStatus = z.enum(['up', 'down', 'paused', 'pending']);

export const Monitor = z.object({
  id: z.string(),
  name: z.string(),
  type: MonitorType,
  url: z.string().nullable(),
  host: z.string().nullable(),
  port: z.number().int().nullable(),
  keyword: z.string().nullable(),
  intervalSeconds: z.number().int(),
  timeoutSeconds: z.number().int(),
  status: MonitorStatus,
  lastCheckedAt: Timestamp.nullable(),
  lastChangeAt: Timestamp.nullable(),
  responseTimeMs: z.number().int().min(0).nullable(),
  uptime24hPercent: z.number().min(0).max(100).nullable(),
  uptime30dPercent: z.number().min(0).max(100).nullable(),
  /** The HTTP status an http or keyword check expects; null for other types. */
  expectedStatus: z.number().int().min(100).max(599).nullable(),
  /** Failed checks in a row before the monitor is down. */
  retries: z.number().int().min(0),
  alertEmails: z.array(z.string()),
  /** The latest checks, newest first (at most 48): the uptime bar and response-time chart. */
  recentChecks: z.array(
    z.object({ at: Timestamp, up: z.boolean(), responseTimeMs: z.number().int().min(0).nullable() }),
  ),
  createdAt: Timestamp,
});

export const MonitorEvent = z.object({
  id: z.string(),
  monitorId: z.string(),
  kind: z.enum(['up', 'down', 'paused', 'resumed']),
  at: Timestamp,
  reason: z.string().nullable(),
  statusCode: z.number().int().nullable(),
  responseTimeMs: z.number().int().min(0).nullable(),
  /** For a `down` event that has ended: how long the outage lasted. */
  durationSeconds: z.number().int().min(0).nullable(),
});

export const LogKind = z.enum(['access', 'error', 'php_error']);

// Which fields a monitor needs depends on its type; say which one is missing.
export const CreateMonitorBody = z
  .object({
    input: Input,
    name: z.string().trim().min(1, 'Name the monitor').max(100, 'At most 100 characters'),
    type: MonitorType,
    url: z
      .url({ protocol: /^https?$/, error: 'Enter an http:// or https:// URL' })
      .max(2048)
      .optional(),
    host: hostOrAddress('Enter the host to check').optional(),
    port: z.number().int().min(1, 'Ports run 1-65535').max(65535, 'Ports run 1-65535').optional(),
    keyword: z.string().min(1).max(200, 'At most 200 characters').optional(),
    interval_seconds: z
      .number()
      .int()
      .min(60, 'Check at most once a minute')
      .max(3600, 'Check at least once an hour')
      .default(300),
    timeout_seconds: z.number().int().min(1).max(60, 'A timeout is at most 60 seconds').default(30),
    expected_status: z
      .number()
      .int()
      .min(100, 'An HTTP status is 100-599')
      .max(599, 'An HTTP status is 100-599')
      .optional(),
    retries: z.number().int().min(0, 'Retries are 0-10').max(10, 'Retries are 0-10').default(2),
    alert_emails: z.array(Email).max(5, 'At most 5 alert addresses').default([]),
  })
  .superRefine((b, ctx) => {
    const need = (field: 'url' | 'host' | 'port' | 'keyword', why: string) => {
      if (b[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: why });
    };
    if (b.type === 'http' || b.type === 'keyword') need('url', `A ${b.type} monitor needs a url`);
    if (b.type === 'keyword') need('keyword', 'A keyword monitor needs the keyword to look for');
    if (b.type === 'ping' || b.type === 'port' || b.type === 'dns') need('host', `A ${b.type} monitor needs a host`);
    if (b.type === 'port') need('port', 'A port monitor needs a port');
    if (b.expected_status !== undefined && b.type !== 'http' && b.type !== 'keyword') {
      ctx.addIssue({
        code: 'custom',
        path: ['expected_status'],
        message: 'Only http and keyword monitors expect a status',
      });
    }
    if (b.timeout_seconds >= b.interval_seconds) {
      ctx.addIssue({
        code: 'custom',
        path: ['timeout_seconds'],
        message: 'The timeout must be shorter than the interval',
      });
    }
  });

const read = ['read:monitoring'] as const;
const write = ['write:monitoring'] as const;
const errors = ['domain_not_owned', 'not_owned', 'not_found'] as const;
const monitorParams = z.object({ monitor: z.string().trim().min(1).max(64) });

const monitorOps = defineArea('monitoring', {
  getTopPages: {
    method: 'GET',
    path: '/statistics/top-pages',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'Most requested pages of a website in a period, most hits first unless sorted otherwise',
    // `sort` is additive (ADR 035): by visitors, bandwidth or path instead.
    query: statsQuery(100).extend({ sort: sortParam(TOP_PAGE_SORTS, TOP_PAGE_SORT_DEFAULT) }),
    response: collection(TopPage).extend(periodEcho),
  },
  getErrorStatistics: {
    method: 'GET',
    path: '/statistics/errors',
    tier: 'R',
    scopes: read,
    errors,
    summary:
      'HTTP 4xx/5xx responses of a website in a period, by status and path, most frequent first unless sorted otherwise',
    // `sort` is additive (ADR 035): by status, path or when last seen instead.
    query: statsQuery(100).extend({ sort: sortParam(ERROR_STAT_SORTS, ERROR_STAT_SORT_DEFAULT) }),
    response: collection(ErrorStat).extend({
      ...periodEcho,
      totals: z.object({ clientErrors: z.number().int().min(0), serverErrors: z.number().int().min(0) }),
      /** Errors per hour (24h) or per day (7d, 30d), oldest first: where the spikes are. */
      buckets: z.array(
        z.object({
          at: Timestamp,
          requests: z.number().int().min(0),
          clientErrors: z.number().int().min(0),
          serverErrors: z.number().int().min(0),
        }),
      ),
    }),
  },
  getPhpUsage: {
    method: 'GET',
    path: '/statistics/php-usage',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'PHP CPU, memory and worker use against the account limits',
    query: z.object({ input: Input, period: StatsPeriod.default('24h') }),
    response: PhpUsage,
  },
  listMonitors: {
    method: 'GET',
    path: '/monitors',
    tier: 'R',
    scopes: read,
    errors,
    summary:
      'Uptime monitors of the account, in the order they were added unless `sort` says otherwise; with `input`, only those for that target',
    query: z.object({
      input: Input.optional(),
      status: MonitorStatus.optional(),
      sort: sortParam(MONITOR_SORTS, MONITOR_SORT_DEFAULT),
      ...page(100),
    }),
    response: collection(Monitor).extend({ target: Target.nullable() }),
  },
  createMonitor: {
    method: 'POST',
    path: '/monitors',
    tier: 'W',
    scopes: write,
    // conflict: the account already has the most monitors it may have.
    errors: [...errors, 'conflict'],
    status: 201,
    summary: 'Create an uptime monitor',
    body: CreateMonitorBody,
    response: Monitor.extend({ target: Target }),
  },
  deleteMonitor: {
    method: 'DELETE',
    path: '/monitors/{monitor}',
    tier: 'W',
    scopes: write,
    errors,
    summary: 'Delete a monitor and its event history',
    params: monitorParams,
    response: z.object({ id: z.string(), deleted: z.literal(true) }),
  },
  listMonitorEvents: {
    method: 'GET',
    path: '/monitors/{monitor}/events',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'Up/down events of one monitor, newest first',
    params: monitorParams,
    query: z.object({ since: Timestamp.optional(), ...page(200) }),
    response: collection(MonitorEvent).extend({ monitorId: z.string() }),
  },
  tailLog: {
    method: 'GET',
    path: '/logs',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'The last lines of one website log, optionally filtered',
    query: z.object({
      input: Input,
      log: LogKind.default('access'),
      limit: qInt(1, 1000).default(100),
      /** The `cursor` of an earlier answer: only lines written after it (follow mode). */
      since: z.string().trim().min(1).max(32).optional(),
      grep: z.string().max(200, 'At most 200 characters').optional(),
    }),
    response: z.object({
      target: Target,
      domain: AsciiDomainName,
      log: LogKind,
      /** Oldest first. */
      lines: z.array(z.string()),
      /** True when the log holds more matching lines than were returned. */
      truncated: z.boolean(),
      /** Pass as `since` to get only the lines written after these. */
      cursor: z.string(),
      fetchedAt: Timestamp,
    }),
  },
  listAvailableLogs: {
    method: 'GET',
    path: '/logs/available',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'Which website logs exist for a domain, with size and last write',
    query: z.object({ input: Input }),
    response: z.object({
      target: Target,
      domain: AsciiDomainName,
      data: z.array(
        z.object({
          log: LogKind,
          sizeBytes: z.number().int().min(0),
          modifiedAt: Timestamp.nullable(),
          rotatedFiles: z.number().int().min(0),
        }),
      ),
      total: z.number().int().min(0),
    }),
  },
});

const exportOps = defineArea('monitoring', {
  exportMonitors: exportOf(monitorOps.listMonitors, 'Uptime monitors'),
});

export const monitoringOps = { ...monitorOps, ...exportOps };
