// The account's formats in what the server writes at event time (ADR 030): amounts as the locale writes
// them, a day in the chosen date format and the account's zone with the zone said, a moment with its
// zone named; a stored row of any age reads, and a zone Intl does not know falls back to UTC.
import { describe, expect, it } from 'vitest';
import { noticeFormat, noticeFormatFrom } from './notice-format';

const at = new Date('2026-12-12T23:30:00Z');

describe('notice formats', () => {
  it('writes amounts in the locale, Swedish with Intl’s no-break space before €', () => {
    expect(noticeFormatFrom({ language: 'sv-SE' }, 'SE').money(1250, 'EUR')).toBe('12,50\u00a0€');
    expect(noticeFormatFrom({ language: 'en-GB' }, 'SE').money(1250, 'EUR')).toBe('€12.50');
    expect(noticeFormatFrom({ language: 'en-US' }, 'US').money(123456, 'USD')).toBe('$1,234.56');
  });

  it('writes a day in the account’s zone and date format, and says the zone', () => {
    const stockholm = { timezone: 'Europe/Stockholm' };
    // 23:30 UTC is already the 13th in Stockholm
    expect(noticeFormatFrom({ ...stockholm, language: 'en-GB' }, 'SE').day(at)).toBe('13 Dec 2026 (Europe/Stockholm)');
    expect(noticeFormatFrom({ ...stockholm, language: 'sv-SE', dateFormat: 'iso' }, 'SE').day(at)).toBe(
      '2026-12-13 (Europe/Stockholm)',
    );
    expect(noticeFormatFrom({ language: 'en-US', dateFormat: 'us' }, 'US').day(at)).toBe('12/12/2026 (UTC)');
    expect(noticeFormatFrom({ language: 'de-DE', dateFormat: 'eu' }, 'DE').day(at)).toBe('12.12.2026 (UTC)');
  });

  it('writes a moment with its zone named', () => {
    const f = noticeFormat({ locale: 'en-GB', timeZone: 'Europe/Stockholm', dateFormat: 'iso' });
    expect(f.moment(at)).toBe('2026-12-13 00:30 CET');
    expect(noticeFormat({ locale: 'en-GB', timeZone: 'UTC', dateFormat: 'locale' }).moment(at)).toBe(
      '12 Dec 2026, 23:30 UTC',
    );
  });

  it('reads an old row: a bare language by the country, no zone or an unknown one as UTC', () => {
    expect(noticeFormatFrom({ language: 'sv' }, 'SE').money(1250, 'EUR')).toBe('12,50\u00a0€');
    expect(noticeFormatFrom({ language: 'en' }, 'US').money(1250, 'EUR')).toBe('€12.50');
    expect(noticeFormatFrom({}, 'SE').day(at)).toBe('12 Dec 2026 (UTC)');
    expect(noticeFormatFrom({ timezone: 'Mars/Olympus_Mons' }, 'SE').moment(at)).toBe('12 Dec 2026, 23:30 UTC');
  });
});
