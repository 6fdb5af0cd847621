// Where the node mails a job's output when a run fails. Empty stops the mails.
import { useForm, type Resolver } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormCard } from '@/components/ui/form-card';
import { Input } from '@/components/ui/input';
import { applyProblemToForm } from '@/lib/form-errors';
import { notify } from '@/lib/notices';
import { useSetCronNotificationEmail } from './mutations';
import type { NotificationEmailValues } from './notification-email-schema';

// Checked with the contract's address schema, loaded when the form first validates (on saving):
// drawn with the cron page, the form loads no zod (issue 34: 47 ms of evaluation on the page's load).
const resolver: Resolver<NotificationEmailValues> = async (values, context, options) =>
  (await import('./notification-email-schema')).notificationEmailResolver(values, context, options);

export function NotificationEmailForm({ input, current }: { input: string; current: string | null }) {
  const save = useSetCronNotificationEmail(input);
  const { register, handleSubmit, setError, formState, reset } = useForm({
    resolver,
    values: { email: current ?? '' },
  });
  const submit = handleSubmit(async ({ email }) => {
    try {
      const r = await save.mutateAsync(email.trim() || null);
      reset({ email: r.notificationEmail ?? '' });
      notify(
        'success',
        r.notificationEmail ? `Failed runs are mailed to ${r.notificationEmail}` : 'Cron mails are switched off',
      );
    } catch (error) {
      applyProblemToForm(setError, error);
    }
  });
  return (
    <FormCard title="Notification email" onSubmit={submit} errors={formState.errors}>
      <Field
        label="Mail failed runs to"
        error={formState.errors.email}
        hint="The output of a run that fails is mailed here. Leave empty to send no mail."
      >
        {(p) => <Input {...p} type="email" autoComplete="email" className="max-w-sm" {...register('email')} />}
      </Field>
      <Button type="submit" loading={formState.isSubmitting} disabled={!formState.isDirty}>
        Save address
      </Button>
    </FormCard>
  );
}
