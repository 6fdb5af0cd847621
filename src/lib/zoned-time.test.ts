import { describe, expect, it } from 'vitest';
import { calendarDayIn, isoToWallTime, wallTimeToIso, zoneOffsetMs } from './zoned-time';

const HOUR = 3_600_000;

describe('zoned time', () => {
  it('reads the zone’s offset on each side of a daylight-saving change', () => {
    expect(zoneOffsetMs(Date.parse('2026-03-29T00:59:59Z'), 'Europe/Prague')).toBe(HOUR);
    expect(zoneOffsetMs(Date.parse('2026-03-29T01:00:00Z'), 'Europe/Prague')).toBe(2 * HOUR);
    expect(zoneOffsetMs(Date.parse('2026-03-08T07:00:00Z'), 'America/New_York')).toBe(-4 * HOUR);
    expect(zoneOffsetMs(Date.parse('2026-03-08T06:59:00Z'), 'America/New_York')).toBe(-5 * HOUR);
    expect(zoneOffsetMs(Date.parse('2026-06-01T00:00:00Z'), 'UTC')).toBe(0);
  });

  it('turns a wall time in a zone into the UTC instant, and back', () => {
    expect(wallTimeToIso('2026-12-12T14:00', 'Europe/Prague')).toBe('2026-12-12T13:00:00Z');
    expect(wallTimeToIso('2026-07-01T14:00', 'Europe/Prague')).toBe('2026-07-01T12:00:00Z');
    expect(wallTimeToIso('2026-12-12T14:00', 'Asia/Kolkata')).toBe('2026-12-12T08:30:00Z');
    expect(wallTimeToIso('2030-03-31T23:59:59', 'Europe/Stockholm')).toBe('2030-03-31T21:59:59Z');
    expect(wallTimeToIso('2026-12-12', 'America/New_York')).toBe('2026-12-12T05:00:00Z');
    expect(isoToWallTime('2026-12-12T13:00:00Z', 'Europe/Prague')).toBe('2026-12-12T14:00');
    expect(isoToWallTime('2026-07-01T12:00:00Z', 'Europe/Prague')).toBe('2026-07-01T14:00');
    expect(isoToWallTime(null, 'UTC')).toBe('');
    expect(wallTimeToIso('next week', 'UTC')).toBeNull();
  });

  it('reads a time the clocks skip as later by the gap, and a repeated one as its first occurrence', () => {
    // 02:30 does not happen in Prague on 29 March 2026 (02:00 → 03:00): it reads as 03:30 CEST.
    expect(wallTimeToIso('2026-03-29T02:30', 'Europe/Prague')).toBe('2026-03-29T01:30:00Z');
    // 02:30 happens twice on 25 October 2026: first in CEST (00:30 UTC), then in CET (01:30 UTC).
    expect(wallTimeToIso('2026-10-25T02:30', 'Europe/Prague')).toBe('2026-10-25T00:30:00Z');
    // Either side of the change, one answer only.
    expect(wallTimeToIso('2026-10-25T01:59', 'Europe/Prague')).toBe('2026-10-24T23:59:00Z');
    expect(wallTimeToIso('2026-10-25T03:00', 'Europe/Prague')).toBe('2026-10-25T02:00:00Z');
  });

  it('names the calendar day in a zone', () => {
    const t = Date.parse('2026-12-31T23:30:00Z');
    expect(calendarDayIn(t, 'Europe/Prague')).toBe('2027-01-01');
    expect(calendarDayIn(t, 'UTC')).toBe('2026-12-31');
    expect(calendarDayIn(t, 'America/Los_Angeles')).toBe('2026-12-31');
  });
});
