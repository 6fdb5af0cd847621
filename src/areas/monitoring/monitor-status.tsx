// A monitor's status in words and colour, and its uptime bar: the latest
// checks, oldest on the left, each a green or red tick. The bar is one image
// to a screen reader, named by its figures, not 48 separate ticks.
import { Badge } from '@/components/ui/badge';
import { formatDateTime, formatNumber, formatPercent } from '@/lib/format';
import { cn } from '@/lib/cn';
import { glossary } from '@/lib/glossary';
import type { MonitorRow } from './incident-timeline';

export function MonitorStatus({ status }: { status: MonitorRow['status'] }) {
  const { label, tone } = glossary.monitor[status];
  return <Badge tone={tone}>{label}</Badge>;
}

/** "45 of 48 checks up". */
export function uptimeSummary(checks: MonitorRow['recentChecks']): string {
  if (checks.length === 0) return 'No checks yet';
  const up = checks.filter((c) => c.up).length;
  return `${up} of ${checks.length} recent checks up`;
}

export function UptimeBar({ checks }: { checks: MonitorRow['recentChecks'] }) {
  const oldestFirst = [...checks].reverse();
  return (
    <div role="img" aria-label={`Uptime bar: ${uptimeSummary(checks)}`} className="flex h-6 items-stretch gap-px">
      {oldestFirst.length === 0 ? (
        <span className="w-full rounded-sm bg-surface-2" />
      ) : (
        oldestFirst.map((c) => (
          <span
            key={c.at}
            title={`${formatDateTime(c.at)}: ${c.up ? 'up' : 'down'}`}
            className={cn('min-w-0.5 flex-1 rounded-sm', c.up ? 'bg-success' : 'bg-danger')}
          />
        ))
      )}
    </div>
  );
}

export const percent = (v: number | null) => (v === null ? '—' : formatPercent(v, v >= 99.995 || v === 0 ? 0 : 2));
export const millis = (v: number | null) => (v === null ? '—' : `${formatNumber(v)} ms`);

/** What the monitor checks, in one line: the URL, or host and port. */
export function monitorTarget(m: Pick<MonitorRow, 'type' | 'url' | 'host' | 'port' | 'keyword'>): string {
  if (m.type === 'http') return m.url ?? '';
  if (m.type === 'keyword') return `${m.url ?? ''} contains “${m.keyword ?? ''}”`;
  if (m.type === 'port') return `${m.host ?? ''}:${m.port ?? ''}`;
  return m.host ?? '';
}
