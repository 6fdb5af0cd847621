// The simulated node's meter: what CloudLinux's LVE counters and the web
// server's traffic log would report for one account in one hour. It is
// deterministic (a small xorshift PRNG keyed by the service id and the hour), so
// the hourly collector, the seed's 30-day backfill and the tests compute the
// same figures. Every figure is scaled to the plan's allocation: an account
// uses a steady share of its limits, follows a daily traffic curve (quiet at
// night, busiest in the European afternoon, lighter at weekends), and now and
// then a spike (a crawler, a campaign) hits a limit, which the node counts as
// faults. Disk is not the meter's: the collector measures the stored home tree
// (usage-collector.ts), the files a backup copies.
import type { HostingPlanRow } from './hosting-account';

export const HOUR_MS = 3_600_000;
/** The hour a moment falls in (samples are stamped with the start of their hour). */
export const hourStart = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);

export interface Faults {
  cpu: number;
  memory: number;
  processes: number;
  io: number;
}

/** What the meter reads in an hour: load, memory, processes, I/O and traffic. */
export interface MeterReading {
  at: Date;
  cpuPercent: number;
  memoryMb: number;
  processes: number;
  entryProcesses: number;
  ioKbps: number;
  iops: number;
  /** Served in the hour. */
  bandwidthMb: number;
  faults: Faults;
}

/** A stored sample: the meter's reading with the home directory's size the collector measured in that hour. */
export interface Reading extends MeterReading {
  /** The home tree's files (mail and databases are counted by their own stores). */
  diskMb: number;
}

export interface MeteredAccount {
  serviceId: number;
  createdAt: Date;
  /** A suspended or cancelled account serves nothing: no load, no traffic, only its files. */
  active: boolean;
}

export type Allocation = Pick<
  HostingPlanRow,
  'bandwidthMb' | 'cpuPercent' | 'memoryMb' | 'processes' | 'entryProcesses' | 'ioKbps' | 'iops'
>;

/** Where a plan has no bandwidth limit, the meter scales to this instead. */
const UNLIMITED_BANDWIDTH_MB = 1024 * 1024;
/** The daily curve below averages to about this; dividing by it keeps an account's mean at its share. */
const MEAN_DEMAND = 0.62;
const SPIKE_CHANCE = 0.025;

/** murmur3's 32-bit finaliser over two words: a well-spread seed from (service, hour). */
function mix(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ b;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0 || 0x6d2b79f5; // xorshift must not start at 0
}

/** Marsaglia's xorshift32: uniform numbers in [0, 1). */
export function xorshift32(seed: number): () => number {
  let x = seed >>> 0 || 0x6d2b79f5;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 0x1_0000_0000;
  };
}

/** What makes one account itself: how loaded, how visited. */
function profile(serviceId: number) {
  const r = xorshift32(mix(serviceId, 0x5eed));
  return {
    load: 0.1 + r() * 0.1, // share of the CPU limit in an average hour
    traffic: 0.22 + r() * 0.2, // share of the monthly bandwidth
  };
}

/** Visitors are mostly in Europe: quietest around 03:00 UTC, busiest around 15:00 UTC, lighter at weekends. */
function demand(at: Date) {
  const hour = at.getUTCHours();
  const daily = 0.3 + 0.7 * (0.5 - 0.5 * Math.cos((2 * Math.PI * (hour - 3)) / 24));
  const weekday = at.getUTCDay();
  return daily * (weekday === 0 || weekday === 6 ? 0.75 : 1);
}

/** The meter's reading of one account for the hour starting at `at` (which is rounded down to its hour). */
export function readMeter(account: MeteredAccount, plan: Allocation, at: Date): MeterReading {
  const hour = hourStart(at);
  const r = xorshift32(mix(account.serviceId, hour.getTime() / HOUR_MS));
  const noise = 0.85 + 0.3 * r();
  const spikeRoll = r();
  const spike = spikeRoll < SPIKE_CHANCE ? 3 + r() * 5 : 1;
  r(); // a draw the hour's sequence keeps, so the figures after it stay the ones the meter always read
  const idle: Faults = { cpu: 0, memory: 0, processes: 0, io: 0 };
  if (!account.active)
    return {
      at: hour,
      cpuPercent: 0,
      memoryMb: 0,
      processes: 0,
      entryProcesses: 0,
      ioKbps: 0,
      iops: 0,
      bandwidthMb: 0,
      faults: idle,
    };
  const p = profile(account.serviceId);
  const want = (p.load * demand(hour) * noise * spike) / MEAN_DEMAND; // share of the CPU limit asked for
  const u = Math.min(1, want); // share the LVE grants
  const faults = { ...idle };
  if (want > 1) faults.cpu = Math.round((want - 1) * 40 + r() * 10) + 1;
  let memoryMb = plan.memoryMb * (0.18 + 0.45 * u) * (0.9 + 0.2 * r());
  if (want > 1.6) {
    memoryMb = plan.memoryMb;
    faults.memory = 1 + Math.floor(r() * 5);
  }
  let entryProcesses = Math.round(plan.entryProcesses * u * 0.8 + r());
  if (want > 1.3) {
    entryProcesses = plan.entryProcesses;
    faults.processes = 2 + Math.floor(r() * 15);
  }
  const processes = Math.min(plan.processes, entryProcesses + Math.round(3 + plan.processes * 0.1 * u + r() * 2));
  let ioKbps = plan.ioKbps * (0.05 + 0.4 * u) * (0.8 + 0.4 * r());
  if (spike > 1 && r() < 0.25) {
    ioKbps = plan.ioKbps;
    faults.io = 1 + Math.floor(r() * 8);
  }
  const iops = Math.round(plan.iops * (0.03 + 0.3 * u) * (0.8 + 0.4 * r()));
  const monthly = plan.bandwidthMb ?? UNLIMITED_BANDWIDTH_MB;
  const bandwidthMb = ((monthly * p.traffic) / (30 * 24)) * (demand(hour) / MEAN_DEMAND) * noise * Math.min(spike, 2.5);
  return {
    at: hour,
    cpuPercent: round(plan.cpuPercent * u, 1),
    memoryMb: Math.round(Math.min(plan.memoryMb, memoryMb)),
    processes,
    entryProcesses,
    ioKbps: Math.round(Math.min(plan.ioKbps, ioKbps)),
    iops: Math.min(plan.iops, iops),
    bandwidthMb: round(bandwidthMb, 2),
    faults,
  };
}

/** One reading per hour from `from` (rounded up to an hour) to `to`, inclusive. */
export function readMeterHours(account: MeteredAccount, plan: Allocation, from: Date, to: Date): MeterReading[] {
  const out: MeterReading[] = [];
  const first = Math.max(Math.ceil(from.getTime() / HOUR_MS), Math.ceil(account.createdAt.getTime() / HOUR_MS));
  for (let h = first; h * HOUR_MS <= to.getTime(); h++) out.push(readMeter(account, plan, new Date(h * HOUR_MS)));
  return out;
}

function round(v: number, digits: number) {
  const f = 10 ** digits;
  return Math.round(v * f) / f;
}
