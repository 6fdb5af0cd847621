// Realistic monitoring documents for the area's component tests, typed against
// the contract (ResponseOf), so a contract change breaks them at compile time.
import type { ResponseOf } from '@contract/operation';
import type { monitoringOps } from '@contract/monitoring';
import { json, type Routes } from '@/test/fetch-stub';
import { HOSTING_DOMAIN, hostingAccount, hostingTarget, shellRoutes } from '@/test/fixtures';
import type { MonitorEventRow, MonitorRow } from './incident-timeline';

type Ops = typeof monitoringOps;
type Res<K extends keyof Ops> = ResponseOf<Ops[K]>;

export const DOMAIN = HOSTING_DOMAIN;
const target = hostingTarget();

/** A 10-minute grid of checks, newest first, ending at 06:00; `downAt` are the indexes that failed. */
export const checks = (n: number, downAt: number[] = []): MonitorRow['recentChecks'] =>
  Array.from({ length: n }, (_, i) => ({
    at: new Date(Date.parse('2026-11-23T06:00:00.000Z') - i * 600_000).toISOString(),
    up: !downAt.includes(i),
    responseTimeMs: downAt.includes(i) ? null : 200 + ((i * 37) % 90),
  }));

export const monitor = (over: Partial<MonitorRow> = {}): MonitorRow => ({
  id: 'mon_1',
  name: 'Nordlight front page',
  type: 'http',
  url: `https://${DOMAIN}/`,
  host: null,
  port: null,
  keyword: null,
  intervalSeconds: 300,
  timeoutSeconds: 30,
  status: 'up',
  lastCheckedAt: '2026-11-23T06:00:00.000Z',
  lastChangeAt: '2026-11-22T14:20:00.000Z',
  responseTimeMs: 212,
  uptime24hPercent: 99.3,
  uptime30dPercent: 99.91,
  expectedStatus: 200,
  retries: 2,
  alertEmails: ['demo@example.com'],
  recentChecks: checks(48, [20, 21]),
  createdAt: '2026-10-01T08:00:00.000Z',
  ...over,
});

export const event = (over: Partial<MonitorEventRow> = {}): MonitorEventRow => ({
  id: 'ev_1',
  monitorId: 'mon_1',
  kind: 'down',
  at: '2026-11-22T14:00:00.000Z',
  reason: 'Connection refused',
  statusCode: null,
  responseTimeMs: null,
  durationSeconds: 1200,
  ...over,
});

export const monitorList = (data: MonitorRow[], withTarget = false): Res<'listMonitors'> => ({
  data,
  hasMore: false,
  nextCursor: null,
  total: data.length,
  target: withTarget ? target : null,
});

export const eventList = (monitorId: string, data: MonitorEventRow[]): Res<'listMonitorEvents'> => ({
  data,
  hasMore: false,
  nextCursor: null,
  total: data.length,
  monitorId,
});

export const available = (): Res<'listAvailableLogs'> => ({
  target,
  domain: DOMAIN,
  data: [
    { log: 'access', sizeBytes: 5_000_000, modifiedAt: '2026-11-23T05:59:00.000Z', rotatedFiles: 3 },
    { log: 'error', sizeBytes: 40_000, modifiedAt: '2026-11-23T05:40:00.000Z', rotatedFiles: 1 },
    { log: 'php_error', sizeBytes: 2_000, modifiedAt: null, rotatedFiles: 0 },
  ],
  total: 3,
});

export const accessLine = (i: number, path = '/index.php', status = 200) =>
  `198.51.100.${i % 250} - - [23/Nov/2026:05:${String(i % 60).padStart(2, '0')}:00 +0000] "GET ${path} HTTP/1.1" ${status} ${1000 + i} "-" "Mozilla/5.0"`;

export const tail = (lines: string[], cursor: string, over: Partial<Res<'tailLog'>> = {}): Res<'tailLog'> => ({
  target,
  domain: DOMAIN,
  log: 'access',
  lines,
  truncated: false,
  cursor,
  fetchedAt: '2026-11-23T06:00:00.000Z',
  ...over,
});

export const topPages = (): Res<'getTopPages'> => ({
  data: [
    { path: '/', hits: 5400, visitors: 2100, bandwidthBytes: 310_000_000, sharePercent: 45 },
    { path: '/shop/lamps', hits: 2400, visitors: 1300, bandwidthBytes: 120_000_000, sharePercent: 20 },
  ],
  hasMore: false,
  nextCursor: null,
  total: 2,
  target,
  period: '7d',
  from: '2026-11-16T06:00:00.000Z',
  to: '2026-11-23T06:00:00.000Z',
});

/** Daily buckets over 7 days, one of them (22 Nov) a spike of server errors. */
export const errorStats = (period: '24h' | '7d' = '7d'): Res<'getErrorStatistics'> => ({
  data: [
    { status: 503, path: '/checkout', count: 96, lastSeenAt: '2026-11-22T14:05:00.000Z' },
    { status: 404, path: '/wp-login.php', count: 31, lastSeenAt: '2026-11-23T05:10:00.000Z' },
  ],
  hasMore: false,
  nextCursor: null,
  total: 2,
  target,
  period,
  from: '2026-11-16T06:00:00.000Z',
  to: '2026-11-23T06:00:00.000Z',
  totals: { clientErrors: 31, serverErrors: 104 },
  buckets: [2, 3, 1, 4, 2, 110, 3].map((n, i) => ({
    at: new Date(Date.parse('2026-11-16T00:00:00.000Z') + i * 86_400_000).toISOString(),
    requests: 9000,
    clientErrors: i === 5 ? 6 : n,
    serverErrors: i === 5 ? 104 : 0,
  })),
});

export const phpUsage = (): Res<'getPhpUsage'> => ({
  target,
  period: '24h',
  from: '2026-11-22T06:00:00.000Z',
  to: '2026-11-23T06:00:00.000Z',
  phpVersion: '8.3',
  limits: { memoryLimitMb: 256, maxWorkers: 10, maxExecutionSeconds: 30 },
  peaks: { cpuPercent: 88, memoryMb: 256, workersBusy: 10 },
  limitHits: { memory: 3, workers: 1, executionTime: 0 },
  samples: [
    { at: '2026-11-23T04:00:00.000Z', cpuPercent: 20, memoryMb: 120, workersBusy: 3, requests: 900 },
    { at: '2026-11-23T05:00:00.000Z', cpuPercent: 88, memoryMb: 256, workersBusy: 10, requests: 2400 },
  ],
});

export const resourceUsage = (faults = { cpu: 4, memory: 1, processes: 0, io: 0 }) => ({
  target,
  cpuPercent: { used: 20, limit: 100 },
  memoryMb: { used: 300, limit: 1024 },
  processes: { used: 12, limit: 100 },
  entryProcesses: { used: 2, limit: 20 },
  ioKbps: { used: 100, limit: 10240 },
  iops: { used: 10, limit: 1024 },
  faults24h: faults,
  sampledAt: '2026-11-23T06:00:00.000Z',
});

export const API = '/api/v1';

/** The shell, the person's one hosting account, and whatever the test adds. */
export const routesWith = (extra: Routes): Routes => ({
  ...shellRoutes(),
  [`GET ${API}/hosting`]: json({ data: [hostingAccount()], hasMore: false, nextCursor: null, total: 1 }),
  ...extra,
});
