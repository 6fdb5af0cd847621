// One migration: live progress by stage (polled while it moves), the request
// as filed (passwords only as "provided"), its history, and cancelling it.
import { useSuspenseQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Migration } from '@contract/migrations';
import { Badge } from '@/components/ui/badge';
import { Card, CardTitle } from '@/components/ui/card';
import { PageHeader, TrailLink } from '@/components/ui/page-header';
import { formatDateTime } from '@/lib/format';
import { CancelMigrationButton } from './cancel-migration';
import { statusLabel, statusTone } from './format';
import { ProgressBar, StageList } from './migration-progress';
import { isMoving, migrationsQueries } from './queries';
import { displayDomain } from '@/lib/display-domain';

export function MigrationDetailPage({ id }: { id: string }) {
  const { data: m } = useSuspenseQuery(migrationsQueries.detail(id));
  return (
    <div className="space-y-4">
      <PageHeader
        up={<TrailLink to="/migrations">Migrations</TrailLink>}
        here={`#${m.id}${m.sourceHost ? ` from ${m.sourceHost}` : ''}`}
        title={`Migration #${m.id}${m.sourceHost ? ` from ${m.sourceHost}` : ''}`}
        actions={m.cancellable && <CancelMigrationButton id={id} />}
      >
        <p className="mt-1">
          <Badge tone={statusTone[m.status]}>{statusLabel[m.status]}</Badge>{' '}
          <span className="text-sm text-muted">filed {formatDateTime(m.createdAt)}</span>
        </p>
      </PageHeader>
      <Card aria-labelledby="progress-title" className="space-y-4">
        <CardTitle>
          <span id="progress-title">Progress</span>
        </CardTitle>
        <div aria-live="polite">
          <ProgressBar m={m} />
          {m.scheduledFor && m.status === 'scheduled' && (
            <p className="mt-2 text-sm">Starts {formatDateTime(m.scheduledFor)}.</p>
          )}
          {m.completedAt && <p className="mt-2 text-sm">Completed {formatDateTime(m.completedAt)}.</p>}
          {isMoving(m) && <p className="sr-only">This page updates by itself while the migration runs.</p>}
        </div>
        <StageList m={m} />
      </Card>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card aria-labelledby="request-title">
          <CardTitle>
            <span id="request-title">What was asked</span>
          </CardTitle>
          <RequestFacts request={m.request} ended={m.status === 'completed' || m.status === 'cancelled'} />
        </Card>
        <Card aria-labelledby="history-title">
          <CardTitle>
            <span id="history-title">History</span>
          </CardTitle>
          <ol className="space-y-2 text-sm">
            {[...m.events].reverse().map((e, i) => (
              <li key={`${e.at}-${i}`}>
                <time dateTime={e.at} className="text-xs text-muted">
                  {formatDateTime(e.at)}
                </time>
                <p>{e.message}</p>
              </li>
            ))}
          </ol>
        </Card>
      </div>
    </div>
  );
}

function RequestFacts({ request: r, ended }: { request: z.infer<typeof Migration>['request']; ended: boolean }) {
  // Stored passwords are erased once the migration has ended.
  const given = (v: boolean) =>
    !v ? 'not given' : ended ? 'provided (erased when the migration ended)' : 'provided (stored encrypted)';
  const rows: [string, string][] = [];
  if (r.control_panel) {
    rows.push([
      'Control panel',
      [r.control_panel.type, r.control_panel.host, r.control_panel.username && `user ${r.control_panel.username}`]
        .filter(Boolean)
        .join(', ') || '—',
    ]);
    rows.push(['Panel password', given(r.control_panel.has_password)]);
  }
  if (r.websites) {
    rows.push([
      'FTP',
      [r.websites.ftp_server, r.websites.ftp_username && `user ${r.websites.ftp_username}`]
        .filter(Boolean)
        .join(', ') || '—',
    ]);
    rows.push(['FTP password', given(r.websites.has_ftp_password)]);
    if (r.websites.websites.length) rows.push(['Websites', r.websites.websites.map(displayDomain).join(', ')]);
    if (r.websites.additional_information) rows.push(['For the team', r.websites.additional_information]);
  }
  if (r.email_accounts.length)
    rows.push(['Email accounts', r.email_accounts.map((e) => (typeof e === 'string' ? e : e.address)).join(', ')]);
  if (r.domains.length) rows.push(['Domains', r.domains.map(displayDomain).join(', ')]);
  if (r.note) rows.push(['Note', r.note]);
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-muted">{k}</dt>
          <dd className="whitespace-pre-wrap break-words">{v}</dd>
        </div>
      ))}
    </dl>
  );
}
