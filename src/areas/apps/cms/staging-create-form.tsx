// Create a staging copy: the server copies the install (files and database)
// now and answers with the copy, which the list above shows at once. The
// target path is checked with the contract's own rule before anything is sent.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { SitePath } from '@contract/apps-shared';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { Input } from '@/components/ui/input';
import { attemptKey, newAttemptBase } from '@/lib/attempt-key';
import { applyProblemToForm } from '@/lib/form-errors';
import { useCreateStaging } from './staging-mutations';

const schema = z.object({ target_path: SitePath });

export function StagingCreateForm({ input, installId, domain }: { input: string; installId: string; domain: string }) {
  const create = useCreateStaging(input, installId);
  // One key per intent: a retry of a call that got no answer gets the same copy back, while a
  // submit after a copy was made asks for another one.
  const [base, setBase] = useState(() => newAttemptBase('staging-create'));
  const [created, setCreated] = useState<{ url: string } | null>(null);
  const { register, handleSubmit, setError, formState, watch, reset } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { target_path: '' },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async ({ target_path }) => {
    setCreated(null);
    const params = target_path ? { target_path } : {};
    try {
      const r = await create.mutateAsync({ ...params, attempt_key: attemptKey(base, params) });
      if (r.status === 'created') setCreated({ url: r.staging.url });
      setBase(newAttemptBase('staging-create'));
      reset({ target_path: '' });
    } catch (error) {
      applyProblemToForm(setError, error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Create a staging copy" className="space-y-3">
      <ProblemAlert errors={errors} />
      <Field
        label="Target path (optional)"
        schema={SitePath}
        hint={`A directory on ${domain} (letters, digits, dot, underscore, slash, hyphen); empty: the server picks one`}
        error={errors.target_path}
        length={watch('target_path').length}
      >
        {(p) => (
          <Input {...p} {...register('target_path')} placeholder="staging" autoComplete="off" spellCheck={false} />
        )}
      </Field>
      <p className="text-sm text-muted">
        The copy has its own files and database; production is not touched. It is ready as soon as this answers.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="primary" loading={formState.isSubmitting}>
          Create staging
        </Button>
        <span role="status" className="text-sm text-success">
          {created && (
            <>
              Staging copy created at{' '}
              <a href={created.url} target="_blank" rel="noreferrer" className="underline">
                {created.url}
              </a>
              .
            </>
          )}
        </span>
      </div>
    </form>
  );
}
