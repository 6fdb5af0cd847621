// Mail records from a template: pick one, compare the zone's MX and SPF now
// with what the template writes, confirm, and see what changed.
import { useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { z } from 'zod';
import type { MxTemplateId } from '@contract/dns-mx-templates';
import type { DnsRecord } from '@contract/dns-records';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { ProblemState } from '@/components/ui/problem-state';
import { Skeleton } from '@/components/ui/spinner';
import { useApplyMxTemplate } from './mutations';
import { dnsQueries } from './queries';

type Id = z.infer<typeof MxTemplateId>;
const isSpf = (r: DnsRecord) => r.type === 'TXT' && /^v=spf1(\s|$)/i.test(r.value);
const line = (r: { type: string; priority: number | null; value: string }) =>
  r.type === 'MX' ? `MX ${r.priority} ${r.value}` : `SPF ${r.value}`;

function RecordList({ title, lines }: { title: string; lines: string[] }) {
  return (
    <div className="min-w-0 flex-1 rounded-md border border-line p-3">
      <h4 className="mb-1 text-sm font-semibold">{title}</h4>
      {lines.length ? (
        <ul className="space-y-0.5 font-mono text-xs">
          {lines.map((l) => (
            <li key={l} className="break-all">
              {l}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">No mail records: mail to this domain bounces</p>
      )}
    </div>
  );
}

export function MxPanel({ domain }: { domain: string }) {
  const templates = useQuery(dnsQueries.mxTemplates(domain));
  const apex = useInfiniteQuery(dnsQueries.records(domain, { name: '@' }));
  const [choice, setChoice] = useState<Id | null>(null);
  const [confirming, setConfirming] = useState(false);
  const apply = useApplyMxTemplate(domain);

  if (templates.isPending || apex.isPending)
    return (
      <div>
        <span role="status" className="sr-only">
          Loading mail templates…
        </span>
        <Skeleton lines={5} />
      </div>
    );
  if (templates.isError) return <ProblemState error={templates.error} onRetry={() => void templates.refetch()} />;
  if (apex.isError) return <ProblemState error={apex.error} onRetry={() => void apex.refetch()} />;

  const current = apex.data.pages.flatMap((p) => p.data).filter((r) => r.type === 'MX' || isSpf(r));
  const before = current.map((r) =>
    r.type === 'MX'
      ? line({ type: 'MX', priority: r.priority, value: r.value })
      : `SPF ${r.type === 'TXT' ? r.value : r.content}`,
  );
  const selected = templates.data.data.find((t) => t.id === (choice ?? templates.data.current));
  const after = selected?.records.map(line) ?? [];

  const run = async () => {
    try {
      await apply.mutateAsync(selected!.id);
      setConfirming(false);
    } catch {
      // shown in the dialog
    }
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">
        A template sets the zone’s MX records and its SPF record (the TXT record starting v=spf1 at {domain}). Other
        records are not touched. Now:{' '}
        {templates.data.current === null ? (
          'no mail records'
        ) : templates.data.current === 'custom' ? (
          'custom mail records'
        ) : (
          <Badge tone="info">{templates.data.data.find((t) => t.id === templates.data.current)?.name}</Badge>
        )}
      </p>
      <fieldset className="grid gap-3 md:grid-cols-3">
        <legend className="sr-only">Mail template</legend>
        {templates.data.data.map((t) => (
          <label
            key={t.id}
            className="flex cursor-pointer gap-2 rounded-card border border-line p-3 has-[:checked]:border-accent has-[:checked]:bg-accent/5"
          >
            <input
              type="radio"
              name="mx-template"
              value={t.id}
              checked={selected?.id === t.id}
              onChange={() => {
                setChoice(t.id);
                apply.reset();
              }}
              className="mt-1"
            />
            <span className="text-sm">
              <span className="font-semibold">{t.name}</span>
              {templates.data.current === t.id && (
                <>
                  {' '}
                  <Badge tone="success">in use</Badge>
                </>
              )}
              <span className="mt-1 block text-muted">{t.description}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {selected && (
        <section aria-label="Before and after" className="space-y-3">
          <div className="flex flex-col gap-3 sm:flex-row">
            <RecordList title="Before (now)" lines={before} />
            <RecordList title={`After: ${selected.name}`} lines={after} />
          </div>
          <Button
            variant="primary"
            onClick={() => setConfirming(true)}
            disabled={templates.data.current === selected.id}
          >
            {templates.data.current === selected.id ? 'Already in use' : `Apply ${selected.name}`}
          </Button>
        </section>
      )}
      {apply.data && (
        <Notice
          tone="success"
          role="status"
          title={`Applied ${templates.data.data.find((t) => t.id === apply.data.template)?.name}`}
        >
          <p>
            Now: <code className="break-all">{apply.data.applied}</code>
          </p>
          <p>Changes: {apply.data.changes}</p>
          <p className="mt-1">
            <Link to="/email/deliverability" search={{ domain }} className="text-accent underline">
              Check deliverability of {domain}
            </Link>
          </p>
        </Notice>
      )}
      <Dialog
        open={confirming && Boolean(selected)}
        onClose={apply.isPending ? () => {} : () => setConfirming(false)}
        title={`Apply ${selected?.name ?? ''}?`}
      >
        <div className="space-y-3 text-sm">
          <p>
            Mail to {domain} goes to the new servers as soon as resolvers pick up the change (minutes; up to an hour
            where the old records were cached). Mailboxes elsewhere stop receiving.
          </p>
          <RecordList title="New mail records" lines={after} />
          {apply.error != null && <ProblemAlert problem={apply.error} boxed />}
          <div className="flex justify-end gap-3">
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={apply.isPending}>
              Cancel
            </Button>
            <Button variant="primary" onClick={run} loading={apply.isPending}>
              Apply template
            </Button>
          </div>
        </div>
      </Dialog>
    </div>
  );
}
