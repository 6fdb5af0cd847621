// One unit system and counts that read right (issue 32): the words a customer reads for a size or
// a count must be the same on the server and on every screen.
import { describe, expect, it } from 'vitest';
import { countOf, doneOf, formatBytes, formatKilobytesPerSecond, formatMegabytes, megabytesOf } from './units';

describe('formatBytes', () => {
  it('counts in decimal SI units, keeping the figure under a thousand', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1)).toBe('1 B');
    expect(formatBytes(812)).toBe('812 B');
    expect(formatBytes(999)).toBe('999 B');
    expect(formatBytes(1000)).toBe('1 kB');
    expect(formatBytes(4_100)).toBe('4.1 kB');
    expect(formatBytes(950_000_000)).toBe('950 MB');
    expect(formatBytes(25_294_300_000)).toBe('25.3 GB');
    expect(formatBytes(1_200_000_000_000)).toBe('1.2 TB');
  });

  it('keeps three significant digits at most', () => {
    expect(formatBytes(123_456)).toBe('123 kB');
    expect(formatBytes(12_345_678)).toBe('12.3 MB');
    expect(formatBytes(1_234_567)).toBe('1.23 MB');
  });

  it('moves up a unit when rounding reaches a thousand, never "1000 kB"', () => {
    expect(formatBytes(999_600)).toBe('1 MB');
    expect(formatBytes(999.6)).toBe('1 kB');
    expect(formatBytes(999.4)).toBe('999 B');
  });

  it('says a negative change with its sign and a broken number as a dash', () => {
    expect(formatBytes(-2_500_000)).toBe('−2.5 MB');
    expect(formatBytes(Number.NaN)).toBe('—');
  });

  it('writes the digits in the given locale, the units the same', () => {
    expect(formatBytes(25_294_300_000, 'sv-SE')).toBe('25,3 GB');
    expect(formatBytes(25_294_300_000, 'de-DE')).toBe('25,3 GB');
  });
});

describe('formatMegabytes', () => {
  it('reads the contract’s megabytes in the same system', () => {
    expect(formatMegabytes(0)).toBe('0 B');
    expect(formatMegabytes(950)).toBe('950 MB');
    expect(formatMegabytes(25_294.3)).toBe('25.3 GB');
    expect(formatMegabytes(51_200)).toBe('51.2 GB');
    expect(formatMegabytes(50_000)).toBe('50 GB');
    expect(formatMegabytes(0.061)).toBe('61 kB');
    expect(formatMegabytes(2_400_000)).toBe('2.4 TB');
  });

  it('never shows a figure with more than three significant digits', () => {
    for (const mb of [0.5, 7.77, 95.2, 1023.9, 25_294.3, 51_200, 123_456.7, 9_999_999]) {
      const digits = formatMegabytes(mb).split(' ')[0]!.replace(/\D/g, '').replace(/^0+/, '');
      expect(digits.length, formatMegabytes(mb)).toBeLessThanOrEqual(3);
    }
  });

  it('says a size against its limit in each one’s unit', () => {
    expect(megabytesOf(25_905.7, 51_200)).toBe('25.9 GB of 51.2 GB');
    expect(megabytesOf(300, 1024)).toBe('300 MB of 1.02 GB');
  });
});

describe('formatKilobytesPerSecond', () => {
  it('is a size a second', () => {
    expect(formatKilobytesPerSecond(800)).toBe('800 kB/s');
    expect(formatKilobytesPerSecond(12_500)).toBe('12.5 MB/s');
  });
});

describe('countOf', () => {
  it('picks the noun by the English plural rules', () => {
    expect(countOf(0, 'item', 'items')).toBe('0 items');
    expect(countOf(1, 'item', 'items')).toBe('1 item');
    expect(countOf(2, 'item', 'items')).toBe('2 items');
    expect(countOf(1234, 'mailbox', 'mailboxes')).toBe('1,234 mailboxes');
  });
});

describe('doneOf', () => {
  const items = ['item', 'items'] as const;
  it('never says "All 1 items"', () => {
    expect(doneOf(1, 1, items, 'restored')).toBe('1 item restored');
    expect(doneOf(3, 3, items, 'restored')).toBe('All 3 items restored');
    expect(doneOf(2, 3, items, 'restored')).toBe('2 of 3 items restored');
    expect(doneOf(0, 1, items, 'restored')).toBe('0 of 1 item restored');
  });
});
