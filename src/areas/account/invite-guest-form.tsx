// Invite a guest by email. The only role is `all` (full access), so the form
// says so instead of offering a choice that does not exist.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { accountOps } from '@contract/account';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormCard } from '@/components/ui/form-card';
import { Input } from '@/components/ui/input';
import { applyProblemToForm } from '@/lib/form-errors';
import { notify } from '@/lib/notices';
import { useInviteGuest } from './mutations';

const Body = accountOps.inviteGuest.body;

export function InviteGuestForm() {
  const invite = useInviteGuest();
  const { register, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(Body),
    defaultValues: { email: '', role: 'all' as const },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (body) => {
    try {
      const guest = await invite.mutateAsync({ email: body.email, role: 'all' });
      reset();
      notify(
        'success',
        `Invited ${guest.email}`,
        guest.linked
          ? 'They can switch to this account now.'
          : 'They get access once they create a login with this address.',
      );
    } catch (error) {
      applyProblemToForm(setError, error);
    }
  });

  return (
    <FormCard title="Invite a guest" onSubmit={onSubmit} errors={errors}>
      <Field label="Guest email" schema={Body.shape.email} error={errors.email} required>
        {(p) => <Input {...p} type="email" autoComplete="off" {...register('email')} />}
      </Field>
      <p className="text-sm text-muted">
        Role: <strong className="text-fg">full access</strong> (the only role). A guest can do everything you can on
        this account — change services, approve requests, add funds — and their actions are recorded in the audit log
        under their own name. We email them an invitation; revoke access here at any time.
      </p>
      <Button type="submit" variant="primary" loading={isSubmitting}>
        Invite guest
      </Button>
    </FormCard>
  );
}
