// Full-account backup runs (GET /backups/account): what each took, where it
// is kept, whether it worked and until when it exists. Newest first, or oldest first from the header
// (sorted on the server: the list is paged; the order is this panel's own, as it opens below the fold).
import { useInfiniteQuery } from '@tanstack/react-query';
import { ACCOUNT_BACKUP_RECORD_SORT_DEFAULT } from '@contract/list-sorts';
import { usePanelSort } from '@/components/data-table/panel-sort';
import { SortTh } from '@/components/data-table/sort-header';
import { Badge } from '@/components/ui/badge';
import { ProblemState } from '@/components/ui/problem-state';
import { Skeleton } from '@/components/ui/spinner';
import { formatDate, formatDateTime } from '@/lib/format';
import { formatMegabytes, glossary } from '@/lib/glossary';
import { LoadMore } from './load-more';
import { backupsQueries, type RecordSort } from './queries';

const kindText = { full: 'Full account', home: 'Home folder', databases: 'Databases', email: 'Email' } as const;

export function AccountRecords({ input }: { input: string }) {
  const sort = usePanelSort<RecordSort>(ACCOUNT_BACKUP_RECORD_SORT_DEFAULT);
  const list = useInfiniteQuery(backupsQueries.accountRecords(input, sort.param));
  if (list.isPending) return <Skeleton lines={3} />;
  if (list.isError) return <ProblemState error={list.error} onRetry={() => void list.refetch()} />;
  const rows = list.data.pages.flatMap((p) => p.data);
  if (rows.length === 0) return <p className="text-sm text-muted">No account backups have run yet.</p>;
  return (
    <div className="space-y-3">
      {/* Focusable: on a phone the table may scroll sideways, and a keyboard must reach it. */}
      <div
        className="overflow-x-auto rounded-card border border-line"
        role="region"
        aria-label="Account backup records"
        tabIndex={0}
      >
        <table className="w-full text-sm">
          <caption className="sr-only">Account backup records</caption>
          <thead className="bg-surface-2 text-left text-xs text-muted">
            <tr>
              <SortTh sortKey="started" first="desc" sort={sort.table} className="px-3 py-2 font-medium">
                Started
              </SortTh>
              <th scope="col" className="px-3 py-2 font-medium">
                What
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Outcome
              </th>
              <th scope="col" className="hidden px-3 py-2 font-medium sm:table-cell">
                Size
              </th>
              <th scope="col" className="hidden px-3 py-2 font-medium md:table-cell">
                Kept
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} className="border-t border-line align-top">
                <td className="px-3 py-2 sm:whitespace-nowrap">{formatDateTime(r.startedAt)}</td>
                <td className="px-3 py-2">{kindText[r.kind]}</td>
                <td className="px-3 py-2">
                  <Badge tone={glossary.backupRun[r.status].tone}>{glossary.backupRun[r.status].label}</Badge>
                  {r.detail && <p className="mt-1 text-xs text-muted">{r.detail}</p>}
                </td>
                <td className="hidden px-3 py-2 tabular whitespace-nowrap sm:table-cell">
                  {r.sizeMb === null ? '—' : formatMegabytes(r.sizeMb)}
                </td>
                <td className="hidden px-3 py-2 md:table-cell">
                  {r.location === 'remote' ? 'Off-site' : 'On the server'}
                  {r.expiresAt && `, until ${formatDate(r.expiresAt)}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <LoadMore
        shown={rows.length}
        total={list.data.pages.at(-1)?.total ?? rows.length}
        what="records"
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onMore={() => void list.fetchNextPage()}
      />
    </div>
  );
}
