// The virtualizer, as it comes, reads its scroller's size and scrolls it to its start the moment the
// table mounts, inside React's commit: each read makes the browser style and lay out the whole new
// page right there, in the task that draws the list (on a slow phone 60 to 120 ms more in one task,
// issue 34). Here the scroller is measured by a ResizeObserver, whose first report comes after the
// browser's own layout of that frame, and a new scroller is left where it is, at its start. Until the
// report the table takes the viewport's height (an upper bound of its box), so the first render
// already draws every row in view; the report then only trims the overscan.
import {
  elementScroll,
  observeElementRect,
  type Rect,
  type ScrollToOptions,
  type Virtualizer,
} from '@tanstack/react-virtual';

export const viewportRect = (): Rect => ({ width: window.innerWidth, height: window.innerHeight });

export function observeRectAfterLayout<T extends Element>(
  instance: Virtualizer<T, Element>,
  report: (rect: Rect) => void,
) {
  const element = instance.scrollElement;
  // No ResizeObserver (an old browser, jsdom): the library's measure, read at once.
  if (!element || typeof ResizeObserver === 'undefined') return observeElementRect(instance, report);
  const observer = new ResizeObserver(() => report({ width: element.clientWidth, height: element.clientHeight }));
  observer.observe(element, { box: 'content-box' });
  return () => observer.disconnect();
}

const scrolled = new WeakSet<Element>();

/** The library's scroll, but for its first, to the start, of a scroller that has just mounted there. */
export function scrollUnlessNew<T extends Element>(
  offset: number,
  options: { adjustments?: number; behavior?: ScrollToOptions['behavior'] },
  instance: Virtualizer<T, Element>,
) {
  const element = instance.scrollElement;
  const fresh = element !== null && !scrolled.has(element);
  if (element) scrolled.add(element);
  if (fresh && offset + (options.adjustments ?? 0) === 0) return;
  elementScroll(offset, options, instance);
}
