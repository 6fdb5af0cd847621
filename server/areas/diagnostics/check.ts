// One check's verdict and how verdicts add up. `unknown` (the check could not
// run, or what it needs is not ours to see) never counts as a problem: it does
// not make a report worse than ok, and it is never the likely cause.
import type { z } from 'zod';
import type { Check as CheckSchema, FixAction, HealthStatus } from '@contract/diagnostics';
import type { Method, Operation } from '@contract/operation';

export type Check = z.infer<typeof CheckSchema>;
export type Fix = NonNullable<Check['fix']>;
export type Action = z.infer<typeof FixAction>;
export type Health = z.infer<typeof HealthStatus>;
type Verdict = Check['status'];

interface Found {
  id: string;
  label: string;
  detail: string;
  evidence?: string[];
}

const make = (status: Verdict, f: Found, fix: Fix | null = null): Check => ({
  id: f.id,
  label: f.label,
  status,
  detail: f.detail,
  evidence: f.evidence ?? [],
  fix: status === 'pass' || status === 'unknown' ? null : fix,
});

export const pass = (f: Found): Check => make('pass', f);
export const warn = (f: Found, fix: Fix | null = null): Check => make('warn', f, fix);
export const fail = (f: Found, fix: Fix | null = null): Check => make('fail', f, fix);
export const unknown = (f: Found): Check => make('unknown', f);

/**
 * The ready-to-send call of a contract operation: its id, method and path (path parameters filled in,
 * a query string for operations that take their input there) and body.
 */
export function actionFor(
  op: Pick<Operation, 'id' | 'method' | 'path'>,
  o: { params?: Record<string, string | number>; query?: Record<string, string>; body?: Record<string, unknown> },
): Action {
  let path = op.path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(String(o.params?.[k] ?? `{${k}}`)));
  if (o.query) path += `?${new URLSearchParams(o.query)}`;
  return { operationId: op.id, method: op.method as Method, path, body: o.body ?? null };
}

export const fixWith = (summary: string, action: Action | null = null): Fix => ({ summary, action });

const rank: Record<Verdict, number> = { fail: 0, warn: 1, pass: 2, unknown: 3 };

/** Problems first (fail, then warn), then passes; unknown last. Stable within a verdict. */
export const byConcern = (checks: Check[]) =>
  checks
    .map((c, i) => [c, i] as const)
    .sort((a, b) => rank[a[0].status] - rank[b[0].status] || a[1] - b[1])
    .map(([c]) => c);

/** The report's verdict: the worst problem; ok when there is none; unknown only when nothing could be checked. */
export function overall(checks: Check[]): Health {
  if (checks.some((c) => c.status === 'fail')) return 'critical';
  if (checks.some((c) => c.status === 'warn')) return 'warning';
  if (checks.length > 0 && checks.every((c) => c.status === 'unknown')) return 'unknown';
  return 'ok';
}

export const problems = (checks: Check[]) =>
  byConcern(checks).filter((c) => c.status === 'fail' || c.status === 'warn');
