// The contacts of one billing address: who gets invoices, technical mail and
// EDI invoices. Adding is immediate; removing is a hold confirmed on the next page.
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { billingOps } from '@contract/billing';
import { ContactType, type BillingContact } from '@contract/billing-addresses';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { applyProblemToForm } from '@/lib/form-errors';
import { attemptKey, newAttemptBase } from '@/lib/attempt-key';
import { useOpenConfirmation } from '@/lib/hold-request';
import { useAddContact, useRemoveContact } from './mutations';

const AddBody = billingOps.addBillingContact.body;
const typeLabel: Record<z.infer<typeof ContactType>, string> = {
  invoice_email: 'Invoices',
  technical: 'Technical',
  edi_invoice: 'EDI invoices',
};

export function ContactsList({
  addressId,
  addressName,
  contacts,
}: {
  addressId: number;
  addressName: string;
  contacts: z.infer<typeof BillingContact>[];
}) {
  const openConfirmation = useOpenConfirmation();
  const add = useAddContact(addressId);
  const remove = useRemoveContact();
  const base = useMemo(() => newAttemptBase(`contact-${addressId}`), [addressId]);
  const { register, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(AddBody),
    defaultValues: { billing_address_id: addressId, type: 'invoice_email' as const, email: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (body) => {
    try {
      await add.mutateAsync(body);
      reset({ billing_address_id: addressId, type: body.type, email: '' });
    } catch (error) {
      applyProblemToForm(setError, error);
    }
  });

  return (
    <section aria-label={`Contacts of ${addressName}`} className="space-y-3">
      <h3 className="text-sm font-semibold">Contacts</h3>
      {contacts.length === 0 ? (
        <p className="text-sm text-muted">No contacts: invoices for this address are not emailed to anyone.</p>
      ) : (
        <ul className="divide-y divide-line text-sm">
          {contacts.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-1.5">
              <span className="min-w-0 break-all">
                {c.email} <span className="text-xs text-muted">· {typeLabel[c.type]}</span>
              </span>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Remove ${c.email} (${typeLabel[c.type]})`}
                loading={remove.isPending && remove.variables?.contactId === c.id}
                onClick={() =>
                  remove.mutate(
                    { addressId, contactId: c.id, attempt_key: attemptKey(base, c.id) },
                    {
                      onSuccess: openConfirmation,
                    },
                  )
                }
              >
                Remove…
              </Button>
            </li>
          ))}
        </ul>
      )}
      {remove.error && <ProblemAlert problem={remove.error} />}
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={`Add a contact to ${addressName}`}
        className="grid gap-2 sm:grid-cols-[10rem_1fr_auto] sm:items-end"
      >
        <div className="sm:col-span-3">
          <ProblemAlert errors={errors} />
        </div>
        <Field label="Type" error={errors.type}>
          {(p) => (
            <Select {...p} {...register('type')}>
              {ContactType.options.map((t) => (
                <option key={t} value={t}>
                  {typeLabel[t]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Email" schema={AddBody.shape.email} error={errors.email ?? errors.billing_address_id}>
          {(p) => <Input {...p} type="email" {...register('email')} />}
        </Field>
        <Button type="submit" loading={isSubmitting}>
          Add contact
        </Button>
      </form>
    </section>
  );
}
