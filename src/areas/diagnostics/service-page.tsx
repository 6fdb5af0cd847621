// The health of one service: its state, expiry, unpaid invoices and node, as checks.
import { useQuery } from '@tanstack/react-query';
import { PageHeader, TrailLink } from '@/components/ui/page-header';
import { ProblemState } from '@/components/ui/problem-state';
import { PagePending } from '@/components/ui/spinner';
import { diagnosticsQueries } from './queries';
import { ReportCard } from './report-card';

export function ServiceHealthPage({ serviceId }: { serviceId: number }) {
  const report = useQuery(diagnosticsQueries.service(serviceId));
  const name = report.data?.target.domain ?? report.data?.target.input ?? 'this service';
  return (
    <div className="space-y-4">
      <PageHeader
        up={<TrailLink to="/diagnostics/overview">Account health</TrailLink>}
        here={report.data ? name : 'Service'}
        title={`Health of ${name}`}
      />
      {report.isPending ? (
        <PagePending label="Checking the service…" />
      ) : report.isError ? (
        <ProblemState error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <ReportCard
          title={`${report.data.serviceType} · ${name}`}
          status={report.data.status}
          checkedAt={report.data.checkedAt}
          checks={report.data.checks}
          facts={[['Service state', report.data.serviceStatus]]}
          refreshing={report.isFetching}
          onRerun={() => void report.refetch()}
        />
      )}
    </div>
  );
}
