// What each incident entry says: what happened, in words a site owner reads,
// with the figures that back it. Times are drawn by the screen (formatDateTime).
import { outageLength, type IncidentEntry, type LimitFaults } from './incident-timeline';

export interface EntryWords {
  title: string;
  detail: string;
  tone: 'danger' | 'success' | 'warning' | 'neutral';
}

const times = (n: number) => (n === 1 ? 'once' : `${n} times`);

const faultEffect: Record<keyof LimitFaults, string> = {
  memory: 'memory limit',
  processes: 'process limit',
  cpu: 'CPU limit',
  io: 'disk I/O limit',
};

export function entryWords(e: IncidentEntry): EntryWords {
  if (e.kind === 'monitor') {
    const { event: ev, monitor } = e;
    // The server's reason says it best ("HTTP 503 Service Unavailable (1 failed check in a row)"); the bare
    // status code stands in when there is none.
    const why = ev.reason ?? (ev.statusCode !== null ? `HTTP ${ev.statusCode}` : '');
    if (ev.kind === 'down') {
      const lasted = ev.durationSeconds === null ? 'Still down.' : `Back up after ${outageLength(ev.durationSeconds)}.`;
      return { title: `${monitor.name} went down`, detail: [why, lasted].filter(Boolean).join('. '), tone: 'danger' };
    }
    if (ev.kind === 'up') {
      const answered = ev.responseTimeMs !== null ? `Answered in ${ev.responseTimeMs} ms.` : '';
      return { title: `${monitor.name} is up`, detail: [why, answered].filter(Boolean).join('. '), tone: 'success' };
    }
    return {
      title: `${monitor.name} was ${ev.kind === 'paused' ? 'paused' : 'resumed'}`,
      detail: why,
      tone: 'neutral',
    };
  }
  if (e.kind === 'spike') {
    const s = e.spike;
    return {
      title: `Error spike: ${s.errors} errors`,
      detail: `${s.serverErrors} of them server errors (5xx); at worst ${s.peak} in one step, where ${s.median} is usual.`,
      tone: 'warning',
    };
  }
  const hit = (Object.keys(faultEffect) as (keyof LimitFaults)[])
    .filter((k) => e.faults[k] > 0)
    .map((k) => `the ${faultEffect[k]} ${times(e.faults[k])}`);
  return {
    title: 'Resource limits hit',
    detail: `In the ${e.windowHours} hours to this moment the site hit ${hit.join(', ')}: visitors may have seen slow pages or 508 errors.`,
    tone: 'warning',
  };
}
