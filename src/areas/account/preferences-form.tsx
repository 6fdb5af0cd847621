// Display and notification preferences (PATCH /account/preferences). Choices
// come from the contract's enums, each with an example written by the same
// formatters the screens use (src/lib/format.ts), in the choices as they stand
// in the form; the time zone is checked the way the server checks it. A saved
// change takes effect everywhere at once through the cached preferences
// (src/lib/preferences.ts), the theme included, on every browser (ADR 030).
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { PreferencesPatch, Preferences } from '@contract/account-profile';
import { Field } from '@/components/ui/field';
import { FormCard } from '@/components/ui/form-card';
import { Input, Select } from '@/components/ui/input';
import { fieldSchema } from '@/lib/form-limits';
import { formatDate, formatDateTime, formatMoney, formatNumber, type TimeOptions } from '@/lib/format';
import { useUpdatePreferences } from './mutations';
import { NotificationChoices } from './notification-choices';
import { useSettingsSave } from './settings-save';

type Prefs = z.infer<typeof Preferences>;
type Patch = z.output<typeof PreferencesPatch>;

// Named in their own language, the way a person looks for theirs in a list.
const localeNames: Record<Prefs['language'], string> = {
  'en-GB': 'English (United Kingdom)',
  'en-US': 'English (United States)',
  'sv-SE': 'Svenska (Sverige)',
  'de-DE': 'Deutsch (Deutschland)',
  'fr-FR': 'Français (France)',
  'es-ES': 'Español (España)',
};
const themeNames: Record<Prefs['theme'], string> = { system: 'Same as the device', light: 'Light', dark: 'Dark' };
const dateFormatNames: Record<Prefs['dateFormat'], string> = {
  locale: 'As the language writes it',
  iso: 'ISO 8601',
  us: 'Month/day/year',
  eu: 'Day.month.year',
};

// The examples: a moment after noon (so a 12-hour clock shows), a day whose number cannot be a month.
const EXAMPLE_MOMENT = '2026-01-31T13:45:00Z';
const EXAMPLE_MONEY = { amount: 1234.5, currency: 'EUR' };
const EXAMPLE_COUNT = 1234567;

const isZone = (zone: string) => fieldSchema(PreferencesPatch, 'timezone')?.safeParse(zone).success ?? false;

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
  const locale = watch('language') ?? preferences.language;
  const typedZone = watch('timezone') ?? '';
  // What the examples are written in: the form's choices as they stand (a zone still being typed: the saved one).
  const example: TimeOptions = {
    locale,
    timeZone: isZone(typedZone) ? typedZone : preferences.timezone,
    dateFormat: watch('date_format') ?? preferences.dateFormat,
  };
  const { onSubmit, footer } = useSettingsSave(form, {
    save: (patch: Patch) => update.mutateAsync(patch),
    toValues,
    savedAt: () => new Date().toISOString(),
  });

  return (
    <FormCard title="Preferences" onSubmit={onSubmit} errors={errors}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Regional format"
          hint={`How numbers, amounts and sizes are written: ${formatNumber(EXAMPLE_COUNT, 0, { locale })} and ${formatMoney(EXAMPLE_MONEY, { locale })}`}
          error={errors.language}
        >
          {(p) => (
            <Select {...p} {...register('language')}>
              {Preferences.shape.language.options.map((l) => (
                <option key={l} value={l}>
                  {`${localeNames[l]}: ${formatNumber(EXAMPLE_COUNT, 0, { locale: l })} · ${formatMoney(EXAMPLE_MONEY, { locale: l })}`}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          label="Time zone"
          schema={fieldSchema(PreferencesPatch, 'timezone')}
          hint={`A name such as Europe/Stockholm. Every time on these screens is shown in it: ${formatDateTime(EXAMPLE_MOMENT, example)}`}
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
        <Field label="Theme" hint="Kept with the account: every browser you sign in on uses it" error={errors.theme}>
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
        <Field
          label="Date format"
          hint={`A day is written ${formatDate(EXAMPLE_MOMENT, example)}; with its time, ${formatDateTime(EXAMPLE_MOMENT, example)}`}
          error={errors.date_format}
        >
          {(p) => (
            <Select {...p} {...register('date_format')}>
              {Preferences.shape.dateFormat.options.map((d) => (
                <option key={d} value={d}>
                  {`${dateFormatNames[d]}: ${formatDate(EXAMPLE_MOMENT, { ...example, dateFormat: d })}`}
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
