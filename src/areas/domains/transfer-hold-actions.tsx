// Cancelling and retrying an inbound transfer. Both are holds: the button (or
// the retry dialog, which takes an optional corrected auth code) asks for the
// hold and opens its confirmation page; nothing changes until it is approved.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { FormFooter } from '@/components/ui/form-footer';
import { Input } from '@/components/ui/input';
import { displayDomain } from '@/lib/display-domain';
import { optionalAuthCode } from './auth-code-field';
import { useDirectHold } from './direct-hold';
import { useOrderHold } from './order-hold';
import { useCancelTransfer, useRetryTransfer } from './transfer-mutations';

export function CancelTransferButton({ id, domain }: { id: string; domain: string }) {
  const cancel = useCancelTransfer(id);
  const hold = useDirectHold('transfer-cancel', cancel.mutateAsync);
  return (
    <Button
      variant="danger"
      loading={cancel.isPending}
      onClick={() => void hold({}, `The transfer of ${displayDomain(domain)} cannot be cancelled`, domain)}
    >
      Cancel transfer…
    </Button>
  );
}

const RetryForm = z.object({ auth_code: optionalAuthCode });

export function RetryTransferButton({ id, domain }: { id: string; domain: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        Retry…
      </Button>
      {open && <RetryDialog id={id} domain={domain} onClose={() => setOpen(false)} />}
    </>
  );
}

function RetryDialog({ id, domain, onClose }: { id: string; domain: string; onClose: () => void }) {
  const retry = useRetryTransfer(id);
  const hold = useOrderHold('transfer-retry', retry.mutateAsync);
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(RetryForm),
    defaultValues: { auth_code: '' },
  });
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit((v) => hold(domain, v.auth_code ? { auth_code: v.auth_code } : {}, setError));
  return (
    <Dialog open onClose={isSubmitting ? () => {} : onClose} title={`Retry the transfer of ${displayDomain(domain)}`}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <ProblemAlert errors={errors} />
        <p className="text-sm">
          The registry checks the transfer again. If it failed on the auth code, enter the corrected one from the
          current registrar; otherwise leave it empty to use the code given before.
        </p>
        <Field label="Corrected auth code (optional)" schema={optionalAuthCode} error={errors.auth_code}>
          {(p) => <Input {...p} {...register('auth_code')} autoComplete="off" spellCheck={false} autoFocus />}
        </Field>
        <FormFooter submitLabel="Retry — continue to confirm" busy={isSubmitting} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
