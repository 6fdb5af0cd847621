// One inbound transfer: where it is among its stages and the next step, the
// auth code form while it waits for one, cancel and retry (holds), the facts,
// and its history as a timeline. Polled while the registry or the losing
// registrar is acting.
import { useSuspenseQuery } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge';
import { Card, CardTitle } from '@/components/ui/card';
import { PageHeader, TrailLink } from '@/components/ui/page-header';
import { displayDomain } from '@/lib/display-domain';
import { formatDateTime } from '@/lib/format';
import { StartTransferForm } from './start-transfer-form';
import { nextStepText, transferStatusLabel, transferStatusTone } from './transfer-format';
import { CancelTransferButton, RetryTransferButton } from './transfer-hold-actions';
import { StageList } from './transfer-progress';
import { isMoving, transferQueries } from './transfer-queries';

export function TransferDetailPage({ id }: { id: string }) {
  const { data: t } = useSuspenseQuery(transferQueries.detail(id));
  const name = displayDomain(t.domain);
  const facts: [string, string][] = [
    ['Current registrar', t.losingRegistrar ?? '—'],
    ['Auth code', t.authCodeValid === null ? 'Not checked yet' : t.authCodeValid ? 'Accepted' : 'Refused'],
    ['Order', t.orderId ? `#${t.orderId}` : '—'],
    ['Started', formatDateTime(t.initiatedAt)],
    ['Expected by', t.expectedCompletionAt ? formatDateTime(t.expectedCompletionAt) : '—'],
    ['Completed', t.completedAt ? formatDateTime(t.completedAt) : '—'],
  ];
  return (
    <div className="space-y-4">
      <PageHeader
        up={<TrailLink to="/domains/transfers">Transfers</TrailLink>}
        here={name}
        title={`Transfer of ${name}`}
        actions={
          (t.retryable || t.cancellable) && (
            <div className="flex flex-wrap gap-2">
              {t.retryable && <RetryTransferButton id={id} domain={t.domain} />}
              {t.cancellable && <CancelTransferButton id={id} domain={t.domain} />}
            </div>
          )
        }
      >
        <p className="mt-1">
          <Badge tone={transferStatusTone[t.status]}>{transferStatusLabel[t.status]}</Badge>
        </p>
      </PageHeader>
      <Card aria-labelledby="progress-title" className="space-y-4">
        <CardTitle>
          <span id="progress-title">Progress</span>
        </CardTitle>
        <StageList t={t} />
        <div aria-live="polite">
          <p className="text-sm">
            <span className="font-medium">Next step:</span> {nextStepText(t)}
          </p>
          {isMoving(t) && <p className="sr-only">This page updates by itself while the transfer moves.</p>}
        </div>
        {t.status === 'awaiting_auth_code' && <StartTransferForm domain={t.domain} label="Submit the auth code" />}
      </Card>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card aria-labelledby="facts-title">
          <CardTitle>
            <span id="facts-title">Details</span>
          </CardTitle>
          <dl className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 gap-y-2 text-sm">
            {facts.map(([k, v]) => (
              <div key={k} className="contents">
                <dt className="text-muted">{k}</dt>
                <dd>{v}</dd>
              </div>
            ))}
          </dl>
        </Card>
        <Card aria-labelledby="history-title">
          <CardTitle>
            <span id="history-title">History</span>
          </CardTitle>
          {t.history.length === 0 ? (
            <p className="text-sm text-muted">Nothing has happened yet.</p>
          ) : (
            <ol aria-label="History" className="space-y-3 border-l border-line pl-4 text-sm">
              {[...t.history].reverse().map((h, i) => (
                <li key={`${h.at}-${i}`} className="relative">
                  <span
                    aria-hidden="true"
                    className="absolute -left-[1.3rem] top-1.5 size-2 rounded-full bg-accent ring-2 ring-surface"
                  />
                  <p className="flex flex-wrap items-center gap-2">
                    <time dateTime={h.at} className="text-xs text-muted">
                      {formatDateTime(h.at)}
                    </time>
                    <Badge tone={transferStatusTone[h.status]}>{transferStatusLabel[h.status]}</Badge>
                  </p>
                  <p>{h.message}</p>
                </li>
              ))}
            </ol>
          )}
        </Card>
      </div>
    </div>
  );
}
