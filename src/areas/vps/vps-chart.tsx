// One usage graph of a server's page, drawn by the shared uPlot chart (which
// loads uPlot only with this screen). The caption beside it (usage-graphs.tsx)
// says the same in words.
import { TimeChart } from '@/components/time-chart';
import type { Graph } from './usage-history';

export function VpsChart({ graph }: { graph: Graph }) {
  return (
    <TimeChart
      data={graph}
      height={200}
      testId="vps-chart"
      className="min-h-50 w-full overflow-hidden"
      failedText="The graph could not be drawn here; the figures are below it."
    />
  );
}
