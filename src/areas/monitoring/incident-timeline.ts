// One site's incidents in one list: its monitors' up/down events, error-log
// spikes and resource-limit faults, newest first. Pure, so the merge is tested
// without a screen; the screen (incidents-page.tsx) only draws the entries.
import type { z } from 'zod';
import type { Monitor, MonitorEvent } from '@contract/monitoring';
import type { ErrorSpike } from './error-spikes';

export type MonitorRow = z.infer<typeof Monitor>;
export type MonitorEventRow = z.infer<typeof MonitorEvent>;

/** Limit hits the node counted (GET /hosting/resource-usage `faults24h`). */
export interface LimitFaults {
  cpu: number;
  memory: number;
  processes: number;
  io: number;
}

export type IncidentEntry =
  | { kind: 'monitor'; id: string; at: string; monitor: MonitorRow; event: MonitorEventRow }
  | { kind: 'spike'; id: string; at: string; spike: ErrorSpike }
  | { kind: 'faults'; id: string; at: string; faults: LimitFaults; windowHours: number };

/**
 * Which monitors can have events in the period: only those whose status changed since it began (a monitor
 * whose last change is older has had no event in it). The timeline reads events of these only, so a site
 * with quiet monitors costs no request per monitor.
 */
export const monitorsChangedSince = (monitors: MonitorRow[], from: string) =>
  monitors.filter((m) => m.lastChangeAt !== null && Date.parse(m.lastChangeAt) >= Date.parse(from));

export interface TimelineSources {
  monitors: MonitorRow[];
  /** Each monitor's events, by monitor id (any order). */
  events: Record<string, MonitorEventRow[]>;
  spikes: ErrorSpike[];
  /** The node's fault counters and when they were read; null when unknown. */
  faults: { counts: LimitFaults; sampledAt: string; windowHours: number } | null;
}

/** Every entry at or after `from`, newest first; entries at the same moment keep a stable order. */
export function mergeTimeline(sources: TimelineSources, from: string): IncidentEntry[] {
  const since = Date.parse(from);
  const entries: IncidentEntry[] = [];
  const byId = new Map(sources.monitors.map((m) => [m.id, m]));
  for (const [monitorId, events] of Object.entries(sources.events)) {
    const monitor = byId.get(monitorId);
    if (!monitor) continue;
    for (const event of events)
      entries.push({ kind: 'monitor', id: `monitor-${monitorId}-${event.id}`, at: event.at, monitor, event });
  }
  for (const spike of sources.spikes) entries.push({ kind: 'spike', id: `spike-${spike.from}`, at: spike.from, spike });
  const f = sources.faults;
  if (f && Object.values(f.counts).some((n) => n > 0))
    entries.push({
      kind: 'faults',
      id: `faults-${f.sampledAt}`,
      at: f.sampledAt,
      faults: f.counts,
      windowHours: f.windowHours,
    });
  // A spike or fault window that began before the period but reaches into it still belongs to it.
  const inPeriod = entries.filter(
    (e) => Date.parse(e.at) >= since || (e.kind === 'spike' && Date.parse(e.spike.to) > since),
  );
  const rank: Record<IncidentEntry['kind'], number> = { monitor: 0, spike: 1, faults: 2 };
  return inPeriod.sort(
    (a, b) => Date.parse(b.at) - Date.parse(a.at) || rank[a.kind] - rank[b.kind] || a.id.localeCompare(b.id),
  );
}

/** How long an outage lasted, in words: "4 min", "2 h 5 min", "under a minute". */
export function outageLength(seconds: number): string {
  if (seconds < 60) return 'under a minute';
  const minutes = Math.round(seconds / 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}
