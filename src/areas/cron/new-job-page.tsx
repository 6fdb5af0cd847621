// Adding a cron job: the editor, then the saved job's page, where the
// server's reading of the schedule and its next runs are shown.
import { useNavigate } from '@tanstack/react-router';
import { Card } from '@/components/ui/card';
import { PageHeader, TrailLink } from '@/components/ui/page-header';
import { ProblemState } from '@/components/ui/problem-state';
import { PagePending } from '@/components/ui/spinner';
import { notify } from '@/lib/notices';
import { useHostingAccountChoice } from '@/lib/hosting-accounts';
import { CronJobForm } from './cron-job-form';
import { useCreateCronJob } from './mutations';
import { PRESETS } from './schedule-fields';

const DAILY = PRESETS.find((p) => p.id === 'daily')!.schedule;

export function NewCronJobPage({ searchInput }: { searchInput?: string }) {
  const { input, accounts } = useHostingAccountChoice(searchInput);
  const up = (
    <TrailLink to="/cron" search={{ input }}>
      Cron jobs
    </TrailLink>
  );
  return (
    <div className="space-y-4">
      <PageHeader up={up} here="New" title="Add a cron job" />
      {accounts.isPending ? (
        <PagePending label="Loading your hosting accounts…" />
      ) : accounts.isError ? (
        <ProblemState error={accounts.error} onRetry={() => void accounts.refetch()} />
      ) : input ? (
        <Card>
          <NewJobForm input={input} />
        </Card>
      ) : (
        <p>Cron jobs run on a web hosting account; this account has none.</p>
      )}
    </div>
  );
}

function NewJobForm({ input }: { input: string }) {
  const create = useCreateCronJob(input);
  const navigate = useNavigate();
  return (
    <CronJobForm
      label="Add a cron job"
      initial={{ ...DAILY, command: '' }}
      submitLabel="Add cron job"
      onCancel={() => void navigate({ to: '/cron', search: { input } })}
      onSubmit={async (body) => {
        const { job } = await create.mutateAsync(body);
        notify('success', 'Cron job added', `${job.schedule} · ${job.description}`);
        await navigate({ to: '/cron/$jobId', params: { jobId: job.id }, search: { input } });
      }}
    />
  );
}
