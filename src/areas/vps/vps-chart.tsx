// One usage graph drawn with uPlot. uPlot and its CSS are imported here,
// dynamically, so they load only with the server's page. The canvas is hidden
// from assistive technology: the caption beside it (usage-graphs.tsx) says the
// same in words.
import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { useDisplayTimeZone } from '@/lib/display-zone';
import type { Graph } from './usage-history';

const HEIGHT = 200;

// The three graphs of a page share one load of uPlot and its stylesheet.
let loading: Promise<typeof uPlot> | null = null;
const loadUPlot = () =>
  (loading ??= Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([m]) => m.default)).catch(
    (e: unknown) => {
      loading = null; // a failed load (a dropped connection) is tried again by the next graph
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

export function VpsChart({ graph }: { graph: Graph }) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const zone = useDisplayTimeZone();
  const dark = useDarkClass();

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let plot: uPlot | null = null;
    let resize: ResizeObserver | null = null;
    let cancelled = false;
    void (async () => {
      try {
        const UPlot = await loadUPlot();
        if (cancelled) return;
        const c = themeColours(el);
        const axis = { stroke: c.fg, grid: { stroke: c.line, width: 1 }, ticks: { stroke: c.line, width: 1 } };
        const data: uPlot.AlignedData = [
          graph.times.map((t) => Date.parse(t) / 1000),
          ...graph.series.map((s) => s.values),
        ];
        plot = new UPlot(
          {
            width: Math.max(el.clientWidth, 240),
            height: HEIGHT,
            tzDate: (ts) => UPlot.tzDate(new Date(ts * 1000), zone),
            legend: { show: graph.series.length > 1 },
            scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] } },
            series: [
              {},
              ...graph.series.map((s, i) => ({
                label: s.label,
                stroke: c.series[i % c.series.length],
                width: 2,
                points: { show: false },
              })),
            ],
            axes: [axis, { ...axis, size: 72, values: (_u, splits) => splits.map((v) => graph.format(v)) }],
          },
          data,
          el,
        );
        if (typeof ResizeObserver !== 'undefined') {
          resize = new ResizeObserver(() => plot?.setSize({ width: Math.max(el.clientWidth, 240), height: HEIGHT }));
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
  }, [graph, zone, dark]);

  return (
    <>
      <div ref={box} aria-hidden="true" data-testid="vps-chart" className="min-h-50 w-full overflow-hidden" />
      {failed && <p className="text-sm text-muted">The graph could not be drawn here; the figures are below it.</p>}
    </>
  );
}
