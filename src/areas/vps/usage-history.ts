// The server's usage history turned into graphs (CPU, disk, network) and the
// sentences that say each graph in words, for screen readers and for anyone
// who would rather read the figures.
import type { z } from 'zod';
import type { VpsUsageSample } from '@contract/vps';
import { formatPercent } from '@/lib/format';
import { formatGigabytes, formatMegabytes } from '@/lib/glossary';

export type HistorySample = z.infer<typeof VpsUsageSample>;

export interface Graph {
  id: 'cpu' | 'disk' | 'network';
  title: string;
  times: string[];
  series: { label: string; values: number[] }[];
  format: (v: number) => string;
}

const percent = (v: number) => formatPercent(v);
const gb = (v: number) => formatGigabytes(v);
/** Megabytes in the interval, in the one unit system. */
export const traffic = (mb: number) => formatMegabytes(mb);

export function graphsOf(samples: HistorySample[]): Graph[] {
  const times = samples.map((s) => s.at);
  return [
    {
      id: 'cpu',
      title: 'CPU',
      times,
      series: [{ label: 'CPU', values: samples.map((s) => s.cpuPercent) }],
      format: percent,
    },
    {
      id: 'disk',
      title: 'Disk used',
      times,
      series: [{ label: 'Disk used', values: samples.map((s) => s.diskUsedGb) }],
      format: gb,
    },
    {
      id: 'network',
      title: 'Network traffic',
      times,
      series: [
        { label: 'In', values: samples.map((s) => s.netInMb) },
        { label: 'Out', values: samples.map((s) => s.netOutMb) },
      ],
      format: traffic,
    },
  ];
}

/** "CPU: lowest 2%, average 14%, highest 61%, latest 9%." — one clause per series. */
export function graphSentence(g: Graph): string {
  const parts = g.series
    .filter((s) => s.values.length > 0)
    .map((s) => {
      const v = s.values;
      const avg = v.reduce((a, b) => a + b, 0) / v.length;
      const name = g.series.length > 1 ? `${s.label}: ` : '';
      return `${name}lowest ${g.format(Math.min(...v))}, average ${g.format(avg)}, highest ${g.format(Math.max(...v))}, latest ${g.format(v[v.length - 1]!)}`;
    });
  return parts.length ? `${g.title}: ${parts.join('; ')}.` : `${g.title}: no samples yet.`;
}
