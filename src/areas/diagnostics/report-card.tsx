// One health report (a service, a website, email, DNS): its overall status,
// when it was checked, facts particular to the report, and the check list.
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';
import { CheckList, checkCounts } from './check-list';
import type { CheckRow } from './queries';
import { StatusVerdict } from './verdict';
import type { z } from 'zod';
import type { HealthStatus } from '@contract/diagnostics';

interface ReportCardProps {
  title: ReactNode;
  status: z.infer<typeof HealthStatus>;
  checkedAt: string;
  checks: CheckRow[];
  /** Facts of this kind of report (resolved addresses, nameservers, the service's state). */
  facts?: Array<[string, ReactNode]>;
  refreshing: boolean;
  onRerun: () => void;
}

export function ReportCard({ title, status, checkedAt, checks, facts = [], refreshing, onRerun }: ReportCardProps) {
  return (
    <Card aria-busy={refreshing || undefined}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h2 className="text-lg font-semibold">{title}</h2>
          <p className="flex flex-wrap items-center gap-x-3 text-sm text-muted">
            <StatusVerdict status={status} />
            <span>{checkCounts(checks)}</span>
            <span>
              Checked <time dateTime={checkedAt}>{formatDateTime(checkedAt)}</time>
            </span>
          </p>
        </div>
        <Button size="sm" onClick={onRerun} loading={refreshing}>
          Check again
        </Button>
      </div>
      {facts.length > 0 && (
        <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
          {facts.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-muted">{k}</dt>
              <dd className="break-words">{v}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="mt-4">
        <CheckList checks={checks} />
      </div>
    </Card>
  );
}
