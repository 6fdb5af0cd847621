// The backup schedule as the provider runs it: how often, in which window,
// how long backups are kept, and when the next one runs. It is read-only here
// and through the API, and the card says so rather than offering a form. It is
// read when the card is opened.
import { useQuery } from '@tanstack/react-query';
import { Card } from '@/components/ui/card';
import { ProblemState } from '@/components/ui/problem-state';
import { Skeleton } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { partLabel } from './format';
import { LoadOnOpen } from './load-on-open';
import { backupsQueries } from './queries';

export function ScheduleCard({ input }: { input: string }) {
  return (
    <Card aria-labelledby="backup-schedule-title">
      <h2 id="backup-schedule-title" className="mb-3 text-base font-semibold">
        Backup schedule
      </h2>
      {/* Read when opened: the schedule is the provider's and rarely what a visit is for. */}
      <LoadOnOpen summary="Show when backups run and how long they are kept">
        {() => <ScheduleFacts input={input} />}
      </LoadOnOpen>
    </Card>
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
