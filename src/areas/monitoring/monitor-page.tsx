// One monitor: its status, what it checks and how, the response times of its
// latest checks (chart and words), its up/down events, and deleting it.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Card, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader, TrailLink } from '@/components/ui/page-header';
import { ProblemState } from '@/components/ui/problem-state';
import { PagePending } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { DeleteMonitorButton } from './delete-monitor';
import { EventTimeline } from './event-timeline';
import type { MonitorRow } from './incident-timeline';
import { MonitorStatus, UptimeBar, millis, monitorTarget, percent } from './monitor-status';
import { monitoringQueries } from './queries';
import { ResponseChart } from './response-chart';

const up = <TrailLink to="/monitoring">Monitoring</TrailLink>;

export function MonitorPage({ monitorId }: { monitorId: string }) {
  // There is no single-monitor read: the account's listing (one page) holds every monitor.
  const list = useQuery(monitoringQueries.monitors());
  if (list.isPending) return <PagePending label="Loading the monitor…" />;
  if (list.isError) return <ProblemState error={list.error} onRetry={() => void list.refetch()} />;
  const monitor = list.data.data.find((m) => m.id === monitorId);
  if (!monitor)
    return (
      <div className="space-y-4">
        <PageHeader up={up} here="Not found" title="No such monitor" />
        <EmptyState
          title="This monitor does not exist (any more)"
          action={
            <Link to="/monitoring" className="text-accent underline">
              All monitors
            </Link>
          }
        >
          It may have been deleted.
        </EmptyState>
      </div>
    );
  return <MonitorView monitor={monitor} />;
}

function MonitorView({ monitor: m }: { monitor: MonitorRow }) {
  return (
    <div className="space-y-4">
      <PageHeader up={up} here={m.name} title={m.name} actions={<DeleteMonitorButton monitor={m} />}>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
          <MonitorStatus status={m.status} />
          <span className="break-all">
            {m.type.toUpperCase()} · {monitorTarget(m)}
          </span>
        </p>
      </PageHeader>
      <Card aria-labelledby="monitor-uptime">
        <CardTitle>
          <span id="monitor-uptime">Uptime and response time</span>
        </CardTitle>
        <UptimeBar checks={m.recentChecks} />
        <dl className="my-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
          <Fact label="Uptime 24 h" value={percent(m.uptime24hPercent)} />
          <Fact label="Uptime 30 days" value={percent(m.uptime30dPercent)} />
          <Fact label="Last response" value={millis(m.responseTimeMs)} />
          <Fact label="Status since" value={m.lastChangeAt ? formatDateTime(m.lastChangeAt) : '—'} />
        </dl>
        <ResponseChart checks={m.recentChecks} />
      </Card>
      <div className="grid gap-4 lg:grid-cols-3">
        <Card aria-labelledby="monitor-events" className="min-w-0 lg:col-span-2">
          <CardTitle>
            <span id="monitor-events">Events</span>
          </CardTitle>
          <EventTimeline monitor={m} />
        </Card>
        <Card aria-labelledby="monitor-settings" className="min-w-0">
          <CardTitle>
            <span id="monitor-settings">Settings</span>
          </CardTitle>
          <dl className="space-y-2 text-sm">
            <Fact label="Checked every" value={`${Math.round(m.intervalSeconds / 60)} min`} />
            <Fact label="Timeout" value={`${m.timeoutSeconds} s`} />
            {m.expectedStatus !== null && <Fact label="Expected status" value={String(m.expectedStatus)} />}
            <Fact
              label="Down after"
              value={m.retries === 0 ? 'the first failed check' : `${m.retries + 1} failed checks in a row`}
            />
            <Fact label="Alerts to" value={m.alertEmails.length ? m.alertEmails.join(', ') : 'nobody'} />
            <Fact label="Last checked" value={m.lastCheckedAt ? formatDateTime(m.lastCheckedAt) : 'Not yet'} />
          </dl>
        </Card>
      </div>
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-muted">{label}</dt>
      <dd className="tabular break-words">{value}</dd>
    </div>
  );
}
