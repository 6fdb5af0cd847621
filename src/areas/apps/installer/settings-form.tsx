// An installed app's automatic upgrades and backups (PATCH /apps/settings):
// only what changed is sent, and the answer is the app as it now stands.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { installerOps } from '@contract/apps';
import { Card, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { SaveFooter } from '@/components/ui/form-footer';
import { Select } from '@/components/ui/input';
import { NumberField } from '@/components/ui/number-field';
import { applyProblemToForm } from '@/lib/form-errors';
import { autoBackupLabel, autoBackupOptions } from './install-schema';
import { useConfigureApp } from './mutations';

const shape = installerOps.configureApp.body.shape;
const schema = z.object({
  auto_upgrade: z.boolean(),
  auto_backup: shape.auto_backup.unwrap(),
  backup_rotation: shape.backup_rotation.unwrap(),
});
type Values = z.infer<typeof schema>;

export function SettingsForm({
  input,
  installId,
  current,
  disabled,
}: {
  input: string;
  installId: string;
  current: Values;
  disabled?: boolean;
}) {
  const configure = useConfigureApp(input, installId);
  const form = useForm<Values>({ resolver: zodResolver(schema), values: current });
  const { register, handleSubmit, setError, formState } = form;
  const { errors, isDirty, isSubmitting } = formState;
  // The form resets to the saved settings when they come back, so "Saved" is remembered here.
  const [saved, setSaved] = useState(false);

  const onSubmit = handleSubmit(async (v) => {
    const changed = Object.fromEntries(
      (Object.keys(v) as (keyof Values)[]).filter((k) => v[k] !== current[k]).map((k) => [k, v[k]]),
    ) as Partial<Values>;
    if (Object.keys(changed).length === 0) return;
    setSaved(false);
    try {
      await configure.mutateAsync(changed);
      setSaved(true);
    } catch (error) {
      applyProblemToForm(setError, error);
    }
  });

  return (
    <Card>
      <CardTitle>Settings</CardTitle>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
        <ProblemAlert errors={errors} />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" disabled={disabled} {...register('auto_upgrade')} />
          Upgrade automatically when a new version comes out
        </label>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Automatic backups" error={errors.auto_backup}>
            {(p) => (
              <Select {...p} disabled={disabled} {...register('auto_backup')}>
                {autoBackupOptions.map((o) => (
                  <option key={o} value={o}>
                    {autoBackupLabel[o]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <NumberField
            label="Backups kept"
            schema={shape.backup_rotation}
            error={errors.backup_rotation}
            hint="The oldest automatic backup is deleted when a new one would exceed this."
            disabled={disabled}
            {...register('backup_rotation', { valueAsNumber: true })}
          />
        </div>
        <SaveFooter
          label="Save settings"
          busy={isSubmitting}
          disabled={disabled || !isDirty}
          status={isDirty ? 'Unsaved changes' : saved ? 'Saved' : ''}
          tone={isDirty ? 'muted' : 'success'}
        />
      </form>
    </Card>
  );
}
