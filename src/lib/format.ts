// Display formatting shared by every screen (money, dates and times, durations).
import type { Money } from '@contract/common';

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

// Every time on screen is shown in the user's own zone (the browser's), and a
// time of day always names that zone ("22 Nov 2026, 14:05 CET"): the API sends
// UTC, and a bare "14:05" would leave the reader guessing which zone it is in.
export const userTimeZone = (): string => new Intl.DateTimeFormat().resolvedOptions().timeZone;

// Built once: a big list formats thousands of cells.
const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
});
const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
// A calendar date ("2026-11-22", e.g. a direct-debit day) has no zone: it is
// read and shown as that day, never shifted into the day before or after.
const calendarDayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A moment with its time of day, in the user's zone, naming the zone. */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateTimeFormat.format(d);
}

/** Day precision, for lists where the time of day is noise (expiry, created, due). "—" when there is none. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const calendarDay = CALENDAR_DAY.test(iso);
  const d = new Date(calendarDay ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(d.getTime())) return iso;
  return (calendarDay ? calendarDayFormat : dayFormat).format(d);
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
