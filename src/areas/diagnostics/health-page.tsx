// Website, email and DNS health of one domain (or a mailbox, for email): the
// person enters it once and switches between the three reports.
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Input as InputSchema } from '@contract/common';
import { PageTitle } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ProblemState } from '@/components/ui/problem-state';
import { PagePending } from '@/components/ui/spinner';
import { TabList } from '@/components/ui/tab-list';
import { displayDomain } from '@/lib/display-domain';
import { formatDateTime } from '@/lib/format';
import { DiagnosticsNav } from './diagnostics-nav';
import type { HealthKind } from './keys';
import { diagnosticsQueries } from './queries';
import { ReportCard } from './report-card';

const healthKinds = ['website', 'email', 'dns'] as const;
const kindLabels: Record<HealthKind, string> = { website: 'Website', email: 'Email', dns: 'DNS' };

const schema = z.object({ input: InputSchema });

export function HealthPage({
  input,
  kind,
  onChange,
}: {
  input?: string;
  kind: HealthKind;
  onChange: (next: { input?: string; kind: HealthKind }) => void;
}) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(schema),
    values: { input: input ?? '' },
  });
  const submit = handleSubmit((v) => onChange({ input: v.input.trim(), kind }));
  return (
    <div className="space-y-4">
      <PageTitle title="Website, email and DNS health">
        Everything we can check about one domain, in one place.
      </PageTitle>
      <DiagnosticsNav />
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        className="flex flex-wrap items-end gap-3"
        aria-label="Domain to check"
      >
        <div className="w-full max-w-md">
          <Field label="Domain, website or mailbox" schema={InputSchema} error={formState.errors.input}>
            {(p) => <Input {...p} autoComplete="off" spellCheck={false} {...register('input')} />}
          </Field>
        </div>
        <Button type="submit" variant="primary">
          Check
        </Button>
      </form>
      {input && (
        <>
          <TabList
            label="Report"
            tabs={healthKinds}
            labels={kindLabels}
            current={kind}
            onSelect={(k) => onChange({ input, kind: k })}
            idPrefix="health-tab-"
            panelId="health-panel"
          />
          <div id="health-panel" role="tabpanel" aria-labelledby={`health-tab-${kind}`}>
            {kind === 'website' ? (
              <WebsiteReport input={input} />
            ) : kind === 'email' ? (
              <EmailReport input={input} />
            ) : (
              <DnsReport input={input} />
            )}
          </div>
        </>
      )}
    </div>
  );
}

function WebsiteReport({ input }: { input: string }) {
  const q = useQuery(diagnosticsQueries.website(input));
  if (q.isPending) return <PagePending label="Checking the website…" />;
  if (q.isError) return <ProblemState error={q.error} onRetry={() => void q.refetch()} />;
  const r = q.data;
  return (
    <ReportCard
      title={`Website ${r.url}`}
      status={r.status}
      checkedAt={r.checkedAt}
      checks={r.checks}
      facts={[
        ['Resolves to', r.resolvedIps.length ? r.resolvedIps.join(', ') : 'Nothing'],
        ['HTTP answer', r.httpStatus === null ? 'No answer' : String(r.httpStatus)],
        ['Response time', r.responseTimeMs === null ? '—' : `${r.responseTimeMs} ms`],
        [
          'Certificate',
          r.tls
            ? `${r.tls.valid ? 'Valid' : 'Not valid'}, by ${r.tls.issuer}, until ${formatDateTime(r.tls.expiresAt)}`
            : 'None',
        ],
      ]}
      refreshing={q.isFetching}
      onRerun={() => void q.refetch()}
    />
  );
}

function EmailReport({ input }: { input: string }) {
  const q = useQuery(diagnosticsQueries.email(input));
  if (q.isPending) return <PagePending label="Checking email…" />;
  if (q.isError) return <ProblemState error={q.error} onRetry={() => void q.refetch()} />;
  const r = q.data;
  return (
    <ReportCard
      title={`Email for ${r.mailbox ?? displayDomain(r.domain)}`}
      status={r.status}
      checkedAt={r.checkedAt}
      checks={r.checks}
      refreshing={q.isFetching}
      onRerun={() => void q.refetch()}
    />
  );
}

function DnsReport({ input }: { input: string }) {
  const q = useQuery(diagnosticsQueries.dns(input));
  if (q.isPending) return <PagePending label="Checking DNS…" />;
  if (q.isError) return <ProblemState error={q.error} onRetry={() => void q.refetch()} />;
  const r = q.data;
  return (
    <ReportCard
      title={`DNS of ${displayDomain(r.domain)}`}
      status={r.status}
      checkedAt={r.checkedAt}
      checks={r.checks}
      facts={[
        ['Our nameservers', r.nameservers.expected.join(', ') || '—'],
        [
          'Delegated to',
          `${r.nameservers.delegated.join(', ') || 'Nothing'}${r.nameservers.matches ? '' : ' (does not match ours)'}`,
        ],
      ]}
      refreshing={q.isFetching}
      onRerun={() => void q.refetch()}
    />
  );
}
