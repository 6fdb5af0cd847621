// One server: its power state in words, what it is, its usage now and over
// time (graphs with their figures in words), the operating-system templates and
// install media its hypervisor offers, the power controls and the console.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { buttonClass } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Notice } from '@/components/ui/notice';
import { PageHeader, TrailLink } from '@/components/ui/page-header';
import { ProblemState } from '@/components/ui/problem-state';
import { PagePending } from '@/components/ui/spinner';
import { isProblem } from '@/lib/api-problem';
import { formatDate, formatDateTime } from '@/lib/format';
import { MediaLists } from './media-lists';
import { NotDoneHere } from './not-done-here';
import { PowerActions } from './power-actions';
import { PowerStateBadge } from './power-state-badge';
import { vpsQueries, type Vps } from './queries';
import { UsageGraphs } from './usage-graphs';
import { VpsFacts } from './vps-card';
import { formatGb, formatMemory } from './vps-format';

const up = <TrailLink to="/vps">Virtual servers</TrailLink>;

export function VpsDetailPage({ input }: { input: string }) {
  const detail = useQuery(vpsQueries.detail(input));
  if (detail.isPending) return <PagePending label="Loading the server…" />;
  if (detail.isError) {
    if (isProblem(detail.error, 'not_found') || isProblem(detail.error, 'service_not_found'))
      return (
        <div className="space-y-4">
          <PageHeader up={up} here="Not found" title="No such server" />
          <EmptyState
            title="This server does not exist"
            action={
              <Link to="/vps" className={buttonClass()}>
                Back to your servers
              </Link>
            }
          >
            {detail.error.problem.detail}
          </EmptyState>
        </div>
      );
    return <ProblemState error={detail.error} onRetry={() => void detail.refetch()} />;
  }
  const v = detail.data;
  return (
    <div className="space-y-6">
      <PageHeader
        up={up}
        here={v.hostname}
        title={v.hostname}
        actions={
          <Link to="/vps/$serviceId/console" params={{ serviceId: input }} className={buttonClass('secondary')}>
            Open the console
          </Link>
        }
      >
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
          <PowerStateBadge status={v.status} />
          <span>
            {v.plan}
            {v.bootedAt && v.status === 'running' ? ` · up since ${formatDateTime(v.bootedAt)}` : ''}
          </span>
        </p>
      </PageHeader>
      {!v.hypervisorReachable && (
        <Notice tone="warning" title="The hypervisor is not answering">
          The power state shown is the last one known; starting the server may not work until the hypervisor answers
          again.
        </Notice>
      )}
      <Card aria-labelledby="vps-power-title" className="space-y-3">
        <CardTitle>
          <span id="vps-power-title">Power</span>
        </CardTitle>
        <PowerActions input={input} hostname={v.hostname} status={v.status} />
      </Card>
      <Card aria-labelledby="vps-about-title" className="space-y-3">
        <CardTitle>
          <span id="vps-about-title">About this server</span>
        </CardTitle>
        <VpsFacts vps={v} />
        <ReverseDns names={v.reverseDns} />
        <p className="text-sm text-muted">Created {formatDate(v.createdAt)}.</p>
      </Card>
      <UsageNow vps={v} />
      <UsageGraphs samples={v.history.samples} intervalMinutes={v.history.intervalMinutes} />
      <MediaLists input={input} />
      <NotDoneHere />
    </div>
  );
}

function ReverseDns({ names }: { names: Record<string, string> }) {
  const rows = Object.entries(names);
  if (!rows.length) return null;
  return (
    <div className="text-sm">
      <h3 className="font-medium">Reverse DNS</h3>
      <ul>
        {rows.map(([ip, name]) => (
          <li key={ip}>
            <code>{ip}</code> → <code>{name}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}

function UsageNow({ vps: v }: { vps: Vps }) {
  const u = v.usage;
  const na = 'not measured while stopped';
  return (
    <Card aria-labelledby="vps-usage-title">
      <CardTitle>
        <span id="vps-usage-title">Usage now</span>
      </CardTitle>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2" data-testid="vps-usage-now">
        <div>
          <dt className="text-muted">CPU</dt>
          <dd>{u.cpuPercent === null ? na : `${Math.round(u.cpuPercent)}%`}</dd>
        </div>
        <div>
          <dt className="text-muted">Memory</dt>
          <dd>{u.memoryUsedMb === null ? na : `${formatMemory(u.memoryUsedMb)} of ${formatMemory(v.memoryMb)}`}</dd>
        </div>
        <div>
          <dt className="text-muted">Disk</dt>
          <dd>{u.diskUsedGb === null ? na : `${formatGb(u.diskUsedGb)} of ${formatGb(v.diskGb)}`}</dd>
        </div>
        <div>
          <dt className="text-muted">Bandwidth this period</dt>
          <dd>
            {formatGb(u.bandwidth.usedGb)}
            {u.bandwidth.quotaGb === null ? ' (no quota)' : ` of ${formatGb(u.bandwidth.quotaGb)}`}, until{' '}
            {formatDate(u.bandwidth.periodEndsAt)}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
