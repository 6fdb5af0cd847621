// Test environment for SPA component tests (jsdom). Each test starts with no
// stubbed fetch, empty app stores and a clean DOM.
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { budgetStore } from '@/lib/budget';
import { noticeStore, rateLimitStore } from '@/lib/notices';

// jsdom does not implement scrolling; the router's scroll restoration calls it.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  budgetStore.set(null);
  noticeStore.set([]);
  rateLimitStore.set(null);
  localStorage.clear();
});
