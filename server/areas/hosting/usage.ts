// Quota and resource usage from real data. Disk is the home directory's files
// (the stored home tree, the files a backup copies and a restore writes back)
// plus the mail stored in the mailboxes of the domains the account serves plus
// its databases' real sizes; bandwidth is this month's samples summed;
// the counted features are the rows the account has, each against its plan's
// limit (null is unlimited). Resource usage is the latest sample against the
// plan's LVE limits, with the limit faults of the last 24 hourly samples.
import type { z } from 'zod';
import type { HostingUsage, ResourceUsage, UsageMetric } from '@contract/hosting';
import type { Db, Tx } from '@server/db/client';
import type { DatabaseNode } from '@server/infra/database-node';
import { featureCounts, storeUse, type StoreUse } from './account-repository';
import type { HostingServiceRow } from './hosting-account';
import { HOUR_MS, type Faults, type MeterReading } from './usage-meter';
import { bandwidthSince, latestReading, readingsSince, type MeteredRef } from './usage-readings';

type Q = Db | Tx;
type Usage = Omit<z.input<typeof HostingUsage>, 'target'>;
type Resources = Omit<z.input<typeof ResourceUsage>, 'target'>;
type UsageMetricName = z.infer<typeof UsageMetric>;

/** Maildir keeps one file per message; an average message is about 40 KB. */
const MAIL_FILES_PER_MB = 25;

const round1 = (v: number) => Math.round(v * 10) / 10;
const diskOf = (s: StoreUse) => round1(s.homeMb + s.mailMb + s.databaseMb);
/** Inodes used: the home tree's files and directories, plus one file per mail message. */
const inodesOf = (s: StoreUse) => s.homeInodes + Math.round(s.mailMb * MAIL_FILES_PER_MB);

/**
 * A metric's current figure as the usage and resource-usage reads answer it (disk: the home tree,
 * mail and databases now; the rest from the latest reading); the usage history ends on it. Traffic's
 * current figure is a month's sum, not a reading, so it has none here.
 */
export function currentFigure(metric: Exclude<UsageMetricName, 'bandwidth'>, r: MeterReading, s: StoreUse): number {
  switch (metric) {
    case 'disk':
      return diskOf(s);
    case 'cpu':
      return r.cpuPercent;
    case 'memory':
      return r.memoryMb;
    case 'processes':
      return r.processes;
    case 'io':
      return r.ioKbps;
  }
}

/** The disk each account uses now (what is stored as the call runs), by service id. */
export async function diskUsedOf(
  q: Q,
  dbNode: DatabaseNode,
  refs: { service: HostingServiceRow }[],
): Promise<Map<number, number>> {
  const stores = await storeUse(
    q,
    dbNode,
    refs.map((r) => r.service),
  );
  return new Map(refs.map((r) => [r.service.id, diskOf(stores.get(r.service.id)!)]));
}

/** The billing month `now` falls in (UTC), over which bandwidth is counted. */
export function billingMonth(now: Date) {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, end };
}

export async function quotaUsage(q: Q, dbNode: DatabaseNode, ref: MeteredRef, now: Date): Promise<Usage> {
  const { service, plan } = ref;
  const reading = await latestReading(q, ref, now);
  const store = (await storeUse(q, dbNode, [service])).get(service.id)!;
  const counts = await featureCounts(q, service.id);
  const month = billingMonth(now);
  const bandwidth = await bandwidthSince(q, ref, month.start, now);
  return {
    diskMb: { used: diskOf(store), limit: plan.diskMb },
    bandwidthMb: {
      used: round1(bandwidth),
      limit: plan.bandwidthMb,
      periodStart: month.start.toISOString(),
      periodEnd: month.end.toISOString(),
    },
    inodes: { used: inodesOf(store), limit: plan.inodes },
    addonDomains: { used: counts.addonDomains, limit: plan.addonDomains },
    subdomains: { used: counts.subdomains, limit: plan.subdomains },
    mailboxes: { used: store.mailboxes, limit: plan.mailboxes },
    databases: { used: store.databases, limit: plan.databases },
    ftpAccounts: { used: counts.ftpAccounts, limit: plan.ftpAccounts },
    measuredAt: reading.at.toISOString(),
  };
}

export async function resourceUsage(q: Q, ref: MeteredRef, now: Date): Promise<Resources> {
  const { plan } = ref;
  const reading = await latestReading(q, ref, now);
  const day = await readingsSince(q, ref, new Date(now.getTime() - 24 * HOUR_MS), now);
  const faults24h = day.reduce<Faults>(
    (sum, r) => ({
      cpu: sum.cpu + r.faults.cpu,
      memory: sum.memory + r.faults.memory,
      processes: sum.processes + r.faults.processes,
      io: sum.io + r.faults.io,
    }),
    { cpu: 0, memory: 0, processes: 0, io: 0 },
  );
  return {
    cpuPercent: { used: reading.cpuPercent, limit: plan.cpuPercent },
    memoryMb: { used: reading.memoryMb, limit: plan.memoryMb },
    processes: { used: reading.processes, limit: plan.processes },
    entryProcesses: { used: reading.entryProcesses, limit: plan.entryProcesses },
    ioKbps: { used: reading.ioKbps, limit: plan.ioKbps },
    iops: { used: reading.iops, limit: plan.iops },
    faults24h,
    sampledAt: reading.at.toISOString(),
  };
}
