// Beside the backups list: what the latest backup holds, part by part with its size (read from
// the list's own answer, no request of its own), what those sizes count, and the backup schedule
// as the provider runs it. The schedule is read-only here and through the API, and the card says so
// rather than offering a form; it is read when opened. The card once held that one disclosure line
// alone beside the crowded list (issue 32: "half-empty cards").
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Card } from '@/components/ui/card';
import { ProblemState } from '@/components/ui/problem-state';
import { Skeleton } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { partLabel } from './format';
import { LoadOnOpen } from './load-on-open';
import { partSizes, totalText } from './part-sizes';
import { backupsQueries } from './queries';

export function ScheduleCard({ input }: { input: string }) {
  return (
    <Card aria-labelledby="backup-holds-title" className="space-y-4">
      <h2 id="backup-holds-title" className="text-base font-semibold">
        What a backup holds
      </h2>
      <LatestBackup input={input} />
      <section aria-labelledby="backup-schedule-title" className="space-y-2 border-t border-line pt-3">
        <h3 id="backup-schedule-title" className="text-sm font-semibold">
          Backup schedule
        </h3>
        {/* Read when opened: the schedule is the provider's and rarely what a visit is for. */}
        <LoadOnOpen summary="Show when backups run and how long they are kept">
          {() => <ScheduleFacts input={input} />}
        </LoadOnOpen>
      </section>
    </Card>
  );
}

/** The newest backup's parts: the same list answer the table beside it shows, so they always agree. */
function LatestBackup({ input }: { input: string }) {
  const list = useInfiniteQuery(backupsQueries.backups(input));
  // the list beside this card says its own loading and its problem; this waits for it quietly
  if (list.isPending) return <Skeleton lines={4} />;
  if (list.isError) return null;
  const latest = list.data?.pages[0]?.data[0];
  if (!latest)
    return <p className="text-sm text-muted">Once the first backup has run, its parts and sizes show here.</p>;
  return (
    <div className="space-y-2 text-sm">
      <p>
        The latest, taken {formatDateTime(latest.createdAt)}: <strong className="tabular">{totalText(latest)}</strong>
      </p>
      <dl aria-label="The latest backup's parts" className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        {partSizes(latest).map((p) => (
          <div key={p.part} className="contents">
            <dt className="text-muted">{p.label}</dt>
            <dd className="text-right tabular">{p.size ?? 'Included'}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-muted">
        Each part is counted as the backup copied it: the files of the home directory, the databases and the mail in the
        mailboxes at their size that night, and the lines of the DNS zones and cron jobs. Browse a backup to see them
        file by file.
      </p>
    </div>
  );
}

function ScheduleFacts({ input }: { input: string }) {
  const schedule = useQuery(backupsQueries.schedule(input));
  return (
    <>
      {schedule.isPending ? (
        <Skeleton lines={4} />
      ) : schedule.isError ? (
        <ProblemState error={schedule.error} onRetry={() => void schedule.refetch()} />
      ) : (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted">Runs</dt>
            <dd>
              {schedule.data.frequency === 'daily' ? 'Every night' : 'Once a week'}, starting{' '}
              {schedule.data.windowStartUtc} UTC
            </dd>
            <dt className="text-muted">Keeps</dt>
            <dd>
              {schedule.data.retention.daily} daily, {schedule.data.retention.weekly} weekly and{' '}
              {schedule.data.retention.monthly} monthly backups
            </dd>
            <dt className="text-muted">Contains</dt>
            <dd>{schedule.data.contains.map((p) => partLabel[p]).join(', ')}</dd>
            <dt className="text-muted">Last run</dt>
            <dd>{schedule.data.lastRunAt ? formatDateTime(schedule.data.lastRunAt) : 'Not yet'}</dd>
            <dt className="text-muted">Next run</dt>
            <dd>{schedule.data.nextRunAt ? formatDateTime(schedule.data.nextRunAt) : 'Not scheduled'}</dd>
          </dl>
          <p className="mt-3 text-sm text-muted">
            The provider runs this schedule for every account. It cannot be changed here or through the API; contact
            support if you need backups kept longer.
          </p>
        </>
      )}
    </>
  );
}
