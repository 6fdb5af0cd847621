// A graph of values over time drawn with uPlot, shared by the screens that show
// usage history. uPlot and its CSS are imported here, dynamically, so they load
// only with a screen that draws a chart and stay out of the entry chunk. The
// canvas is hidden from assistive technology: the screen that shows it puts a
// caption beside it that says the same in words. A chart with a legend says
// figures in it, never placeholders: the hovered point, else the latest one.
// A chart is drawn when its box comes near the viewport (use-seen.ts); uPlot is
// fetched as soon as the chart is on the page, so that drawing waits on nothing.
import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { useDisplayTimeZone } from '@/lib/display-zone';
import { useSeen } from '@/lib/use-seen';
import { formatDateTime, formatTick } from '@/lib/format';
import { useFormatPreferences } from '@/lib/format-preferences';

/** What a chart draws: one time axis, one line per series, the y axis labelled by `format`. */
export interface TimeChartData {
  times: string[];
  series: { label: string; values: number[] }[];
  format: (v: number) => string;
  /**
   * The legend's figure with its unit ("7 errors", "3 workers") where the axis's bare number
   * ("7") would leave a reader guessing what is counted; the axis keeps `format`.
   */
  legendFormat?: (v: number) => string;
}

// The charts of a page share one load of uPlot and its stylesheet.
let loading: Promise<typeof uPlot> | null = null;
const loadUPlot = () =>
  (loading ??= Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([m]) => m.default)).catch(
    (e: unknown) => {
      loading = null; // a failed load (a dropped connection) is tried again by the next chart
      throw e;
    },
  );

/** uPlot draws on a canvas, which takes colours, not CSS variables: read the theme's. */
function themeColours(el: HTMLElement) {
  const css = getComputedStyle(el);
  const v = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  return {
    fg: v('--muted', '#4b5563'),
    line: v('--line', '#d6dae1'),
    series: [v('--accent', '#1d4ed8'), v('--success', '#15803d')],
  };
}

/**
 * The legend's figures for each series: the hovered point's, or with nothing hovered (uPlot's
 * `idx` is null) the latest point's, so the legend never reads "Time: -- Server errors: --". A gap
 * in the data, or no data at all, says nothing.
 */
export function legendValues(data: TimeChartData) {
  const last = data.times.length - 1;
  const say = data.legendFormat ?? data.format;
  // uPlot passes null once the pointer leaves, and nothing at all (undefined) before it first came
  const time = (_u: uPlot, _raw: number, _s: number, idx: number | null | undefined) => {
    const at = data.times[idx ?? last];
    if (!at) return '';
    return idx === null || idx === undefined ? `${formatDateTime(at)} (latest)` : formatDateTime(at);
  };
  const value =
    (values: number[]) =>
    (_u: uPlot, _raw: number, _s: number, idx: number | null | undefined): string => {
      const v = values[idx ?? last];
      return v === undefined || v === null || Number.isNaN(v) ? '' : say(v);
    };
  return { time, series: data.series.map((s) => value(s.values)) };
}

/** Whether the page is dark now: the theme toggle sets a class on <html>, and the canvas must be redrawn. */
function useDarkClass() {
  const [dark, setDark] = useState(() => document.documentElement.classList.contains('dark'));
  useEffect(() => {
    const root = document.documentElement;
    const watch = new MutationObserver(() => setDark(root.classList.contains('dark')));
    watch.observe(root, { attributes: true, attributeFilter: ['class'] });
    return () => watch.disconnect();
  }, []);
  return dark;
}

export interface TimeChartProps {
  /** Redrawn whenever this changes identity: callers pass a memoised value. */
  data: TimeChartData;
  height: number;
  /** Shade the area under each line in its colour. */
  fill?: boolean;
  testId: string;
  /** Classes of the box the canvas goes in (its minimum height, to keep the page from jumping). */
  className: string;
  /** Said when uPlot cannot be loaded or cannot draw. */
  failedText: string;
}

export function TimeChart({ data, height, fill = false, testId, className, failedText }: TimeChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const zone = useDisplayTimeZone();
  const { locale, dateFormat } = useFormatPreferences();
  const dark = useDarkClass();
  const seen = useSeen(box);

  useEffect(() => {
    // fetched now, drawn once seen; a failed load is tried again when the chart draws
    loadUPlot().catch(() => undefined);
  }, []);

  useEffect(() => {
    const el = box.current;
    if (!el || !seen) return;
    let plot: uPlot | null = null;
    let resize: ResizeObserver | null = null;
    let cancelled = false;
    void (async () => {
      try {
        const UPlot = await loadUPlot();
        if (cancelled) return;
        const c = themeColours(el);
        const axis = { stroke: c.fg, grid: { stroke: c.line, width: 1 }, ticks: { stroke: c.line, width: 1 } };
        const legendText = legendValues(data);
        const aligned: uPlot.AlignedData = [
          data.times.map((t) => Date.parse(t) / 1000),
          ...data.series.map((s) => s.values),
        ];
        plot = new UPlot(
          {
            width: Math.max(el.clientWidth, 240),
            height,
            // times on the axis in the zone every other time on screen uses
            tzDate: (ts) => UPlot.tzDate(new Date(ts * 1000), zone),
            legend: { show: data.series.length > 1 },
            scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] } },
            series: [
              { label: 'Time', value: legendText.time },
              ...data.series.map((s, i) => {
                const stroke = c.series[i % c.series.length];
                return {
                  label: s.label,
                  value: legendText.series[i],
                  stroke,
                  width: 2,
                  ...(fill && { fill: `${stroke}22` }),
                  points: { show: false },
                };
              }),
            ],
            axes: [
              // the ticks in the account's locale and date format (uPlot's own are American English)
              {
                ...axis,
                values: (_u, splits, _axis, _space, step) => splits.map((t) => formatTick(t * 1000, step * 1000)),
              },
              { ...axis, size: 72, values: (_u, splits) => splits.map((v) => data.format(v)) },
            ],
          },
          aligned,
          el,
        );
        if (typeof ResizeObserver !== 'undefined') {
          resize = new ResizeObserver(() => plot?.setSize({ width: Math.max(el.clientWidth, 240), height }));
          resize.observe(el);
        }
      } catch {
        if (!cancelled) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
      resize?.disconnect();
      plot?.destroy();
    };
    // `dark`: the theme's colours are read again when it changes
  }, [data, height, fill, zone, locale, dateFormat, dark, seen]);

  return (
    <>
      <div ref={box} aria-hidden="true" data-testid={testId} className={className} />
      {failed && <p className="text-sm text-muted">{failedText}</p>}
    </>
  );
}
