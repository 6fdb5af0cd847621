// Emailing the invoice: a copy with its PDF and pay link to one address, or
// again to the billing address's invoice contacts. Neither changes the invoice.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { billingOps, type Invoice } from '@contract/billing';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { applyProblemToForm } from '@/lib/form-errors';
import { notify } from '@/lib/notices';
import { useResendInvoice, useSendInvoice } from './mutations';

const SendBody = billingOps.sendInvoice.body;

export function InvoiceSendPanel({ invoice }: { invoice: z.infer<typeof Invoice> }) {
  const id = String(invoice.id);
  const send = useSendInvoice(id);
  const resend = useResendInvoice(id);
  const { register, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(SendBody),
    defaultValues: { invoice_id: invoice.id, email: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (body) => {
    try {
      const r = await send.mutateAsync(body);
      notify(
        'success',
        `${invoice.number} sent`,
        `Emailed to ${r.email} with the PDF${invoice.paymentUrl ? ' and a pay link' : ''}.`,
      );
      reset({ invoice_id: invoice.id, email: '' });
    } catch (error) {
      applyProblemToForm(setError, error);
    }
  });

  return (
    <Card aria-labelledby="send-title" className="space-y-4">
      <CardTitle>
        <span id="send-title">Send the invoice</span>
      </CardTitle>
      <form onSubmit={onSubmit} noValidate className="space-y-3" aria-labelledby="send-title">
        <ProblemAlert errors={errors} />
        <Field
          label="Email a copy to"
          schema={SendBody.shape.email}
          error={errors.email}
          hint="Exactly this address gets the PDF and the pay link"
        >
          {(p) => <Input {...p} type="email" autoComplete="email" {...register('email')} />}
        </Field>
        <Button type="submit" loading={isSubmitting}>
          Send copy
        </Button>
      </form>
      <div className="space-y-2 border-t border-line pt-4 text-sm">
        <p className="text-muted">Or send it again to the invoice contacts of the billing address.</p>
        <Button
          size="sm"
          loading={resend.isPending}
          onClick={() =>
            resend.mutate(undefined, {
              onSuccess: (r) => notify('success', `${invoice.number} sent again`, `To ${r.recipients.join(', ')}.`),
            })
          }
        >
          Re-send to invoice contacts
        </Button>
        {resend.error && <ProblemAlert problem={resend.error} />}
      </div>
    </Card>
  );
}
