// A monitor and its events as the contract shows them.
import type { z } from 'zod';
import type { Monitor, MonitorEvent } from '@contract/monitoring';
import { uptimePercent, type MonitorStatus } from './monitor-rules';
import type { MonitorEventRow, MonitorRow, RecentCheck } from './monitor-repository';

const DAY = 86_400_000;

export function presentMonitor(
  m: MonitorRow,
  checks: RecentCheck[],
  outages: { from: Date; to: Date | null }[],
  now: Date,
): z.input<typeof Monitor> {
  // Uptime counts from the first check (or the window's start, if later) to now.
  const uptime = (days: number) =>
    m.lastCheckedAt === null
      ? null
      : uptimePercent(outages, {
          from: new Date(Math.max(m.createdAt.getTime(), now.getTime() - days * DAY)),
          to: now,
        });
  return {
    id: String(m.id),
    name: m.name,
    type: m.type as z.infer<typeof Monitor>['type'],
    url: m.url,
    host: m.host,
    port: m.port,
    keyword: m.keyword,
    intervalSeconds: m.intervalSeconds,
    timeoutSeconds: m.timeoutSeconds,
    status: m.status as MonitorStatus,
    lastCheckedAt: m.lastCheckedAt?.toISOString() ?? null,
    lastChangeAt: m.lastChangeAt?.toISOString() ?? null,
    responseTimeMs: m.responseTimeMs,
    uptime24hPercent: uptime(1),
    uptime30dPercent: uptime(30),
    expectedStatus: m.expectedStatus,
    retries: m.retries,
    alertEmails: m.alertEmails,
    recentChecks: checks.map((c) => ({ at: c.at.toISOString(), up: c.up, responseTimeMs: c.responseTimeMs })),
    createdAt: m.createdAt.toISOString(),
  };
}

export const presentEvent = (e: MonitorEventRow): z.input<typeof MonitorEvent> => ({
  id: String(e.id),
  monitorId: String(e.monitorId),
  kind: e.kind as z.infer<typeof MonitorEvent>['kind'],
  at: e.at.toISOString(),
  reason: e.reason,
  statusCode: e.statusCode,
  responseTimeMs: e.responseTimeMs,
  durationSeconds: e.durationSeconds,
});
