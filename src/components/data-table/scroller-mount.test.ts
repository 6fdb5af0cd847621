import type { Virtualizer } from '@tanstack/react-virtual';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { observeRectAfterLayout, scrollUnlessNew } from './scroller-mount';

const instanceOf = (element: HTMLElement) =>
  ({ scrollElement: element, targetWindow: window, options: { horizontal: false } }) as unknown as Virtualizer<
    HTMLElement,
    Element
  >;

afterEach(() => vi.unstubAllGlobals());

describe('scrollUnlessNew', () => {
  it('leaves a new scroller at its start, and scrolls it every time after', () => {
    const element = document.createElement('div');
    element.scrollTo = vi.fn();
    const instance = instanceOf(element);
    scrollUnlessNew(0, {}, instance);
    expect(element.scrollTo).not.toHaveBeenCalled();
    scrollUnlessNew(0, {}, instance);
    scrollUnlessNew(96, { behavior: 'smooth' }, instance);
    expect(element.scrollTo).toHaveBeenCalledTimes(2);
    expect(element.scrollTo).toHaveBeenLastCalledWith({ top: 96, behavior: 'smooth' });
  });

  it('scrolls a new scroller asked for anywhere but its start', () => {
    const element = document.createElement('div');
    element.scrollTo = vi.fn();
    scrollUnlessNew(480, {}, instanceOf(element));
    expect(element.scrollTo).toHaveBeenCalledWith({ top: 480, behavior: undefined });
  });
});

describe('observeRectAfterLayout', () => {
  it('reports the size only when the observer does, and stops with it', () => {
    let fire = () => {};
    const disconnect = vi.fn();
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          fire = callback;
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    const element = document.createElement('div');
    Object.defineProperty(element, 'clientHeight', { get: () => 480 });
    Object.defineProperty(element, 'clientWidth', { get: () => 390 });
    const report = vi.fn();
    const stop = observeRectAfterLayout(instanceOf(element), report);
    expect(report).not.toHaveBeenCalled();
    fire();
    expect(report).toHaveBeenCalledWith({ width: 390, height: 480 });
    stop?.();
    expect(disconnect).toHaveBeenCalled();
  });

  it('reads the size at once where there is no ResizeObserver', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    const element = document.createElement('div');
    Object.defineProperty(element, 'clientHeight', { get: () => 300 });
    const report = vi.fn();
    observeRectAfterLayout(instanceOf(element), report);
    expect(report).toHaveBeenCalledWith({ width: 0, height: 300 });
  });
});
