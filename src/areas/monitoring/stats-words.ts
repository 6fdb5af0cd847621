// The statistics in words: what the charts show, said so that nothing is told
// by a picture alone.
import type { ErrorBucket } from './error-spikes';
import { countOf, formatBytes, formatMegabytes } from '@/lib/glossary';

export const bytes = (n: number) => formatBytes(n);

export function errorsSentence(buckets: ErrorBucket[], step: 'hour' | 'day', worstAt: (iso: string) => string): string {
  if (buckets.length === 0) return 'No traffic was recorded in this period.';
  const errors = buckets.map((b) => b.clientErrors + b.serverErrors);
  const total = errors.reduce((a, b) => a + b, 0);
  if (total === 0) return `No errors in ${countOf(buckets.length, step, `${step}s`)}.`;
  const worst = errors.indexOf(Math.max(...errors));
  return `${countOf(total, 'error', 'errors')} over ${countOf(buckets.length, step, `${step}s`)}; the worst ${step} was ${worstAt(buckets[worst]!.at)} with ${countOf(errors[worst]!, 'error', 'errors')} (${countOf(buckets[worst]!.serverErrors, 'server error', 'server errors')}).`;
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
      `Memory limit (${formatMegabytes(limits.memoryLimitMb)}) hit ${times(h.memory)}: those requests ended with a fatal error.`,
    );
  if (h.workers)
    out.push(
      `${limits.maxWorkers === 1 ? 'The one PHP worker was' : `All ${countOf(limits.maxWorkers, 'PHP worker', 'PHP workers')} were`} busy ${times(h.workers)}: visitors waited or got a 503.`,
    );
  if (h.executionTime)
    out.push(
      `Execution time limit (${limits.maxExecutionSeconds} s) hit ${times(h.executionTime)}: those scripts were stopped.`,
    );
  return out;
}
