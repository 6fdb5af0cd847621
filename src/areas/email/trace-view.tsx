// Trace a message by its Message-ID, or by sender / recipient (the latest
// match): every step the mail server took, and how it ended.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { emailOps } from '@contract/email';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { ProblemState } from '@/components/ui/problem-state';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { emailQueries, type TraceQuery } from './queries';

const schema = emailOps.traceMessage.query;

export function TraceView({ domain }: { domain: string }) {
  const [fields, setFields] = useState({ message_id: '', from: '', to: '' });
  const [asked, setAsked] = useState<TraceQuery | null>(null);
  const [error, setError] = useState<string | undefined>();
  const q = useQuery({ ...emailQueries.trace(asked ?? { input: domain }), enabled: Boolean(asked) });
  const submit = () => {
    const query = {
      input: domain,
      message_id: fields.message_id.trim() || undefined,
      from: fields.from.trim() || undefined,
      to: fields.to.trim() || undefined,
    };
    const r = schema.safeParse(query);
    if (!r.success) return setError(r.error.issues[0]?.message);
    setError(undefined);
    setAsked(query);
  };
  const set = (k: keyof typeof fields) => (e: { target: { value: string } }) =>
    setFields({ ...fields, [k]: e.target.value });
  return (
    <div className="space-y-4">
      <form
        className="grid gap-3 sm:grid-cols-3"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        aria-label="Trace a message"
      >
        <Field label="Message-ID">
          {(p) => <Input {...p} value={fields.message_id} onChange={set('message_id')} />}
        </Field>
        <Field label="From">{(p) => <Input {...p} type="email" value={fields.from} onChange={set('from')} />}</Field>
        <Field label="To">{(p) => <Input {...p} type="email" value={fields.to} onChange={set('to')} />}</Field>
        <div className="sm:col-span-3">
          <Button type="submit" variant="primary">
            Trace
          </Button>
          {error && <ProblemAlert problem={error} className="mt-2" />}
        </div>
      </form>
      {asked && q.isPending && <Spinner label="Tracing…" />}
      {q.isError && <ProblemState error={q.error} onRetry={() => void q.refetch()} />}
      {q.data && !q.data.found && (
        <p role="status" className="text-sm">
          No message matches on {domain}.
        </p>
      )}
      {q.data?.found && (
        <Card aria-label="Trace result">
          <p className="mb-3 text-sm">
            <code className="break-all">{q.data.messageId}</code> from <strong>{q.data.from}</strong> to{' '}
            {q.data.to.join(', ')}:{' '}
            <Badge
              tone={
                q.data.finalStatus === 'delivered'
                  ? 'success'
                  : q.data.finalStatus === 'queued' || q.data.finalStatus === 'deferred'
                    ? 'warning'
                    : 'danger'
              }
            >
              {q.data.finalStatus}
            </Badge>
          </p>
          <ol className="space-y-2 border-l border-line pl-4 text-sm">
            {q.data.events.map((e, i) => (
              <li key={i}>
                <time dateTime={e.at} className="text-muted">
                  {formatDateTime(e.at)}
                </time>{' '}
                · <strong>{e.stage}</strong> at {e.host}
                <div className="break-words text-muted">{e.detail}</div>
              </li>
            ))}
          </ol>
        </Card>
      )}
    </div>
  );
}
