// The pages or posts that match the filters, newest first, 25 at a time with
// "Load more": title and slug, status, author, date, last change, and Edit and
// Trash for what is not in the trash already. The list is paged, so Title, Date
// and Changed sort it on the server (ADR 035), the order kept with the filters.
import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CmsContentSummary } from '@contract/apps-cms-content';
import { CMS_CONTENT_SORT_DEFAULT } from '@contract/list-sorts';
import type { TableSort } from '@/components/data-table/columns';
import { SortTh } from '@/components/data-table/sort-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ProblemState } from '@/components/ui/problem-state';
import { Skeleton } from '@/components/ui/spinner';
import { formatDateTime, formatNumber } from '@/lib/format';
import { cmsContentQueries, type ContentFilters } from './content-queries';
import { STATUS_LABELS, STATUS_TONES } from './content-status';

export type Summary = z.infer<typeof CmsContentSummary>;

interface ContentListProps {
  input: string;
  installId: string;
  filters: ContentFilters;
  /** A new order, kept beside the filters (undefined: the listing's own, newest first). */
  onSort: (sort: ContentFilters['sort']) => void;
  onEdit: (row: Summary) => void;
  onTrash: (row: Summary) => void;
}

export function ContentList({ input, installId, filters, onSort, onEdit, onTrash }: ContentListProps) {
  const q = useInfiniteQuery(cmsContentQueries.list(input, installId, filters));
  const sort: TableSort = {
    value: filters.sort ?? CMS_CONTENT_SORT_DEFAULT,
    onChange: (next) =>
      onSort(next === CMS_CONTENT_SORT_DEFAULT ? undefined : (next as NonNullable<ContentFilters['sort']>)),
  };
  const rows = useMemo(() => q.data?.pages.flatMap((p) => p.data) ?? [], [q.data]);
  const total = q.data?.pages[0]?.total ?? 0;
  const what = filters.type === 'page' ? 'pages' : 'posts';
  if (q.isPending)
    return (
      <>
        <span role="status" className="sr-only">
          Loading {what}…
        </span>
        <Skeleton lines={4} />
      </>
    );
  if (q.isError && rows.length === 0) return <ProblemState error={q.error} onRetry={() => void q.refetch()} />;
  if (rows.length === 0)
    return (
      <p className="text-sm text-muted">
        {filters.status || filters.q ? `No ${what} match these filters.` : `This site has no ${what} yet.`}
      </p>
    );
  return (
    <div className="space-y-3">
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{what === 'pages' ? 'Pages' : 'Posts'}</caption>
          <thead className="text-xs text-muted">
            <tr>
              <SortTh sortKey="title" sort={sort} className="py-2 pr-3 font-medium">
                Title
              </SortTh>
              <th scope="col" className="py-2 pr-3 font-medium">
                Status
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Author
              </th>
              <SortTh sortKey="date" first="desc" sort={sort} className="py-2 pr-3 font-medium max-md:hidden">
                Date
              </SortTh>
              <SortTh sortKey="modified" first="desc" sort={sort} className="py-2 pr-3 font-medium">
                Changed
              </SortTh>
              <th scope="col" className="py-2 font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((r) => (
              <tr key={r.id}>
                <th scope="row" className="py-2 pr-3 font-normal">
                  <span className="block font-medium">{r.title || '(no title)'}</span>
                  <span className="block break-all font-mono text-xs text-muted">/{r.slug}</span>
                </th>
                <td className="py-2 pr-3">
                  <Badge tone={STATUS_TONES[r.status]}>{STATUS_LABELS[r.status]}</Badge>
                </td>
                <td className="py-2 pr-3">{r.author}</td>
                <td className="py-2 pr-3 tabular max-md:hidden">{formatDateTime(r.createdAt)}</td>
                <td className="py-2 pr-3 tabular">{formatDateTime(r.modifiedAt)}</td>
                <td className="py-2">
                  {r.status !== 'trash' && (
                    <span className="flex justify-end gap-2">
                      <Button size="sm" onClick={() => onEdit(r)} aria-label={`Edit ${r.title}`}>
                        Edit
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => onTrash(r)} aria-label={`Trash ${r.title}`}>
                        Trash
                      </Button>
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted">
        <span>
          Showing {formatNumber(rows.length)} of {formatNumber(total)}
        </span>
        {q.hasNextPage && (
          <Button size="sm" onClick={() => void q.fetchNextPage()} loading={q.isFetchingNextPage}>
            Load more {what}
          </Button>
        )}
      </div>
    </div>
  );
}
