// Usage over time for one metric, from the collector's hourly samples,
// aggregated per period: the last 24 hours hour by hour, 7 days in 6-hour
// steps, 30 days by day, 12 months by month (UTC). Traffic is summed over a
// step (what was served in it); every other metric is the step's average.
// A node that keeps no history answers `available: false` with a note saying
// why, never an error.
import { and, eq, gt, lte, min, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { UsageMetric } from '@contract/hosting';
import type { Db } from '@server/db/client';
import { hostingUsageSamples as s } from '@server/db/schema';
import { HOUR_MS } from './usage-meter';
import type { MeteredRef } from './usage-readings';

type Metric = z.infer<typeof UsageMetric>;
export type Period = '24h' | '7d' | '30d' | '12m';
type Unit = 'MB' | 'percent' | 'count' | 'KB/s';

const METRICS: Record<Metric, { column: SQL; sum: boolean; unit: Unit }> = {
  disk: { column: sql`${s.diskMb}`, sum: false, unit: 'MB' },
  bandwidth: { column: sql`${s.bandwidthMb}`, sum: true, unit: 'MB' },
  cpu: { column: sql`${s.cpuPercent}`, sum: false, unit: 'percent' },
  memory: { column: sql`${s.memoryMb}`, sum: false, unit: 'MB' },
  processes: { column: sql`${s.processes}`, sum: false, unit: 'count' },
  io: { column: sql`${s.ioKbps}`, sum: false, unit: 'KB/s' },
};

/** Each period's window start and its step: seconds (a fixed step) or a calendar month. */
const PERIODS: Record<Period, { from: (now: Date) => Date; stepSeconds: number | 'month'; step: string }> = {
  '24h': { from: (now) => new Date(now.getTime() - 24 * HOUR_MS), stepSeconds: 3600, step: 'hour' },
  '7d': { from: (now) => new Date(now.getTime() - 7 * 24 * HOUR_MS), stepSeconds: 6 * 3600, step: '6 hours' },
  '30d': { from: (now) => new Date(now.getTime() - 30 * 24 * HOUR_MS), stepSeconds: 86_400, step: 'day' },
  '12m': {
    from: (now) => new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), now.getUTCDate())),
    stepSeconds: 'month',
    step: 'month',
  },
};

export interface History {
  metric: Metric;
  period: Period;
  unit: Unit;
  available: boolean;
  note: string | null;
  points: { at: string; value: number }[];
}

export async function usageHistory(db: Db, ref: MeteredRef, metric: Metric, period: Period, now: Date) {
  const { unit } = METRICS[metric];
  const base = { metric, period, unit };
  if (!ref.node.keepsHistory)
    return {
      ...base,
      available: false,
      note: `The node ${ref.node.name} runs no usage collector, so it keeps no usage history. Current use is at /hosting/resource-usage and /hosting/usage.`,
      points: [],
    } satisfies History;
  const from = PERIODS[period].from(now);
  const points = await aggregate(db, ref.service.id, metric, period, from, now);
  return { ...base, available: true, note: await gapNote(db, ref, points.length, from), points } satisfies History;
}

async function aggregate(db: Db, serviceId: number, metric: Metric, period: Period, from: Date, now: Date) {
  const m = METRICS[metric];
  const step = PERIODS[period].stepSeconds;
  // the step is one of the fixed values above, never what the caller typed
  const bucket =
    step === 'month'
      ? sql`extract(epoch from date_trunc('month', ${s.at} at time zone 'UTC'))`
      : sql`floor(extract(epoch from ${s.at}) / ${sql.raw(String(step))}) * ${sql.raw(String(step))}`;
  const value = m.sum ? sql`sum(${m.column})` : sql`avg(${m.column})`;
  const rows = await db
    .select({ at: sql<number>`(${bucket})::float8`, value: sql<number>`(${value})::float8` })
    .from(s)
    .where(and(eq(s.serviceId, serviceId), gt(s.at, from), lte(s.at, now)))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return rows.map((r) => ({
    at: new Date(Number(r.at) * 1000).toISOString(),
    value: Math.round(Number(r.value) * 100) / 100,
  }));
}

/** Why the period has no or fewer points than it spans, or null when it is covered. */
async function gapNote(db: Db, ref: MeteredRef, points: number, from: Date): Promise<string | null> {
  const [first] = await db
    .select({ at: min(s.at) })
    .from(s)
    .where(eq(s.serviceId, ref.service.id));
  const active = ref.service.status === 'active';
  if (!first?.at || points === 0)
    return active
      ? 'No samples in this period yet: the collector samples every account at the top of each hour.'
      : `No samples in this period: the collector samples only active accounts, and this one is ${ref.service.status}.`;
  const since = new Date(first.at);
  if (since.getTime() > from.getTime() + HOUR_MS)
    return `The collector has sampled this account since ${since.toISOString()}; there is nothing earlier.`;
  return null;
}
