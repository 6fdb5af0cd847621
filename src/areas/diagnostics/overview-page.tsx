// Account health: how many services are fine, in trouble or could not be
// checked, and every service worst first with what is wrong with it, each
// linking to its own health page.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PageTitle } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ProblemState } from '@/components/ui/problem-state';
import { PagePending } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { DiagnosticsNav } from './diagnostics-nav';
import { diagnosticsQueries, type Overview } from './queries';
import { statusRank, StatusVerdict, statusWords } from './verdict';

export function OverviewPage() {
  const overview = useQuery(diagnosticsQueries.overview());
  return (
    <div className="space-y-4">
      <PageTitle title="Account health">Every service on your account, the ones that need you first.</PageTitle>
      <DiagnosticsNav />
      {overview.isPending ? (
        <PagePending label="Checking your services…" />
      ) : overview.isError ? (
        <ProblemState error={overview.error} onRetry={() => void overview.refetch()} />
      ) : (
        <OverviewView data={overview.data} refreshing={overview.isFetching} onRerun={() => void overview.refetch()} />
      )}
    </div>
  );
}

const countOrder = ['critical', 'warning', 'unknown', 'ok'] as const;

function OverviewView({ data, refreshing, onRerun }: { data: Overview; refreshing: boolean; onRerun: () => void }) {
  const services = [...data.services].sort((a, b) => statusRank[a.status] - statusRank[b.status]);
  return (
    <>
      <Card>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="space-y-1">
            <StatusVerdict status={data.status} />
            <p className="text-sm text-muted">
              Checked <time dateTime={data.checkedAt}>{formatDateTime(data.checkedAt)}</time>
            </p>
          </div>
          <Button size="sm" onClick={onRerun} loading={refreshing}>
            Check again
          </Button>
        </div>
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {countOrder.map((s) => (
            <div key={s} className="rounded-md border border-line p-3">
              <dt className="text-sm text-muted">{statusWords[s]}</dt>
              <dd className="text-2xl font-semibold tabular">{data.counts[s]}</dd>
            </div>
          ))}
        </dl>
      </Card>
      {services.length === 0 ? (
        <EmptyState title="No services to check">Your account has no services yet.</EmptyState>
      ) : (
        <Card>
          <CardTitle>Services, worst first</CardTitle>
          <ul className="divide-y divide-line" aria-label="Services, worst first">
            {services.map((s) => (
              <li key={s.serviceId} className="space-y-1 py-3">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <span>
                    <Link
                      to="/diagnostics/service/$serviceId"
                      params={{ serviceId: String(s.serviceId) }}
                      className="font-medium text-accent hover:underline"
                    >
                      {s.name}
                    </Link>
                    <span className="ml-2 text-sm text-muted">{s.type}</span>
                  </span>
                  <StatusVerdict status={s.status} />
                </div>
                {s.issues.length > 0 && (
                  <ul className="ml-5 list-disc text-sm">
                    {s.issues.map((i) => (
                      <li key={i.id}>
                        {i.label}: {i.detail}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </Card>
      )}
    </>
  );
}
