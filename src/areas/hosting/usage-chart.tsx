// The usage history of a hosting account, drawn by the shared uPlot chart
// (which loads uPlot only with the screen that shows it). The caption beside
// it (history-card.tsx) says the same in words.
import { useMemo } from 'react';
import { TimeChart } from '@/components/time-chart';
import type { Point } from './history-summary';
import { formatAmount, type Unit } from './usage-level';

export function UsageChart({ points, unit, label }: { points: Point[]; unit: Unit; label: string }) {
  // One set of chart data per answer: a re-render with the same points must not redraw the canvas.
  const data = useMemo(
    () => ({
      times: points.map((p) => p.at),
      series: [{ label, values: points.map((p) => p.value) }],
      format: (v: number) => formatAmount(v, unit),
    }),
    [points, unit, label],
  );
  return (
    <TimeChart
      data={data}
      height={240}
      fill
      testId="usage-chart"
      className="min-h-60 w-full overflow-hidden"
      failedText="The chart could not be drawn here; the figures are below."
    />
  );
}
