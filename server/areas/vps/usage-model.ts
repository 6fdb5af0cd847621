// What the simulated guests use: a deterministic model of CPU, memory, disk and
// traffic per server and time (a daily rhythm plus noise from a hash of both),
// so the seed's history and the collector's new samples continue one another
// and a test can predict them. A stopped server uses nothing but its disk.
import { sha256 } from '@server/core/crypto';

/** One sample every five minutes; a day of them is the detail's history. */
export const SAMPLE_MINUTES = 5;
export const SAMPLE_MS = SAMPLE_MINUTES * 60_000;
/** Samples older than this are removed by the collector. */
export const KEEP_DAYS = 7;

export interface Sample {
  cpuPercent: number;
  memoryUsedMb: number;
  diskUsedGb: number;
  netInBytes: number;
  netOutBytes: number;
}

export interface SampledServer {
  id: number;
  memoryMb: number;
  diskGb: number;
  createdAt: Date;
}

/** A number in [0, 1) from the server and the time. */
function noise(id: number, t: number, salt: string) {
  return parseInt(sha256(`${id}:${t}:${salt}`).slice(0, 8), 16) / 0x1_0000_0000;
}

/** The slot a time falls in: samples sit on five-minute boundaries. */
export const slotOf = (at: Date) => new Date(Math.floor(at.getTime() / SAMPLE_MS) * SAMPLE_MS);

export function sampleAt(s: SampledServer, at: Date, running: boolean): Sample {
  const t = at.getTime();
  const ageDays = Math.max(0, (t - s.createdAt.getTime()) / 86_400_000);
  // Disk fills slowly from a third of the disk, never past 90 %.
  const diskUsedGb = Math.round(Math.min(s.diskGb * 0.9, s.diskGb * 0.33 + ageDays * 0.02) * 100) / 100;
  if (!running) return { cpuPercent: 0, memoryUsedMb: 0, diskUsedGb, netInBytes: 0, netOutBytes: 0 };
  // Busiest mid-afternoon UTC, quietest at night.
  const hour = at.getUTCHours() + at.getUTCMinutes() / 60;
  const day = (1 + Math.sin(((hour - 9) / 24) * 2 * Math.PI)) / 2;
  const cpu = 4 + 30 * day + 12 * noise(s.id, t, 'cpu');
  const mem = s.memoryMb * (0.35 + 0.2 * day + 0.05 * noise(s.id, t, 'mem'));
  const netIn = (20 + 180 * day) * 1e6 * (0.5 + noise(s.id, t, 'in'));
  const netOut = (40 + 400 * day) * 1e6 * (0.5 + noise(s.id, t, 'out'));
  return {
    cpuPercent: Math.round(cpu * 10) / 10,
    memoryUsedMb: Math.round(mem),
    diskUsedGb,
    netInBytes: Math.round(netIn),
    netOutBytes: Math.round(netOut),
  };
}
