// What one check means for a monitor: pure rules, no database. A monitor is down
// only after more than `retries` failed checks in a row (one slow answer is not an
// outage); it is up again at the first check that passes.
import type { ProbeResult } from '@server/infra/web-node-shapes';

export type MonitorStatus = 'up' | 'down' | 'paused' | 'pending';

export interface CheckOutcome {
  up: boolean;
  statusCode: number | null;
  responseTimeMs: number | null;
  /** Why the check failed, as the event tells it; null when it passed. */
  reason: string | null;
}

/** A probe's answer judged against what the monitor expects. */
export function judge(
  m: { type: string; expectedStatus: number | null; keyword: string | null },
  r: ProbeResult,
): CheckOutcome {
  const base = { statusCode: r.status, responseTimeMs: r.error ? null : r.responseTimeMs };
  if (r.error) return { ...base, up: false, reason: r.error };
  if (m.type === 'http' || m.type === 'keyword') {
    const expected = m.expectedStatus ?? 200;
    if (r.status !== expected) return { ...base, up: false, reason: `Answered HTTP ${r.status}, expected ${expected}` };
    // A keyword is looked for as plain text, case-insensitively, never as a pattern.
    if (m.type === 'keyword' && m.keyword && !(r.body ?? '').toLowerCase().includes(m.keyword.toLowerCase()))
      return { ...base, up: false, reason: `The page does not contain "${m.keyword}"` };
  }
  return { ...base, up: true, reason: null };
}

export interface Transition {
  status: MonitorStatus;
  failures: number;
  /** The event the check causes, if any: `up` when a down (or new) monitor answers, `down` when it fails for good. */
  event: 'up' | 'down' | null;
}

export function transition(
  m: { status: MonitorStatus; failures: number; retries: number },
  c: CheckOutcome,
): Transition {
  if (m.status === 'paused') return { status: 'paused', failures: m.failures, event: null };
  if (c.up) return { status: 'up', failures: 0, event: m.status === 'up' ? null : 'up' };
  const failures = m.failures + 1;
  if (m.status !== 'down' && failures > m.retries) return { status: 'down', failures, event: 'down' };
  return { status: m.status, failures, event: null };
}

/** The share of a window the monitor was not down, from its outages; null before the first check. */
export function uptimePercent(
  outages: { from: Date; to: Date | null }[],
  window: { from: Date; to: Date },
): number | null {
  const span = window.to.getTime() - window.from.getTime();
  if (span <= 0) return null;
  let down = 0;
  for (const o of outages) {
    const a = Math.max(o.from.getTime(), window.from.getTime());
    const b = Math.min((o.to ?? window.to).getTime(), window.to.getTime());
    if (b > a) down += b - a;
  }
  return Math.round((1 - down / span) * 100_000) / 1000;
}
