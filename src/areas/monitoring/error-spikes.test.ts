import { describe, expect, it } from 'vitest';
import { errorSpikes, median, spikeThreshold, type ErrorBucket } from './error-spikes';

const HOUR = 3_600_000;
const start = Date.parse('2026-11-22T06:00:00.000Z');
/** Hourly buckets with these error counts (all server errors unless told), oldest first. */
const hours = (counts: number[], client = 0): ErrorBucket[] =>
  counts.map((n, i) => ({
    at: new Date(start + i * HOUR).toISOString(),
    requests: 400,
    clientErrors: client,
    serverErrors: n,
  }));

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([])).toBe(0);
    expect(median([5])).toBe(5);
    expect(median([9, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('error spikes', () => {
  it('finds the hours well above the median and leaves ordinary ones alone', () => {
    const spikes = errorSpikes(hours([2, 3, 2, 4, 40, 3, 2, 2]), HOUR);
    expect(spikes).toEqual([
      {
        from: '2026-11-22T10:00:00.000Z',
        to: '2026-11-22T11:00:00.000Z',
        errors: 40,
        serverErrors: 40,
        peak: 40,
        median: 2.5,
      },
    ]);
  });

  it('merges consecutive spike hours into one run with its total and peak', () => {
    const spikes = errorSpikes(hours([1, 1, 30, 55, 20, 1, 1, 25, 1]), HOUR);
    expect(spikes.map((s) => [s.from.slice(11, 16), s.to.slice(11, 16), s.errors, s.peak])).toEqual([
      ['08:00', '11:00', 105, 55],
      ['13:00', '14:00', 25, 25],
    ]);
  });

  it('needs a handful of errors on a quiet site: 0 → 9 is not a spike, 0 → 10 is', () => {
    expect(spikeThreshold(0)).toBe(10);
    expect(errorSpikes(hours([0, 0, 0, 9, 0]), HOUR)).toEqual([]);
    expect(errorSpikes(hours([0, 0, 0, 10, 0]), HOUR)).toHaveLength(1);
  });

  it('on a busy site three times the median is the bar, whatever the hour', () => {
    expect(spikeThreshold(100)).toBe(300);
    expect(errorSpikes(hours([100, 110, 90, 250, 100]), HOUR)).toEqual([]);
    expect(errorSpikes(hours([100, 110, 90, 310, 100]), HOUR)).toHaveLength(1);
  });

  it('counts client and server errors together, and keeps the server share', () => {
    const [spike] = errorSpikes(hours([0, 0, 12, 0], 3), HOUR);
    expect(spike).toMatchObject({ errors: 15, serverErrors: 12, median: 3 });
  });

  it('a period that is errors all along has no spike (the median rises with it)', () => {
    expect(errorSpikes(hours([50, 52, 49, 51]), HOUR)).toEqual([]);
    expect(errorSpikes([], HOUR)).toEqual([]);
  });

  it('daily buckets end a day later', () => {
    const day = 24 * HOUR;
    const [spike] = errorSpikes(
      [0, 0, 40].map((n, i) => ({
        at: new Date(start + i * day).toISOString(),
        requests: 10_000,
        clientErrors: 0,
        serverErrors: n,
      })),
      day,
    );
    expect(spike!.to).toBe('2026-11-25T06:00:00.000Z');
  });
});
