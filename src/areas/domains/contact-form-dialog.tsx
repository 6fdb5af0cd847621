// Editing one contact of a domain at the registry. The registrant's name and
// organisation are the owner's identity and change only through an owner
// change, so its form has contact details only. The change is a hold: the next
// page is the confirmation, since a wrong contact can hand the domain to
// someone else.
import { useForm, type FieldError, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { domainsOps } from '@contract/domains';
import type { ContactRole, DomainContact } from '@contract/domains-schemas';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { FormFooter } from '@/components/ui/form-footer';
import { Input } from '@/components/ui/input';
import { displayAddress, displayDomain } from '@/lib/display-domain';
import { useHoldRequest } from '@/lib/hold-request';
import { useUpdateContacts } from './mutations';

const schema = domainsOps.updateDomainContacts.body;
type Values = z.input<typeof schema>;
type Role = z.infer<typeof ContactRole>;
type Contact = z.infer<typeof DomainContact>;

export const roleLabel: Record<Role, string> = {
  registrant: 'Owner (registrant)',
  admin: 'Administrative contact',
  tech: 'Technical contact',
  billing: 'Billing contact',
};

function toValues(c: Contact) {
  const details = {
    email: displayAddress(c.email),
    phone: c.phone,
    line1: c.line1,
    line2: c.line2 ?? '',
    city: c.city,
    postal_code: c.postalCode,
    country: c.country,
  };
  return c.role === 'registrant'
    ? details
    : { ...details, name: c.name, organization: c.organization ?? '', org_number: c.orgNumber ?? '' };
}

interface Props {
  domain: string;
  contact: Contact;
  onClose: () => void;
}

export function ContactFormDialog({ domain, contact, onClose }: Props) {
  const role = contact.role;
  const update = useUpdateContacts(domain);
  const requestHold = useHoldRequest(`contacts-${role}`, update.mutateAsync);
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { [role]: toValues(contact) } as Values,
  });
  const { errors, isSubmitting } = formState;
  const roleErrors = errors[role] as Record<string, FieldError | undefined> | undefined;
  const path = (k: string) => `${role}.${k}` as Path<Values>;

  const onSubmit = handleSubmit(async (values) => {
    await requestHold({ [role]: values[role] }, setError);
  });

  const text = (k: string, label: string, o: { required?: boolean; autoComplete?: string; hint?: string } = {}) => (
    <Field label={label} error={roleErrors?.[k]} required={o.required} hint={o.hint}>
      {(p) => <Input {...p} autoComplete={o.autoComplete} {...register(path(k))} />}
    </Field>
  );

  return (
    <Dialog open onClose={() => !isSubmitting && onClose()} title={`Edit the ${roleLabel[role].toLowerCase()}`} wide>
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <ProblemAlert errors={errors} />
        {role === 'registrant' ? (
          <p className="text-sm text-muted">
            The owner of {displayDomain(domain)} is {contact.organization ?? contact.name}. The owner&apos;s name and
            organisation change only through an owner change (on the Overview tab); here you can change how the owner is
            reached. A new email address must be confirmed by the owner again.
          </p>
        ) : (
          <>
            {text('name', 'Name', { required: true, autoComplete: 'name' })}
            <div className="grid gap-3 sm:grid-cols-2">
              {text('organization', 'Organisation', { autoComplete: 'organization' })}
              {text('org_number', 'Organisation number')}
            </div>
          </>
        )}
        <div className="grid gap-3 sm:grid-cols-2">
          {text('email', 'Email', { required: true, autoComplete: 'email' })}
          {text('phone', 'Phone', { required: true, autoComplete: 'tel', hint: 'As +CC.NUMBER, e.g. +46.812345678' })}
        </div>
        {text('line1', 'Street address', { required: true, autoComplete: 'address-line1' })}
        {text('line2', 'Address line 2', { autoComplete: 'address-line2' })}
        <div className="grid gap-3 sm:grid-cols-3">
          {text('postal_code', 'Postal code', { required: true, autoComplete: 'postal-code' })}
          {text('city', 'City', { required: true, autoComplete: 'address-level2' })}
          {text('country', 'Country', { required: true, autoComplete: 'country', hint: 'Two letters, e.g. SE' })}
        </div>
        <p className="text-sm text-muted">You confirm the change on the next page before it is sent to the registry.</p>
        <FormFooter submitLabel="Save — continue to confirm" busy={isSubmitting} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
