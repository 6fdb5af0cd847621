// Limit faults of the last 24 hours in plain words: what hitting each limit
// did to visitors, so "3 memory faults" reads as "some visitors got errors".

export interface Faults {
  cpu: number;
  memory: number;
  processes: number;
  io: number;
}

const times = (n: number) => (n === 1 ? 'once' : `${n} times`);

const effect: Record<keyof Faults, (n: number) => string> = {
  memory: (n) =>
    `Hit the memory limit ${times(n)}: visitors may have seen 508 errors while the site had no memory left.`,
  processes: (n) =>
    `Hit the process limit ${times(n)}: new visits were refused with 508 “Resource Limit Is Reached” until running ones finished.`,
  cpu: (n) => `Hit the CPU limit ${times(n)}: pages were slowed down, not refused.`,
  io: (n) => `Hit the disk I/O limit ${times(n)}: pages and uploads were slowed down while it lasted.`,
};

/** Refusals first (memory, processes), then slowdowns; limits never hit are left out. */
export function faultLines(f: Faults): string[] {
  return (['memory', 'processes', 'cpu', 'io'] as const).filter((k) => f[k] > 0).map((k) => effect[k](f[k]));
}
