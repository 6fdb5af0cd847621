// Domain pointers: another domain that shows one of the account's sites under
// its own name (alias) or sends visitors to it (redirect). Adding one warns of a
// look-alike name; removing one is confirmed first.
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { hostingOps } from '@contract/hosting';
import type { DomainPointer } from '@contract/hosting-aliases';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DomainWarnings } from '@/components/ui/domain-warnings';
import { Field } from '@/components/ui/field';
import { SaveFooter } from '@/components/ui/form-footer';
import { FormCard } from '@/components/ui/form-card';
import { Input, Select } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { ProblemState } from '@/components/ui/problem-state';
import { Skeleton } from '@/components/ui/spinner';
import { displayDomain } from '@/lib/display-domain';
import { applyProblemToForm } from '@/lib/form-errors';
import { useCreatePointer, useDeletePointer } from './alias-mutations';
import { hostingQueries } from './queries';
import { SiteSelect } from './site-select';

type Pointer = z.infer<typeof DomainPointer>;
const schema = hostingOps.createDomainPointer.body;

const typeWords: Record<Pointer['type'], (site: string) => string> = {
  alias: (site) => `shows the site of ${site} under its own name`,
  redirect: (site) => `sends visitors to ${site} (301, keeping the path and query string)`,
};

interface SectionProps {
  input: string;
  sites: string[];
  changeable: boolean;
}

export function PointersSection({ input, sites, changeable }: SectionProps) {
  const q = useInfiniteQuery(hostingQueries.pointers(input));
  const rows = useMemo(() => q.data?.pages.flatMap((p) => p.data) ?? [], [q.data]);
  return (
    <section aria-labelledby="pointers-title" className="space-y-3">
      <h2 id="pointers-title" className="text-lg font-semibold">
        Domain pointers
      </h2>
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <Card>
          {q.isPending ? (
            <>
              <span role="status" className="sr-only">
                Loading domain pointers…
              </span>
              <Skeleton lines={3} />
            </>
          ) : q.isError && rows.length === 0 ? (
            <ProblemState error={q.error} onRetry={() => void q.refetch()} />
          ) : rows.length === 0 ? (
            <p className="text-sm text-muted">No pointers: no other domain leads to these sites.</p>
          ) : (
            <>
              <ul aria-label="Domain pointers" className="divide-y divide-line text-sm">
                {rows.map((p) => (
                  <PointerRow key={p.domain} input={input} pointer={p} changeable={changeable} />
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
        <PointerForm input={input} sites={sites} changeable={changeable} />
      </div>
    </section>
  );
}

function PointerRow({ input, pointer: p, changeable }: { input: string; pointer: Pointer; changeable: boolean }) {
  const [open, setOpen] = useState(false);
  const remove = useDeletePointer(input);
  const name = displayDomain(p.domain);
  const site = displayDomain(p.targetDomain);
  return (
    <li className="space-y-1 py-2">
      <p className="flex flex-wrap items-center gap-2">
        <span className="break-all font-medium">{name}</span>
        <span aria-hidden="true">→</span>
        <span className="break-all">{site}</span>
        <Badge tone="neutral">{p.type === 'alias' ? 'Alias' : 'Redirect'}</Badge>
      </p>
      <p className="text-muted">
        {name} {typeWords[p.type](site)}.
      </p>
      <Button
        size="sm"
        variant="ghost"
        disabled={!changeable}
        onClick={() => setOpen(true)}
        aria-label={`Remove the pointer ${name}`}
      >
        Remove
      </Button>
      <ConfirmDialog
        open={open}
        title={`Remove the pointer ${name}?`}
        confirmLabel="Remove pointer"
        cancelLabel="Keep it"
        busy={remove.isPending}
        error={remove.error}
        onConfirm={() =>
          remove.mutate({ input: p.targetDomain, domain: p.domain }, { onSuccess: () => setOpen(false) })
        }
        onClose={() => setOpen(false)}
      >
        <p>
          Visitors of {name} no longer reach {site}: unless the domain is pointed elsewhere, they get an error page. Its
          DNS zone stays as it is.
        </p>
      </ConfirmDialog>
    </li>
  );
}

function PointerForm({ input, sites, changeable }: SectionProps) {
  const create = useCreatePointer(input);
  const { register, handleSubmit, setError, reset, watch, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { input: sites[0] ?? '', domain: '', type: 'alias' as const },
  });
  const { errors } = formState;
  const onSubmit = handleSubmit(async (v) => {
    try {
      await create.mutateAsync(v);
      reset({ input: v.input, domain: '', type: v.type });
    } catch (error) {
      applyProblemToForm(setError, error);
    }
  });
  const added = create.data;
  return (
    <FormCard title="Point a domain at a site" onSubmit={onSubmit} errors={errors}>
      <fieldset disabled={!changeable} className="space-y-4">
        <SiteSelect sites={sites} label="Site it leads to" error={errors.input} {...register('input')} />
        <Field
          label="Domain"
          schema={schema.shape.domain}
          hint="A domain of yours whose DNS points here, e.g. nordlight.se"
          error={errors.domain}
          required
        >
          {(p) => <Input {...p} autoComplete="off" spellCheck={false} {...register('domain')} />}
        </Field>
        <DomainWarnings text={watch('domain')} />
        <Field label="Type" error={errors.type}>
          {(p) => (
            <Select {...p} {...register('type')}>
              <option value="alias">Alias — the site answers under this name too</option>
              <option value="redirect">Redirect — visitors are sent to the site (301)</option>
            </Select>
          )}
        </Field>
        <SaveFooter
          label="Add pointer"
          busy={formState.isSubmitting}
          status={
            added && !formState.isDirty
              ? `${displayDomain(added.domain)} now leads to ${displayDomain(added.targetDomain)}.`
              : ''
          }
        />
        {added && added.warnings.length > 0 && !formState.isDirty && (
          <Notice tone="warning" role="status" title={`${displayDomain(added.domain)} can pass for another name`}>
            <ul className="space-y-1">
              {added.warnings.map((w) => (
                <li key={w.message}>{w.message}</li>
              ))}
            </ul>
          </Notice>
        )}
      </fieldset>
    </FormCard>
  );
}
