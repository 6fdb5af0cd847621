// A monitor with a believable past, for the demo: created some days ago, its
// latest checks passing, and the outages it went through, each a `down` event
// with its length and the `up` event that ended it, as the checker records them.
import type { Target } from '@contract/common';
import type { Tx } from '@server/db/client';
import { monitorChecks, monitorEvents } from '@server/db/schema/monitoring';
import { rngFor } from '@server/infra/web-random';
import { insertMonitor, RECENT_CHECKS, type MonitorRow } from './monitor-repository';

export interface SeedMonitor {
  accountId: number;
  target: Target;
  name: string;
  type: 'http' | 'keyword' | 'ping' | 'port' | 'dns';
  url?: string;
  host?: string;
  port?: number;
  keyword?: string;
  intervalSeconds: number;
  retries: number;
  alertEmails: string[];
  createdAt: Date;
  /** Past outages: when the monitor went down, for how long, and what the checks saw. */
  outages: { at: Date; minutes: number; statusCode: number | null; reason: string }[];
}

export async function seedMonitor(tx: Tx, s: SeedMonitor, now: Date): Promise<MonitorRow> {
  const step = s.intervalSeconds * 1000;
  const web = s.type === 'http' || s.type === 'keyword';
  const checks = Array.from({ length: RECENT_CHECKS }, (_, i) => {
    const at = new Date(now.getTime() - (RECENT_CHECKS - i) * step);
    return {
      at,
      up: true,
      statusCode: web ? 200 : null,
      responseTimeMs: rngFor('seed-check', s.name, i).int(140, 320),
    };
  });
  const last = checks[checks.length - 1]!;
  const ended = s.outages.map((o) => new Date(o.at.getTime() + o.minutes * 60_000));
  const m = await insertMonitor(tx, {
    accountId: s.accountId,
    name: s.name,
    type: s.type,
    url: s.url ?? null,
    host: s.host ?? null,
    port: s.port ?? null,
    keyword: s.keyword ?? null,
    domain: s.target.domain,
    target: s.target,
    intervalSeconds: s.intervalSeconds,
    timeoutSeconds: 30,
    expectedStatus: web ? 200 : null,
    retries: s.retries,
    alertEmails: s.alertEmails,
    status: 'up',
    lastCheckedAt: last.at,
    lastChangeAt: ended.length ? ended[ended.length - 1]! : new Date(s.createdAt.getTime() + step),
    responseTimeMs: last.responseTimeMs,
    nextCheckAt: new Date(last.at.getTime() + step),
    createdAt: s.createdAt,
  });
  await tx.insert(monitorChecks).values(checks.map((c) => ({ ...c, monitorId: m.id })));
  await tx.insert(monitorEvents).values([
    {
      monitorId: m.id,
      kind: 'up',
      at: new Date(s.createdAt.getTime() + step),
      reason: 'First check passed: monitoring started',
      statusCode: web ? 200 : null,
      responseTimeMs: 210,
    },
    ...s.outages.flatMap((o, i) => [
      {
        monitorId: m.id,
        kind: 'down',
        at: o.at,
        reason: `${o.reason} (${s.retries + 1} failed checks in a row)`,
        statusCode: o.statusCode,
        responseTimeMs: null,
        durationSeconds: o.minutes * 60,
      },
      {
        monitorId: m.id,
        kind: 'up',
        at: ended[i]!,
        reason: `Answered again after ${o.minutes} min down`,
        statusCode: web ? 200 : null,
        responseTimeMs: 240,
      },
    ]),
  ]);
  return m;
}
