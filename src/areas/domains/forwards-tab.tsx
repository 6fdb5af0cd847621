// Web-forwards the registrar serves for the domain: a host and path sent on to
// another URL (permanently, temporarily, or shown in a frame).
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { domainsOps, type WebForward } from '@contract/domains';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { Input, Select } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/spinner';
import { displayDomain } from '@/lib/display-domain';
import { applyProblemToForm } from '@/lib/form-errors';
import { useCreateForward, useDeleteForward } from './mutations';
import { domainsQueries } from './queries';
import { RegistryProblem } from './registry-problem';

type Forward = z.infer<typeof WebForward>;
const schema = domainsOps.createDomainWebForward.body;
const typeLabel: Record<Forward['type'], string> = {
  '301': 'Permanent redirect (301)',
  '302': 'Temporary redirect (302)',
  frame: 'Show in a frame (address bar keeps this domain)',
};

const source = (domain: string, f: Pick<Forward, 'host' | 'path'>) =>
  `${f.host ? `${f.host}.` : ''}${displayDomain(domain)}${f.path}`;

export function ForwardsTab({ domain }: { domain: string }) {
  const q = useInfiniteQuery(domainsQueries.forwards(domain));
  const rows = useMemo(() => q.data?.pages.flatMap((p) => p.data) ?? [], [q.data]);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card aria-labelledby="forwards-title">
        <CardTitle>
          <span id="forwards-title">Web-forwards</span>
        </CardTitle>
        {q.isPending ? (
          <>
            <span role="status" className="sr-only">
              Loading web-forwards…
            </span>
            <Skeleton lines={3} />
          </>
        ) : q.isError && rows.length === 0 ? (
          <RegistryProblem domain={domain} error={q.error} onRetry={() => void q.refetch()} />
        ) : rows.length === 0 ? (
          <p className="text-sm text-muted">No web-forwards. Add one to send visitors of an address elsewhere.</p>
        ) : (
          <>
            <ul aria-label="Web-forwards" className="divide-y divide-line">
              {rows.map((f) => (
                <ForwardRow key={f.id} domain={domain} f={f} />
              ))}
            </ul>
            {q.hasNextPage && (
              <Button size="sm" onClick={() => void q.fetchNextPage()} loading={q.isFetchingNextPage}>
                Load more
              </Button>
            )}
          </>
        )}
      </Card>
      <ForwardForm domain={domain} />
    </div>
  );
}

function ForwardRow({ domain, f }: { domain: string; f: Forward }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteForward(domain);
  const from = source(domain, f);
  return (
    <li className="space-y-1 py-3 text-sm">
      <p className="break-all">
        <span className="font-medium">{from}</span> → <span className="break-all">{f.destination}</span>
      </p>
      <p className="text-muted">{typeLabel[f.type]}</p>
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)} aria-label={`Remove the forward from ${from}`}>
        Remove
      </Button>
      <ConfirmDialog
        open={open}
        title={`Remove the forward from ${from}?`}
        confirmLabel="Remove"
        cancelLabel="Keep it"
        busy={remove.isPending}
        error={remove.error}
        onConfirm={() => remove.mutate(f.id, { onSuccess: () => setOpen(false) })}
        onClose={() => setOpen(false)}
      >
        <p>
          Visitors of {from} are no longer sent to {f.destination}; unless the domain&apos;s DNS points the address
          elsewhere, they get an error page.
        </p>
      </ConfirmDialog>
    </li>
  );
}

function ForwardForm({ domain }: { domain: string }) {
  const create = useCreateForward(domain);
  const { register, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { host: '', path: '/', destination: '', type: '301' as const },
  });
  const { errors } = formState;
  const onSubmit = handleSubmit(async (body) => {
    try {
      await create.mutateAsync(body);
      reset();
    } catch (error) {
      applyProblemToForm(setError, error);
    }
  });
  return (
    <Card aria-labelledby="forward-add-title">
      <CardTitle>
        <span id="forward-add-title">Add a web-forward</span>
      </CardTitle>
      <form onSubmit={onSubmit} noValidate className="space-y-3" aria-labelledby="forward-add-title">
        <ProblemAlert errors={errors} />
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            label="Host"
            hint={`One label such as www; empty for ${displayDomain(domain)} itself`}
            error={errors.host}
          >
            {(p) => <Input {...p} autoComplete="off" spellCheck={false} {...register('host')} />}
          </Field>
          <Field label="Path" hint="Starts with /" error={errors.path}>
            {(p) => <Input {...p} autoComplete="off" spellCheck={false} {...register('path')} />}
          </Field>
        </div>
        <Field label="Destination URL" hint="http:// or https://" error={errors.destination} required>
          {(p) => <Input {...p} type="url" autoComplete="url" spellCheck={false} {...register('destination')} />}
        </Field>
        <Field label="Type" error={errors.type}>
          {(p) => (
            <Select {...p} {...register('type')}>
              {(['301', '302', 'frame'] as const).map((t) => (
                <option key={t} value={t}>
                  {typeLabel[t]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="primary" loading={formState.isSubmitting}>
            Add web-forward
          </Button>
          <span role="status" className="text-sm text-success">
            {create.isSuccess && !formState.isDirty ? 'Web-forward added.' : ''}
          </span>
        </div>
      </form>
    </Card>
  );
}
