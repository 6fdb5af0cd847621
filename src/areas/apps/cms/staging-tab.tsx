// The Staging tab of a CMS install: its staging copies, each with "Push to
// production" (a hold, approved on the confirmation page), a form to create
// one, and the pushes so far with their steps. The copies arrive whole with the
// install, so their headers sort them in the browser (oldest first, as listed).
import { useQuery } from '@tanstack/react-query';
import { useClientSort } from '@/components/data-table/client-sort';
import { SortTh } from '@/components/data-table/sort-header';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Notice } from '@/components/ui/notice';
import { ProblemState } from '@/components/ui/problem-state';
import { Skeleton } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { StagingCreateForm } from './staging-create-form';
import { StagingPushButton } from './staging-push-dialog';
import { cmsInstallQueries } from './queries-install';
import { LatestUpdates } from './update-timeline';

export function StagingTab({ input, installId }: { input: string; installId: string }) {
  const detail = useQuery(cmsInstallQueries.install(input, installId));
  const copies = useClientSort(
    detail.data?.stagingCopies,
    { address: (c) => c.url, created: (c) => Date.parse(c.createdAt) },
    'created',
  );
  if (detail.isPending) return <Skeleton lines={4} />;
  if (detail.isError) return <ProblemState error={detail.error} onRetry={() => void detail.refetch()} />;
  const install = detail.data;

  if (install.isStaging)
    return (
      <Notice title="This install is a staging copy">
        It is a copy of install {install.stagingOf ?? 'unknown'}. Staging copies are created and pushed from the
        production install&apos;s Staging tab.
      </Notice>
    );

  return (
    <div className="space-y-4">
      <Card aria-labelledby="staging-copies">
        <h2 id="staging-copies" className="mb-1 text-base font-semibold">
          Staging copies
        </h2>
        <p className="mb-3 text-sm text-muted">
          Try changes on a copy of {install.url}, then push the copy over production. A push is held until you approve
          it on the confirmation page; production is not touched before that.
        </p>
        {install.stagingCopies.length === 0 ? (
          <EmptyState title="No staging copies yet">Create one below: it is ready at once.</EmptyState>
        ) : (
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Staging copies of {install.url}</caption>
            <thead>
              <tr className="border-b border-line text-muted">
                <SortTh sortKey="address" sort={copies.sort} className="py-2 pr-3 font-medium">
                  Address
                </SortTh>
                <SortTh sortKey="created" first="desc" sort={copies.sort} className="py-2 pr-3 font-medium">
                  Created
                </SortTh>
                <th scope="col" className="py-2 font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {copies.rows.map((copy) => (
                <tr key={copy.id} className="border-b border-line/60">
                  <td className="py-2 pr-3 break-all">
                    <a href={copy.url} target="_blank" rel="noreferrer" className="underline">
                      {copy.url}
                    </a>
                  </td>
                  <td className="py-2 pr-3">
                    <time dateTime={copy.createdAt}>{formatDateTime(copy.createdAt)}</time>
                  </td>
                  <td className="py-2 text-right">
                    <StagingPushButton input={input} installId={installId} staging={copy} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
      <Card aria-labelledby="staging-create">
        <h2 id="staging-create" className="mb-3 text-base font-semibold">
          Create a staging copy
        </h2>
        <StagingCreateForm input={input} installId={installId} domain={install.domain} />
      </Card>
      <Card aria-labelledby="staging-pushes">
        <h2 id="staging-pushes" className="mb-3 text-base font-semibold">
          Pushes to production
        </h2>
        <LatestUpdates input={input} installId={installId} kinds={['push']} />
      </Card>
    </div>
  );
}
