// The contact checks of issue 33 as the contract has them: the same code runs in the forms and
// on the server, so these pin what both refuse and how they store what they accept.
import { describe, expect, it } from 'vitest';
import { Timestamp, isoDate } from './common';
import { checkContact } from './contact-checks';
import { countryCode, countryName, countryOptions } from './country-code';
import { formatPhone, storedPhone } from './phone-number';
import { storedVat } from './vat-number';

describe('calendar days', () => {
  const from = isoDate('from', '2024-01-01');
  const message = (v: string) => from.safeParse(v).error?.issues[0]?.message;

  it('accepts the days the calendar has, leap days included', () => {
    expect(from.parse('2024-02-29')).toBe('2024-02-29');
    expect(from.parse('2026-12-31')).toBe('2026-12-31');
  });

  it('refuses a day the month does not have, saying why', () => {
    expect(message('2026-02-30')).toBe('from: 2026-02-30 is not a date: February 2026 has 28 days');
    expect(message('2025-02-29')).toBe('from: 2025-02-29 is not a date: February 2025 has 28 days');
    expect(message('2026-04-31')).toBe('from: 2026-04-31 is not a date: April 2026 has 30 days');
    expect(message('2026-13-01')).toBe('from: 2026-13-01 is not a date: there is no month 13');
    expect(message('2026-01-00')).toBe('from: 2026-01-00 is not a date: January 2026 has 31 days');
  });

  it('refuses what is not shaped as a day with the example', () => {
    expect(message('31/01/2024')).toBe('from must be a date such as 2024-01-01');
  });

  it('refuses a time on an impossible day, saying why', () => {
    expect(Timestamp.safeParse('2026-02-30T10:00:00Z').error?.issues[0]?.message).toBe(
      '2026-02-30 is not a date: February 2026 has 28 days',
    );
    expect(Timestamp.parse('2026-02-28T10:00:00Z')).toBe('2026-02-28T10:00:00Z');
  });
});

describe('countries', () => {
  it('takes ISO 3166-1 alpha-2 codes only', () => {
    expect(countryCode.parse(' se ')).toBe('SE');
    expect(countryCode.safeParse('XX').error?.issues[0]?.message).toBe('XX is not an ISO 3166-1 country code');
    expect(countryCode.safeParse('ZZ').success).toBe(false);
    expect(countryCode.safeParse('EU').success).toBe(false);
    expect(countryCode.safeParse('SWE').error?.issues[0]?.message).toBe('Use the two-letter country code, e.g. SE');
  });

  it('names countries in the customer language', () => {
    expect(countryName('DE', 'sv')).toBe('Tyskland');
    expect(countryName('DE')).toBe('Germany');
    const options = countryOptions('en');
    expect(options.length).toBeGreaterThan(240);
    expect(options.find((o) => o.code === 'SE')?.name).toBe('Sweden');
  });
});

describe('phone numbers', () => {
  it('stores E.164, reading a national number in the entry country', () => {
    expect(storedPhone('+46 8 123 456 78')).toEqual({ ok: true, value: '+46812345678' });
    expect(storedPhone('08-123 456 78', 'SE')).toEqual({ ok: true, value: '+46812345678' });
    expect(storedPhone('030 901820', 'DE')).toEqual({ ok: true, value: '+4930901820' });
  });

  it('refuses what is no phone number', () => {
    expect(storedPhone('((((((').ok).toBe(false);
    expect(storedPhone('+46 8 12').ok).toBe(false);
    expect(storedPhone('+46 000 000 00').ok).toBe(false); // possible in length, but no Swedish range
    expect(storedPhone('08-123 456 78').ok).toBe(false); // national, and no country to read it in
  });

  it('formats a stored number internationally, an unreadable old value as stored', () => {
    expect(formatPhone('+46812345678')).toBe('+46 8 123 456 78');
    expect(formatPhone('((((((')).toBe('((((((');
  });
});

describe('VAT numbers', () => {
  it('stores upper case without separators', () => {
    expect(storedVat('se 5560 1257 9001', 'SE')).toEqual({ ok: true, value: 'SE556012579001' });
    expect(storedVat('DE136695976')).toEqual({ ok: true, value: 'DE136695976' });
    expect(storedVat('EL094259216', 'GR')).toEqual({ ok: true, value: 'EL094259216' });
  });

  it('refuses a wrong format, a failed checksum and another country', () => {
    expect(storedVat('hello')).toEqual({ ok: false, message: expect.stringContaining('country prefix') });
    expect(storedVat('SE12')).toEqual({ ok: false, message: expect.stringContaining('format') });
    expect(storedVat('SE556036091301')).toEqual({ ok: false, message: expect.stringContaining('check digits') });
    expect(storedVat('SE556012579001', 'DE')).toEqual({
      ok: false,
      message: 'SE556012579001 is a VAT number of Sweden, but the address is in Germany',
    });
  });

  it('names each refused field in one check', () => {
    const r = checkContact({ phone: '((((((', vat: 'hello', country: 'SE' }, { phone: 'phone', vat: 'vat_number' });
    expect(r.errors.map((e) => e.path)).toEqual(['phone', 'vat_number']);
  });
});
