// The apps installed on the account: version and whether a newer one exists
// (with the upgrade beside it), where each answers, and its automatic
// upgrades and backups. The name opens the app's own page. The App, Site and
// Installed headers sort the list on the server (ADR 035): it is paged.
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { TableSort } from '@/components/data-table/columns';
import { SortTh } from '@/components/data-table/sort-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ProblemState } from '@/components/ui/problem-state';
import { Skeleton } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format';
import { UpgradeButton } from './app-actions';
import { autoBackupLabel } from './install-schema';
import { installerQueries, type AppInstallSort } from './queries';

export function InstalledSection({
  input,
  disabled,
  sort,
  sortValue,
}: {
  input: string;
  disabled?: boolean;
  sort: TableSort;
  sortValue?: AppInstallSort;
}) {
  const list = useInfiniteQuery(installerQueries.installed(input, sortValue));
  const rows = list.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <section aria-labelledby="installed-heading" className="space-y-3">
      <h2 id="installed-heading" className="text-lg font-semibold">
        Installed apps
      </h2>
      {list.isPending ? (
        <Skeleton lines={3} />
      ) : list.isError ? (
        <ProblemState error={list.error} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title="No apps installed yet">
          Pick one from the catalogue below: it is set up in a minute.
        </EmptyState>
      ) : (
        <div className="overflow-x-auto rounded-card border border-line">
          <table className="w-full text-left text-sm" aria-labelledby="installed-heading">
            <thead className="bg-surface-2 text-xs text-muted">
              <tr>
                <SortTh sortKey="name" sort={sort} className="px-3 py-2 font-medium">
                  App
                </SortTh>
                <th scope="col" className="px-3 py-2 font-medium">
                  Version
                </th>
                <SortTh sortKey="site" sort={sort} className="px-3 py-2 font-medium">
                  Site
                </SortTh>
                <th scope="col" className="px-3 py-2 font-medium">
                  Automatic upgrades
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Automatic backups
                </th>
                <SortTh sortKey="installed" first="desc" sort={sort} className="px-3 py-2 font-medium">
                  Installed
                </SortTh>
              </tr>
            </thead>
            <tbody>
              {rows.map((a) => (
                <tr key={a.id} className="border-t border-line align-top">
                  <td className="px-3 py-2">
                    <Link
                      to="/apps/installer/$installId"
                      params={{ installId: a.id }}
                      search={{ input }}
                      className="font-medium text-accent hover:underline"
                    >
                      {a.appName}
                    </Link>
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="tabular">{a.version}</span>
                      {a.updateAvailable ? (
                        <>
                          <Badge tone="warning">{a.latestVersion} available</Badge>
                          <UpgradeButton input={input} install={a} disabled={disabled} size="sm" />
                        </>
                      ) : (
                        <Badge tone="success">Up to date</Badge>
                      )}
                    </div>
                  </td>
                  <td className="px-3 py-2">
                    <a href={a.url} target="_blank" rel="noopener noreferrer" className="text-accent hover:underline">
                      {a.url}
                    </a>
                  </td>
                  <td className="px-3 py-2">{a.autoUpgrade ? 'On' : 'Off'}</td>
                  <td className="px-3 py-2">
                    {autoBackupLabel[a.autoBackup]}
                    {a.autoBackup !== 'off' && <span className="text-muted"> · keeps {a.backupRotation}</span>}
                  </td>
                  <td className="px-3 py-2 text-muted">{formatDate(a.installedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {list.hasNextPage && (
            <div className="border-t border-line p-2 text-center">
              <Button size="sm" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                Show more
              </Button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
