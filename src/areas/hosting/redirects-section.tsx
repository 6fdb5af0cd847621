// URL redirects: a path of one of the account's sites sent on to another URL,
// permanently (301) or temporarily (302), the path alone or everything under it
// (wildcard). Each one says, in the server's words, what happens to the rest of
// the path and the query string; removing one is confirmed first.
import { useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { hostingOps } from '@contract/hosting';
import type { UrlRedirect } from '@contract/hosting-aliases';
import { Badge } from '@/components/ui/badge';
import { Field } from '@/components/ui/field';
import { SaveFooter } from '@/components/ui/form-footer';
import { FormCard } from '@/components/ui/form-card';
import { Input, Select } from '@/components/ui/input';
import { displayDomain } from '@/lib/display-domain';
import { useCreateRedirect, useDeleteRedirect } from './alias-mutations';
import { hostingQueries } from './queries';
import { wildcardHint } from './redirect-words';
import { RemoveButton } from './remove-button';
import { SiteListSection, type SiteSectionProps } from './site-list-section';
import { SiteSelect } from './site-select';
import { useAddForm } from './use-add-form';

type Redirect = z.infer<typeof UrlRedirect>;
const schema = hostingOps.createUrlRedirect.body;
const codeWords = { 301: 'Permanent (301)', 302: 'Temporary (302)' } as const;

export function RedirectsSection({ input, sites, changeable }: SiteSectionProps) {
  const q = useInfiniteQuery(hostingQueries.redirects(input));
  return (
    <SiteListSection
      id="redirects"
      title="URL redirects"
      query={q}
      loading="Loading URL redirects…"
      empty="No redirects yet."
      form={<RedirectForm input={input} sites={sites} changeable={changeable} />}
    >
      {(r) => <RedirectRow key={r.id} input={input} redirect={r} changeable={changeable} />}
    </SiteListSection>
  );
}

function RedirectRow({ input, redirect: r, changeable }: { input: string; redirect: Redirect; changeable: boolean }) {
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
      <RemoveButton
        what={`the redirect from ${from}`}
        confirmLabel="Remove redirect"
        changeable={changeable}
        busy={remove.isPending}
        error={remove.error}
        onConfirm={(done) => remove.mutate({ input: r.domain, id: r.id }, { onSuccess: done })}
      >
        <p>
          Visitors of {from} are no longer sent to {r.destination}: they get whatever the site has at that path, or a
          “not found” page.
        </p>
      </RemoveButton>
    </li>
  );
}

function RedirectForm({ input, sites, changeable }: SiteSectionProps) {
  const create = useCreateRedirect(input);
  const { register, watch, formState, onSubmit } = useAddForm(
    create,
    schema,
    { input: sites[0] ?? '', path: '/', destination: '', status_code: 301, wildcard: false },
    (v) => ({ input: v.input, path: '/', destination: '', status_code: v.status_code, wildcard: false }),
  );
  const { errors } = formState;
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
