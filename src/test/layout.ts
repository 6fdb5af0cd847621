// jsdom has no layout: every element reports clientHeight 0, so a virtualized
// list would render no rows. Give elements a viewport height for one test file.
import { afterEach, beforeEach } from 'vitest';

export function withViewportHeight(height: number) {
  let restore = () => {};
  beforeEach(() => {
    const desc = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => height });
    restore = () => desc && Object.defineProperty(HTMLElement.prototype, 'clientHeight', desc);
  });
  afterEach(() => restore());
}
