// Propagation of one name and type: what each public resolver answers now
// against what the zone says. It checks again every few seconds until every
// resolver agrees.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { RecordName, RecordType } from '@contract/dns-records';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { ProblemState } from '@/components/ui/problem-state';
import { Skeleton } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { dnsQueries, type DnsRecordType } from './queries';

const POLL_MS = 5_000;

export function PropagationPanel({ domain }: { domain: string }) {
  const [draft, setDraft] = useState({ name: '@', type: 'A' as DnsRecordType });
  const [asked, setAsked] = useState(draft);
  const nameCheck = RecordName.safeParse(draft.name);
  const result = useQuery({
    ...dnsQueries.propagation(domain, asked.name, asked.type),
    refetchInterval: (q) => (q.state.data && !q.state.data.complete ? POLL_MS : false),
  });

  return (
    <div className="space-y-4">
      <form
        className="flex flex-wrap items-end gap-3"
        aria-label="Check propagation"
        onSubmit={(e) => {
          e.preventDefault();
          if (nameCheck.success) setAsked({ ...draft, name: nameCheck.data });
        }}
      >
        <div className="min-w-40 flex-1">
          <Field
            label="Name"
            schema={RecordName}
            hint={`@ for ${domain}`}
            error={nameCheck.success ? undefined : { message: nameCheck.error.issues[0]?.message }}
          >
            {(p) => (
              <Input
                {...p}
                value={draft.name}
                onChange={(e) => setDraft({ ...draft, name: e.target.value })}
                className="font-mono"
                autoCapitalize="off"
              />
            )}
          </Field>
        </div>
        <div className="w-32">
          <Field label="Type">
            {(p) => (
              <Select
                {...p}
                value={draft.type}
                onChange={(e) => setDraft({ ...draft, type: e.target.value as DnsRecordType })}
              >
                {RecordType.options.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
        <Button type="submit" variant="primary" disabled={!nameCheck.success}>
          Check
        </Button>
      </form>
      {result.isPending ? (
        <>
          <span role="status" className="sr-only">
            Asking resolvers…
          </span>
          <Skeleton lines={6} />
        </>
      ) : result.isError ? (
        <ProblemState error={result.error} onRetry={() => void result.refetch()} />
      ) : (
        <section aria-label={`Propagation of ${result.data.fqdn} ${result.data.type}`} className="space-y-3 text-sm">
          <p role="status">
            <strong>
              {result.data.propagated} of {result.data.total}
            </strong>{' '}
            resolvers answer what the zone says for {result.data.fqdn} {result.data.type}
            {result.data.complete
              ? ': fully propagated.'
              : result.data.convergesAt
                ? `; all of them by ${formatDateTime(result.data.convergesAt)}.`
                : '.'}
          </p>
          <div
            role="progressbar"
            aria-label="Resolvers up to date"
            aria-valuemin={0}
            aria-valuemax={result.data.total}
            aria-valuenow={result.data.propagated}
            className="h-2 overflow-hidden rounded-full bg-surface-2"
          >
            <div
              className="h-full bg-success transition-all"
              style={{ width: `${(result.data.propagated / Math.max(1, result.data.total)) * 100}%` }}
            />
          </div>
          <p>
            Zone answer:{' '}
            <code className="break-all">{result.data.expected.join(', ') || 'no records (NXDOMAIN or empty)'}</code>
          </p>
          <ul className="divide-y divide-line rounded-md border border-line" aria-label="Resolvers">
            {result.data.resolvers.map((r) => (
              <li key={r.id} className="flex flex-wrap items-start gap-x-4 gap-y-1 p-3">
                <span className="w-full shrink-0 sm:w-60">
                  <span className="font-medium">{r.resolver}</span>
                  <span className="block text-xs text-muted">
                    {r.location} · {r.address}
                  </span>
                </span>
                <Badge tone={r.matches ? 'success' : 'warning'}>{r.matches ? 'current' : 'old answer'}</Badge>
                <code className="min-w-0 flex-1 break-all text-xs">
                  {r.answers.join(', ') || r.error || 'no answer'}
                </code>
                <span className="text-xs text-muted tabular">{r.responseMs} ms</span>
              </li>
            ))}
          </ul>
          <p className="text-xs text-muted">
            Checked {formatDateTime(result.data.checkedAt)}
            {result.data.complete ? '' : ' · checking again every 5 seconds'}
          </p>
        </section>
      )}
    </div>
  );
}
