// Usage over time for one metric, from the collector's hourly samples,
// aggregated per period: the last 24 hours hour by hour, 7 days in 6-hour
// steps, 30 days by day, 12 months by month (UTC). Traffic is summed over a
// step (what was served in it); every other metric is the step's average.
// A node that keeps no history answers `available: false` with a note saying
// why, never an error. The newest point is the current figure itself, read
// from the same source as /hosting/usage and /hosting/resource-usage (the
// latest sample), so a chart never ends on another number than the gauge
// beside it. Disk is what the quota counts: the home directory's files from
// the samples (the home tree's size the collector measured each hour, so the
// series leads to the stored tree a backup copies) plus mail and databases,
// which keep no history of their own and are counted at their size now.
import { and, eq, gt, lte, min, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { UsageMetric } from '@contract/hosting';
import type { Db } from '@server/db/client';
import { hostingUsageSamples as s } from '@server/db/schema/hosting';
import type { DatabaseNode } from '@server/infra/database-node';
import { storeUse, type StoreUse } from './account-repository';
import { billingMonth, currentFigure } from './usage';
import { HOUR_MS, type MeterReading } from './usage-meter';
import { bandwidthSince, latestReading, type MeteredRef } from './usage-readings';

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

export async function usageHistory(
  db: Db,
  dbNode: DatabaseNode,
  ref: MeteredRef,
  metric: Metric,
  period: Period,
  now: Date,
) {
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
  if (points.length) {
    const reading = await latestReading(db, ref, now);
    const store = (await storeUse(db, dbNode, [ref.service])).get(ref.service.id)!;
    // mail and databases have no samples: every point counts them at their size now
    if (metric === 'disk') for (const p of points) p.value = round2(p.value + store.mailMb + store.databaseMb);
    const last = points[points.length - 1]!;
    const current = await newestValue(db, ref, metric, period, reading, store, now);
    if (current !== null && Date.parse(last.at) <= reading.at.getTime()) last.value = current;
  }
  return { ...base, available: true, note: await gapNote(db, ref, points.length, from), points } satisfies History;
}

const round2 = (v: number) => Math.round(v * 100) / 100;

/**
 * What the newest point shows: the current figure of the metric, the same number the usage and
 * resource-usage reads answer. Traffic's current figure is the billing month's, so only the 12-month
 * view (a point per month) ends on it; its other views keep what was served in their last step.
 */
async function newestValue(
  db: Db,
  ref: MeteredRef,
  metric: Metric,
  period: Period,
  reading: MeterReading,
  store: StoreUse,
  now: Date,
): Promise<number | null> {
  if (metric !== 'bandwidth') return currentFigure(metric, reading, store);
  if (period !== '12m') return null;
  const served = await bandwidthSince(db, ref, billingMonth(now).start, now);
  return Math.round(served * 10) / 10;
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
    return `The collector has sampled this account since ${since.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}; there is nothing earlier.`;
  return null;
}
