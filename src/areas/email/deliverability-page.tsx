// Deliverability of one domain: SPF, DKIM, DMARC and MX from the domain's own
// zone, each with the record to publish; DKIM can be switched on here (it
// publishes the key), and the mail exchangers can be probed.
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { ProblemState } from '@/components/ui/problem-state';
import { PagePending } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { CheckCard } from './check-card';
import { DkimControl } from './dkim-control';
import { DomainPicker, useDefaultDomain } from './domain-picker';
import { EmailTabs } from './email-tabs';
import { MxProbe } from './mx-probe';
import { emailQueries } from './queries';

export function DeliverabilityPage({ domain: chosen, onDomain }: { domain?: string; onDomain: (d: string) => void }) {
  const fallback = useDefaultDomain();
  const domain = chosen ?? fallback;
  const q = useQuery({ ...emailQueries.deliverability(domain ?? ''), enabled: Boolean(domain) });
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold">Deliverability</h1>
        <p className="text-sm text-muted">Whether mail from and to this domain is trusted, read from its DNS zone.</p>
      </div>
      <EmailTabs />
      <div className="flex flex-wrap items-end gap-3">
        <DomainPicker value={domain} onChange={onDomain} />
        {q.data && (
          <Button onClick={() => void q.refetch()} loading={q.isFetching}>
            Check again
          </Button>
        )}
        {q.data && <span className="pb-2 text-xs text-muted">Checked {formatDateTime(q.data.checkedAt)}</span>}
      </div>
      {!domain || q.isPending ? (
        <PagePending label="Checking the domain…" />
      ) : q.isError ? (
        <ProblemState error={q.error} onRetry={() => void q.refetch()} />
      ) : (
        <>
          <p role="status" className="text-sm">
            {q.data.recommendations.length === 0
              ? 'All four checks pass.'
              : `${q.data.recommendations.length} of 4 checks need attention.`}
          </p>
          <div className="grid gap-4 lg:grid-cols-2">
            <CheckCard title="SPF" check={q.data.spf} domain={domain} />
            <CheckCard title="DKIM" check={q.data.dkim} domain={domain}>
              <DkimControl domain={domain} />
            </CheckCard>
            <CheckCard title="DMARC" check={q.data.dmarc} domain={domain} />
            <CheckCard title="MX" check={q.data.mx} domain={domain}>
              <MxProbe domain={domain} />
            </CheckCard>
          </div>
        </>
      )}
    </div>
  );
}
