import { describe, expect, it } from 'vitest';
import { describeUsage, formatAmount, usageLevel } from './usage-level';

describe('usage levels', () => {
  it('changes level at 70, 85 and 95 percent', () => {
    expect([0, 69.9, 70, 84.9, 85, 94.9, 95, 130].map(usageLevel)).toEqual([
      'ok',
      'ok',
      'warning',
      'warning',
      'high',
      'high',
      'critical',
      'critical',
    ]);
  });

  it('says the percentage and the level in words, rounding down so the number never passes the level', () => {
    expect(describeUsage(43, 50, 'count').levelText).toBe('86 % — high');
    expect(describeUsage(94.9, 100, 'count').levelText).toBe('94 % — high');
    expect(describeUsage(36, 50, 'count').levelText).toBe('72 % — warning');
    expect(describeUsage(50, 50, 'count').levelText).toBe('100 % — critical');
    expect(describeUsage(3, 10, 'count')).toMatchObject({ levelText: '30 %', level: 'ok', amountText: '3 of 10' });
    expect(describeUsage(1, 1000, 'count').levelText).toBe('<1 %');
    expect(describeUsage(0, 1000, 'count').levelText).toBe('0 %');
  });

  it('says unlimited for a null limit, and "none included" for a limit of 0', () => {
    expect(describeUsage(2300, null, 'MB')).toEqual({
      percent: null,
      level: 'ok',
      levelText: 'unlimited',
      amountText: '2.3 GB used',
    });
    expect(describeUsage(0, 0, 'count').levelText).toBe('none included');
    expect(describeUsage(2, 0, 'count')).toMatchObject({ level: 'critical', levelText: 'over — none included' });
  });

  it('formats sizes, rates and counts for people, sizes in decimal SI units (ADR 033)', () => {
    expect(formatAmount(512, 'MB')).toBe('512 MB');
    expect(formatAmount(1500, 'MB')).toBe('1.5 GB');
    expect(formatAmount(50_000, 'MB')).toBe('50 GB');
    expect(formatAmount(25_294.3, 'MB')).toBe('25.3 GB');
    expect(formatAmount(400_000, 'MB')).toBe('400 GB');
    expect(formatAmount(800, 'KB/s')).toBe('800 kB/s');
    expect(formatAmount(8000, 'KB/s')).toBe('8 MB/s');
    expect(formatAmount(37.5, 'percent')).toBe('37.5 %');
    expect(formatAmount(1_250_000, 'count')).toBe('1,250,000');
  });
});
