// Display formatting shared by every screen (money, dates and times, durations).
import type { Money } from '@contract/common';
import { displayTimeZone } from './display-zone';

/** `signed`: "+€10.00" / "−€4.00", so a charge never reads as a deposit, even without colour. */
export function formatMoney(m: Money, { signed = false } = {}): string {
  try {
    return new Intl.NumberFormat(undefined, {
      style: 'currency',
      currency: m.currency,
      signDisplay: signed ? 'exceptZero' : 'auto',
    }).format(m.amount);
  } catch {
    // An unknown ISO code: still show it plainly.
    return `${signed && m.amount > 0 ? '+' : ''}${m.amount} ${m.currency}`;
  }
}

// Every time on screen goes through here and is shown in one zone: the one the
// account chose, else the browser's (display-zone.ts). A time of day always names
// its zone ("12 Dec 2026, 14:00 CET"): the API sends UTC, and a bare "14:00"
// would leave the reader guessing, which matters most where a time decides
// something (an invoice falling due, an expiry, a confirmation's deadline).

/** Fixed zone and locale, for tests and for a screen that must show another zone. */
export interface TimeOptions {
  timeZone?: string;
  locale?: string;
}

// Built once per zone and locale: a big list formats thousands of cells.
const formats = new Map<string, Intl.DateTimeFormat>();
function format(kind: 'moment' | 'day', { timeZone = displayTimeZone(), locale }: TimeOptions) {
  const key = `${kind} ${timeZone} ${locale ?? ''}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(
      locale,
      kind === 'moment'
        ? {
            timeZone,
            day: 'numeric',
            month: 'short',
            year: 'numeric',
            hour: '2-digit',
            minute: '2-digit',
            timeZoneName: 'short',
          }
        : { timeZone, dateStyle: 'medium' },
    );
    formats.set(key, f);
  }
  return f;
}

// A calendar date ("2026-11-22", e.g. a direct-debit day) has no zone: it is
// read and shown as that day, never shifted into the day before or after.
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A moment with its time of day and its zone: "12 Dec 2026, 14:00 CET". For
 * anything that decides something (due, expires, runs, deadline) and for events.
 */
export function formatDateTime(iso: string, options: TimeOptions = {}): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : format('moment', options).format(d);
}

/**
 * Day precision, for history where the time of day is noise (created, issued,
 * signed): the day in the display zone. Deadlines use formatDateTime, which
 * names the zone. "—" when there is none.
 */
export function formatDate(iso: string | null | undefined, options: TimeOptions = {}): string {
  if (!iso) return '—';
  const calendarDay = CALENDAR_DAY.test(iso);
  const d = new Date(calendarDay ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(d.getTime())) return iso;
  return format('day', calendarDay ? { ...options, timeZone: 'UTC' } : options).format(d);
}

/** 0:09, 4:05, 1:02:03 — for countdowns. */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.ceil(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

/** Spoken form for screen readers: "4 minutes 5 seconds". */
export function spokenDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.ceil(totalSeconds));
  const parts: string[] = [];
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  if (h) parts.push(`${h} hour${h === 1 ? '' : 's'}`);
  if (m) parts.push(`${m} minute${m === 1 ? '' : 's'}`);
  if (s % 60 || parts.length === 0) parts.push(`${s % 60} second${s % 60 === 1 ? '' : 's'}`);
  return parts.join(' ');
}

/**
 * How far a moment is from `now`, in words: "in 3 hours", "2 days ago", "in 5 minutes".
 * Said beside the moment itself (formatDateTime), never instead of it: a relative
 * time alone goes stale on a page left open.
 */
export function formatRelativeTime(iso: string, now: number = Date.now(), locale?: string): string {
  const ms = new Date(iso).getTime() - now;
  if (Number.isNaN(ms)) return iso;
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const abs = Math.abs(ms);
  if (abs < 60_000) return rtf.format(Math.round(ms / 1000), 'second');
  if (abs < 3_600_000) return rtf.format(Math.round(ms / 60_000), 'minute');
  if (abs < 48 * 3_600_000) return rtf.format(Math.round(ms / 3_600_000), 'hour');
  return rtf.format(Math.round(ms / 86_400_000), 'day');
}
