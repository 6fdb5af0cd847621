import { afterEach, describe, expect, it } from 'vitest';
import { browserTimeZone, displayTimeZone, setDisplayTimeZone } from './display-zone';
import {
  formatDate,
  formatDateTime,
  formatFixed,
  formatMoney,
  formatNumber,
  formatPercent,
  formatRelativeTime,
} from './format';
import { browserFormatLocale, displayDateFormat, displayLocale, setFormatPreferences } from './format-preferences';

// en-GB names European zones by their abbreviations (CET/CEST), en-US by offset (GMT+1).
const gb = (timeZone: string) => ({ timeZone, locale: 'en-GB' });

afterEach(() => setDisplayTimeZone(null));

describe('formatDateTime', () => {
  it('shows a moment in the given zone and names the zone', () => {
    const iso = '2026-12-12T13:00:00Z';
    expect(formatDateTime(iso, gb('Europe/Prague'))).toBe('12 Dec 2026, 14:00 CET');
    expect(formatDateTime(iso, gb('UTC'))).toBe('12 Dec 2026, 13:00 UTC');
    expect(formatDateTime(iso, { timeZone: 'America/New_York', locale: 'en-US' })).toBe('Dec 12, 2026, 08:00 AM EST');
    expect(formatDateTime(iso, { timeZone: 'Asia/Kolkata', locale: 'en-GB' })).toBe('12 Dec 2026, 18:30 GMT+5:30');
  });

  it('follows daylight saving time across the boundary, naming each side', () => {
    // Central Europe moves from CET to CEST at 01:00 UTC on 29 March 2026 (02:00 local becomes 03:00).
    expect(formatDateTime('2026-03-29T00:59:00Z', gb('Europe/Prague'))).toBe('29 Mar 2026, 01:59 CET');
    expect(formatDateTime('2026-03-29T01:00:00Z', gb('Europe/Prague'))).toBe('29 Mar 2026, 03:00 CEST');
    // And back at 01:00 UTC on 25 October 2026: 02:30 happens twice, told apart by the zone name.
    expect(formatDateTime('2026-10-25T00:30:00Z', gb('Europe/Prague'))).toBe('25 Oct 2026, 02:30 CEST');
    expect(formatDateTime('2026-10-25T01:30:00Z', gb('Europe/Prague'))).toBe('25 Oct 2026, 02:30 CET');
  });

  it('uses the account’s zone once it is known, and the browser’s before and after', () => {
    const iso = '2026-07-01T10:00:00Z';
    expect(displayTimeZone()).toBe(browserTimeZone());
    setDisplayTimeZone('Europe/Prague');
    expect(formatDateTime(iso, { locale: 'en-GB' })).toBe('1 Jul 2026, 12:00 CEST');
    setDisplayTimeZone('Asia/Tokyo');
    expect(formatDateTime(iso, { locale: 'en-GB' })).toBe('1 Jul 2026, 19:00 GMT+9');
    // A name the browser does not know is no preference at all.
    setDisplayTimeZone('Mars/Olympus_Mons');
    expect(displayTimeZone()).toBe(browserTimeZone());
    setDisplayTimeZone(null);
    expect(displayTimeZone()).toBe(browserTimeZone());
  });

  it('leaves what is not a time as it is', () => {
    expect(formatDateTime('soon', gb('UTC'))).toBe('soon');
  });
});

describe('formatDate', () => {
  it('shows the day a moment falls on in the zone', () => {
    // 23:30 UTC on 31 December is already New Year's Day in Prague, still New Year's Eve in New York.
    expect(formatDate('2026-12-31T23:30:00Z', gb('Europe/Prague'))).toBe('1 Jan 2027');
    expect(formatDate('2026-12-31T23:30:00Z', gb('America/New_York'))).toBe('31 Dec 2026');
  });

  it('shows a calendar date as that day, whatever the zone', () => {
    expect(formatDate('2026-11-22', gb('Pacific/Kiritimati'))).toBe('22 Nov 2026');
    expect(formatDate('2026-11-22', gb('Pacific/Pago_Pago'))).toBe('22 Nov 2026');
    expect(formatDate(null)).toBe('—');
  });
});

describe('formatMoney', () => {
  it('signs money on request, so a charge never reads as a deposit', () => {
    expect(formatMoney({ amount: -4, currency: 'EUR' }, { signed: true })).toMatch(/^[-−]/);
    expect(formatMoney({ amount: 10, currency: 'EUR' }, { signed: true })).toMatch(/^\+/);
  });
});

// What Intl writes in each offered locale, as the page shows it: the separators are Intl's own
// (a no-break space in "1 234" and "33,63 €", a narrow one in some ICU versions), so they are
// compared after making every such space a plain one.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('one locale for every number, amount and date', () => {
  afterEach(() => setFormatPreferences(null, null));

  const money = { amount: 33.63, currency: 'EUR' };
  const cases = [
    { locale: 'en-GB', money: '€33.63', count: '1,234', fixed: '1,234.50', percent: '99.95%', day: '12 Dec 2026' },
    { locale: 'en-US', money: '€33.63', count: '1,234', fixed: '1,234.50', percent: '99.95%', day: 'Dec 12, 2026' },
    { locale: 'sv-SE', money: '33,63 €', count: '1 234', fixed: '1 234,50', percent: '99,95 %', day: '12 dec. 2026' },
    { locale: 'de-DE', money: '33,63 €', count: '1.234', fixed: '1.234,50', percent: '99,95 %', day: '12.12.2026' },
  ];

  for (const c of cases) {
    it(`writes ${c.locale} once it is the account’s`, () => {
      setFormatPreferences(c.locale, 'locale');
      expect(displayLocale()).toBe(c.locale);
      expect(plain(formatMoney(money))).toBe(c.money);
      expect(plain(formatNumber(1234))).toBe(c.count);
      expect(plain(formatFixed(1234.5, 2))).toBe(c.fixed);
      expect(plain(formatPercent(99.95, 2))).toBe(c.percent);
      expect(plain(formatDate('2026-12-12T12:00:00Z', { timeZone: 'UTC' }))).toBe(c.day);
    });
  }

  it('shows the exact space Intl puts in a Swedish amount, not a look-alike', () => {
    setFormatPreferences('sv-SE', 'locale');
    expect(formatMoney(money)).toBe(
      new Intl.NumberFormat('sv-SE', { style: 'currency', currency: 'EUR' }).format(33.63),
    );
    expect(formatMoney(money)).not.toBe('33,63 €');
    expect(formatNumber(1234)).toMatch(/^1[\u00a0\u202f]234$/);
  });

  it('signs an amount in the locale', () => {
    setFormatPreferences('sv-SE', 'locale');
    expect(plain(formatMoney({ amount: -4, currency: 'EUR' }, { signed: true }))).toBe('−4,00 €');
    expect(plain(formatMoney({ amount: 10, currency: 'EUR' }, { signed: true }))).toBe('+10,00 €');
  });

  it('keeps at most the decimals asked for, none trailing', () => {
    setFormatPreferences('sv-SE', 'locale');
    expect(formatNumber(1.25, 1)).toBe('1,3');
    expect(formatNumber(2, 2)).toBe('2');
    expect(formatFixed(2, 1)).toBe('2,0');
  });

  it('goes back to the browser’s locale without a preference, and ignores a tag Intl does not know', () => {
    setFormatPreferences('sv-SE', 'iso');
    setFormatPreferences(null, null);
    expect(displayLocale()).toBe(browserFormatLocale());
    expect(displayDateFormat()).toBe('locale');
    setFormatPreferences('not a locale!', 'eu');
    expect(displayLocale()).toBe(browserFormatLocale());
    expect(displayDateFormat()).toBe('eu');
  });
});

describe('the date format the customer chose', () => {
  afterEach(() => setFormatPreferences(null, null));
  const moment = '2026-01-31T13:45:00Z';

  it('writes a day numerically in the same order in every locale', () => {
    for (const locale of ['en-GB', 'en-US', 'sv-SE']) {
      setFormatPreferences(locale, 'iso');
      expect(formatDate(moment, { timeZone: 'UTC' })).toBe('2026-01-31');
      setFormatPreferences(locale, 'us');
      expect(formatDate(moment, { timeZone: 'UTC' })).toBe('01/31/2026');
      setFormatPreferences(locale, 'eu');
      expect(formatDate(moment, { timeZone: 'UTC' })).toBe('31.01.2026');
    }
  });

  it('takes the day in the display zone, and a calendar date as that day', () => {
    setFormatPreferences('en-GB', 'iso');
    expect(formatDate('2026-12-31T23:30:00Z', { timeZone: 'Europe/Prague' })).toBe('2027-01-01');
    expect(formatDate('2026-11-22', { timeZone: 'Pacific/Pago_Pago' })).toBe('2026-11-22');
  });

  it('gives a moment its time in the locale’s clock, naming the zone', () => {
    setFormatPreferences('en-GB', 'iso');
    expect(formatDateTime(moment, { timeZone: 'Europe/Stockholm' })).toBe('2026-01-31 14:45 CET');
    setFormatPreferences('en-US', 'us');
    expect(formatDateTime(moment, { timeZone: 'America/New_York' })).toBe('01/31/2026 08:45 AM EST');
    setFormatPreferences('sv-SE', 'eu');
    expect(formatDateTime(moment, { timeZone: 'Europe/Stockholm' })).toBe('31.01.2026 14:45 CET');
  });

  it('lets a screen ask for another locale or format for one call (the preferences’ examples)', () => {
    setFormatPreferences('en-GB', 'locale');
    expect(formatDate(moment, { timeZone: 'UTC', locale: 'sv-SE' })).toBe('31 jan. 2026');
    expect(formatDate(moment, { timeZone: 'UTC', dateFormat: 'eu' })).toBe('31.01.2026');
    expect(formatDate(moment, { timeZone: 'UTC' })).toBe('31 Jan 2026');
  });

  it('keeps relative times in the dashboard’s language whatever the locale', () => {
    setFormatPreferences('sv-SE', 'locale');
    expect(formatRelativeTime('2026-01-01T03:00:00Z', Date.parse('2026-01-01T00:00:00Z'))).toBe('in 3 hours');
  });
});
