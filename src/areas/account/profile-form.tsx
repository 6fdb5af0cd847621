// Contact details (PATCH /account/profile). Validation is the contract's
// ProfilePatch with the contact checks the server runs (the phone read in the
// chosen country, the VAT number that country's: ADR 022), limits sit beside
// each field, a 422 lands on its field, and only what changed is sent.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { accountOps } from '@contract/account';
import type { Profile } from '@contract/account-profile';
import { refineContact } from '@contract/contact-checks';
import { formatPhone } from '@contract/phone-number';
import { Field } from '@/components/ui/field';
import { FormCard } from '@/components/ui/form-card';
import { Input, Select } from '@/components/ui/input';
import { fieldSchema } from '@/lib/form-limits';
import { CountryOptions } from '@/components/country-options';
import { useUpdateProfile } from './mutations';
import { useSettingsSave } from './settings-save';

const Body = accountOps.updateProfile.body;
type Values = z.input<typeof Body>;
type Patch = z.output<typeof Body>;
const Checked = Body.superRefine(
  refineContact((v: Patch) => ({ phone: v.phone, vat: v.vat_number, country: v.address?.country }), {
    phone: 'phone',
    vat: 'vat_number',
  }),
);

/** Optional fields are null when empty, as the contract has them. */
const orNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const limits = (path: string) => fieldSchema(Body, path);

const toValues = (p: z.infer<typeof Profile>): Values => ({
  name: p.name,
  company: p.company,
  // Stored in E.164; shown as people read it (+46 8 123 456 78).
  phone: p.phone && formatPhone(p.phone),
  vat_number: p.vatNumber,
  address: { ...p.address },
});

export function ProfileForm({ profile }: { profile: z.infer<typeof Profile> }) {
  const update = useUpdateProfile();
  const form = useForm({ resolver: zodResolver(Checked), defaultValues: toValues(profile) });
  const country = profile.address.country;
  const { register, watch, formState } = form;
  const { errors } = formState;
  const { onSubmit, footer } = useSettingsSave(form, {
    save: (patch: Patch) => update.mutateAsync(patch),
    toValues,
    savedAt: (saved) => saved.updatedAt,
  });

  return (
    <FormCard title="Contact details" onSubmit={onSubmit} errors={errors}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" schema={limits('name')} error={errors.name} length={(watch('name') ?? '').length} required>
          {(p) => <Input {...p} autoComplete="name" {...register('name')} />}
        </Field>
        <Field label="Company" schema={limits('company')} hint="Optional" error={errors.company}>
          {(p) => <Input {...p} autoComplete="organization" {...register('company', { setValueAs: orNull })} />}
        </Field>
        <Field label="Phone" schema={limits('phone')} hint="Optional, e.g. +46 8 123 456 78" error={errors.phone}>
          {(p) => <Input {...p} type="tel" autoComplete="tel" {...register('phone', { setValueAs: orNull })} />}
        </Field>
        <Field
          label="VAT number"
          schema={limits('vat_number')}
          hint="Optional, e.g. SE556677889901"
          error={errors.vat_number}
        >
          {(p) => <Input {...p} {...register('vat_number', { setValueAs: orNull })} />}
        </Field>
      </div>
      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold">Address</legend>
        <Field label="Street address" schema={limits('address.line1')} error={errors.address?.line1}>
          {(p) => <Input {...p} autoComplete="address-line1" {...register('address.line1')} />}
        </Field>
        <Field label="Address line 2" schema={limits('address.line2')} hint="Optional" error={errors.address?.line2}>
          {(p) => <Input {...p} autoComplete="address-line2" {...register('address.line2', { setValueAs: orNull })} />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label="Postal code" schema={limits('address.postalCode')} error={errors.address?.postalCode}>
            {(p) => <Input {...p} autoComplete="postal-code" {...register('address.postalCode')} />}
          </Field>
          <Field label="City" schema={limits('address.city')} error={errors.address?.city}>
            {(p) => <Input {...p} autoComplete="address-level2" {...register('address.city')} />}
          </Field>
          <Field label="Country" error={errors.address?.country}>
            {(p) => (
              <Select {...p} autoComplete="country" {...register('address.country')}>
                <CountryOptions stored={country} />
              </Select>
            )}
          </Field>
        </div>
      </fieldset>
      {footer('Save contact details')}
    </FormCard>
  );
}
