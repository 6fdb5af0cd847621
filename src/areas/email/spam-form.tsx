// The domain's spam filter: on/off, the score threshold, what to do with spam,
// and the allow and block lists (one address, @domain or *@domain per line).
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { emailOps } from '@contract/email';
import { Card, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { SaveFooter } from '@/components/ui/form-footer';
import { Input, Select } from '@/components/ui/input';
import { ProblemState } from '@/components/ui/problem-state';
import { Skeleton } from '@/components/ui/spinner';
import { TextArea } from '@/components/ui/text-area';
import { applyProblemToForm } from '@/lib/form-errors';
import { useEmailWrite } from './mutations';
import { emailQueries } from './queries';

const schema = emailOps.updateSpamSettings.body;
const lines = (v: unknown) =>
  Array.isArray(v)
    ? v
    : String(v ?? '')
        .split(/[\n,]+/)
        .map((s) => s.trim())
        .filter(Boolean);
const listError = (e: unknown) => {
  const x = e as { message?: string } | Array<{ message?: string } | undefined> | undefined;
  return Array.isArray(x) ? x.find(Boolean) : x;
};

export function SpamForm({ domain }: { domain: string }) {
  const q = useQuery(emailQueries.spam(domain));
  const save = useEmailWrite('updateSpamSettings');
  const [saved, setSaved] = useState(false);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { input: domain } });
  const { register, handleSubmit, setError, formState, reset } = form;
  const { errors } = formState;
  useEffect(() => {
    if (q.data) {
      reset({
        input: domain,
        enabled: q.data.enabled,
        threshold: q.data.threshold,
        action: q.data.action,
        subject_tag: q.data.subjectTag,
        allow_list: q.data.allowList,
        block_list: q.data.blockList,
      });
    }
  }, [q.data, domain, reset]);
  if (q.isPending) return <Skeleton lines={4} />;
  if (q.isError) return <ProblemState error={q.error} onRetry={() => void q.refetch()} />;
  const onSubmit = handleSubmit(async (body) => {
    setSaved(false);
    try {
      await save.mutateAsync(body);
      setSaved(true);
    } catch (error) {
      applyProblemToForm(setError, error);
    }
  });
  return (
    <Card>
      <CardTitle>Spam filter for {domain}</CardTitle>
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Spam filter">
        <ProblemAlert errors={errors} />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" {...register('enabled')} /> Filter spam
        </label>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label="Threshold" schema={schema.shape.threshold} hint="Lower is stricter" error={errors.threshold}>
            {(p) => <Input {...p} type="number" step="0.5" {...register('threshold', { valueAsNumber: true })} />}
          </Field>
          <Field label="Spam goes" error={errors.action}>
            {(p) => (
              <Select {...p} {...register('action')}>
                <option value="move_to_spam">to the Junk folder</option>
                <option value="tag">to the inbox, subject tagged</option>
                <option value="delete">nowhere (deleted)</option>
              </Select>
            )}
          </Field>
          <Field label="Subject tag" schema={schema.shape.subject_tag} error={errors.subject_tag}>
            {(p) => <Input {...p} {...register('subject_tag')} />}
          </Field>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Always allow"
            hint="One per line: jo@example.com, @example.com or *@example.com"
            error={listError(errors.allow_list)}
          >
            {(p) => (
              <TextArea
                {...p}
                rows={4}
                className="font-mono text-sm"
                {...register('allow_list', { setValueAs: lines })}
              />
            )}
          </Field>
          <Field
            label="Always block"
            hint="Same forms; blocked senders are rejected"
            error={listError(errors.block_list)}
          >
            {(p) => (
              <TextArea
                {...p}
                rows={4}
                className="font-mono text-sm"
                {...register('block_list', { setValueAs: lines })}
              />
            )}
          </Field>
        </div>
        <SaveFooter label="Save" busy={formState.isSubmitting} status={saved ? 'Saved' : ''} />
      </form>
    </Card>
  );
}
