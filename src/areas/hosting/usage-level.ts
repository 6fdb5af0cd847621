// How full a quota is, in numbers and in words. The colour of a usage bar
// changes at 70 % (warning), 85 % (high) and 95 % (critical), and the same
// level is always written out ("86 % — high"), so colour is never the only cue.
// A null limit is unlimited: no percentage, no level.
import { formatNumber } from '@/lib/format';
import { formatKilobytesPerSecond, formatMegabytes } from '@/lib/glossary';

export type UsageLevel = 'ok' | 'warning' | 'high' | 'critical';
export type Unit = 'MB' | 'count' | 'percent' | 'KB/s' | 'IOPS';

export function usageLevel(percent: number): UsageLevel {
  if (percent >= 95) return 'critical';
  if (percent >= 85) return 'high';
  if (percent >= 70) return 'warning';
  return 'ok';
}

export const levelWord: Record<UsageLevel, string> = { ok: '', warning: 'warning', high: 'high', critical: 'critical' };

/** Sizes and rates in the one unit system (512 MB, 1.5 GB, 12.5 MB/s); counts with digit grouping. */
export function formatAmount(value: number, unit: Unit): string {
  switch (unit) {
    case 'MB':
      return formatMegabytes(value);
    case 'KB/s':
      return formatKilobytesPerSecond(value);
    case 'percent':
      return `${formatNumber(value, 1)} %`;
    case 'IOPS':
      return `${formatNumber(value)} IOPS`;
    case 'count':
      return formatNumber(value);
  }
}

export interface UsageView {
  /** null: unlimited, or nothing is included (limit 0). */
  percent: number | null;
  level: UsageLevel;
  /** "86 % — high", "42 %", "unlimited", "none included". */
  levelText: string;
  /** "43 GB of 50 GB" or "1.2 GB used". */
  amountText: string;
}

/**
 * The percentage shown is rounded down, so it never reads as a level the bar
 * has not reached ("95 %" beside "high"); anything above zero is at least "<1 %".
 */
export function describeUsage(used: number, limit: number | null, unit: Unit): UsageView {
  if (limit === null) {
    return { percent: null, level: 'ok', levelText: 'unlimited', amountText: `${formatAmount(used, unit)} used` };
  }
  if (limit === 0) {
    // The plan includes none: using any is over the limit.
    return used > 0
      ? {
          percent: null,
          level: 'critical',
          levelText: 'over — none included',
          amountText: `${formatAmount(used, unit)} used`,
        }
      : { percent: null, level: 'ok', levelText: 'none included', amountText: 'none used' };
  }
  const percent = (used / limit) * 100;
  const level = usageLevel(percent);
  const shown = percent > 0 && percent < 1 ? '<1 %' : `${Math.floor(percent)} %`;
  return {
    percent,
    level,
    levelText: level === 'ok' ? shown : `${shown} — ${levelWord[level]}`,
    amountText: `${formatAmount(used, unit)} of ${formatAmount(limit, unit)}`,
  };
}
