// Subdomains (blog.example.com) of the account's sites, each served from its
// own folder, and the form that adds one. The API has no way to remove one.
import { useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { hostingOps } from '@contract/hosting';
import { Badge } from '@/components/ui/badge';
import { Field } from '@/components/ui/field';
import { SaveFooter } from '@/components/ui/form-footer';
import { FormCard } from '@/components/ui/form-card';
import { Input } from '@/components/ui/input';
import { displayDomain } from '@/lib/display-domain';
import { useCreateSubdomain } from './alias-mutations';
import { hostingQueries } from './queries';
import { SiteListSection, type SiteSectionProps } from './site-list-section';
import { SiteSelect } from './site-select';
import { useAddForm } from './use-add-form';

const body = hostingOps.createSubdomain.body.shape;
const schema = z.object({
  input: body.input,
  subdomain: body.subdomain,
  // empty: the server's default, public_html/<subdomain>
  document_root: z.preprocess((v) => (v === '' ? undefined : v), body.document_root),
});

export function SubdomainsSection({ input, sites, changeable }: SiteSectionProps) {
  const q = useInfiniteQuery(hostingQueries.subdomains(input));
  return (
    <SiteListSection
      id="subdomains"
      title="Subdomains"
      query={q}
      loading="Loading subdomains…"
      empty="No subdomains yet."
      form={<SubdomainForm input={input} sites={sites} changeable={changeable} />}
    >
      {(s) => (
        <li key={s.fqdn} className="space-y-1 py-2">
          <p className="flex flex-wrap items-center gap-2">
            <span className="break-all font-medium">{displayDomain(s.fqdn)}</span>
            <Badge tone={s.ssl ? 'success' : 'warning'}>{s.ssl ? 'HTTPS' : 'No HTTPS'}</Badge>
          </p>
          <p className="break-all font-mono text-xs text-muted">{s.documentRoot}</p>
        </li>
      )}
    </SiteListSection>
  );
}

function SubdomainForm({ input, sites, changeable }: SiteSectionProps) {
  const create = useCreateSubdomain(input);
  const { register, watch, formState, onSubmit } = useAddForm(
    create,
    schema,
    { input: sites[0] ?? '', subdomain: '', document_root: '' },
    (v) => ({ input: v.input, subdomain: '', document_root: '' }),
  );
  const { errors } = formState;
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
