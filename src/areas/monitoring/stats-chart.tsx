// A statistics chart, drawn by the shared uPlot chart (uPlot loads only with a
// screen that draws one), with its caption in words beside it.
import { TimeChart, type TimeChartData } from '@/components/time-chart';

export function StatsChart({ id, data, caption }: { id: string; data: TimeChartData; caption: string }) {
  return (
    <figure aria-labelledby={`${id}-caption`} className="space-y-2">
      {data.times.length > 0 && (
        <TimeChart
          data={data}
          height={180}
          testId={`${id}-chart`}
          className="min-h-45 w-full overflow-hidden"
          failedText="The chart could not be drawn here; the figures are below it."
        />
      )}
      <figcaption id={`${id}-caption`} className="text-sm" data-testid={`${id}-caption`}>
        {caption}
      </figcaption>
    </figure>
  );
}
