// The statistics in words: what the charts show, said so that nothing is told
// by a picture alone.
import type { ErrorBucket } from './error-spikes';
import { formatFixed, formatNumber } from '@/lib/format';

export function bytes(n: number): string {
  if (n >= 1e9) return `${formatFixed(n / 1e9, 1)} GB`;
  if (n >= 1e6) return `${formatFixed(n / 1e6, 1)} MB`;
  if (n >= 1e3) return `${formatNumber(n / 1e3)} KB`;
  return `${n} B`;
}

export function errorsSentence(buckets: ErrorBucket[], step: 'hour' | 'day', worstAt: (iso: string) => string): string {
  if (buckets.length === 0) return 'No traffic was recorded in this period.';
  const errors = buckets.map((b) => b.clientErrors + b.serverErrors);
  const total = errors.reduce((a, b) => a + b, 0);
  if (total === 0) return `No errors in ${buckets.length} ${step}s.`;
  const worst = errors.indexOf(Math.max(...errors));
  return `${total} errors over ${buckets.length} ${step}s; the worst ${step} was ${worstAt(buckets[worst]!.at)} with ${errors[worst]} errors (${buckets[worst]!.serverErrors} server errors).`;
}

export interface PhpLimitHits {
  memory: number;
  workers: number;
  executionTime: number;
}

const times = (n: number) => (n === 1 ? 'once' : `${n} times`);

/** Each limit that was hit, and what that did; an empty list when none was. */
export function limitHitLines(
  h: PhpLimitHits,
  limits: { memoryLimitMb: number; maxWorkers: number; maxExecutionSeconds: number },
): string[] {
  const out: string[] = [];
  if (h.memory)
    out.push(
      `Memory limit (${limits.memoryLimitMb} MB) hit ${times(h.memory)}: those requests ended with a fatal error.`,
    );
  if (h.workers)
    out.push(`All ${limits.maxWorkers} PHP workers were busy ${times(h.workers)}: visitors waited or got a 503.`);
  if (h.executionTime)
    out.push(
      `Execution time limit (${limits.maxExecutionSeconds} s) hit ${times(h.executionTime)}: those scripts were stopped.`,
    );
  return out;
}
