// The backups that exist for the hosting account, newest first (or by size, or oldest first: sorted on
// the server, the order in the URL): kind, when, size, what each part holds (so the total is explained)
// and how long they are kept. "Browse" opens one in the contents browser below (the choice lives in the URL).
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { HOSTING_BACKUP_SORT_DEFAULT } from '@contract/list-sorts';
import type { TableSort } from '@/components/data-table/columns';
import { SortTh } from '@/components/data-table/sort-header';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ProblemState } from '@/components/ui/problem-state';
import { Skeleton } from '@/components/ui/spinner';
import { formatDate, formatDateTime } from '@/lib/format';
import { kindLabel } from './format';
import { LoadMore } from './load-more';
import { PartSizesLine, totalText } from './part-sizes';
import { backupsQueries, type BackupSort } from './queries';

export function BackupList({
  input,
  selected,
  sort,
  onSort,
}: {
  input: string;
  selected?: string;
  /** The list's order (absent: newest first). */
  sort?: BackupSort;
  onSort: (sort: BackupSort | undefined) => void;
}) {
  const list = useInfiniteQuery(backupsQueries.backups(input, sort));
  const tableSort: TableSort = {
    value: sort ?? HOSTING_BACKUP_SORT_DEFAULT,
    onChange: (next) => onSort(next === HOSTING_BACKUP_SORT_DEFAULT ? undefined : (next as BackupSort)),
  };
  if (list.isPending) return <Skeleton lines={5} />;
  if (list.isError) return <ProblemState error={list.error} onRetry={() => void list.refetch()} />;
  const rows = list.data.pages.flatMap((p) => p.data);
  const total = list.data.pages.at(-1)?.total ?? rows.length;
  if (rows.length === 0)
    return (
      <EmptyState title="No backups yet">
        The first nightly backup appears here after it has run; see the schedule.
      </EmptyState>
    );
  return (
    <div className="space-y-3">
      <div className="overflow-x-auto rounded-card border border-line">
        <table className="w-full text-sm">
          <caption className="sr-only">Backups of this hosting account</caption>
          <thead className="bg-surface-2 text-left text-xs text-muted">
            <tr>
              <SortTh sortKey="taken" first="desc" sort={tableSort} className="px-3 py-2 font-medium">
                Taken
              </SortTh>
              <th scope="col" className="px-3 py-2 font-medium">
                Kind
              </th>
              <SortTh sortKey="size" first="desc" sort={tableSort} className="px-3 py-2 font-medium">
                Size
              </SortTh>
              <th scope="col" className="hidden px-3 py-2 font-medium md:table-cell">
                What it holds
              </th>
              <th scope="col" className="hidden px-3 py-2 font-medium sm:table-cell">
                Kept until
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                <span className="sr-only">Open</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((b) => (
              <tr key={b.id} aria-current={b.id === selected ? 'true' : undefined} className="border-t border-line">
                <td className="px-3 py-2 sm:whitespace-nowrap">{formatDateTime(b.createdAt)}</td>
                <td className="px-3 py-2">
                  <Badge tone={b.kind === 'manual' ? 'info' : 'neutral'}>{kindLabel[b.kind]}</Badge>
                  {b.note && <p className="mt-1 text-xs text-muted">{b.note}</p>}
                </td>
                <td className="px-3 py-2 tabular whitespace-nowrap">{totalText(b)}</td>
                <td className="hidden px-3 py-2 md:table-cell">
                  <PartSizesLine backup={b} />
                </td>
                <td className="hidden px-3 py-2 whitespace-nowrap sm:table-cell">
                  {b.retainedUntil ? formatDate(b.retainedUntil) : 'Kept until removed'}
                </td>
                <td className="px-3 py-2 text-right">
                  {b.id === selected ? (
                    <span className="text-xs font-medium text-muted">Open below</span>
                  ) : (
                    <Link
                      to="/backups"
                      search={{ input, backup: b.id, sort }}
                      className={buttonClass('secondary', 'sm')}
                      aria-label={`Browse the backup of ${formatDateTime(b.createdAt)}`}
                    >
                      Browse
                    </Link>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <LoadMore
        shown={rows.length}
        total={total}
        what="backups"
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onMore={() => void list.fetchNextPage()}
      />
    </div>
  );
}
