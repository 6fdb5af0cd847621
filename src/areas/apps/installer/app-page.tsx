// One installed app: where it is (site, directory, database), its version with
// the upgrade, logging in to its admin, its tasks as they run, its backups
// (back up now, delete through the confirmation page), its settings, and
// uninstalling it.
import type { ReactNode } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Notice } from '@/components/ui/notice';
import { PageHeader, TrailLink } from '@/components/ui/page-header';
import { ProblemState } from '@/components/ui/problem-state';
import { PagePending } from '@/components/ui/spinner';
import { isProblem } from '@/lib/api-problem';
import { displayDomain } from '@/lib/display-domain';
import { formatDate, formatDateTime } from '@/lib/format';
import { useHostingAccountChoice } from '@/lib/hosting-accounts';
import { BackupButton, UninstallButton, UpgradeButton } from './app-actions';
import { BackupsSection } from './backups-section';
import { LoginButton } from './login-button';
import { installerQueries, isMoving } from './queries';
import { SettingsForm } from './settings-form';
import { TaskProgressBar, TaskStatusBadge, kindLabel } from './task-progress';
import { useRefreshWhenDone } from './use-tracked-task';

export function AppPage({ searchInput, installId }: { searchInput: string | undefined; installId: string }) {
  const { input, account, accounts } = useHostingAccountChoice(searchInput);
  if (accounts.isError && !searchInput)
    return <ProblemState error={accounts.error} onRetry={() => void accounts.refetch()} />;
  if (!input) return <PagePending label="Loading the app…" />;
  const inactive = account && account.status !== 'active' ? account.status : null;
  return <AppDetail input={input} installId={installId} inactive={inactive} />;
}

function AppDetail({ input, installId, inactive }: { input: string; installId: string; inactive: string | null }) {
  const detail = useQuery(installerQueries.detail(input, installId));
  const up = (
    <TrailLink to="/apps/installer" search={{ input }}>
      App installer
    </TrailLink>
  );
  if (detail.isPending) return <PagePending label="Loading the app…" />;
  if (detail.isError) {
    if (isProblem(detail.error, 'not_found'))
      return (
        <div className="space-y-4">
          <PageHeader up={up} here="Not found" title="App not found" />
          <EmptyState
            title="This app is not installed"
            action={
              <Link to="/apps/installer" search={{ input }} className={buttonClass()}>
                Back to the installer
              </Link>
            }
          >
            {detail.error.problem.detail}
          </EmptyState>
        </div>
      );
    return <ProblemState error={detail.error} onRetry={() => void detail.refetch()} />;
  }

  const d = detail.data;
  const disabled = inactive !== null;
  return (
    <div className="space-y-6">
      <PageHeader
        up={up}
        here={`${d.appName} on ${displayDomain(d.domain)}${d.path ? `/${d.path}` : ''}`}
        title={`${d.appName} on ${displayDomain(d.domain)}${d.path ? `/${d.path}` : ''}`}
        actions={
          <div className="flex flex-wrap items-start gap-3">
            <LoginButton input={input} installId={d.id} appName={d.appName} disabled={disabled} />
            <UpgradeButton input={input} install={d} disabled={disabled} />
            <BackupButton input={input} install={d} disabled={disabled} />
            <UninstallButton
              input={input}
              install={d}
              directory={d.directory}
              database={d.database}
              disabled={disabled}
            />
          </div>
        }
      >
        <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted" aria-label="About this app">
          <Fact term="Version">
            {d.version}{' '}
            {d.updateAvailable ? (
              <Badge tone="warning">{d.latestVersion} available</Badge>
            ) : (
              <Badge tone="success">Up to date</Badge>
            )}
          </Fact>
          <Fact term="Site">
            <a href={d.url} target="_blank" rel="noopener noreferrer" className="text-accent hover:underline">
              {d.url}
            </a>
          </Fact>
          <Fact term="Installed">{formatDate(d.installedAt)}</Fact>
        </dl>
      </PageHeader>
      {inactive && (
        <Notice tone="warning" title={`The hosting account is ${inactive}`}>
          This app can be seen but not changed until the account is active again.
        </Notice>
      )}

      <dl className="grid gap-3 rounded-card border border-line p-4 text-sm sm:grid-cols-2" aria-label="Where it is">
        <Fact term="Directory" block>
          <code>{d.directory}</code>
        </Fact>
        <Fact term="Admin" block>
          {d.adminUrl ?? 'No admin screen'}
        </Fact>
        <Fact term="Database" block>
          {d.database ? (
            <>
              <code>{d.database.name}</code> (user <code>{d.database.user}</code> on <code>{d.database.host}</code>)
            </>
          ) : (
            'None: this app keeps its data in files'
          )}
        </Fact>
        <Fact term="Backups" block>
          {d.backups === 0
            ? 'None yet'
            : `${d.backups}, the latest ${d.lastBackupAt ? formatDateTime(d.lastBackupAt) : 'time unknown'}`}
        </Fact>
      </dl>

      <AppTasks input={input} installId={d.id} />

      <section aria-labelledby="app-backups" className="space-y-3">
        <h2 id="app-backups" className="text-lg font-semibold">
          Backups
        </h2>
        <BackupsSection input={input} installId={d.id} disabled={disabled} />
      </section>

      <SettingsForm
        input={input}
        installId={d.id}
        current={{ auto_upgrade: d.autoUpgrade, auto_backup: d.autoBackup, backup_rotation: d.backupRotation }}
        disabled={disabled}
      />
    </div>
  );
}

/** This app's tasks from the activity (polled while one moves): what runs now and what ran last. */
function AppTasks({ input, installId }: { input: string; installId: string }) {
  const activity = useInfiniteQuery(installerQueries.activity(input));
  const tasks = (activity.data?.pages.flatMap((p) => p.data) ?? []).filter((t) => t.installId === installId);
  useRefreshWhenDone(input, tasks);
  if (tasks.length === 0) return null;
  const shown = tasks.filter(isMoving).length ? tasks.filter(isMoving) : tasks.slice(0, 3);
  return (
    <section aria-labelledby="app-tasks" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="app-tasks" className="text-lg font-semibold">
          Recent tasks
        </h2>
        <Link to="/apps/installer/activity" search={{ input }} className="text-sm text-accent hover:underline">
          All activity
        </Link>
      </div>
      <ul className="space-y-3">
        {shown.map((t) => (
          <li key={t.id} className="space-y-2 rounded-card border border-line p-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium">
                {kindLabel[t.kind]} · {formatDateTime(t.startedAt)}
              </span>
              <TaskStatusBadge status={t.status} />
            </div>
            {isMoving(t) ? (
              <TaskProgressBar task={t} />
            ) : (
              t.message && <p className={t.status === 'failed' ? 'text-danger' : 'text-muted'}>{t.message}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Fact({ term, children, block }: { term: string; children: ReactNode; block?: boolean }) {
  return (
    <div className={block ? 'space-y-0.5' : 'flex flex-wrap items-center gap-1'}>
      <dt className={block ? 'text-xs text-muted' : ''}>{term}:</dt>
      <dd className={block ? '' : 'text-fg'}>{children}</dd>
    </div>
  );
}
