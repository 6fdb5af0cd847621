// One site's incidents in one timeline: when its monitors went down and came
// back, when its error log spiked, and when it hit its resource limits, each
// with a link to where the details are.
import { SitePeriodFrame, type SitePeriodPageProps } from './site-period-frame';
import { Link } from '@tanstack/react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ProblemState } from '@/components/ui/problem-state';
import { Skeleton } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { cn } from '@/lib/cn';
import type { IncidentEntry } from './incident-timeline';
import { entryWords } from './incident-words';
import type { Period } from './keys';
import { logTimeToken } from './log-time-token';
import { periodWords } from './period-picker';
import { useIncidents } from './use-incidents';

export type IncidentsPageProps = SitePeriodPageProps;

export function IncidentsPage(props: IncidentsPageProps) {
  return (
    <SitePeriodFrame
      {...props}
      title="Incidents"
      intro="Everything that went wrong with a site, in one timeline: outages, error spikes and resource limits."
      noSite="The incident timeline covers the sites of a web hosting account; this account has none."
    >
      {(input) => <Timeline input={input} period={props.period} />}
    </SitePeriodFrame>
  );
}

function Timeline({ input, period }: { input: string; period: Period }) {
  const t = useIncidents(input, period);
  if (t.error) return <ProblemState error={t.error} onRetry={t.retry} />;
  if (!t.entries) return <Skeleton lines={6} />;
  return (
    <section aria-labelledby="timeline-title" className="space-y-3">
      <h2 id="timeline-title" className="text-lg font-semibold">
        {periodWords[period]}
      </h2>
      {t.monitorCount === 0 && (
        <p className="text-sm text-muted">
          No monitor watches this site, so outages are not on the timeline.{' '}
          <Link to="/monitoring/new" search={{ input }} className="text-accent underline">
            Add a monitor
          </Link>
        </p>
      )}
      {t.faultsMissing && (
        <p className="text-sm text-muted">
          The node’s resource-limit counters could not be read; limit faults are missing.
        </p>
      )}
      {t.entries.length === 0 ? (
        <EmptyState title="Nothing went wrong">No outage, error spike or resource limit in this period.</EmptyState>
      ) : (
        <ol aria-label="Incidents" className="relative space-y-4 border-l border-line pl-5">
          {t.entries.map((e) => (
            <Entry key={e.id} entry={e} input={input} period={period} serviceId={t.serviceId} />
          ))}
        </ol>
      )}
    </section>
  );
}

const dot = { danger: 'bg-danger', success: 'bg-success', warning: 'bg-warning', neutral: 'bg-muted' } as const;

function Entry({
  entry,
  input,
  period,
  serviceId,
}: {
  entry: IncidentEntry;
  input: string;
  period: Period;
  serviceId: number | null;
}) {
  const w = entryWords(entry);
  const step = period === '24h' ? 'hour' : 'day';
  return (
    <li className="relative">
      <span aria-hidden="true" className={cn('absolute -left-[1.6rem] top-1.5 size-3 rounded-full', dot[w.tone])} />
      <p className="font-medium">{w.title}</p>
      <p className="text-sm text-muted">
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
        {entry.kind === 'spike' && (
          <>
            {' '}
            to <time dateTime={entry.spike.to}>{formatDateTime(entry.spike.to)}</time>
          </>
        )}
      </p>
      {w.detail && <p className="text-sm">{w.detail}</p>}
      <p className="text-sm">
        {entry.kind === 'monitor' && (
          <Link to="/monitoring/$monitorId" params={{ monitorId: entry.monitor.id }} className="text-accent underline">
            Open the monitor {entry.monitor.name}
          </Link>
        )}
        {entry.kind === 'spike' && (
          <Link
            to="/monitoring/logs"
            search={{ input, log: 'access', grep: logTimeToken('access', entry.at, step) }}
            className="text-accent underline"
          >
            Read the access log of that {step}
          </Link>
        )}
        {entry.kind === 'faults' &&
          (serviceId !== null ? (
            <Link
              to="/hosting/$serviceId"
              params={{ serviceId: String(serviceId) }}
              search={{ tab: 'overview' }}
              className="text-accent underline"
            >
              See the resource usage
            </Link>
          ) : null)}
      </p>
    </li>
  );
}
