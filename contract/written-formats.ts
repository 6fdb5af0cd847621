// How an amount and a moment are written for a person, in a given locale, date format and zone: the
// pure part of the account's formats (ADR 030). The dashboard (src/lib/format.ts, which fills in the
// account's current choices) and the server's notices and mails (server/areas/notifications/notice-format.ts,
// which reads them from the account) both write through here, so a reminder mail says "12,50 €" and
// "12 dec. 2026" exactly as the invoice screen does.
import type { z } from 'zod';
import type { DateFormat } from './account-profile';

export type DateFormatChoice = z.infer<typeof DateFormat>;

/** Everything a moment's text depends on; nothing is taken from the machine it runs on. */
export interface WrittenTime {
  locale: string;
  timeZone: string;
  dateFormat: DateFormatChoice;
}

// Built once per locale and options: a big list formats thousands of cells, a reminder run many notices.
const numberFormats = new Map<string, Intl.NumberFormat>();

/** An Intl number format for the locale and options, made once. */
export function cachedNumberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, f);
  }
  return f;
}

/**
 * An amount in major units ("12.5" euros) in its currency, as the locale writes it: "€12.50", "12,50 €",
 * "$12.50". `signed`: "+€10.00" / "−€4.00", so a charge never reads as a deposit.
 */
export function writeMoney(amount: number, currency: string, locale: string, signed = false): string {
  try {
    return cachedNumberFormat(locale, {
      style: 'currency',
      currency,
      signDisplay: signed ? 'exceptZero' : 'auto',
    }).format(amount);
  } catch {
    // An unknown ISO code: still show it plainly.
    return `${signed && amount > 0 ? '+' : ''}${amount} ${currency}`;
  }
}

type Kind = 'moment' | 'day' | 'time';
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(kind: Kind, timeZone: string, locale: string): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone} ${locale}`;
  let f = dateFormats.get(key);
  if (!f) {
    const time = { hour: '2-digit', minute: '2-digit', timeZoneName: 'short' } as const;
    f = new Intl.DateTimeFormat(
      locale,
      kind === 'moment'
        ? { timeZone, day: 'numeric', month: 'short', year: 'numeric', ...time }
        : kind === 'time'
          ? { timeZone, ...time }
          : { timeZone, dateStyle: 'medium' },
    );
    dateFormats.set(key, f);
  }
  return f;
}

// A fixed locale on purpose: only the numbers of the parts are read, nothing of it is shown.
const dayParts = new Map<string, Intl.DateTimeFormat>();

/** "2026-12-12": the calendar day in that zone at that instant. */
function dayIn(epochMs: number, timeZone: string): [string, string, string] {
  let f = dayParts.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayParts.set(timeZone, f);
  }
  const n: Record<string, string> = {};
  for (const p of f.formatToParts(epochMs)) n[p.type] = p.value;
  return [n.year!.padStart(4, '0'), n.month!, n.day!];
}

/** The day in a numeric format the customer chose, the same in every locale. */
function numericDay(epochMs: number, timeZone: string, dateFormat: Exclude<DateFormatChoice, 'locale'>): string {
  const [y, m, d] = dayIn(epochMs, timeZone);
  return dateFormat === 'iso' ? `${y}-${m}-${d}` : dateFormat === 'us' ? `${m}/${d}/${y}` : `${d}.${m}.${y}`;
}

/** The day of a moment in the zone: "12 Dec 2026", "12 dec. 2026", "2026-12-12", "12/12/2026", "12.12.2026". */
export function writeDay(at: Date, o: WrittenTime): string {
  if (o.dateFormat === 'locale') return dateTimeFormat('day', o.timeZone, o.locale).format(at);
  return numericDay(at.getTime(), o.timeZone, o.dateFormat);
}

/**
 * A moment with its time of day and its zone named: "12 Dec 2026, 14:00 CET", "2026-12-12 14:00 CET".
 * A bare "14:00" would leave the reader guessing which clock it is on.
 */
export function writeMoment(at: Date, o: WrittenTime): string {
  if (o.dateFormat === 'locale') return dateTimeFormat('moment', o.timeZone, o.locale).format(at);
  const day = numericDay(at.getTime(), o.timeZone, o.dateFormat);
  return `${day} ${dateTimeFormat('time', o.timeZone, o.locale).format(at)}`;
}
