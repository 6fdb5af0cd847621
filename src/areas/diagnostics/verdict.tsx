// How a check's outcome and a report's status look: an icon and a word, never
// colour alone. "unknown" means the check could not run; it reads as "Could
// not check" in a neutral tone, never as a problem.
import type { z } from 'zod';
import type { CheckResult, HealthStatus } from '@contract/diagnostics';
import { cn } from '@/lib/cn';
import { labelsOf } from '@/lib/glossary';

type Result = z.infer<typeof CheckResult>;
type Status = z.infer<typeof HealthStatus>;

export const resultWords = labelsOf('diagnosticsCheck');

const resultTone: Record<Result, string> = {
  fail: 'text-danger',
  warn: 'text-warning',
  pass: 'text-success',
  unknown: 'text-muted',
};

/** Worst first: problems, then warnings, then what passed; checks that could not run come last. */
export const resultRank: Record<Result, number> = { fail: 0, warn: 1, pass: 2, unknown: 3 };

export const statusWords = labelsOf('diagnostics');

export const statusRank: Record<Status, number> = { critical: 0, warning: 1, unknown: 2, ok: 3 };

const statusAsResult: Record<Status, Result> = { critical: 'fail', warning: 'warn', ok: 'pass', unknown: 'unknown' };

const box = { width: 16, height: 16, viewBox: '0 0 16 16', 'aria-hidden': true, focusable: false } as const;

function ResultIcon({ result }: { result: Result }) {
  const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round' } as const;
  switch (result) {
    case 'pass':
      return (
        <svg {...box} {...stroke} strokeLinejoin="round">
          <circle cx="8" cy="8" r="6.5" />
          <path d="M5 8.2l2 2 4-4.4" />
        </svg>
      );
    case 'fail':
      return (
        <svg {...box} {...stroke}>
          <circle cx="8" cy="8" r="6.5" />
          <path d="M5.5 5.5l5 5M10.5 5.5l-5 5" />
        </svg>
      );
    case 'warn':
      return (
        <svg {...box} {...stroke} strokeLinejoin="round">
          <path d="M8 1.8l6.5 12H1.5z" />
          <path d="M8 6.5v3.2M8 11.8v.1" />
        </svg>
      );
    case 'unknown':
      return (
        <svg {...box} {...stroke}>
          <circle cx="8" cy="8" r="6.5" />
          <path d="M6.2 6.2a1.9 1.9 0 1 1 2.6 1.8c-.5.2-.8.6-.8 1.1v.4M8 11.6v.1" />
        </svg>
      );
  }
}

/** A check's outcome: icon and word. */
export function Verdict({ result, className }: { result: Result; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-sm font-medium', resultTone[result], className)}>
      <ResultIcon result={result} />
      {resultWords[result]}
    </span>
  );
}

/** A report's or service's overall status: icon and word. */
export function StatusVerdict({ status }: { status: Status }) {
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-sm font-medium', resultTone[statusAsResult[status]])}>
      <ResultIcon result={statusAsResult[status]} />
      {statusWords[status]}
    </span>
  );
}
