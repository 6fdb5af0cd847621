// Create or edit a billing address in a dialog. The form validates with the
// contract's own body schema and the contact check the server runs (the VAT
// number must be the chosen country's: ADR 022); an emptied optional field is
// sent as null (cleared) on edit, and only the fields that changed are sent.
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  CreateBillingAddressBody,
  InvoiceDelivery,
  UpdateBillingAddressBody,
  type BillingAddress,
} from '@contract/billing-addresses';
import { refineContact } from '@contract/contact-checks';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { FormFooter } from '@/components/ui/form-footer';
import { Input, Select } from '@/components/ui/input';
import { changedFields } from '@/lib/changed-fields';
import { applyProblemToForm } from '@/lib/form-errors';
import { notify } from '@/lib/notices';
import { CountryOptions } from '@/components/country-options';
import { useCreateAddress, useUpdateAddress } from './mutations';

type Values = z.input<typeof CreateBillingAddressBody>;
type Address = z.infer<typeof BillingAddress>;
const OPTIONAL = ['company', 'org_number', 'vat_number', 'reference', 'line2', 'invoice_email'] as const;
const shape = CreateBillingAddressBody.shape;
const vatOfCountry = refineContact(
  (v: { vat_number?: string | null; country?: string }) => ({
    vat: v.vat_number,
    country: v.country,
  }),
  { vat: 'vat_number' },
);
const checkedCreate = CreateBillingAddressBody.superRefine(vatOfCountry);
const checkedUpdate = UpdateBillingAddressBody.superRefine(vatOfCountry);

function cleaned(values: Values, editing: boolean): Values {
  const out: Record<string, unknown> = { ...values };
  for (const k of OPTIONAL)
    if (typeof out[k] === 'string' && !(out[k] as string).trim()) out[k] = editing ? null : undefined;
  if (editing) delete out.invoice_email;
  return out as Values;
}

const toValues = (a?: Address): Values => ({
  name: a?.name ?? '',
  company: a?.company ?? '',
  org_number: a?.orgNumber ?? '',
  vat_number: a?.vatNumber ?? '',
  reference: a?.reference ?? '',
  line1: a?.line1 ?? '',
  line2: a?.line2 ?? '',
  city: a?.city ?? '',
  postal_code: a?.postalCode ?? '',
  country: a?.country ?? '',
  invoice_delivery: a?.invoiceDelivery ?? 'email',
  invoice_email: '',
});

export function AddressFormDialog({ address, onClose }: { address?: Address; onClose: () => void }) {
  const editing = Boolean(address);
  const create = useCreateAddress();
  const update = useUpdateAddress(address?.id ?? 0);
  const schema = editing ? checkedUpdate : checkedCreate;
  const resolver: Resolver<Values> = (values, ctx, opts) =>
    (zodResolver(schema as typeof checkedCreate) as Resolver<Values>)(cleaned(values, editing), ctx, opts);

  const storedCountry = address?.country;
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    resolver,
    defaultValues: toValues(address),
  });
  const { errors, isSubmitting, dirtyFields } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (address) {
        const changed = changedFields(cleaned(values, true), dirtyFields);
        if (Object.keys(changed).length === 0) return onClose();
        await update.mutateAsync(changed);
        notify('success', 'Billing address saved', 'Invoices already issued keep the address they were issued to.');
      } else {
        const a = await create.mutateAsync(values as z.input<typeof CreateBillingAddressBody>);
        notify(
          'success',
          'Billing address added',
          a.isPrimary ? 'It is the primary address for new invoices.' : undefined,
        );
      }
      onClose();
    } catch (error) {
      applyProblemToForm(setError, error);
    }
  });

  const text = (
    name: keyof typeof shape & keyof Values,
    label: string,
    o: { required?: boolean; autoComplete?: string; hint?: string } = {},
  ) => (
    <Field label={label} schema={shape[name]} error={errors[name]} required={o.required} hint={o.hint}>
      {(p) => <Input {...p} autoComplete={o.autoComplete} {...register(name)} />}
    </Field>
  );

  return (
    <Dialog
      open
      onClose={() => !isSubmitting && onClose()}
      title={editing ? `Edit ${address!.name}` : 'Add a billing address'}
      wide
    >
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <ProblemAlert errors={errors} />
        {text('name', 'Invoices addressed to', { required: true, autoComplete: 'name' })}
        <div className="grid gap-3 sm:grid-cols-2">
          {text('company', 'Company', { autoComplete: 'organization' })}
          {text('org_number', 'Organisation number')}
          {text('vat_number', 'VAT number', { hint: 'With country prefix' })}
          {text('reference', 'Your reference', { hint: 'Printed on invoices' })}
        </div>
        {text('line1', 'Street address', { required: true, autoComplete: 'address-line1' })}
        {text('line2', 'Address line 2', { autoComplete: 'address-line2' })}
        <div className="grid gap-3 sm:grid-cols-3">
          {text('postal_code', 'Postal code', { required: true, autoComplete: 'postal-code' })}
          {text('city', 'City', { required: true, autoComplete: 'address-level2' })}
          <Field label="Country" error={errors.country} required>
            {(p) => (
              <Select {...p} autoComplete="country" {...register('country')}>
                <option value="">Choose…</option>
                <CountryOptions stored={storedCountry} />
              </Select>
            )}
          </Field>
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Invoice delivery" error={errors.invoice_delivery}>
            {(p) => (
              <Select {...p} {...register('invoice_delivery')}>
                {InvoiceDelivery.options.map((d) => (
                  <option key={d} value={d}>
                    {d === 'edi' ? 'EDI' : d === 'post' ? 'Post' : 'Email'}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {!editing &&
            text('invoice_email', 'Invoice email', {
              autoComplete: 'email',
              hint: 'Becomes its first invoice contact',
            })}
        </div>
        <FormFooter submitLabel={editing ? 'Save changes' : 'Add address'} busy={isSubmitting} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
