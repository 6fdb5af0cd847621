// A monitor's response times over its latest checks, drawn by the shared uPlot
// chart (uPlot loads only with a screen that draws one). A failed check has no
// response time; it is drawn as 0 and the caption counts it in words.
import { useMemo } from 'react';
import { TimeChart, type TimeChartData } from '@/components/time-chart';
import type { MonitorRow } from './incident-timeline';

export function responseSentence(checks: MonitorRow['recentChecks']): string {
  const times = checks.flatMap((c) => (c.responseTimeMs === null ? [] : [c.responseTimeMs]));
  const failed = checks.length - times.length;
  if (times.length === 0) return failed ? `None of the last ${failed} checks got an answer.` : 'No checks yet.';
  const avg = Math.round(times.reduce((a, b) => a + b, 0) / times.length);
  const answered = `Over the last ${checks.length} checks: fastest ${Math.min(...times)} ms, average ${avg} ms, slowest ${Math.max(...times)} ms, latest ${checks[0]?.responseTimeMs ?? '—'} ms.`;
  return failed ? `${answered} ${failed} got no answer.` : answered;
}

export function ResponseChart({ checks }: { checks: MonitorRow['recentChecks'] }) {
  const data = useMemo<TimeChartData>(() => {
    const oldestFirst = [...checks].reverse();
    return {
      times: oldestFirst.map((c) => c.at),
      series: [{ label: 'Response time', values: oldestFirst.map((c) => c.responseTimeMs ?? 0) }],
      format: (v) => `${Math.round(v)} ms`,
    };
  }, [checks]);
  return (
    <figure aria-labelledby="response-caption" className="space-y-2">
      {checks.length > 0 && (
        <TimeChart
          data={data}
          height={180}
          fill
          testId="response-chart"
          className="min-h-45 w-full overflow-hidden"
          failedText="The chart could not be drawn here; the figures are below it."
        />
      )}
      <figcaption id="response-caption" className="text-sm" data-testid="response-caption">
        <span className="sr-only">Response times. </span>
        {responseSentence(checks)}
      </figcaption>
    </figure>
  );
}
