// Domain pointers: another domain that shows one of the account's sites under
// its own name (alias) or sends visitors to it (redirect). Adding one warns of a
// look-alike name; removing one is confirmed first.
import { useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { hostingOps } from '@contract/hosting';
import type { DomainPointer } from '@contract/hosting-aliases';
import { Badge } from '@/components/ui/badge';
import { Field } from '@/components/ui/field';
import { SaveFooter } from '@/components/ui/form-footer';
import { FormCard } from '@/components/ui/form-card';
import { Select } from '@/components/ui/input';
import { displayDomain } from '@/lib/display-domain';
import { AddedWarnings } from './added-warnings';
import { useCreatePointer, useDeletePointer } from './alias-mutations';
import { NewDomainField } from './new-domain-field';
import { hostingQueries } from './queries';
import { RemoveButton } from './remove-button';
import { SiteListSection, type SiteSectionProps } from './site-list-section';
import { SiteSelect } from './site-select';
import { useAddForm } from './use-add-form';

type Pointer = z.infer<typeof DomainPointer>;
const schema = hostingOps.createDomainPointer.body;

const typeWords: Record<Pointer['type'], (site: string) => string> = {
  alias: (site) => `shows the site of ${site} under its own name`,
  redirect: (site) => `sends visitors to ${site} (301, keeping the path and query string)`,
};

export function PointersSection({ input, sites, changeable }: SiteSectionProps) {
  const q = useInfiniteQuery(hostingQueries.pointers(input));
  return (
    <SiteListSection
      id="pointers"
      title="Domain pointers"
      query={q}
      loading="Loading domain pointers…"
      empty="No pointers: no other domain leads to these sites."
      form={<PointerForm input={input} sites={sites} changeable={changeable} />}
    >
      {(p) => <PointerRow key={p.domain} input={input} pointer={p} changeable={changeable} />}
    </SiteListSection>
  );
}

function PointerRow({ input, pointer: p, changeable }: { input: string; pointer: Pointer; changeable: boolean }) {
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
      <RemoveButton
        what={`the pointer ${name}`}
        confirmLabel="Remove pointer"
        changeable={changeable}
        busy={remove.isPending}
        error={remove.error}
        onConfirm={(done) => remove.mutate({ input: p.targetDomain, domain: p.domain }, { onSuccess: done })}
      >
        <p>
          Visitors of {name} no longer reach {site}: unless the domain is pointed elsewhere, they get an error page. Its
          DNS zone stays as it is.
        </p>
      </RemoveButton>
    </li>
  );
}

function PointerForm({ input, sites, changeable }: SiteSectionProps) {
  const create = useCreatePointer(input);
  const { register, watch, formState, onSubmit } = useAddForm(
    create,
    schema,
    { input: sites[0] ?? '', domain: '', type: 'alias' },
    (v) => ({ input: v.input, domain: '', type: v.type }),
  );
  const { errors } = formState;
  const added = create.data;
  return (
    <FormCard title="Point a domain at a site" onSubmit={onSubmit} errors={errors}>
      <fieldset disabled={!changeable} className="space-y-4">
        <SiteSelect sites={sites} label="Site it leads to" error={errors.input} {...register('input')} />
        <NewDomainField
          schema={schema.shape.domain}
          hint="A domain of yours whose DNS points here, e.g. nordlight.se"
          error={errors.domain}
          typed={watch('domain')}
          {...register('domain')}
        />
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
        <AddedWarnings added={added} stale={formState.isDirty} />
      </fieldset>
    </FormCard>
  );
}
