// Disk usage: the largest directories under the hosting account's home as a
// treemap and as a table (the table is the way to read the numbers without
// seeing the picture), with drill-down into a directory and a choice of how
// deep and how many directories the report lists.
import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { HostingAccountPicker } from '@/components/hosting-account-picker';
import { PageTitle } from '@/components/layout/page-title';
import { useClientSort } from '@/components/data-table/client-sort';
import { SortTh } from '@/components/data-table/sort-header';
import { buttonClass } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { ProblemState } from '@/components/ui/problem-state';
import { PagePending, Skeleton } from '@/components/ui/spinner';
import { formatDateTime, formatNumber, formatPercent } from '@/lib/format';
import { useHostingAccountChoice } from '@/lib/hosting-accounts';
import { formatMegabytes } from '@/lib/glossary';
import { DiagnosticsNav } from './diagnostics-nav';
import { diskTree, parentPath } from './disk-tree';
import { diagnosticsQueries, type DiskUsage } from './queries';

// d3-hierarchy comes with the treemap, only when this screen draws one.
const DiskTreemap = lazy(() => import('./disk-treemap'));

export interface DiskView {
  input?: string;
  path: string;
  depth: number;
  limit: number;
}

const depths = [1, 2, 3, 4, 5];
const limits = [10, 25, 50, 100];

export function DiskUsagePage({ view, onView }: { view: DiskView; onView: (next: DiskView) => void }) {
  const { input, account, accounts } = useHostingAccountChoice(view.input);
  return (
    <div className="space-y-4">
      <PageTitle title="Disk usage">What takes the space in your hosting account, largest first.</PageTitle>
      <DiagnosticsNav />
      {accounts.isPending ? (
        <PagePending label="Loading your hosting accounts…" />
      ) : accounts.isError ? (
        <ProblemState error={accounts.error} onRetry={() => void accounts.refetch()} />
      ) : !input ? (
        <EmptyState title="No hosting account">
          Disk usage is measured on a web hosting account; this account has none.
        </EmptyState>
      ) : (
        <>
          <div className="flex flex-wrap items-end gap-3">
            <HostingAccountPicker
              accounts={accounts.data}
              value={account?.domain ?? input}
              onChange={(next) => onView({ ...view, input: next, path: '/' })}
            />
            <Field label="Levels deep">
              {(p) => (
                <Select
                  {...p}
                  className="max-w-28"
                  value={view.depth}
                  onChange={(e) => onView({ ...view, input, depth: Number(e.target.value) })}
                >
                  {depths.map((d) => (
                    <option key={d} value={d}>
                      {d}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label="Directories listed">
              {(p) => (
                <Select
                  {...p}
                  className="max-w-28"
                  value={view.limit}
                  onChange={(e) => onView({ ...view, input, limit: Number(e.target.value) })}
                >
                  {limits.map((l) => (
                    <option key={l} value={l}>
                      {l}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </div>
          <DiskReport
            args={{ input, path: view.path, depth: view.depth, limit: view.limit }}
            onPath={(path) => onView({ ...view, input, path })}
          />
        </>
      )}
    </div>
  );
}

function DiskReport({
  args,
  onPath,
}: {
  args: { input: string; path: string; depth: number; limit: number };
  onPath: (path: string) => void;
}) {
  const report = useQuery(diagnosticsQueries.diskUsage(args));
  if (report.isPending) return <PagePending label="Measuring disk usage…" />;
  if (report.isError) return <ProblemState error={report.error} onRetry={() => void report.refetch()} />;
  return <DiskReportView report={report.data} input={args.input} onPath={onPath} />;
}

function DiskReportView({
  report,
  input,
  onPath,
}: {
  report: DiskUsage;
  input: string;
  onPath: (path: string) => void;
}) {
  const up = parentPath(report.path);
  const tree = diskTree(report.path, report.data);
  // The report arrives whole (a top-N, not a paged list), largest first: it sorts on the page. The share
  // is the size over the whole, so it sorts with the size and needs no order of its own.
  const { rows, sort } = useClientSort(
    report.data,
    { directory: (d) => d.path, size: (d) => d.sizeMb, files: (d) => d.files },
    '-size',
  );
  return (
    <>
      <Card>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="space-y-1">
            <h2 className="text-lg font-semibold">
              <code>{report.path}</code>
            </h2>
            <p className="text-sm text-muted">
              {formatMegabytes(report.usedMb)} used
              {report.quotaMb !== null ? ` of ${formatMegabytes(report.quotaMb)}` : ''} · measured{' '}
              <time dateTime={report.scannedAt}>{formatDateTime(report.scannedAt)}</time>
            </p>
          </div>
          {up !== null && (
            <Link
              to="/diagnostics/disk-usage"
              search={(s) => ({ ...s, input, path: up })}
              className={buttonClass('secondary', 'sm')}
            >
              Up to {up}
            </Link>
          )}
        </div>
        {report.quotaMb !== null && report.quotaMb > 0 && (
          <div className="mt-3">
            <meter
              className="h-3 w-full"
              min={0}
              max={report.quotaMb}
              value={Math.min(report.usedMb, report.quotaMb)}
              aria-label="Disk space used"
              high={report.quotaMb * 0.85}
              optimum={0}
            />
          </div>
        )}
      </Card>
      {report.data.length === 0 ? (
        <EmptyState title="Nothing to show here">This directory holds no subdirectories worth listing.</EmptyState>
      ) : (
        <>
          <Card>
            <CardTitle>Treemap</CardTitle>
            <p className="mb-2 text-sm text-muted">
              Each tile is a directory, sized by what it holds. Click one to look inside.
            </p>
            <Suspense fallback={<Skeleton lines={6} />}>
              <DiskTreemap tree={tree} onOpen={onPath} />
            </Suspense>
          </Card>
          <Card>
            <CardTitle>Largest directories</CardTitle>
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Largest directories under {report.path}</caption>
                <thead>
                  <tr className="border-b border-line">
                    <SortTh sortKey="directory" sort={sort} className="py-2 pr-3 font-semibold">
                      Directory
                    </SortTh>
                    <SortTh
                      sortKey="size"
                      first="desc"
                      align="end"
                      sort={sort}
                      className="px-3 py-2 text-right font-semibold"
                    >
                      Size
                    </SortTh>
                    <SortTh className="px-3 py-2 text-right font-semibold">Share</SortTh>
                    <SortTh
                      sortKey="files"
                      first="desc"
                      align="end"
                      sort={sort}
                      className="py-2 pl-3 text-right font-semibold"
                    >
                      Files
                    </SortTh>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((d) => (
                    <tr key={d.path} className="border-b border-line last:border-0">
                      <td className="py-2 pr-3">
                        <Link
                          to="/diagnostics/disk-usage"
                          search={(s) => ({ ...s, input, path: d.path })}
                          className="break-all font-mono text-accent hover:underline"
                        >
                          {d.path}
                        </Link>
                      </td>
                      <td className="px-3 py-2 text-right tabular">{formatMegabytes(d.sizeMb)}</td>
                      <td className="px-3 py-2 text-right tabular">{formatPercent(d.sharePercent, 1)}</td>
                      <td className="py-2 pl-3 text-right tabular">{formatNumber(d.files)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {report.truncated && (
              <p className="mt-2 text-sm text-muted">
                Showing the {formatNumber(report.data.length)} largest of {formatNumber(report.total)} directories. Open
                one to see what is inside it.
              </p>
            )}
          </Card>
        </>
      )}
    </>
  );
}
