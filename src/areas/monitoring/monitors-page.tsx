// Every uptime monitor of the account: status in words, the uptime bar of its
// latest checks, uptime over 24 hours and 30 days, and the last response time.
// The order is the server's (`sort`, in the URL); the monitors are cards, not a
// table, so a select chooses it rather than column headings.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { MONITOR_SORT_DEFAULT } from '@contract/list-sorts';
import { monitoringMeta as monitoringOps } from '@/lib/ops-meta/monitoring';
import { ExportLink } from '@/components/data-table/export-link';
import { ScreenTitle } from '@/components/layout/page-title';
import { buttonClass } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { EmptyState } from '@/components/ui/empty-state';
import { ProblemState } from '@/components/ui/problem-state';
import { PagePending } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import type { MonitorRow } from './incident-timeline';
import { MonitoringNav } from './monitoring-nav';
import { MonitorStatus, UptimeBar, millis, monitorTarget, percent } from './monitor-status';
import { monitoringQueries } from './queries';
import type { MonitorSort } from './keys';

/** The URL's names for the page's state: the order, absent for the default. */
export interface MonitorsSearch {
  sort?: MonitorSort;
}

/** Each order in words, both ways (status sorts down, paused, pending, up). */
const ORDERS: [MonitorSort, string][] = [
  ['created', 'Oldest first'],
  ['-created', 'Newest first'],
  ['name', 'Name, A to Z'],
  ['-name', 'Name, Z to A'],
  ['status', 'Down first'],
  ['-status', 'Up first'],
  ['-changed', 'Latest status change first'],
  ['changed', 'Earliest status change first'],
];

export function MonitorsPage({ search, onSearch }: { search: MonitorsSearch; onSearch: (s: MonitorsSearch) => void }) {
  const list = useQuery(monitoringQueries.monitors(undefined, search.sort));
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <ScreenTitle screen="/monitoring" />
        <div className="flex flex-wrap gap-2">
          <ExportLink op={monitoringOps.exportMonitors} query={search} what="your monitors" />
          <Link to="/monitoring/new" className={buttonClass('primary')}>
            Add a monitor
          </Link>
        </div>
      </div>
      <MonitoringNav />
      <div className="max-w-xs">
        <Field label="Order">
          {(p) => (
            <Select
              {...p}
              value={search.sort ?? MONITOR_SORT_DEFAULT}
              onChange={(e) => {
                const sort = e.target.value as MonitorSort;
                onSearch({ ...search, sort: sort === MONITOR_SORT_DEFAULT ? undefined : sort });
              }}
            >
              {ORDERS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      {list.isPending ? (
        <PagePending label="Loading your monitors…" />
      ) : list.isError ? (
        <ProblemState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <EmptyState
          title="No monitors yet"
          action={
            <Link to="/monitoring/new" className={buttonClass('primary')}>
              Add a monitor
            </Link>
          }
        >
          A monitor checks a page, a keyword, a port or a host every few minutes and emails you when it stops answering.
        </EmptyState>
      ) : (
        <ul className="space-y-3" aria-label="Monitors">
          {list.data.data.map((m) => (
            <li key={m.id}>
              <MonitorCard monitor={m} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function MonitorCard({ monitor: m }: { monitor: MonitorRow }) {
  const titleId = `monitor-${m.id}-name`;
  return (
    <section aria-labelledby={titleId} className="rounded-card border border-line bg-surface p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={titleId} className="font-semibold">
            <Link to="/monitoring/$monitorId" params={{ monitorId: m.id }} className="hover:underline">
              {m.name}
            </Link>
          </h2>
          <p className="truncate text-sm text-muted">
            {m.type.toUpperCase()} · {monitorTarget(m)}
          </p>
        </div>
        <MonitorStatus status={m.status} />
      </div>
      <div className="mt-3">
        <UptimeBar checks={m.recentChecks} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted">Uptime 24 h</dt>
          <dd className="tabular">{percent(m.uptime24hPercent)}</dd>
        </div>
        <div>
          <dt className="text-muted">Uptime 30 days</dt>
          <dd className="tabular">{percent(m.uptime30dPercent)}</dd>
        </div>
        <div>
          <dt className="text-muted">Last response</dt>
          <dd className="tabular">{millis(m.responseTimeMs)}</dd>
        </div>
        <div>
          <dt className="text-muted">Last checked</dt>
          <dd>{m.lastCheckedAt ? formatDateTime(m.lastCheckedAt) : 'Not yet'}</dd>
        </div>
      </dl>
    </section>
  );
}
