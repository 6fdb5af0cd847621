import { afterEach, describe, expect, it } from 'vitest';
import { browserTimeZone, displayTimeZone, setDisplayTimeZone } from './display-zone';
import { formatDate, formatDateTime, formatMoney } from './format';

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
