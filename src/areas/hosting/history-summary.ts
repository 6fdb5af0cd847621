// The words that stand in for the usage chart: lowest, average and highest
// value of the period, when the highest was, and the latest. Screen readers
// read this instead of the canvas; everyone else sees it under the chart.
import { formatDateTime } from '@/lib/format';
import { countOf } from '@/lib/glossary';
import { formatAmount, type Unit } from './usage-level';

export interface Point {
  at: string;
  value: number;
}

export interface HistoryStats {
  min: number;
  avg: number;
  max: number;
  maxAt: string;
  latest: Point;
  samples: number;
}

export function historyStats(points: Point[]): HistoryStats | null {
  if (points.length === 0) return null;
  let min = Infinity;
  let max = -Infinity;
  let maxAt = points[0].at;
  let sum = 0;
  for (const p of points) {
    if (p.value < min) min = p.value;
    if (p.value > max) {
      max = p.value;
      maxAt = p.at;
    }
    sum += p.value;
  }
  return { min, avg: sum / points.length, max, maxAt, latest: points[points.length - 1], samples: points.length };
}

export function historySentence(what: string, periodText: string, unit: Unit, s: HistoryStats): string {
  const f = (v: number) => formatAmount(v, unit);
  return (
    `${what} over ${periodText}: lowest ${f(s.min)}, average ${f(s.avg)}, ` +
    `highest ${f(s.max)} (${formatDateTime(s.maxAt)}); latest ${f(s.latest.value)} (${formatDateTime(s.latest.at)}). ` +
    `${countOf(s.samples, 'sample', 'samples')}.`
  );
}
