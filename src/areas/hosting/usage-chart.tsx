// The usage history drawn with uPlot. uPlot and its CSS are imported here,
// dynamically, so they load only with the screen that shows a chart. The
// canvas is hidden from assistive technology: the caption beside it
// (history-card.tsx) says the same in words.
import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { useDisplayTimeZone } from '@/lib/display-zone';
import type { Point } from './history-summary';
import { formatAmount, type Unit } from './usage-level';

const HEIGHT = 240;

/** uPlot draws on a canvas, which takes colours, not CSS variables: read the theme's. */
function themeColours(el: HTMLElement) {
  const css = getComputedStyle(el);
  const v = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  return { fg: v('--muted', '#4b5563'), line: v('--line', '#d6dae1'), accent: v('--accent', '#1d4ed8') };
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

export function UsageChart({ points, unit, label }: { points: Point[]; unit: Unit; label: string }) {
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
        const [{ default: UPlot }] = await Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]);
        if (cancelled) return;
        const c = themeColours(el);
        const axis = { stroke: c.fg, grid: { stroke: c.line, width: 1 }, ticks: { stroke: c.line, width: 1 } };
        const data: uPlot.AlignedData = [points.map((p) => Date.parse(p.at) / 1000), points.map((p) => p.value)];
        plot = new UPlot(
          {
            width: Math.max(el.clientWidth, 240),
            height: HEIGHT,
            // times on the axis in the zone every other time on screen uses
            tzDate: (ts) => UPlot.tzDate(new Date(ts * 1000), zone),
            legend: { show: false },
            scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] } },
            series: [{}, { label, stroke: c.accent, width: 2, fill: `${c.accent}22`, points: { show: false } }],
            axes: [axis, { ...axis, size: 72, values: (_u, splits) => splits.map((v) => formatAmount(v, unit)) }],
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
  }, [points, unit, label, zone, dark]);

  return (
    <>
      <div ref={box} aria-hidden="true" data-testid="usage-chart" className="min-h-60 w-full overflow-hidden" />
      {failed && <p className="text-sm text-muted">The chart could not be drawn here; the figures are below.</p>}
    </>
  );
}
