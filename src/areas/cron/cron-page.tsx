// The cron jobs of one hosting account: each job's schedule in words, its
// command, its next run, whether its last run failed or was missed, and the
// address failed runs are mailed to.
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { HostingAccountPicker, HostingAccountStates } from '@/components/hosting-account-picker';
import { CRON_JOB_SORT_DEFAULT } from '@contract/list-sorts';
import { SortTh } from '@/components/data-table/sort-header';
import type { TableSort } from '@/components/data-table/columns';
import { ScreenTitle } from '@/components/layout/page-title';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClass } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ProblemState } from '@/components/ui/problem-state';
import { PagePending } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { useHostingAccountChoice } from '@/lib/hosting-accounts';
import { jobView, type JobView } from './job-view';
import { glossary } from '@/lib/glossary';
import { cronQueries, loadedJobs, type CronJobSort } from './queries';
import { NotificationEmailForm } from './notification-email-form';
import { MissedBadge } from './schedule-facts';
import { FailedIcon } from './status-icons';

export function CronPage({
  searchInput,
  onInput,
  sort,
  onSort,
}: {
  searchInput?: string;
  onInput: (input: string) => void;
  /** The jobs' order (absent: the order they were added, the listing's own). */
  sort?: CronJobSort;
  onSort: (sort: CronJobSort | undefined) => void;
}) {
  const { input, account, accounts } = useHostingAccountChoice(searchInput);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <ScreenTitle screen="/cron" />
        {input && (
          <Link to="/cron/new" search={{ input }} className={buttonClass('primary')}>
            Add a cron job
          </Link>
        )}
      </div>
      <HostingAccountStates
        choice={{ input, accounts }}
        noAccount="Cron jobs run on a web hosting account; this account has none."
      >
        {(input, hostingAccounts) => (
          <>
            <HostingAccountPicker accounts={hostingAccounts} value={account?.domain ?? input} onChange={onInput} />
            <JobsSection input={input} sort={sort} onSort={onSort} />
          </>
        )}
      </HostingAccountStates>
    </div>
  );
}

function JobsSection({
  input,
  sort,
  onSort,
}: {
  input: string;
  sort?: CronJobSort;
  onSort: (sort: CronJobSort | undefined) => void;
}) {
  const jobs = useInfiniteQuery(cronQueries.jobs(input, sort));
  // Sorted on the server: the list is paged, so the loaded rows alone would sort wrong.
  const tableSort: TableSort = {
    value: sort ?? CRON_JOB_SORT_DEFAULT,
    onChange: (next) => onSort(next === CRON_JOB_SORT_DEFAULT ? undefined : (next as CronJobSort)),
  };
  if (jobs.isPending) return <PagePending label="Loading cron jobs…" />;
  if (jobs.isError) return <ProblemState error={jobs.error} onRetry={() => void jobs.refetch()} />;
  const views = loadedJobs(jobs.data).map(jobView);
  const first = jobs.data.pages[0];
  return (
    <>
      {views.length === 0 ? (
        <EmptyState
          title="No cron jobs yet"
          action={
            <Link to="/cron/new" search={{ input }} className={buttonClass('primary')}>
              Add a cron job
            </Link>
          }
        >
          A cron job runs a command on a schedule: a backup script every night, a CMS's tasks every five minutes.
        </EmptyState>
      ) : (
        <Card>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <CardTitle>Jobs</CardTitle>
            {/* The order they were added has no column of its own: this is the way back to it. */}
            {sort && (
              <Button size="sm" variant="ghost" onClick={() => onSort(undefined)}>
                Show in the order added
              </Button>
            )}
          </div>
          <JobsTable input={input} views={views} sort={tableSort} />
          {jobs.hasNextPage && (
            <Button className="mt-3" loading={jobs.isFetchingNextPage} onClick={() => void jobs.fetchNextPage()}>
              Show more ({views.length} of {first?.total ?? views.length})
            </Button>
          )}
        </Card>
      )}
      <NotificationEmailForm input={input} current={first?.notificationEmail ?? null} />
    </>
  );
}

function JobsTable({ input, views, sort }: { input: string; views: JobView[]; sort: TableSort }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" aria-label="Cron jobs">
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="py-2 pr-3 font-semibold">
              Schedule
            </th>
            <SortTh sortKey="command" sort={sort} className="px-3 py-2 font-semibold">
              Command
            </SortTh>
            <th scope="col" className="px-3 py-2 font-semibold">
              Next run{views[0] && <span className="font-normal text-muted"> ({views[0].timeZone})</span>}
            </th>
            <th scope="col" className="py-2 pl-3 font-semibold">
              Last run
            </th>
          </tr>
        </thead>
        <tbody>
          {views.map((v) => (
            <tr key={v.job.id} className="border-b border-line align-top last:border-0">
              <td className="py-2 pr-3">
                <Link
                  to="/cron/$jobId"
                  params={{ jobId: v.job.id }}
                  search={{ input }}
                  className="font-mono font-medium text-accent hover:underline"
                >
                  {v.job.schedule}
                </Link>
                <div className="text-muted">{v.description}</div>
              </td>
              <td className="max-w-xs truncate px-3 py-2 font-mono" title={v.job.command}>
                {v.job.command}
              </td>
              <td className="px-3 py-2">
                {v.nextRuns[0] ? (
                  <time dateTime={v.nextRuns[0]}>{formatDateTime(v.nextRuns[0], { timeZone: v.timeZone })}</time>
                ) : (
                  '—'
                )}
              </td>
              <td className="py-2 pl-3">
                <LastRun view={v} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function LastRun({ view }: { view: JobView }) {
  if (view.missed) return <MissedBadge />;
  const last = view.runs[0];
  if (!last) return <span className="text-muted">Not run yet</span>;
  if (last.result === 'failed')
    return (
      <Badge tone="danger">
        <FailedIcon />
        <span className="ml-1">
          {glossary.cronRun.failed.label} (exit {last.exitCode ?? '—'})
        </span>
      </Badge>
    );
  return <span>{glossary.cronRun[last.result].label}</span>;
}
