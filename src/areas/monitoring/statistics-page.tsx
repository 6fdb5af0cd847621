// A site's statistics for a period: the most requested pages with their share,
// errors over time and by status and path, and PHP's use of memory and
// workers against the account's limits, with each limit hit said in words.
// The two tables sort from their headers, on the server (they show the first of a ranked, paged
// listing), the order kept in the URL beside the site and the period.
import { SitePeriodFrame, type SitePeriodPageProps } from './site-period-frame';
import { useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ERROR_STAT_SORT_DEFAULT, TOP_PAGE_SORT_DEFAULT } from '@contract/list-sorts';
import type { TableSort } from '@/components/data-table/columns';
import { SortTh } from '@/components/data-table/sort-header';
import { Card, CardTitle } from '@/components/ui/card';
import { ProblemState } from '@/components/ui/problem-state';
import { Skeleton } from '@/components/ui/spinner';
import type { TimeChartData } from '@/components/time-chart';
import { formatDate, formatDateTime, formatNumber, formatPercent } from '@/lib/format';
import { countOf, formatMegabytes } from '@/lib/glossary';
import type { ErrorStatSort, Period, TopPageSort } from './keys';
import { periodWords } from './period-picker';
import { monitoringQueries } from './queries';
import { StatsChart } from './stats-chart';
import { bytes, errorsSentence, limitHitLines } from './stats-words';

/** The tables' orders in the URL (absent: each listing's own, most first). */
export interface StatisticsSorts {
  pagesSort?: TopPageSort;
  errorsSort?: ErrorStatSort;
}

export type StatisticsPageProps = SitePeriodPageProps & StatisticsSorts & { onSort: (next: StatisticsSorts) => void };

/** A table's `sort` for its headers: the value shown, and the change with the default written as absent. */
function tableSort<S extends string>(
  value: S | undefined,
  dflt: S,
  onChange: (next: S | undefined) => void,
): TableSort {
  return { value: value ?? dflt, onChange: (next) => onChange(next === dflt ? undefined : (next as S)) };
}

export function StatisticsPage(props: StatisticsPageProps) {
  return (
    <SitePeriodFrame
      {...props}
      title="Statistics"
      intro="What your site served, what failed, and how PHP kept up, from the web server’s logs."
      noSite="Statistics are kept for the sites of a web hosting account; this account has none."
    >
      {(input) => (
        <>
          <div className="grid gap-4 xl:grid-cols-2">
            <TopPagesCard
              input={input}
              period={props.period}
              sort={props.pagesSort}
              onSort={(pagesSort) => props.onSort({ pagesSort })}
            />
            <ErrorsCard
              input={input}
              period={props.period}
              sort={props.errorsSort}
              onSort={(errorsSort) => props.onSort({ errorsSort })}
            />
          </div>
          <PhpCard input={input} period={props.period} />
        </>
      )}
    </SitePeriodFrame>
  );
}

function TopPagesCard({
  input,
  period,
  sort,
  onSort,
}: {
  input: string;
  period: Period;
  sort?: TopPageSort;
  onSort: (sort: TopPageSort | undefined) => void;
}) {
  const q = useQuery(monitoringQueries.topPages(input, period, sort));
  const headerSort = tableSort(sort, TOP_PAGE_SORT_DEFAULT, onSort);
  return (
    <Card aria-labelledby="top-pages-title" className="min-w-0">
      <CardTitle>
        <span id="top-pages-title">Top pages · {periodWords[period]}</span>
      </CardTitle>
      {q.isPending ? (
        <Skeleton lines={5} />
      ) : q.isError ? (
        <ProblemState error={q.error} onRetry={() => void q.refetch()} />
      ) : q.data.data.length === 0 ? (
        <p className="text-sm text-muted">No page was requested in this period.</p>
      ) : (
        <ScrollBox label="Top pages table">
          <table className="w-full text-sm">
            <caption className="sr-only">Most requested pages, with their share of all requests</caption>
            <thead>
              <tr className="text-left text-xs uppercase text-muted">
                <SortTh sortKey="path" sort={headerSort} className="py-1 pr-3">
                  Page
                </SortTh>
                <SortTh sortKey="hits" first="desc" align="end" sort={headerSort} className="py-1 pr-3 text-right">
                  Hits
                </SortTh>
                <SortTh sortKey="visitors" first="desc" align="end" sort={headerSort} className="py-1 pr-3 text-right">
                  Visitors
                </SortTh>
                <SortTh sortKey="bandwidth" first="desc" align="end" sort={headerSort} className="py-1 pr-3 text-right">
                  Data
                </SortTh>
                <th scope="col" className="py-1">
                  Share
                </th>
              </tr>
            </thead>
            <tbody>
              {q.data.data.map((p) => (
                <tr key={p.path} className="border-t border-line">
                  <th
                    scope="row"
                    className="max-w-64 truncate py-1.5 pr-3 text-left font-mono font-normal"
                    title={p.path}
                  >
                    {p.path}
                  </th>
                  <td className="whitespace-nowrap py-1.5 pr-3 text-right tabular">{formatNumber(p.hits)}</td>
                  <td className="whitespace-nowrap py-1.5 pr-3 text-right tabular">{formatNumber(p.visitors)}</td>
                  <td className="whitespace-nowrap py-1.5 pr-3 text-right tabular">{bytes(p.bandwidthBytes)}</td>
                  <td className="py-1.5">
                    <div className="flex items-center gap-2">
                      <div aria-hidden="true" className="h-2 w-16 shrink-0 rounded-full bg-surface-2 sm:w-24">
                        <div className="h-2 rounded-full bg-accent" style={{ width: `${p.sharePercent}%` }} />
                      </div>
                      <span className="w-12 text-right tabular">{formatPercent(p.sharePercent, 1)}</span>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
    </Card>
  );
}

function ErrorsCard({
  input,
  period,
  sort,
  onSort,
}: {
  input: string;
  period: Period;
  sort?: ErrorStatSort;
  onSort: (sort: ErrorStatSort | undefined) => void;
}) {
  const q = useQuery(monitoringQueries.errors(input, period, sort));
  const headerSort = tableSort(sort, ERROR_STAT_SORT_DEFAULT, onSort);
  const chart = useMemo<TimeChartData | null>(
    () =>
      q.data
        ? {
            times: q.data.buckets.map((b) => b.at),
            series: [
              { label: 'Server errors (5xx)', values: q.data.buckets.map((b) => b.serverErrors) },
              { label: 'Client errors (4xx)', values: q.data.buckets.map((b) => b.clientErrors) },
            ],
            format: (v) => String(Math.round(v)),
            legendFormat: (v) => countOf(Math.round(v), 'error', 'errors'),
          }
        : null,
    [q.data],
  );
  return (
    <Card aria-labelledby="errors-title" className="min-w-0">
      <CardTitle>
        <span id="errors-title">Errors · {periodWords[period]}</span>
      </CardTitle>
      {q.isError ? (
        <ProblemState error={q.error} onRetry={() => void q.refetch()} />
      ) : !q.data || !chart ? (
        <Skeleton lines={5} />
      ) : (
        <div className="space-y-4">
          <p className="text-sm">
            <strong className="tabular">{q.data.totals.serverErrors}</strong> server errors (5xx) and{' '}
            <strong className="tabular">{q.data.totals.clientErrors}</strong> client errors (4xx).
          </p>
          <StatsChart
            id="errors"
            data={chart}
            caption={
              period === '24h'
                ? errorsSentence(q.data.buckets, 'hour', (at) => formatDateTime(at))
                : // daily buckets are UTC days: name the day they are, whatever the display zone
                  errorsSentence(q.data.buckets, 'day', (at) => formatDate(at, { timeZone: 'UTC' }))
            }
          />
          {q.data.data.length > 0 && (
            <ScrollBox label="Errors table">
              <table className="w-full text-sm">
                <caption className="sr-only">Errors by status and path</caption>
                <thead>
                  <tr className="text-left text-xs uppercase text-muted">
                    <SortTh sortKey="status" sort={headerSort} className="py-1 pr-3">
                      Status
                    </SortTh>
                    <SortTh sortKey="path" sort={headerSort} className="py-1 pr-3">
                      Path
                    </SortTh>
                    <SortTh sortKey="count" first="desc" align="end" sort={headerSort} className="py-1 pr-3 text-right">
                      Count
                    </SortTh>
                    <SortTh sortKey="last" first="desc" sort={headerSort} className="py-1">
                      Last seen
                    </SortTh>
                  </tr>
                </thead>
                <tbody>
                  {q.data.data.map((e) => (
                    <tr key={`${e.status} ${e.path}`} className="border-t border-line">
                      <td className="py-1.5 pr-3 tabular">{e.status}</td>
                      <th
                        scope="row"
                        className="max-w-56 truncate py-1.5 pr-3 text-left font-mono font-normal"
                        title={e.path}
                      >
                        {e.path}
                      </th>
                      <td className="whitespace-nowrap py-1.5 pr-3 text-right tabular">{formatNumber(e.count)}</td>
                      <td className="whitespace-nowrap py-1.5">{formatDateTime(e.lastSeenAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollBox>
          )}
        </div>
      )}
    </Card>
  );
}

function PhpCard({ input, period }: { input: string; period: Period }) {
  const q = useQuery(monitoringQueries.phpUsage(input, period));
  const charts = useMemo(() => {
    if (!q.data) return null;
    const { samples, limits } = q.data;
    const times = samples.map((s) => s.at);
    return {
      memory: {
        times,
        series: [
          { label: 'Memory', values: samples.map((s) => s.memoryMb) },
          { label: 'Memory limit', values: samples.map(() => limits.memoryLimitMb) },
        ],
        format: (v: number) => formatMegabytes(v),
      },
      workers: {
        times,
        series: [
          { label: 'Busy workers', values: samples.map((s) => s.workersBusy) },
          { label: 'Workers limit', values: samples.map(() => limits.maxWorkers) },
        ],
        format: (v: number) => String(Math.round(v)),
        legendFormat: (v: number) => countOf(Math.round(v), 'worker', 'workers'),
      },
    };
  }, [q.data]);
  return (
    <Card aria-labelledby="php-title" className="min-w-0">
      <CardTitle>
        <span id="php-title">PHP against its limits · {periodWords[period]}</span>
      </CardTitle>
      {q.isError ? (
        <ProblemState error={q.error} onRetry={() => void q.refetch()} />
      ) : !q.data || !charts ? (
        <Skeleton lines={5} />
      ) : (
        <div className="space-y-4">
          <div className="text-sm" data-testid="php-limit-hits">
            {limitHitLines(q.data.limitHits, q.data.limits).length === 0 ? (
              <p>PHP {q.data.phpVersion} stayed within every limit.</p>
            ) : (
              <ul className="list-disc space-y-1 pl-5" aria-label="Limits hit">
                {limitHitLines(q.data.limitHits, q.data.limits).map((l) => (
                  <li key={l}>{l}</li>
                ))}
              </ul>
            )}
          </div>
          <div className="grid gap-6 lg:grid-cols-2">
            <StatsChart
              id="php-memory"
              data={charts.memory}
              caption={`Memory: peak ${formatMegabytes(q.data.peaks.memoryMb)} of a ${formatMegabytes(q.data.limits.memoryLimitMb)} limit per request.`}
            />
            <StatsChart
              id="php-workers"
              data={charts.workers}
              caption={`Workers: at most ${q.data.peaks.workersBusy} of ${q.data.limits.maxWorkers} busy at once; CPU peaked at ${formatPercent(q.data.peaks.cpuPercent, 2, { trim: true })}.`}
            />
          </div>
        </div>
      )}
    </Card>
  );
}

/** A table that may be wider than a phone scrolls sideways in its box, which takes focus so keys scroll it too. */
function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto focus-visible:outline-2">
      {children}
    </div>
  );
}
