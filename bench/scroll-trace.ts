// Smoothness of a scroll, read from a Chromium trace: a real scroll gesture
// (CDP Input.synthesizeScrollGesture, as Chromium's own smoothness benchmarks
// do) over an element while the browser records a trace, then the compositor's
// frame reports (`PipelineReporter`) of the gesture are counted: presented in
// full, presented without the main thread's update (the rows drawn a frame
// late), and dropped.
import type { Browser, Locator, Page } from '@playwright/test';

export interface ScrollTrace {
  gestureMs: number;
  /** Frames the compositor presented during the gesture. */
  presented: number;
  /** Of those, frames presented without the main thread's update. */
  partial: number;
  dropped: number;
  fps: number;
  scrolledPx: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  args?: { frame_reporter?: { state: string; scroll_state: string } };
}

export async function traceScroll(
  browser: Browser,
  page: Page,
  target: Locator,
  { distance, speed }: { distance: number; speed: number },
): Promise<ScrollTrace> {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to scroll');
  const before = await target.evaluate((el) => el.scrollTop);
  const cdp = await page.context().newCDPSession(page);
  await browser.startTracing(page, {
    categories: ['benchmark', 'cc', 'viz', 'input', 'devtools.timeline', 'disabled-by-default-devtools.timeline.frame'],
  });
  await cdp.send('Input.synthesizeScrollGesture', {
    x: Math.round(box.x + box.width / 2),
    y: Math.round(box.y + box.height / 2),
    yDistance: -distance,
    speed,
    gestureSourceType: 'mouse',
  });
  const raw = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  await cdp.detach();
  const events = Array.isArray(raw) ? raw : (raw.traceEvents ?? []);
  const gesture = events.filter((e) => e.name === 'SyntheticGestureController::Flush').map((e) => e.ts);
  const [start, end] = [Math.min(...gesture), Math.max(...gesture)];
  const frames = events.filter(
    (e) =>
      e.name === 'PipelineReporter' &&
      e.ph === 'b' &&
      e.ts >= start &&
      e.ts <= end &&
      e.args?.frame_reporter?.scroll_state !== 'SCROLL_NONE',
  );
  const state = (s: string) => frames.filter((f) => f.args!.frame_reporter!.state === s).length;
  const presented = state('STATE_PRESENTED_ALL') + state('STATE_PRESENTED_PARTIAL');
  const gestureMs = (end - start) / 1000;
  return {
    gestureMs,
    presented,
    partial: state('STATE_PRESENTED_PARTIAL'),
    dropped: state('STATE_DROPPED'),
    fps: gestureMs > 0 ? (presented / gestureMs) * 1000 : 0,
    scrolledPx: (await target.evaluate((el) => el.scrollTop)) - before,
  };
}

/** Frames per second that carried the page's own update (the rows drawn where they belong). */
export const completeFps = (t: ScrollTrace) => (t.gestureMs > 0 ? ((t.presented - t.partial) / t.gestureMs) * 1000 : 0);

export const describeScroll = (t: ScrollTrace) =>
  `${completeFps(t).toFixed(0).padStart(3)} fps with the page's update (goal 60), ${t.fps.toFixed(0)} fps presented; ` +
  `${t.dropped} dropped (goal 0), ${t.partial} of ${t.presented} frames without the page's update; ` +
  `${t.scrolledPx} px in ${t.gestureMs.toFixed(0)} ms`;
