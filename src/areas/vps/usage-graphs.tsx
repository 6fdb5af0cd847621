// CPU, disk and network over the recent past: each graph with a caption that
// says it in words (lowest, average, highest, latest), so nothing is told by
// the picture alone. The graph itself (uPlot) loads with this screen only.
import { useMemo } from 'react';
import { Card, CardTitle } from '@/components/ui/card';
import { graphSentence, graphsOf, type HistorySample } from './usage-history';
import { VpsChart } from './vps-chart';

export function UsageGraphs({ samples, intervalMinutes }: { samples: HistorySample[]; intervalMinutes: number }) {
  // One set of graphs per answer: a re-render with the same samples must not redraw the canvases.
  const graphs = useMemo(() => graphsOf(samples), [samples]);
  return (
    <Card aria-labelledby="vps-graphs-title">
      <CardTitle>
        <span id="vps-graphs-title">Usage over the last 24 hours</span>
      </CardTitle>
      <p className="mb-3 text-sm text-muted">
        One point every {intervalMinutes} minutes: CPU and disk are the average over the interval, network the traffic
        in it.
      </p>
      {samples.length === 0 ? (
        <p className="text-sm text-muted">No usage has been recorded for this server yet.</p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-3">
          {graphs.map((g) => (
            <figure key={g.id} aria-labelledby={`vps-graph-${g.id}`} className="space-y-2">
              <h3 className="text-sm font-medium">{g.title}</h3>
              <VpsChart graph={g} />
              <figcaption id={`vps-graph-${g.id}`} className="text-sm" data-testid={`vps-graph-${g.id}`}>
                <span className="sr-only">Graph of {g.title.toLowerCase()}. </span>
                {graphSentence(g)}
              </figcaption>
            </figure>
          ))}
        </div>
      )}
    </Card>
  );
}
