// URL redirects: a path of one of the account's sites sent on to another URL,
// permanently (301) or temporarily (302), the path alone or everything under it
// (wildcard). Each one says, in the server's words, what happens to the rest of
// the path and the query string; removing one is confirmed first.
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { hostingOps } from '@contract/hosting';
import type { UrlRedirect } from '@contract/hosting-aliases';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { SaveFooter } from '@/components/ui/form-footer';
import { FormCard } from '@/components/ui/form-card';
import { Input, Select } from '@/components/ui/input';
import { ProblemState } from '@/components/ui/problem-state';
import { Skeleton } from '@/components/ui/spinner';
import { displayDomain } from '@/lib/display-domain';
import { applyProblemToForm } from '@/lib/form-errors';
import { useCreateRedirect, useDeleteRedirect } from './alias-mutations';
import { hostingQueries } from './queries';
import { wildcardHint } from './redirect-words';
import { SiteSelect } from './site-select';

type Redirect = z.infer<typeof UrlRedirect>;
const schema = hostingOps.createUrlRedirect.body;
const codeWords = { 301: 'Permanent (301)', 302: 'Temporary (302)' } as const;

interface SectionProps {
  input: string;
  sites: string[];
  changeable: boolean;
}

export function RedirectsSection({ input, sites, changeable }: SectionProps) {
  const q = useInfiniteQuery(hostingQueries.redirects(input));
  const rows = useMemo(() => q.data?.pages.flatMap((p): Redirect[] => p.data) ?? [], [q.data]);
  return (
    <section aria-labelledby="redirects-title" className="space-y-3">
      <h2 id="redirects-title" className="text-lg font-semibold">
        URL redirects
      </h2>
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <Card>
          {q.isPending ? (
            <>
              <span role="status" className="sr-only">
                Loading URL redirects…
              </span>
              <Skeleton lines={3} />
            </>
          ) : q.isError && rows.length === 0 ? (
            <ProblemState error={q.error} onRetry={() => void q.refetch()} />
          ) : rows.length === 0 ? (
            <p className="text-sm text-muted">No redirects yet.</p>
          ) : (
            <>
              <ul aria-label="URL redirects" className="divide-y divide-line text-sm">
                {rows.map((r) => (
                  <RedirectRow key={r.id} input={input} redirect={r} changeable={changeable} />
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
        <RedirectForm input={input} sites={sites} changeable={changeable} />
      </div>
    </section>
  );
}

function RedirectRow({ input, redirect: r, changeable }: { input: string; redirect: Redirect; changeable: boolean }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteRedirect(input);
  const from = `${displayDomain(r.domain)}${r.path}`;
  return (
    <li className="space-y-1 py-2" data-testid={`redirect-${r.id}`}>
      <p className="flex flex-wrap items-center gap-2">
        <span className="break-all font-medium">{from}</span>
        <span aria-hidden="true">→</span>
        <span className="break-all">{r.destination}</span>
      </p>
      <p className="flex flex-wrap gap-2">
        <Badge tone="neutral">{codeWords[r.statusCode]}</Badge>
        {r.wildcard && <Badge tone="info">Wildcard</Badge>}
      </p>
      {/* the server's own account of the rest of the path and the query string */}
      <p className="text-muted">{r.handling}</p>
      <Button
        size="sm"
        variant="ghost"
        disabled={!changeable}
        onClick={() => setOpen(true)}
        aria-label={`Remove the redirect from ${from}`}
      >
        Remove
      </Button>
      <ConfirmDialog
        open={open}
        title={`Remove the redirect from ${from}?`}
        confirmLabel="Remove redirect"
        cancelLabel="Keep it"
        busy={remove.isPending}
        error={remove.error}
        onConfirm={() => remove.mutate({ input: r.domain, id: r.id }, { onSuccess: () => setOpen(false) })}
        onClose={() => setOpen(false)}
      >
        <p>
          Visitors of {from} are no longer sent to {r.destination}: they get whatever the site has at that path, or a
          “not found” page.
        </p>
      </ConfirmDialog>
    </li>
  );
}

function RedirectForm({ input, sites, changeable }: SectionProps) {
  const create = useCreateRedirect(input);
  const { register, handleSubmit, setError, reset, watch, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { input: sites[0] ?? '', path: '/', destination: '', status_code: 301 as const, wildcard: false },
  });
  const { errors } = formState;
  const onSubmit = handleSubmit(async (v) => {
    try {
      await create.mutateAsync(v);
      reset({ input: v.input, path: '/', destination: '', status_code: v.status_code, wildcard: false });
    } catch (error) {
      applyProblemToForm(setError, error);
    }
  });
  return (
    <FormCard title="Add a redirect" onSubmit={onSubmit} errors={errors}>
      <fieldset disabled={!changeable} className="space-y-4">
        <SiteSelect sites={sites} error={errors.input} {...register('input')} />
        <Field
          label="Path"
          schema={schema.shape.path}
          hint="Starts with /, e.g. /old-shop"
          error={errors.path}
          required
        >
          {(p) => <Input {...p} autoComplete="off" spellCheck={false} {...register('path')} />}
        </Field>
        <Field
          label="Destination URL"
          schema={schema.shape.destination}
          hint="A full http:// or https:// address"
          error={errors.destination}
          required
        >
          {(p) => <Input {...p} type="url" autoComplete="url" spellCheck={false} {...register('destination')} />}
        </Field>
        <Field label="Kind" error={errors.status_code}>
          {(p) => (
            <Select {...p} {...register('status_code', { setValueAs: Number })}>
              <option value={301}>Permanent (301) — remembered by browsers</option>
              <option value={302}>Temporary (302) — checked on every visit</option>
            </Select>
          )}
        </Field>
        <div className="space-y-1">
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" aria-describedby="wildcard-hint" {...register('wildcard')} />
            Also redirect everything under this path (wildcard)
          </label>
          <p id="wildcard-hint" className="text-xs text-muted">
            {wildcardHint(watch('wildcard') ?? false)}
          </p>
        </div>
        <SaveFooter
          label="Add redirect"
          busy={formState.isSubmitting}
          status={create.isSuccess && !formState.isDirty ? 'Redirect added.' : ''}
        />
      </fieldset>
    </FormCard>
  );
}
