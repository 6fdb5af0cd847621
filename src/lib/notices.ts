// App-wide notices, announced through one aria-live region in the shell.
// The rate-limit notice is separate: it carries a countdown and replaces
// itself rather than stacking one toast per throttled request.
import { createStore, useStore } from './store';

export type NoticeTone = 'info' | 'success' | 'warning' | 'danger';
export interface Notice {
  id: number;
  tone: NoticeTone;
  title: string;
  detail?: string;
}

export interface RateLimitNotice {
  /** Epoch ms when the throttled request is retried (or may be retried). */
  retryAt: number;
  global: boolean;
  /** A budget of wrong passwords or codes, not of requests; never retried automatically. */
  attempts?: boolean;
  detail: string;
  /** The wait the server asked for, in seconds (for the spoken message). */
  seconds: number;
  /** False when the wait is too long to retry automatically. */
  retrying: boolean;
}

export const noticeStore = createStore<Notice[]>([]);
export const rateLimitStore = createStore<RateLimitNotice | null>(null);
export const useNotices = () => useStore(noticeStore);
export const useRateLimitNotice = () => useStore(rateLimitStore);

let nextId = 1;
const AUTO_DISMISS_MS = 6000;

export function notify(tone: NoticeTone, title: string, detail?: string) {
  const id = nextId++;
  noticeStore.set((list) => [...list.slice(-3), { id, tone, title, detail }]);
  // Errors stay until dismissed: they may need reading twice.
  if (tone !== 'danger') setTimeout(() => dismissNotice(id), AUTO_DISMISS_MS);
  return id;
}

export function dismissNotice(id: number) {
  noticeStore.set((list) => list.filter((n) => n.id !== id));
}
