// The lint report: each finding with what to do, and a link that opens the
// record it is about (filtered to its name and type, its form open).
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { z } from 'zod';
import type { LintIssue } from '@contract/dns-checks';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { ProblemState } from '@/components/ui/problem-state';
import { Skeleton } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { dnsQueries } from './queries';

type Issue = z.infer<typeof LintIssue>;
const tone: Record<Issue['severity'], BadgeTone> = { error: 'danger', warning: 'warning', info: 'info' };

export function LintPanel({ domain }: { domain: string }) {
  const lint = useQuery(dnsQueries.lint(domain));
  return (
    <Card aria-labelledby="lint-title">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <CardTitle>
          <span id="lint-title">Lint</span>
        </CardTitle>
        <Button size="sm" onClick={() => void lint.refetch()} loading={lint.isFetching}>
          Check again
        </Button>
      </div>
      {lint.isPending ? (
        <>
          <span role="status" className="sr-only">
            Checking the zone…
          </span>
          <Skeleton lines={4} />
        </>
      ) : lint.isError ? (
        <ProblemState error={lint.error} onRetry={() => void lint.refetch()} />
      ) : (
        <div className="space-y-3">
          <p className="text-sm" role="status">
            {lint.data.issues.length === 0
              ? 'No mistakes found.'
              : `${lint.data.errorCount} error${lint.data.errorCount === 1 ? '' : 's'}, ${lint.data.warningCount} warning${lint.data.warningCount === 1 ? '' : 's'}, ${lint.data.issues.length - lint.data.errorCount - lint.data.warningCount} note${lint.data.issues.length - lint.data.errorCount - lint.data.warningCount === 1 ? '' : 's'}.`}
            <span className="text-muted"> Checked {formatDateTime(lint.data.checkedAt)}.</span>
          </p>
          <ul className="space-y-2" aria-label="Findings">
            {lint.data.issues.map((i, n) => (
              <li key={`${i.code}-${n}`} className="rounded-md border border-line p-3 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge tone={tone[i.severity]}>{i.severity}</Badge>
                  <code className="text-xs text-muted">{i.code}</code>
                </div>
                <p className="mt-1">{i.message}</p>
                {i.fix && <p className="mt-1 text-muted">Fix: {i.fix}</p>}
                {i.recordId && (
                  <Link
                    to="/dns/$domain"
                    params={{ domain }}
                    search={{ tab: 'records', name: i.name ?? undefined, type: i.type ?? undefined, edit: i.recordId }}
                    className="mt-1 inline-block text-accent underline"
                  >
                    Open {i.type} {i.name === '@' ? domain : i.name}
                    {i.recordIds.length > 1 ? ` (and ${i.recordIds.length - 1} related)` : ''}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}
