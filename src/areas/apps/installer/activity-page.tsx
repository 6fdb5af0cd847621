// The installer's activity on one hosting account: every task (installs,
// upgrades, backups, uninstalls, and the CMS toolkit's work), running ones
// first, with a status filter, each task's progress and its steps. The list
// polls while a task on it still moves.
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { AppTaskStatus } from '@contract/apps-shared';
import { HostingAccountPicker } from '@/components/hosting-account-picker';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { PageHeader, TrailLink } from '@/components/ui/page-header';
import { ProblemState } from '@/components/ui/problem-state';
import { PagePending, Skeleton } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { useHostingAccountChoice } from '@/lib/hosting-accounts';
import { installerQueries, isMoving, type Task, type TaskStatus } from './queries';
import { TaskProgressBar, TaskStatusBadge, TaskSteps, kindLabel, statusLabel } from './task-progress';
import { useRefreshWhenDone } from './use-tracked-task';

export type ActivitySearch = { input?: string; status?: TaskStatus };

export function ActivityPage({ search, onSearch }: { search: ActivitySearch; onSearch: (s: ActivitySearch) => void }) {
  const { input, account, accounts } = useHostingAccountChoice(search.input);
  return (
    <div className="space-y-4">
      <PageHeader
        up={
          <TrailLink to="/apps/installer" search={{ input }}>
            App installer
          </TrailLink>
        }
        here="Activity"
        title="Installer activity"
      >
        <p className="text-sm text-muted">Installs, upgrades, backups and uninstalls, the running ones first.</p>
      </PageHeader>
      {accounts.isError && !search.input ? (
        <ProblemState error={accounts.error} onRetry={() => void accounts.refetch()} />
      ) : !input ? (
        <PagePending label="Loading the activity…" />
      ) : (
        <>
          <form
            role="search"
            aria-label="Filter the activity"
            className="grid gap-3 sm:grid-cols-2"
            onSubmit={(e) => e.preventDefault()}
          >
            <HostingAccountPicker
              accounts={accounts.data ?? []}
              value={account?.domain ?? input}
              onChange={(v) => onSearch({ input: v })}
            />
            <Field label="Status">
              {(p) => (
                <Select
                  {...p}
                  value={search.status ?? ''}
                  onChange={(e) => onSearch({ input, status: (e.target.value || undefined) as TaskStatus | undefined })}
                >
                  <option value="">Any status</option>
                  {AppTaskStatus.options.map((s) => (
                    <option key={s} value={s}>
                      {statusLabel[s]}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </form>
          <TaskList input={input} status={search.status} />
        </>
      )}
    </div>
  );
}

function TaskList({ input, status }: { input: string; status?: TaskStatus }) {
  const list = useInfiniteQuery(installerQueries.activity(input, status));
  const tasks = list.data?.pages.flatMap((p) => p.data) ?? [];
  useRefreshWhenDone(input, tasks);
  if (list.isPending) return <Skeleton lines={5} />;
  if (list.isError) return <ProblemState error={list.error} onRetry={() => void list.refetch()} />;
  if (tasks.length === 0)
    return (
      <EmptyState title={status ? `No ${statusLabel[status].toLowerCase()} tasks` : 'No activity yet'}>
        {status ? 'Choose another status.' : 'Installing, upgrading or backing up an app shows here.'}
      </EmptyState>
    );
  return (
    <div className="space-y-3">
      <ul className="space-y-3" aria-label="Tasks">
        {tasks.map((t) => (
          <TaskItem key={t.id} input={input} task={t} />
        ))}
      </ul>
      {list.hasNextPage && (
        <Button size="sm" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          Show more
        </Button>
      )}
    </div>
  );
}

function TaskItem({ input, task: t }: { input: string; task: Task }) {
  return (
    <li aria-label={`${kindLabel[t.kind]} of ${t.appName}`} className="space-y-2 rounded-card border border-line p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">
          {kindLabel[t.kind]} of{' '}
          {t.installId && t.kind !== 'uninstall' ? (
            <Link
              to="/apps/installer/$installId"
              params={{ installId: t.installId }}
              search={{ input }}
              className="text-accent underline"
            >
              {t.appName}
            </Link>
          ) : (
            t.appName
          )}
        </p>
        <TaskStatusBadge status={t.status} />
      </div>
      <p className="text-xs text-muted">
        Started {formatDateTime(t.startedAt)}
        {t.finishedAt && ` · ended ${formatDateTime(t.finishedAt)}`}
        {t.rollbackBackupId && ` · restore point ${t.rollbackBackupId}`}
      </p>
      <TaskProgressBar task={t} />
      {t.message && !isMoving(t) && (
        <p className={t.status === 'failed' ? 'text-sm text-danger' : 'text-sm text-muted'}>{t.message}</p>
      )}
      <details open={isMoving(t) || t.status === 'failed'}>
        <summary className="cursor-pointer text-sm text-muted">Steps ({t.steps.length})</summary>
        <div className="mt-2">
          <TaskSteps task={t} />
        </div>
      </details>
    </li>
  );
}
