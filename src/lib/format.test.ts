import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, userTimeZone } from './format';

describe('format', () => {
  it('shows a moment in the user’s zone and names the zone', () => {
    const iso = '2026-11-22T13:05:00Z';
    const zoneName = new Intl.DateTimeFormat(undefined, { timeZone: userTimeZone(), timeZoneName: 'short' })
      .formatToParts(new Date(iso))
      .find((p) => p.type === 'timeZoneName')!.value;
    expect(formatDateTime(iso)).toContain(zoneName);
    expect(formatDateTime(iso)).toMatch(/2026/);
  });

  it('shows a calendar date as that day, whatever the zone', () => {
    expect(formatDate('2026-11-22')).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 22)),
    );
    expect(formatDate(null)).toBe('—');
  });

  it('signs money on request, so a charge never reads as a deposit', () => {
    expect(formatMoney({ amount: -4, currency: 'EUR' }, { signed: true })).toMatch(/^[-−]/);
    expect(formatMoney({ amount: 10, currency: 'EUR' }, { signed: true })).toMatch(/^\+/);
  });
});
