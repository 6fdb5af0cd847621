// Create a mailbox. The form validates with the contract's own body schema
// (address, password policy, quota and send-limit ranges); a 422 from the
// server lands on the same fields.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { emailOps } from '@contract/email';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { Input } from '@/components/ui/input';
import { applyProblemToForm } from '@/lib/form-errors';
import { useEmailWrite } from './mutations';

const schema = emailOps.createMailbox.body;
const shape = schema.shape;

export function CreateMailboxDialog({ domain, onClose }: { domain: string; onClose: () => void }) {
  const navigate = useNavigate();
  const create = useEmailWrite('createMailbox');
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { input: `@${domain}`, password: '', quota_mb: 1024, send_limit: 0 },
  });
  const { register, handleSubmit, setError, formState } = form;
  const { errors } = formState;

  const onSubmit = handleSubmit(async (body) => {
    try {
      const box = await create.mutateAsync(body);
      onClose();
      await navigate({ to: '/email/mailbox', search: { address: box.address } });
    } catch (error) {
      applyProblemToForm(setError, error);
    }
  });

  return (
    <Dialog open onClose={() => !formState.isSubmitting && onClose()} title="Create a mailbox">
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Create a mailbox">
        <ProblemAlert errors={errors} />
        <Field label="Address" hint={`For example info@${domain}`} error={errors.input} required>
          {(p) => <Input {...p} type="email" autoComplete="off" autoFocus {...register('input')} />}
        </Field>
        <Field
          label="Password"
          hint="At least 12 characters, letters with digits or symbols, not the mailbox name"
          error={errors.password}
          required
        >
          {(p) => <Input {...p} type="password" autoComplete="new-password" {...register('password')} />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Quota (MB)" schema={shape?.quota_mb} hint="0 = unlimited" error={errors.quota_mb}>
            {(p) => (
              <Input {...p} type="number" inputMode="numeric" {...register('quota_mb', { valueAsNumber: true })} />
            )}
          </Field>
          <Field label="Send limit per day" schema={shape?.send_limit} hint="0 = unlimited" error={errors.send_limit}>
            {(p) => (
              <Input {...p} type="number" inputMode="numeric" {...register('send_limit', { valueAsNumber: true })} />
            )}
          </Field>
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <Button onClick={onClose} disabled={formState.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" loading={formState.isSubmitting}>
            Create mailbox
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
