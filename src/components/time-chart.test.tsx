// A chart's legend says figures, never uPlot's "--" placeholders (issue 32): the hovered point's,
// else the latest point's, else nothing.
import { describe, expect, it } from 'vitest';
import type uPlot from 'uplot';
import { setDisplayTimeZone } from '@/lib/display-zone';
import { legendValues, type TimeChartData } from './time-chart';

const u = {} as uPlot;
const data: TimeChartData = {
  times: ['2030-01-01T10:00:00Z', '2030-01-01T11:00:00Z'],
  series: [{ label: 'Server errors', values: [3, 7] }],
  format: (v) => `${v} errors`,
};

describe('legendValues', () => {
  it('says the latest point while nothing is hovered, and the hovered one otherwise', () => {
    setDisplayTimeZone('UTC');
    const legend = legendValues(data);
    expect(legend.series[0]!(u, 0, 1, null)).toBe('7 errors');
    expect(legend.time(u, 0, 0, null)).toMatch(/11:00 .*UTC \(latest\)$/);
    expect(legend.series[0]!(u, 3, 1, 0)).toBe('3 errors');
    expect(legend.time(u, 0, 0, 0)).toMatch(/10:00 .*UTC$/);
  });

  it('says the latest point before the pointer ever came (uPlot passes no index then)', () => {
    setDisplayTimeZone('UTC');
    const legend = legendValues(data);
    expect(legend.series[0]!(u, 0, 1, undefined as unknown as null)).toBe('7 errors');
    expect(legend.time(u, 0, 0, undefined as unknown as null)).toMatch(/\(latest\)$/);
  });

  it('says the legend in its own words with the unit where the axis has a bare number', () => {
    const legend = legendValues({ ...data, format: (v) => String(v), legendFormat: (v) => `${v} server errors` });
    expect(legend.series[0]!(u, 0, 1, null)).toBe('7 server errors');
    expect(legend.series[0]!(u, 0, 1, 0)).toBe('3 server errors');
  });

  it('says nothing for a chart without points or a gap in the data', () => {
    const empty = legendValues({ ...data, times: [], series: [{ label: 'Server errors', values: [] }] });
    expect(empty.series[0]!(u, 0, 1, null)).toBe('');
    expect(empty.time(u, 0, 0, null)).toBe('');
    const gap = legendValues({ ...data, series: [{ label: 'Server errors', values: [3, Number.NaN] }] });
    expect(gap.series[0]!(u, 0, 1, 1)).toBe('');
  });
});
