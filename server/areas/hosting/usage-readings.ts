// Reading an account's usage samples. On a node that keeps history they are
// the rows the hourly collector stored; a node without the collector (see
// hosting_nodes.keeps_history) still has its live meter, so the current hour,
// the last 24 hours' fault counters and the month's traffic counter are read
// from the meter itself there. Only the history endpoint says "not available".
import { and, desc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { hostingUsageSamples } from '@server/db/schema/hosting';
import type { HostingAccountRef, HostingServiceRow } from './hosting-account';
import {
  hourStart,
  readMeter,
  readMeterHours,
  type MeteredAccount,
  type MeterReading,
  type Reading,
} from './usage-meter';

type Q = Db | Tx;
type Sample = typeof hostingUsageSamples.$inferSelect;
export type MeteredRef = Pick<HostingAccountRef, 'service' | 'plan' | 'node'>;

export const metered = (service: HostingServiceRow): MeteredAccount => ({
  serviceId: service.id,
  createdAt: service.createdAt,
  active: service.status === 'active',
});

const fromSample = (s: Sample): Reading => ({
  at: s.at,
  cpuPercent: s.cpuPercent,
  memoryMb: s.memoryMb,
  processes: s.processes,
  entryProcesses: s.entryProcesses,
  ioKbps: s.ioKbps,
  iops: s.iops,
  diskMb: s.diskMb,
  bandwidthMb: s.bandwidthMb,
  faults: s.faults,
});

/** The stored sample row of a reading. */
export const toSample = (serviceId: number, r: Reading): typeof hostingUsageSamples.$inferInsert => ({
  serviceId,
  ...r,
});

/**
 * The latest reading of each account: its newest stored sample, or the live meter where the node
 * keeps none (or the collector has not sampled the account yet). Disk is not in it: the current
 * figure is the home tree's size now (account-repository.ts `storeUse`), not a sample's.
 */
export async function latestReadings(q: Q, refs: MeteredRef[], now: Date): Promise<Map<number, MeterReading>> {
  const kept = refs.filter((r) => r.node.keepsHistory).map((r) => r.service.id);
  const rows = kept.length
    ? await q
        .selectDistinctOn([hostingUsageSamples.serviceId])
        .from(hostingUsageSamples)
        .where(and(inArray(hostingUsageSamples.serviceId, kept), lte(hostingUsageSamples.at, now)))
        .orderBy(hostingUsageSamples.serviceId, desc(hostingUsageSamples.at))
    : [];
  const stored = new Map(rows.map((s) => [s.serviceId, fromSample(s)]));
  return new Map(
    refs.map((r) => [r.service.id, stored.get(r.service.id) ?? readMeter(metered(r.service), r.plan, hourStart(now))]),
  );
}

export async function latestReading(q: Q, ref: MeteredRef, now: Date): Promise<MeterReading> {
  return (await latestReadings(q, [ref], now)).get(ref.service.id)!;
}

/** Readings after `from` up to `now`, oldest first. */
export async function readingsSince(q: Q, ref: MeteredRef, from: Date, now: Date): Promise<MeterReading[]> {
  if (!ref.node.keepsHistory) return readMeterHours(metered(ref.service), ref.plan, new Date(from.getTime() + 1), now);
  const rows = await q
    .select()
    .from(hostingUsageSamples)
    .where(
      and(
        eq(hostingUsageSamples.serviceId, ref.service.id),
        gt(hostingUsageSamples.at, from),
        lte(hostingUsageSamples.at, now),
      ),
    )
    .orderBy(hostingUsageSamples.at);
  return rows.map(fromSample);
}

/** Traffic served since `from` (the start of the billing month): the sum of the hours' samples. */
export async function bandwidthSince(q: Q, ref: MeteredRef, from: Date, now: Date): Promise<number> {
  if (!ref.node.keepsHistory)
    return readMeterHours(metered(ref.service), ref.plan, from, now).reduce((sum, r) => sum + r.bandwidthMb, 0);
  const [row] = await q
    .select({ mb: sql<number | null>`sum(${hostingUsageSamples.bandwidthMb})::float8` })
    .from(hostingUsageSamples)
    .where(
      and(
        eq(hostingUsageSamples.serviceId, ref.service.id),
        gte(hostingUsageSamples.at, from),
        lte(hostingUsageSamples.at, now),
      ),
    );
  return Number(row?.mb ?? 0);
}

/** The hour of the newest stored sample of an account, or null. */
export async function newestSampleAt(q: Q, serviceId: number): Promise<Date | null> {
  const [row] = await q
    .select({ at: hostingUsageSamples.at })
    .from(hostingUsageSamples)
    .where(eq(hostingUsageSamples.serviceId, serviceId))
    .orderBy(desc(hostingUsageSamples.at))
    .limit(1);
  return row?.at ?? null;
}

/** Store readings; an hour already sampled is kept as it was (the collector may run twice in an hour). */
export async function storeReadings(q: Q, serviceId: number, readings: Reading[]) {
  // a multi-row insert has a parameter limit; a month of hours is well inside it in chunks of 500
  for (let i = 0; i < readings.length; i += 500)
    await q
      .insert(hostingUsageSamples)
      .values(readings.slice(i, i + 500).map((r) => toSample(serviceId, r)))
      .onConflictDoNothing();
}
