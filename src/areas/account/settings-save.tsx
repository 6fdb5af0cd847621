// Saving a settings card (profile, preferences): send only what changed, take
// what the server now holds as the form's new baseline, and say beside the Save
// button whether there are unsaved changes or when it was last saved.
import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { SaveFooter } from '@/components/ui/form-footer';
import { changedFields } from '@/lib/changed-fields';
import { applyProblemToForm } from '@/lib/form-errors';
import { savedStatus } from './saved-status';

interface SettingsSave<TPatch, TSaved, TValues> {
  save: (patch: TPatch) => Promise<TSaved>;
  toValues: (saved: TSaved) => TValues;
  /** When the server says it was saved, or now. */
  savedAt: (saved: TSaved) => string;
  afterSave?: (patch: TPatch, saved: TSaved) => void;
}

export function useSettingsSave<TValues extends FieldValues, TPatch extends object, TSaved>(
  form: UseFormReturn<TValues, unknown, TPatch>,
  { save, toValues, savedAt, afterSave }: SettingsSave<TPatch, TSaved, TValues>,
) {
  const [lastSaved, setLastSaved] = useState<string | null>(null);
  const { handleSubmit, reset, setError, formState } = form;
  const onSubmit = handleSubmit(async (values) => {
    const patch = changedFields(values, formState.dirtyFields as Partial<Record<keyof TPatch, unknown>>) as TPatch;
    try {
      const saved = await save(patch);
      reset(toValues(saved));
      setLastSaved(savedAt(saved));
      afterSave?.(patch, saved);
    } catch (error) {
      applyProblemToForm(setError, error);
    }
  });
  const footer = (label: string) => (
    <SaveFooter
      label={label}
      busy={formState.isSubmitting}
      disabled={!formState.isDirty}
      status={savedStatus(formState.isDirty, lastSaved)}
      tone="muted"
    />
  );
  return { onSubmit, footer };
}
