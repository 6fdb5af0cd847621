// Glue records: the addresses the registry publishes for nameservers named
// under this domain (ns1.example.com serving example.com cannot be found
// without them). Adding, replacing and removing one are holds, confirmed on
// the next page, since a wrong address takes every domain using it off the air.
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { domainsOps } from '@contract/domains';
import type { GlueHost } from '@contract/domains-registry';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/spinner';
import { attemptKey, newAttemptBase } from '@/lib/attempt-key';
import { displayDomain } from '@/lib/display-domain';
import { useHoldRequest, useOpenConfirmation } from '@/lib/hold-request';
import { useDeleteGlue, useSetGlue } from './mutations';
import { domainsQueries } from './queries';
import { RegistryProblem } from './registry-problem';

type Host = z.infer<typeof GlueHost>;
const schema = domainsOps.setDomainGlue.body;
const splitList = (v: unknown) =>
  Array.isArray(v)
    ? v
    : String(v ?? '')
        .split(/[\s,;]+/)
        .filter(Boolean);

export function GlueTab({ domain }: { domain: string }) {
  const q = useQuery(domainsQueries.glue(domain));
  const [editing, setEditing] = useState<Host | null>(null);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card aria-labelledby="glue-title">
        <CardTitle>
          <span id="glue-title">Glue records</span>
        </CardTitle>
        {q.isPending ? (
          <>
            <span role="status" className="sr-only">
              Loading glue records…
            </span>
            <Skeleton lines={3} />
          </>
        ) : q.isError ? (
          <RegistryProblem domain={domain} error={q.error} onRetry={() => void q.refetch()} />
        ) : q.data.hosts.length === 0 ? (
          <p className="text-sm text-muted">
            None. Glue is needed only for nameservers named under this domain, such as ns1.{displayDomain(domain)}.
          </p>
        ) : (
          <ul aria-label="Glue records" className="divide-y divide-line">
            {q.data.hosts.map((h) => (
              <GlueRow key={h.hostname} domain={domain} host={h} onEdit={() => setEditing(h)} />
            ))}
          </ul>
        )}
      </Card>
      <GlueForm key={editing?.hostname ?? 'new'} domain={domain} host={editing} onCancel={() => setEditing(null)} />
    </div>
  );
}

function GlueRow({ domain, host, onEdit }: { domain: string; host: Host; onEdit: () => void }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteGlue(domain);
  const openConfirmation = useOpenConfirmation();
  const base = useMemo(() => newAttemptBase('glue-remove'), []);
  const name = displayDomain(host.hostname);
  return (
    <li className="space-y-1 py-3 text-sm">
      <p className="break-all font-medium font-mono">{name}</p>
      <p>
        <span className="text-muted">IPv4:</span> {host.ipv4.join(', ') || 'none'}
      </p>
      <p>
        <span className="text-muted">IPv6:</span> {host.ipv6.join(', ') || 'none'}
      </p>
      <div className="flex flex-wrap gap-2 pt-1">
        <Button size="sm" onClick={onEdit} aria-label={`Change the addresses of ${name}`}>
          Change addresses
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setOpen(true)}
          aria-label={`Remove the glue record of ${name}`}
        >
          Remove
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        title={`Remove the glue record of ${name}?`}
        confirmLabel="Remove — continue to confirm"
        cancelLabel="Keep it"
        busy={remove.isPending}
        error={remove.error}
        onConfirm={() => {
          const query = { hostname: host.hostname };
          remove.mutate({ ...query, attempt_key: attemptKey(base, query) }, { onSuccess: openConfirmation });
        }}
        onClose={() => setOpen(false)}
      >
        <p>
          Every domain that uses {name} as a nameserver stops resolving through it. Point those domains at other
          nameservers first.
        </p>
        <p className="text-muted">You confirm this on the next page before anything is sent to the registry.</p>
      </ConfirmDialog>
    </li>
  );
}

function GlueForm({ domain, host, onCancel }: { domain: string; host: Host | null; onCancel: () => void }) {
  const set = useSetGlue(domain);
  const requestHold = useHoldRequest('glue', set.mutateAsync);
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      hostname: host ? displayDomain(host.hostname) : '',
      ipv4: host?.ipv4 ?? [],
      ipv6: host?.ipv6 ?? [],
    },
  });
  const { errors } = formState;
  const listError = (e: typeof errors.ipv4) =>
    e
      ? { message: e.message ?? e.root?.message ?? (Array.isArray(e) ? e.find(Boolean)?.message : undefined) }
      : undefined;

  const onSubmit = handleSubmit(async ({ hostname, ipv4, ipv6 }) => {
    await requestHold({ hostname, ipv4, ipv6 }, setError);
  });

  return (
    <Card aria-labelledby="glue-form-title">
      <CardTitle>
        <span id="glue-form-title">{host ? `Change ${displayDomain(host.hostname)}` : 'Add a glue record'}</span>
      </CardTitle>
      <form onSubmit={onSubmit} noValidate className="space-y-3" aria-labelledby="glue-form-title">
        <ProblemAlert errors={errors} />
        <Field
          label="Nameserver hostname"
          hint={`Under ${displayDomain(domain)}, e.g. ns1.${displayDomain(domain)}`}
          error={errors.hostname}
          required
        >
          {(p) => (
            <Input {...p} autoComplete="off" spellCheck={false} readOnly={Boolean(host)} {...register('hostname')} />
          )}
        </Field>
        <Field
          label="IPv4 addresses"
          hint="Separated by commas or spaces, e.g. 192.0.2.10"
          error={listError(errors.ipv4)}
        >
          {(p) => (
            <Input {...p} autoComplete="off" spellCheck={false} {...register('ipv4', { setValueAs: splitList })} />
          )}
        </Field>
        <Field
          label="IPv6 addresses"
          hint="Separated by commas or spaces, e.g. 2001:db8::10"
          error={listError(errors.ipv6)}
        >
          {(p) => (
            <Input {...p} autoComplete="off" spellCheck={false} {...register('ipv6', { setValueAs: splitList })} />
          )}
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="primary" loading={formState.isSubmitting}>
            {host ? 'Replace addresses' : 'Add glue record'} — continue to confirm
          </Button>
          {host && <Button onClick={onCancel}>Cancel</Button>}
        </div>
      </form>
    </Card>
  );
}
