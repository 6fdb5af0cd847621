// The findings of any report (triage, a service, a website, email, DNS), worst
// first: what is wrong, then what passed, then what could not be checked (not
// a problem: the check could not run). Each check says its verdict in words,
// keeps its evidence folded away, and offers its fix where one exists.
import { lazy, Suspense, useId, useState } from 'react';
import { cn } from '@/lib/cn';
import type { CheckRow } from './queries';
import { resultRank, resultWords, Verdict } from './verdict';

// A fix is sent through the contract operation it names (its schemas, its summary), so the button
// loads with those only when a finding has a fix: the triage form's first view loads no zod.
const FixButton = lazy(() => import('./fix-button').then((m) => ({ default: m.FixButton })));

const groups = [
  { title: 'Problems found', has: (c: CheckRow) => c.status === 'fail' || c.status === 'warn' },
  { title: 'Passed', has: (c: CheckRow) => c.status === 'pass' },
  { title: 'Could not check', has: (c: CheckRow) => c.status === 'unknown' },
] as const;

export const worstFirst = (checks: CheckRow[]) =>
  checks
    .map((c, i) => [c, i] as const)
    .sort(([a, i], [b, j]) => resultRank[a.status] - resultRank[b.status] || i - j)
    .map(([c]) => c);

/** "1 problem, 1 warning, 6 passed, 1 could not be checked". */
export function checkCounts(checks: CheckRow[]): string {
  const n = (s: CheckRow['status']) => checks.filter((c) => c.status === s).length;
  const parts = [
    n('fail') && `${n('fail')} ${n('fail') === 1 ? 'problem' : 'problems'}`,
    n('warn') && `${n('warn')} ${n('warn') === 1 ? 'warning' : 'warnings'}`,
    n('pass') && `${n('pass')} passed`,
    n('unknown') && `${n('unknown')} could not be checked`,
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'No checks ran';
}

export function CheckList({ checks, label = 'Findings' }: { checks: CheckRow[]; label?: string }) {
  // Checks fixed from this list: their new verdict is announced and shown beside them.
  const [fixed, setFixed] = useState<string[]>([]);
  const sorted = worstFirst(checks);
  const announcements = fixed
    .map((id) => checks.find((c) => c.id === id))
    .filter((c): c is CheckRow => c !== undefined)
    .map((c) => `${c.label}: ${resultWords[c.status].toLowerCase()} after the fix.`);
  if (checks.length === 0) return <p className="text-sm text-muted">No checks ran for this.</p>;
  return (
    <div className="space-y-4">
      <p role="status" className="text-sm font-medium empty:hidden">
        {announcements.join(' ')}
      </p>
      {groups.map((g) => {
        const items = sorted.filter(g.has);
        if (items.length === 0) return null;
        return (
          <section key={g.title} className="space-y-2">
            <h3 className="text-sm font-semibold">
              {g.title} ({items.length})
            </h3>
            <ul className="space-y-2" aria-label={`${label}: ${g.title.toLowerCase()}`}>
              {items.map((c) => (
                <li key={c.id}>
                  <CheckItem
                    check={c}
                    fixed={fixed.includes(c.id)}
                    onFixed={() => setFixed((f) => (f.includes(c.id) ? f : [...f, c.id]))}
                  />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

const border: Record<CheckRow['status'], string> = {
  fail: 'border-l-danger',
  warn: 'border-l-warning',
  pass: 'border-l-success',
  unknown: 'border-l-line',
};

function CheckItem({ check, fixed, onFixed }: { check: CheckRow; fixed: boolean; onFixed: () => void }) {
  const headingId = useId();
  const problem = check.status === 'fail' || check.status === 'warn';
  return (
    <article
      aria-labelledby={headingId}
      className={cn('space-y-2 rounded-md border border-l-4 border-line bg-surface p-3', border[check.status])}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 id={headingId} className="font-medium">
          {check.label}
        </h4>
        <Verdict result={check.status} />
      </div>
      <p className="text-sm">{check.detail}</p>
      {fixed && (
        <p className={cn('text-sm font-medium', check.status === 'pass' ? 'text-success' : 'text-danger')}>
          {check.status === 'pass'
            ? 'Fixed: this check passes now.'
            : 'The fix was applied, but this check still does not pass.'}
        </p>
      )}
      {problem && check.fix && (
        <div className="space-y-2 rounded-md bg-surface-2 p-3">
          <p className="text-sm">
            <span className="font-semibold">How to fix: </span>
            {check.fix.summary}
          </p>
          {check.fix.action && (
            <Suspense fallback={null}>
              <FixButton action={check.fix.action} label={check.label} summary={check.fix.summary} onFixed={onFixed} />
            </Suspense>
          )}
        </div>
      )}
      {check.evidence.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer text-muted">What was checked ({check.evidence.length})</summary>
          <ul className="mt-2 space-y-1 overflow-x-auto font-mono text-xs">
            {check.evidence.map((e, i) => (
              <li key={i} className="break-all">
                {e}
              </li>
            ))}
          </ul>
        </details>
      )}
    </article>
  );
}
