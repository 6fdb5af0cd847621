// Error-log spikes: the hours (24h) or days (7d, 30d) whose errors stand well
// above the period's usual level. "Usual" is the median, not the mean, so one
// bad hour does not raise the bar it is measured against; a quiet site (median
// near 0) needs a handful of errors at once before that counts as a spike.

export interface ErrorBucket {
  at: string;
  requests: number;
  clientErrors: number;
  serverErrors: number;
}

export interface ErrorSpike {
  /** The start of the first bucket of the run. */
  from: string;
  /** The end of the last bucket of the run. */
  to: string;
  /** Errors in the run, and in its worst bucket. */
  errors: number;
  serverErrors: number;
  peak: number;
  /** The period's median errors per bucket, which the run stood above. */
  median: number;
}

/** A bucket is a spike at three times the median, and never below the median plus this many errors. */
export const MIN_SPIKE_EXCESS = 10;
const SPIKE_FACTOR = 3;

export function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export const spikeThreshold = (med: number) => Math.max(med * SPIKE_FACTOR, med + MIN_SPIKE_EXCESS);

const errorsOf = (b: ErrorBucket) => b.clientErrors + b.serverErrors;

/**
 * The runs of consecutive buckets at or above the threshold, oldest first. `bucketMs` is the length of one
 * bucket (an hour for 24h, a day for 7d and 30d): it gives each run its end.
 */
export function errorSpikes(buckets: ErrorBucket[], bucketMs: number): ErrorSpike[] {
  const med = median(buckets.map(errorsOf));
  const threshold = spikeThreshold(med);
  const spikes: ErrorSpike[] = [];
  let run: ErrorSpike | null = null;
  for (const b of buckets) {
    const n = errorsOf(b);
    const end = new Date(Date.parse(b.at) + bucketMs).toISOString();
    if (n < threshold) {
      run = null;
      continue;
    }
    if (run) {
      run.to = end;
      run.errors += n;
      run.serverErrors += b.serverErrors;
      run.peak = Math.max(run.peak, n);
    } else {
      run = { from: b.at, to: end, errors: n, serverErrors: b.serverErrors, peak: n, median: med };
      spikes.push(run);
    }
  }
  return spikes;
}
