// Display formatting shared by every screen: money, numbers, sizes, percentages, dates and times,
// durations. Everything is written with Intl in the account's locale and date format
// (format-preferences.ts: the browser's until the preferences are read), so one choice changes
// every screen at once; a screen never formats a number or a date by itself (ADR 030).
import type { Money } from '@contract/common';
import { cachedNumberFormat, writeDay, writeMoment, writeMoney } from '@contract/written-formats';
import { displayTimeZone } from './display-zone';
import { displayDateFormat, displayLocale, type DateFormatChoice } from './format-preferences';
import { calendarDayIn } from './zoned-time';

/** The language of the dashboard's words (its sentences are English in every locale). */
const WORDS_LANGUAGE = 'en';

/** A fixed locale, for tests and for a screen that must show another one (the preferences' examples). */
interface LocaleOption {
  locale?: string;
}

// Built once per locale and options (the contract's cache): a big list formats thousands of cells.
const numberFormat = (locale: string | undefined, options: Intl.NumberFormatOptions) =>
  cachedNumberFormat(locale ?? displayLocale(), options);

/** `signed`: "+€10.00" / "−€4.00", so a charge never reads as a deposit, even without colour. */
export function formatMoney(m: Money, { signed = false, locale }: { signed?: boolean } & LocaleOption = {}): string {
  return writeMoney(m.amount, m.currency, locale ?? displayLocale(), signed);
}

/** A count or a measure: "1,234" / "1 234" / "1.234"; at most `maxFractionDigits` decimals, none trailing. */
export function formatNumber(n: number, maxFractionDigits = 0, { locale }: LocaleOption = {}): string {
  return numberFormat(locale, { maximumFractionDigits: maxFractionDigits }).format(n);
}

/** Exactly `fractionDigits` decimals, like toFixed but in the locale: "12.0" / "12,0". */
export function formatFixed(n: number, fractionDigits: number, { locale }: LocaleOption = {}): string {
  return numberFormat(locale, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(n);
}

/**
 * A share given in percent (0–100): "99.95%" / "99,95 %". `fractionDigits` exactly, like toFixed;
 * with `trim`, at most that many and none trailing ("12.5%").
 */
export function formatPercent(
  percent: number,
  fractionDigits = 0,
  { locale, trim = false }: LocaleOption & { trim?: boolean } = {},
): string {
  return numberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: trim ? 0 : fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(percent / 100);
}

// Every time on screen goes through here and is shown in one zone: the one the
// account chose, else the browser's (display-zone.ts). A time of day always names
// its zone ("12 Dec 2026, 14:00 CET"): the API sends UTC, and a bare "14:00"
// would leave the reader guessing, which matters most where a time decides
// something (an invoice falling due, an expiry, a confirmation's deadline).

/** Fixed zone, locale and date format, for tests and for a screen that must show another one. */
export interface TimeOptions extends LocaleOption {
  timeZone?: string;
  dateFormat?: DateFormatChoice;
}

// The chart ticks' formats, made once per zone and locale; days and moments are written by the contract's.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function render(kind: 'moment' | 'day', d: Date, o: TimeOptions): string {
  const written = {
    timeZone: o.timeZone ?? displayTimeZone(),
    locale: o.locale ?? displayLocale(),
    dateFormat: o.dateFormat ?? displayDateFormat(),
  };
  return kind === 'day' ? writeDay(d, written) : writeMoment(d, written);
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
  return Number.isNaN(d.getTime()) ? iso : render('moment', d, options);
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
  return render('day', d, calendarDay ? { ...options, timeZone: 'UTC' } : options);
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
 * time alone goes stale on a page left open. Words, not a format: in the dashboard's
 * language (English) whatever the locale, so a sentence never switches language midway.
 */
export function formatRelativeTime(iso: string, now: number = Date.now(), locale = WORDS_LANGUAGE): string {
  const ms = new Date(iso).getTime() - now;
  if (Number.isNaN(ms)) return iso;
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const abs = Math.abs(ms);
  if (abs < 60_000) return rtf.format(Math.round(ms / 1000), 'second');
  if (abs < 3_600_000) return rtf.format(Math.round(ms / 60_000), 'minute');
  if (abs < 48 * 3_600_000) return rtf.format(Math.round(ms / 3_600_000), 'hour');
  return rtf.format(Math.round(ms / 86_400_000), 'day');
}

/**
 * A tick on a chart's time axis, `stepMs` apart from the next: the time of day for steps under a
 * day ("14:00", "02:00 PM"), else the day without its year ("31 Jan", "31 jan.", "01-31", "31.01").
 * In the display zone and the customer's date format, like every other time on screen.
 */
export function formatTick(epochMs: number, stepMs: number, o: TimeOptions = {}): string {
  const timeZone = o.timeZone ?? displayTimeZone();
  const locale = o.locale ?? displayLocale();
  const dateFormat = o.dateFormat ?? displayDateFormat();
  const kind = stepMs < 86_400_000 ? 'tick-time' : 'tick-day';
  if (kind === 'tick-day' && dateFormat !== 'locale') {
    const [, m, d] = calendarDayIn(epochMs, timeZone).split('-');
    return dateFormat === 'iso' ? `${m}-${d}` : dateFormat === 'us' ? `${m}/${d}` : `${d}.${m}`;
  }
  const key = `${kind} ${timeZone} ${locale}`;
  let f = dateFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(
      locale,
      kind === 'tick-time'
        ? { timeZone, hour: '2-digit', minute: '2-digit' }
        : { timeZone, day: 'numeric', month: 'short' },
    );
    dateFormats.set(key, f);
  }
  return f.format(epochMs);
}
