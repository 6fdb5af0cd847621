// One cron job: the server's reading of its schedule with the next runs in
// the account's time zone, the editor, the recent runs with their output, and
// deleting it (after saying what that does).
import { useEffect, useState, type ReactNode } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader, TrailLink } from '@/components/ui/page-header';
import { ProblemState } from '@/components/ui/problem-state';
import { PagePending } from '@/components/ui/spinner';
import { notify } from '@/lib/notices';
import { useHostingAccountChoice } from '@/lib/hosting-accounts';
import { CronJobForm } from './cron-job-form';
import { jobView, type JobView } from './job-view';
import { useDeleteCronJob, useUpdateCronJob } from './mutations';
import { cronQueries, loadedJobs } from './queries';
import { useRunCheck } from './run-check';
import { RunHistory } from './run-history';
import { MissedBadge, ScheduleFacts } from './schedule-facts';

export function CronJobPage({ searchInput, jobId }: { searchInput?: string; jobId: string }) {
  const { input, accounts } = useHostingAccountChoice(searchInput);
  const up = (
    <TrailLink to="/cron" search={{ input }}>
      Cron jobs
    </TrailLink>
  );
  if (accounts.isPending) return <PagePending label="Loading your hosting accounts…" />;
  if (accounts.isError) return <ProblemState error={accounts.error} onRetry={() => void accounts.refetch()} />;
  if (!input)
    return (
      <div className="space-y-4">
        <PageHeader up={up} here="No hosting account" title="Cron job" />
        <p>Cron jobs run on a web hosting account; this account has none.</p>
      </div>
    );
  return <JobLoader input={input} jobId={jobId} up={up} />;
}

function JobLoader({ input, jobId, up }: { input: string; jobId: string; up: ReactNode }) {
  const jobs = useInfiniteQuery(cronQueries.jobs(input));
  const job = loadedJobs(jobs.data).find((j) => j.id === jobId);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = jobs;
  // A long crontab: the job may be on a later page.
  useEffect(() => {
    if (!job && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [job, hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (jobs.isPending || (!job && hasNextPage)) return <PagePending label="Loading the cron job…" />;
  if (jobs.isError) return <ProblemState error={jobs.error} onRetry={() => void jobs.refetch()} />;
  if (!job)
    return (
      <div className="space-y-4">
        <PageHeader up={up} here="Not found" title="Cron job" />
        <EmptyState title="No such cron job">It may have been deleted. The list shows the jobs there are.</EmptyState>
      </div>
    );
  return (
    <JobDetail
      input={input}
      view={jobView(job)}
      up={up}
      checking={jobs.isRefetching}
      onCheck={() => void jobs.refetch()}
    />
  );
}

interface DetailProps {
  input: string;
  view: JobView;
  up: ReactNode;
  checking: boolean;
  onCheck: () => void;
}

function JobDetail({ input, view, up, checking, onCheck }: DetailProps) {
  const { job } = view;
  const update = useUpdateCronJob(input, job.id);
  useRunCheck(view.nextRuns[0], onCheck);
  return (
    <div className="space-y-4">
      <PageHeader
        up={up}
        here={job.command}
        title={<span className="font-mono">{job.command}</span>}
        actions={<DeleteJobButton input={input} view={view} />}
      >
        <p className="text-sm text-muted">
          {view.description}
          {view.missed && (
            <span className="ml-2">
              <MissedBadge />
            </span>
          )}
        </p>
      </PageHeader>
      <Card>
        <CardTitle>Schedule</CardTitle>
        <ScheduleFacts view={view} />
      </Card>
      <Card>
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-base font-semibold">Run history</h2>
          <Button size="sm" loading={checking} onClick={onCheck}>
            Check for new runs
          </Button>
        </div>
        <RunHistory runs={view.runs} timeZone={view.timeZone} />
      </Card>
      <Card>
        <CardTitle>Edit schedule and command</CardTitle>
        <CronJobForm
          // A saved change resets the editor to what the server stored.
          key={`${job.schedule} ${job.command}`}
          label="Edit cron job"
          initial={{
            minute: job.minute,
            hour: job.hour,
            day_of_month: job.dayOfMonth,
            month: job.month,
            day_of_week: job.dayOfWeek,
            command: job.command,
          }}
          submitLabel="Save changes"
          onSubmit={async (body) => {
            const r = await update.mutateAsync(body);
            notify('success', 'Cron job saved', `${r.job.schedule} · ${r.job.description}`);
          }}
        />
      </Card>
    </div>
  );
}

function DeleteJobButton({ input, view }: { input: string; view: JobView }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteCronJob(input);
  const navigate = useNavigate();
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        title="Delete this cron job?"
        confirmLabel="Delete cron job"
        cancelLabel="Keep it"
        busy={remove.isPending}
        error={remove.error}
        onConfirm={() =>
          remove.mutate(view.job.id, {
            onSuccess: () => {
              setOpen(false);
              notify('success', 'Cron job deleted', view.job.command);
              void navigate({ to: '/cron', search: { input } });
            },
          })
        }
        onClose={() => setOpen(false)}
      >
        <p>
          <code className="font-mono">{view.job.schedule}</code> <span className="font-mono">{view.job.command}</span>{' '}
          stops running. The command and the files it uses stay on the account.
        </p>
      </ConfirmDialog>
    </>
  );
}
