// Usage over time for one metric and period, as a chart with its summary in
// words (lowest, average, highest, latest). A node without a usage collector
// keeps no history: the server says so in a note, and that is shown instead.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { UsageMetric, hostingOps } from '@contract/hosting';
import { Card, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { ProblemState } from '@/components/ui/problem-state';
import { Skeleton } from '@/components/ui/spinner';
import { historySentence, historyStats } from './history-summary';
import { hostingQueries, type Metric, type Period } from './queries';
import { UsageChart } from './usage-chart';

export const metricLabel: Record<Metric, string> = {
  disk: 'Disk space',
  bandwidth: 'Bandwidth',
  cpu: 'CPU',
  memory: 'Memory',
  processes: 'Processes',
  io: 'Disk I/O',
};
const PERIODS: Period[] = ['24h', '7d', '30d', '12m'];
const periodLabel: Record<Period, string> = {
  '24h': 'Last 24 hours',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '12m': 'Last 12 months',
};
const periodPhrase = (p: string) =>
  ({ '24h': 'the last 24 hours', '7d': 'the last 7 days', '30d': 'the last 30 days', '12m': 'the last 12 months' })[
    p
  ] ?? p;

export function HistoryCard({ input }: { input: string }) {
  const [metric, setMetric] = useState<Metric>('disk');
  const [period, setPeriod] = useState<Period>('30d');
  // The last chart stays while another metric or period loads, so the card does not jump.
  const q = useQuery({ ...hostingQueries.history(input, metric, period), placeholderData: keepPreviousData });
  const h = q.data;
  return (
    <Card aria-labelledby="history-title">
      <CardTitle>
        <span id="history-title">Usage history</span>
      </CardTitle>
      <form className="mb-4 grid gap-3 sm:grid-cols-2" aria-label="Chart settings" onSubmit={(e) => e.preventDefault()}>
        <Field label="Metric">
          {(p) => (
            <Select {...p} value={metric} onChange={(e) => setMetric(e.target.value as Metric)}>
              {UsageMetric.options.map((m) => (
                <option key={m} value={m}>
                  {metricLabel[m]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Period">
          {(p) => (
            <Select {...p} value={period} onChange={(e) => setPeriod(e.target.value as Period)}>
              {PERIODS.map((x) => (
                <option key={x} value={x}>
                  {periodLabel[x]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </form>
      {h ? (
        <HistoryView history={h} busy={q.isFetching} />
      ) : q.isError ? (
        <ProblemState error={q.error} onRetry={() => void q.refetch()} />
      ) : (
        <>
          <span role="status" className="sr-only">
            Loading the usage history…
          </span>
          <Skeleton lines={5} />
        </>
      )}
    </Card>
  );
}

type History = z.infer<typeof hostingOps.getHostingUsageHistory.response>;

function HistoryView({ history: h, busy }: { history: History; busy: boolean }) {
  if (!h.available) {
    return (
      <Notice tone="info" title="No usage history for this account">
        {h.note ?? 'The server this account runs on keeps no usage history.'} The current figures on this page are still
        measured.
      </Notice>
    );
  }
  const stats = historyStats(h.points);
  if (!stats) return <p className="text-sm text-muted">No samples in this period yet.</p>;
  const what = metricLabel[h.metric];
  return (
    <figure aria-busy={busy || undefined} aria-labelledby="history-caption" className="space-y-2">
      <UsageChart points={h.points} unit={h.unit} label={what} />
      <figcaption id="history-caption" className="text-sm" data-testid="history-summary">
        <span className="sr-only">Chart of {what.toLowerCase()}. </span>
        {historySentence(what, periodPhrase(h.period), h.unit, stats)}
        {h.note ? ` ${h.note}` : ''}
      </figcaption>
    </figure>
  );
}
