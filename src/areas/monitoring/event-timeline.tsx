// One monitor's up/down events, newest first: what happened, when, why, and
// how long each outage lasted.
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '@/components/ui/empty-state';
import { ProblemState } from '@/components/ui/problem-state';
import { Skeleton } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { cn } from '@/lib/cn';
import type { MonitorRow } from './incident-timeline';
import { entryWords } from './incident-words';
import { monitoringQueries } from './queries';

const dot = { danger: 'bg-danger', success: 'bg-success', warning: 'bg-warning', neutral: 'bg-muted' } as const;

export function EventTimeline({ monitor }: { monitor: MonitorRow }) {
  const events = useQuery(monitoringQueries.events(monitor.id));
  if (events.isPending) return <Skeleton lines={3} />;
  if (events.isError) return <ProblemState error={events.error} onRetry={() => void events.refetch()} />;
  if (events.data.data.length === 0)
    return (
      <EmptyState title="No events yet">
        Each time the monitor goes down or comes back up, it is listed here.
      </EmptyState>
    );
  return (
    <ol aria-label="Events" className="space-y-3">
      {events.data.data.map((event) => {
        const w = entryWords({ kind: 'monitor', id: event.id, at: event.at, monitor, event });
        return (
          <li key={event.id} className="flex gap-3">
            <span aria-hidden="true" className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', dot[w.tone])} />
            <div>
              <p className="font-medium">{w.title}</p>
              <p className="text-sm text-muted">
                <time dateTime={event.at}>{formatDateTime(event.at)}</time>
                {w.detail && ` · ${w.detail}`}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
