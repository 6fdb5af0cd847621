// The usage collector: one self-rescheduling job that, at the top of every
// hour, stores one sample per active hosting account on a node that keeps
// history: the meter's reading (usage-meter.ts) with the size of the account's
// home tree as it is stored then (the files a backup copies). It remembers the
// last hour it sampled: if the server was down for a while, the next run fills
// the hours it missed from the node's own buffer (up to 30 days), so the
// history has no holes; those hours carry the home tree's size now, the only
// size the node still knows. An account it skipped (suspended at the time)
// gets no samples for those hours. Samples older than 400 days are dropped;
// the 12-month view needs no more.
import { BYTES_PER_MB } from '@contract/units';
import { inArray, lt } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { hostingPlans, hostingUsageSamples } from '@server/db/schema/hosting';
import { activeHostingServices } from '@server/areas/services/public';
import { historyNodeNames, homeUseByService } from '@server/infra/web-store';
import type { Deps } from '@server/core/deps';
import { type JobStep, ensureJob } from '@server/core/job-queue';
import { HOUR_MS, hourStart, readMeterHours, type Reading } from './usage-meter';
import { metered, newestSampleAt, storeReadings } from './usage-readings';

export const USAGE_COLLECTOR_JOB = 'hosting.usage-collector';
const DAY_MS = 24 * HOUR_MS;
/** How far back the node's own buffer reaches when the collector catches up (and the seed backfills). */
export const BUFFER_MS = 30 * DAY_MS;
const RETAIN_MS = 400 * DAY_MS;

/** The next top of the hour after `now`. */
const nextHour = (now: Date) => new Date(hourStart(now).getTime() + HOUR_MS);

export const usageCollectorStep: JobStep<Deps> = async (tx, job, deps) => {
  const now = deps.clock.now();
  const last = typeof job.payload.lastHour === 'string' ? new Date(job.payload.lastHour) : null;
  // the hours since the previous run (only the current one when the collector ran an hour ago)
  const since = last && !Number.isNaN(last.getTime()) ? new Date(last.getTime() + HOUR_MS) : hourStart(now);
  const sampled = await collectUsage(tx, now, since);
  const next = nextHour(now);
  return {
    state: 'running',
    progress: 0,
    stage: `sampled ${sampled} account${sampled === 1 ? '' : 's'}; next run ${next.toISOString()}`,
    runInMs: next.getTime() - now.getTime(),
    payload: { lastHour: hourStart(now).toISOString() },
  };
};

/**
 * The home tree's size (MB) of an account in an hour, where the caller knows it (the seed knows the
 * tree's past); undefined for the size stored now.
 */
export type HomeSizeAt = (serviceId: number, hour: Date) => number | undefined;

const round2 = (v: number) => Math.round(v * 100) / 100;

/**
 * Store the meter's readings of every active account on a node that keeps history, for the hours
 * from `since` (at most 30 days back) up to now that the account has no sample of yet, each with the
 * account's home tree size. Returns how many accounts were sampled.
 */
export async function collectUsage(tx: Tx, now: Date, since: Date, homeAt?: HomeSizeAt): Promise<number> {
  // active accounts (by id) on a node that keeps history, with their plan's allocation
  const history = await historyNodeNames(tx);
  const sampledServices = (await activeHostingServices(tx)).filter((s) => s.node !== null && history.has(s.node));
  const plans = sampledServices.length
    ? await tx
        .select()
        .from(hostingPlans)
        .where(inArray(hostingPlans.plan, [...new Set(sampledServices.map((s) => s.plan))]))
    : [];
  const rows = sampledServices.flatMap((service) => {
    const plan = plans.find((p) => p.plan === service.plan);
    return plan ? [{ service, plan }] : [];
  });
  // what each home tree takes now, every account's in one query (the base tree where none is stored yet)
  const homes = await homeUseByService(
    tx,
    rows.map(({ service }) => ({ serviceId: service.id, domain: service.domain, createdAt: service.createdAt })),
  );
  const oldest = new Date(hourStart(now).getTime() - BUFFER_MS);
  let sampled = 0;
  for (const { service, plan } of rows) {
    const newest = await newestSampleAt(tx, service.id);
    let from = since < oldest ? oldest : since;
    if (newest && newest >= from) from = new Date(newest.getTime() + HOUR_MS);
    const homeNowMb = homes.get(service.id)!.bytes / BYTES_PER_MB;
    const readings: Reading[] = readMeterHours(metered(service), plan, from, now).map((r) => ({
      ...r,
      diskMb: round2(homeAt?.(service.id, r.at) ?? homeNowMb),
    }));
    if (!readings.length) continue;
    await storeReadings(tx, service.id, readings);
    sampled++;
  }
  await tx.delete(hostingUsageSamples).where(lt(hostingUsageSamples.at, new Date(now.getTime() - RETAIN_MS)));
  return sampled;
}

/** Start the collector unless it runs already; its first run is at the next top of the hour, sampling from then. */
export async function ensureUsageCollector(tx: Tx, now: Date) {
  await ensureJob(tx, now, {
    kind: USAGE_COLLECTOR_JOB,
    subject: 'usage collector',
    payload: { lastHour: hourStart(now).toISOString() },
    runInMs: nextHour(now).getTime() - now.getTime(),
    stage: `first run ${nextHour(now).toISOString()}`,
  });
}

/**
 * The seed's history: a month of hourly samples for every account the collector samples, with the
 * home tree's size in each hour as the seed says it was, and the collector itself.
 */
export async function backfillUsage(tx: Tx, now: Date, homeAt?: HomeSizeAt) {
  await collectUsage(tx, now, new Date(hourStart(now).getTime() - BUFFER_MS), homeAt);
  await ensureUsageCollector(tx, now);
}
