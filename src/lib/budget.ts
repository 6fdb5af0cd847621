// The live request budget shown in the header, read from the X-RateLimit-*
// headers of every response, and first from the page's (which carries them, as
// its scripts cannot read its headers: a first screen served whole makes no call),
// so the number moves with each call without polling and costs no request of its own.
import { BUDGET_DATA_ID } from '@contract/served-session';
import { createStore, useStore } from './store';

export interface Budget {
  limit: number;
  remaining: number;
  /** Epoch milliseconds when the window resets. */
  resetAt: number;
}

export const budgetStore = createStore<Budget | null>(null);
export const useBudget = () => useStore(budgetStore);

/** Below this share of the limit the header warns. */
export const LOW_BUDGET_RATIO = 0.2;

/** ADR 003: the request budget is a fixed window of 5 minutes, aligned to the epoch. */
export const REQUEST_WINDOW_MS = 5 * 60_000;

/**
 * Once the window has reset, the budget is whole again until the next window:
 * known without asking the server (the next response's headers confirm it).
 */
export function rollOverBudget(now = Date.now()) {
  const b = budgetStore.get();
  if (!b || now < b.resetAt) return;
  const windows = Math.floor((now - b.resetAt) / REQUEST_WINDOW_MS) + 1;
  budgetStore.set({ limit: b.limit, remaining: b.limit, resetAt: b.resetAt + windows * REQUEST_WINDOW_MS });
}

export function setBudget(limit: number, remaining: number, resetInSeconds: number, now = Date.now()) {
  budgetStore.set({ limit, remaining, resetAt: now + resetInSeconds * 1000 });
}

/**
 * Read X-RateLimit-* headers. Responses tagged with another bucket
 * (`X-RateLimit-Bucket: write` for the hourly write budget, `global` for a
 * system-wide daily cap) do not describe the request budget, so they are skipped.
 */
export function budgetFromHeaders(headers: Headers, now = Date.now()) {
  const bucket = headers.get('X-RateLimit-Bucket')?.toLowerCase();
  if (bucket && bucket !== 'requests' && bucket !== 'request') return;
  const limit = headers.get('X-RateLimit-Limit');
  const remaining = headers.get('X-RateLimit-Remaining');
  const reset = headers.get('X-RateLimit-Reset');
  if (limit === null || remaining === null || reset === null) return;
  const [l, r, s] = [Number(limit), Number(remaining), Number(reset)];
  if (![l, r, s].every(Number.isFinite)) return;
  setBudget(l, r, s, now);
}

/**
 * The budget the served page says its own call left (server/pages/spa.ts), counted from when its
 * answer came; nothing when it says none (the dev server, someone logged out).
 */
export function budgetFromPage() {
  const element = typeof document === 'undefined' ? null : document.getElementById(BUDGET_DATA_ID);
  if (!element) return;
  element.remove();
  try {
    const headers = new Headers(JSON.parse(element.textContent ?? '') as Record<string, string>);
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    budgetFromHeaders(headers, navigation ? performance.timeOrigin + navigation.responseStart : Date.now());
  } catch {
    // Not readable: the first response's headers say it.
  }
}
