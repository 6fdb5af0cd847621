// Adds an addon domain: the name (checked with the contract's own schema, in
// Unicode or ASCII form) and its PHP, CGI and SSL flags, all on unless turned
// off here. A name that mixes scripts is pointed out while typing, and the
// server's own warnings are shown once it is added.
import { z } from 'zod';
import { hostingOps } from '@contract/hosting';
import { Button } from '@/components/ui/button';
import { FormCard } from '@/components/ui/form-card';
import { displayDomain } from '@/lib/display-domain';
import { AddedWarnings } from './added-warnings';
import { FEATURES } from './hosting-format';
import { useCreateAddonDomain } from './mutations';
import { NewDomainField } from './new-domain-field';
import { useAddForm } from './use-add-form';

const body = hostingOps.createAddonDomain.body;
const schema = z.object({
  domain: body.shape.domain.unwrap(),
  php: z.boolean(),
  cgi: z.boolean(),
  ssl: z.boolean(),
});

interface AddonDomainFormProps {
  input: string;
  changeable: boolean;
  /** Every addon domain the plan includes is in use. */
  full: boolean;
}

export function AddonDomainForm({ input, changeable, full }: AddonDomainFormProps) {
  const create = useCreateAddonDomain(input);
  const { register, watch, formState, onSubmit } = useAddForm(create, schema, {
    domain: '',
    php: true,
    cgi: true,
    ssl: true,
  });
  const { errors } = formState;
  const added = create.data;
  return (
    <FormCard title="Add an addon domain" onSubmit={onSubmit} errors={errors}>
      <fieldset disabled={!changeable} className="space-y-4">
        {full && (
          <p className="text-sm text-warning">
            Every addon domain of the plan is in use: the server refuses another until one is deleted or the plan is
            upgraded.
          </p>
        )}
        <NewDomainField
          schema={body.shape.domain}
          hint="Its DNS must point at this account to serve visitors, e.g. shop.example"
          error={errors.domain}
          typed={watch('domain')}
          {...register('domain')}
        />
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">Features</legend>
          {FEATURES.map((f) => (
            <label key={f.key} className="flex items-start gap-2 text-sm">
              <input type="checkbox" className="mt-1" {...register(f.key)} />
              <span>
                {f.text} <span className="text-muted">— {f.what}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="primary" loading={formState.isSubmitting}>
            Add domain
          </Button>
          <span role="status" className="text-sm text-success">
            {added && !formState.isDirty ? `${displayDomain(added.domain)} added.` : ''}
          </span>
        </div>
        <AddedWarnings added={added} stale={formState.isDirty} />
      </fieldset>
    </FormCard>
  );
}
