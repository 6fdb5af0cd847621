// A chart is drawn when its box comes near the viewport, not while the page loads (issue 34: a
// VPS's charts below a phone's fold held the main thread for 130–210 ms in one task).
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TimeChart, type TimeChartData } from './time-chart';

const plots: unknown[] = [];
vi.mock('uplot', () => ({
  default: class FakePlot {
    static tzDate = (d: Date) => d;
    constructor(_opts: unknown, data: unknown) {
      plots.push(data);
    }
    setSize() {}
    destroy() {}
  },
}));
vi.mock('uplot/dist/uPlot.min.css', () => ({}));

/** The observers the page made, and a way to bring their boxes into view. */
const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; els: Element[] }[] = [];
class FakeObserver {
  private entry: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.entry = { callback, options, els: [] };
    observers.push(this.entry);
  }
  observe(el: Element) {
    this.entry.els.push(el);
  }
  disconnect() {
    this.entry.els = [];
  }
}
const scrollNear = () =>
  act(() => {
    for (const o of observers)
      o.callback(
        o.els.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      );
  });

const data: TimeChartData = {
  times: ['2030-01-01T10:00:00Z', '2030-01-01T11:00:00Z'],
  series: [{ label: 'CPU', values: [3, 7] }],
  format: String,
};

beforeEach(() => {
  plots.length = 0;
  observers.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe('TimeChart', () => {
  it('draws nothing until its box nears the viewport, then draws once', async () => {
    render(<TimeChart data={data} height={120} testId="cpu" className="min-h-32" failedText="No chart" />);
    // uPlot is fetched at once, so drawing waits on nothing when the reader gets there
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(plots).toHaveLength(0);
    expect(observers[0]?.els).toEqual([screen.getByTestId('cpu')]);
    // a margin ahead of the viewport: drawn before it is on screen
    expect(observers[0]?.options?.rootMargin).toMatch(/^\d+px$/);

    await scrollNear();
    await vi.waitFor(() => expect(plots).toHaveLength(1));
    expect(observers.every((o) => o.els.length === 0)).toBe(true);
  });

  it('draws at once where the browser cannot say what is in view', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<TimeChart data={data} height={120} testId="cpu" className="min-h-32" failedText="No chart" />);
    await vi.waitFor(() => expect(plots).toHaveLength(1));
  });
});
