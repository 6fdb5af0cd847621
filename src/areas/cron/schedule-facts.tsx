// The saved schedule as the server reads it: its description in words and
// the next runs, each a time in the account's time zone with that zone named,
// since the node's cron reads the crontab by that clock (CRON_TZ). The dead-man flag sits on top when the
// job missed its last window.
import { Badge } from '@/components/ui/badge';
import { Notice } from '@/components/ui/notice';
import { formatDateTime } from '@/lib/format';
import type { JobView, MissedView } from './job-view';
import { MissedIcon } from './status-icons';

export function ScheduleFacts({ view }: { view: JobView }) {
  const zone = view.timeZone;
  return (
    <div className="space-y-3">
      {view.missed && <MissedNotice missed={view.missed} timeZone={zone} />}
      <p>
        <code className="rounded bg-surface-2 px-1.5 py-0.5 font-mono">{view.job.schedule}</code>
        <span> · {view.description}</span>
      </p>
      <section aria-labelledby="next-runs-title" className="space-y-1">
        <h3 id="next-runs-title" className="text-sm font-medium">
          Next runs <span className="font-normal text-muted">(your account's time zone: {view.timeZone})</span>
        </h3>
        {view.nextRuns.length === 0 ? (
          <p className="text-sm text-muted">This schedule has no upcoming run.</p>
        ) : (
          <ol aria-label="Next runs" className="list-inside list-decimal text-sm tabular">
            {view.nextRuns.map((iso) => (
              <li key={iso}>
                <time dateTime={iso}>{formatDateTime(iso, { timeZone: zone })}</time>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

/** The dead-man flag: a run was due and none started. */
export function MissedBadge() {
  return (
    <Badge tone="warning">
      <MissedIcon />
      <span className="ml-1">Missed</span>
    </Badge>
  );
}

function MissedNotice({ missed, timeZone }: { missed: MissedView; timeZone: string }) {
  return (
    <Notice tone="warning" title="Missed run: this job did not run when expected">
      A run was expected at <time dateTime={missed.expectedAt}>{formatDateTime(missed.expectedAt, { timeZone })}</time>{' '}
      and none was recorded within {missed.graceMinutes} minutes after it. The node may have been down; the next runs
      are listed below.
    </Notice>
  );
}
