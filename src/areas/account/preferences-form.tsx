// Display and notification preferences (PATCH /account/preferences). Choices
// come from the contract's enums; the time zone is checked the way the server
// checks it. Saving a theme also applies it to this browser.
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { PreferencesPatch, Preferences } from '@contract/account-profile';
import { applyTheme } from '@/components/layout/theme-toggle';
import { Field } from '@/components/ui/field';
import { FormCard } from '@/components/ui/form-card';
import { Input, Select } from '@/components/ui/input';
import { fieldSchema } from '@/lib/form-limits';
import { useUpdatePreferences } from './mutations';
import { NotificationChoices } from './notification-choices';
import { useSettingsSave } from './settings-save';

type Prefs = z.infer<typeof Preferences>;
type Patch = z.output<typeof PreferencesPatch>;

const languageNames: Record<Prefs['language'], string> = {
  en: 'English',
  sv: 'Svenska',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
};
const themeNames: Record<Prefs['theme'], string> = { system: 'Same as the device', light: 'Light', dark: 'Dark' };
const dateExamples: Record<Prefs['dateFormat'], string> = { iso: '2026-01-31', us: '01/31/2026', eu: '31.01.2026' };

const toValues = (p: Prefs) => ({
  language: p.language,
  timezone: p.timezone,
  theme: p.theme,
  date_format: p.dateFormat,
  notifications: { ...p.notifications },
});

export function PreferencesForm({ preferences }: { preferences: Prefs }) {
  const update = useUpdatePreferences();
  const zones = useMemo(
    () => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []),
    [],
  );
  const form = useForm({ resolver: zodResolver(PreferencesPatch), defaultValues: toValues(preferences) });
  const { register, watch, formState } = form;
  const { errors } = formState;
  const { onSubmit, footer } = useSettingsSave(form, {
    save: (patch: Patch) => update.mutateAsync(patch),
    toValues,
    savedAt: () => new Date().toISOString(),
    afterSave: (patch, saved) => {
      if (patch.theme) applyTheme(saved.theme);
    },
  });

  return (
    <FormCard title="Preferences" onSubmit={onSubmit} errors={errors}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Language" error={errors.language}>
          {(p) => (
            <Select {...p} {...register('language')}>
              {Preferences.shape.language.options.map((l) => (
                <option key={l} value={l}>
                  {languageNames[l]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          label="Time zone"
          schema={fieldSchema(PreferencesPatch, 'timezone')}
          hint="Every time on these screens is shown in this zone, e.g. Europe/Stockholm"
          error={errors.timezone}
          length={(watch('timezone') ?? '').length}
        >
          {(p) => <Input {...p} list="time-zones" autoComplete="off" spellCheck={false} {...register('timezone')} />}
        </Field>
        <datalist id="time-zones">
          {zones.map((tz) => (
            <option key={tz} value={tz} />
          ))}
        </datalist>
        <Field label="Theme" error={errors.theme}>
          {(p) => (
            <Select {...p} {...register('theme')}>
              {Preferences.shape.theme.options.map((t) => (
                <option key={t} value={t}>
                  {themeNames[t]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Date format" error={errors.date_format}>
          {(p) => (
            <Select {...p} {...register('date_format')}>
              {Preferences.shape.dateFormat.options.map((d) => (
                <option key={d} value={d}>
                  {dateExamples[d]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <NotificationChoices register={register} />
      {footer('Save preferences')}
    </FormCard>
  );
}
