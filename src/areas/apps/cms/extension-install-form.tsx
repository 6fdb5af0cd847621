// Installing a plugin or theme from the CMS's public directory by its slug
// (`contact-form-7`), checked with the contract's own slug schema; the
// server's refusal (unknown slug, already installed) lands on the field.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Slug } from '@contract/apps-shared';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { Input } from '@/components/ui/input';
import { applyProblemToForm } from '@/lib/form-errors';

const schema = z.object({ slug: Slug, activate: z.boolean() });

interface ExtensionInstallFormProps {
  kind: 'plugin' | 'theme';
  install: (v: { slug: string; activate: boolean }) => Promise<{ name: string }>;
  onInstalled: (name: string) => void;
}

export function ExtensionInstallForm({ kind, install, onInstalled }: ExtensionInstallFormProps) {
  const { register, handleSubmit, setError, formState, reset } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { slug: '', activate: false },
  });
  const { errors } = formState;
  const onSubmit = handleSubmit(async (v) => {
    try {
      const added = await install(v);
      reset();
      onInstalled(added.name);
    } catch (error) {
      applyProblemToForm(setError, error);
    }
  });
  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-label={`Install a ${kind}`}
      className="space-y-3 rounded-card border border-line bg-surface p-4"
    >
      <ProblemAlert errors={errors} />
      <div className="grid items-end gap-3 sm:grid-cols-[1fr_auto_auto]">
        <Field
          label={`Install a ${kind} by its slug`}
          schema={Slug}
          error={errors.slug}
          hint={kind === 'plugin' ? 'As in the plugin directory, e.g. contact-form-7' : 'E.g. twentytwentyfive'}
        >
          {(p) => <Input {...p} {...register('slug')} autoComplete="off" spellCheck={false} />}
        </Field>
        <label className="flex min-h-10 items-center gap-2 text-sm">
          <input type="checkbox" {...register('activate')} />
          Activate it
        </label>
        <Button type="submit" loading={formState.isSubmitting}>
          Install
        </Button>
      </div>
    </form>
  );
}
