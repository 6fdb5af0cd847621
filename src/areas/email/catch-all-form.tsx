// What happens to mail for addresses of the domain that are no mailbox or forwarder.
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { emailOps } from '@contract/email';
import { Card, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { SaveFooter } from '@/components/ui/form-footer';
import { Input } from '@/components/ui/input';
import { ProblemState } from '@/components/ui/problem-state';
import { Skeleton } from '@/components/ui/spinner';
import { applyProblemToForm } from '@/lib/form-errors';
import { useEmailWrite } from './mutations';
import { emailQueries } from './queries';

const schema = emailOps.setCatchAll.body;
const modes = [
  { value: 'reject', label: 'Reject', hint: 'The sender gets a bounce: “user unknown”.' },
  { value: 'discard', label: 'Discard', hint: 'Accept and drop it silently.' },
  { value: 'forward', label: 'Forward', hint: 'Deliver it to one address.' },
] as const;

export function CatchAllForm({ domain }: { domain: string }) {
  const q = useQuery(emailQueries.catchAll(domain));
  const save = useEmailWrite('setCatchAll');
  const [saved, setSaved] = useState(false);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      input: domain,
      mode: 'reject' as 'reject' | 'discard' | 'forward',
      forward_to: undefined as string | undefined,
    },
  });
  const { register, handleSubmit, setError, formState, watch, reset } = form;
  useEffect(() => {
    if (q.data) reset({ input: domain, mode: q.data.mode, forward_to: q.data.forwardTo ?? undefined });
  }, [q.data, domain, reset]);
  if (q.isPending) return <Skeleton lines={3} />;
  if (q.isError) return <ProblemState error={q.error} onRetry={() => void q.refetch()} />;
  const mode = watch('mode');
  const onSubmit = handleSubmit(async (body) => {
    setSaved(false);
    try {
      await save.mutateAsync({ ...body, forward_to: body.mode === 'forward' ? body.forward_to : undefined });
      setSaved(true);
    } catch (error) {
      applyProblemToForm(setError, error);
    }
  });
  return (
    <Card>
      <CardTitle>Catch-all for {domain}</CardTitle>
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Catch-all">
        <ProblemAlert errors={formState.errors} />
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">Mail for unknown addresses</legend>
          {modes.map((m) => (
            <label key={m.value} className="flex items-start gap-2 text-sm">
              <input type="radio" value={m.value} {...register('mode')} className="mt-1" />
              <span>
                <strong>{m.label}</strong> — {m.hint}
              </span>
            </label>
          ))}
        </fieldset>
        {mode === 'forward' && (
          <Field label="Forward to" error={formState.errors.forward_to} required>
            {(p) => <Input {...p} type="email" {...register('forward_to')} />}
          </Field>
        )}
        <SaveFooter label="Save" busy={formState.isSubmitting} status={saved ? 'Saved' : ''} />
      </form>
    </Card>
  );
}
