import { describe, expect, it } from 'vitest';
import { setDisplayTimeZone } from '@/lib/display-zone';
import { historySentence, historyStats } from './history-summary';

describe('history summary', () => {
  it('finds the lowest, average, highest (with its time) and latest value', () => {
    const s = historyStats([
      { at: '2030-01-01T00:00:00Z', value: 1000 },
      { at: '2030-01-02T00:00:00Z', value: 3000 },
      { at: '2030-01-03T00:00:00Z', value: 2000 },
    ])!;
    expect(s).toEqual({
      min: 1000,
      avg: 2000,
      max: 3000,
      maxAt: '2030-01-02T00:00:00Z',
      latest: { at: '2030-01-03T00:00:00Z', value: 2000 },
      samples: 3,
    });
    setDisplayTimeZone('UTC');
    expect(historySentence('Disk space', 'the last 30 days', 'MB', s)).toMatch(
      /^Disk space over the last 30 days: lowest 1 GB, average 2 GB, highest 3 GB \(.*2030.*UTC\); latest 2 GB \(.*\)\. 3 samples\.$/,
    );
  });

  it('has nothing to say about no points', () => {
    expect(historyStats([])).toBeNull();
  });
});
