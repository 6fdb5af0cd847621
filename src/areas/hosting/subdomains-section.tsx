// Subdomains (blog.example.com) of the account's sites, each served from its
// own folder, and the form that adds one. The API has no way to remove one.
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { hostingOps } from '@contract/hosting';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { SaveFooter } from '@/components/ui/form-footer';
import { FormCard } from '@/components/ui/form-card';
import { Input } from '@/components/ui/input';
import { ProblemState } from '@/components/ui/problem-state';
import { Skeleton } from '@/components/ui/spinner';
import { displayDomain } from '@/lib/display-domain';
import { applyProblemToForm } from '@/lib/form-errors';
import { useCreateSubdomain } from './alias-mutations';
import { hostingQueries } from './queries';
import { SiteSelect } from './site-select';

const body = hostingOps.createSubdomain.body.shape;
const schema = z.object({
  input: body.input,
  subdomain: body.subdomain,
  // empty: the server's default, public_html/<subdomain>
  document_root: z.preprocess((v) => (v === '' ? undefined : v), body.document_root),
});

interface SectionProps {
  input: string;
  sites: string[];
  changeable: boolean;
}

export function SubdomainsSection({ input, sites, changeable }: SectionProps) {
  const q = useInfiniteQuery(hostingQueries.subdomains(input));
  const rows = useMemo(() => q.data?.pages.flatMap((p) => p.data) ?? [], [q.data]);
  return (
    <section aria-labelledby="subdomains-title" className="space-y-3">
      <h2 id="subdomains-title" className="text-lg font-semibold">
        Subdomains
      </h2>
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <Card>
          {q.isPending ? (
            <>
              <span role="status" className="sr-only">
                Loading subdomains…
              </span>
              <Skeleton lines={3} />
            </>
          ) : q.isError && rows.length === 0 ? (
            <ProblemState error={q.error} onRetry={() => void q.refetch()} />
          ) : rows.length === 0 ? (
            <p className="text-sm text-muted">No subdomains yet.</p>
          ) : (
            <>
              <ul aria-label="Subdomains" className="divide-y divide-line text-sm">
                {rows.map((s) => (
                  <li key={s.fqdn} className="space-y-1 py-2">
                    <p className="flex flex-wrap items-center gap-2">
                      <span className="break-all font-medium">{displayDomain(s.fqdn)}</span>
                      <Badge tone={s.ssl ? 'success' : 'warning'}>{s.ssl ? 'HTTPS' : 'No HTTPS'}</Badge>
                    </p>
                    <p className="break-all font-mono text-xs text-muted">{s.documentRoot}</p>
                  </li>
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
        <SubdomainForm input={input} sites={sites} changeable={changeable} />
      </div>
    </section>
  );
}

function SubdomainForm({ input, sites, changeable }: SectionProps) {
  const create = useCreateSubdomain(input);
  const { register, handleSubmit, setError, reset, watch, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { input: sites[0] ?? '', subdomain: '', document_root: '' },
  });
  const { errors } = formState;
  const onSubmit = handleSubmit(async (v) => {
    try {
      await create.mutateAsync(v);
      reset({ input: v.input, subdomain: '', document_root: '' });
    } catch (error) {
      applyProblemToForm(setError, error);
    }
  });
  const label = watch('subdomain').trim() || 'blog';
  return (
    <FormCard title="Add a subdomain" onSubmit={onSubmit} errors={errors}>
      <fieldset disabled={!changeable} className="space-y-4">
        <SiteSelect sites={sites} error={errors.input} {...register('input')} />
        <Field label="Subdomain" schema={body.subdomain} hint="One label, e.g. blog" error={errors.subdomain} required>
          {(p) => <Input {...p} autoComplete="off" spellCheck={false} {...register('subdomain')} />}
        </Field>
        <Field
          label="Document root"
          schema={body.document_root}
          hint={`Inside your home folder; empty for public_html/${label}`}
          error={errors.document_root}
        >
          {(p) => <Input {...p} autoComplete="off" spellCheck={false} {...register('document_root')} />}
        </Field>
        <SaveFooter
          label="Add subdomain"
          busy={formState.isSubmitting}
          status={create.isSuccess && !formState.isDirty ? `${displayDomain(create.data.fqdn)} added.` : ''}
        />
      </fieldset>
    </FormCard>
  );
}
