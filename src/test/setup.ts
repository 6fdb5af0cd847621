// Test environment for SPA component tests (jsdom). Each test starts with no
// stubbed fetch, empty app stores and a clean DOM.
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { budgetStore } from '@/lib/budget';
import { checkClassesWith } from '@/lib/cn';
import { setDisplayTimeZone } from '@/lib/display-zone';
import { setFormatPreferences } from '@/lib/format-preferences';
import { noticeStore, rateLimitStore } from '@/lib/notices';
import { assertNoClassConflict } from './class-conflicts';

// Every class list a component builds is checked: no utility may undo another (src/lib/cn.ts).
checkClassesWith(assertNoClassConflict);

// jsdom does not implement scrolling; the router's scroll restoration calls it.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  budgetStore.set(null);
  noticeStore.set([]);
  rateLimitStore.set(null);
  setDisplayTimeZone(null);
  setFormatPreferences(null, null);
  localStorage.clear();
});

// jsdom has <dialog> but not its methods: open and close it the way a browser
// does (the open attribute, a `close` event), so components use the real API.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
