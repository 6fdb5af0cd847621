// The settings of a CMS install (PUT /cms/settings): validated by the
// contract's own schema, only changed fields sent, the settings read back as
// the form's new baseline, "Saved" beside the button, and a question before
// leaving with unsaved changes.
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { cmsContentOps, type CmsSettings } from '@contract/apps-cms-content';
import { Field } from '@/components/ui/field';
import { SaveFooter } from '@/components/ui/form-footer';
import { FormCard } from '@/components/ui/form-card';
import { Input, Select } from '@/components/ui/input';
import { NumberField } from '@/components/ui/number-field';
import { changedFields } from '@/lib/changed-fields';
import { applyProblemToForm } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/format';
import { ROLES, ROLE_LABELS } from './users-roles';
import { useUpdateCmsSettings } from './settings-mutations';
import { UnsavedChangesGuard } from './settings-unsaved-guard';

type Settings = z.infer<typeof CmsSettings>;

// The body's fields without the site (the body's "at least one" rule is kept by sending only a change).
const { input: _input, install_id: _installId, ...fields } = cmsContentOps.updateCmsSettings.body.shape;
const Form = z.object(fields);
type Values = z.input<typeof Form>;
type Patch = z.output<typeof Form>;

const toValues = (s: Settings): Values => ({
  site_title: s.siteTitle,
  tagline: s.tagline,
  admin_email: s.adminEmail,
  language: s.language,
  timezone: s.timezone,
  date_format: s.dateFormat,
  time_format: s.timeFormat,
  permalink_structure: s.permalinkStructure,
  default_role: s.defaultRole,
  users_can_register: s.usersCanRegister,
  search_engine_visible: s.searchEngineVisible,
  comments_open: s.commentsOpen,
  posts_per_page: s.postsPerPage,
});

/** The zones the browser knows, offered as suggestions (the CMS keeps whatever it is given). */
const zones = () => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []);

export function SettingsForm({ input, installId, settings }: { input: string; installId: string; settings: Settings }) {
  const save = useUpdateCmsSettings(input, installId);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const { register, handleSubmit, reset, setError, watch, formState } = useForm<Values, unknown, Patch>({
    resolver: zodResolver(Form),
    defaultValues: toValues(settings),
  });
  const { errors, isDirty, isSubmitting, dirtyFields } = formState;
  const timezones = useMemo(zones, []);
  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(changedFields(values, dirtyFields));
      reset(toValues(saved));
      setSavedAt(new Date().toISOString());
    } catch (error) {
      applyProblemToForm(setError, error);
    }
  });
  const limits = (name: keyof typeof fields) => fields[name];
  const status = isDirty ? 'Unsaved changes' : savedAt ? `Saved ${formatDateTime(savedAt)}` : '';

  return (
    <FormCard title="Site settings" onSubmit={onSubmit} errors={errors}>
      <p className="text-sm text-muted">
        Address: <span className="break-all font-mono">{settings.siteUrl}</span>
      </p>
      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold">General</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Site title"
            schema={limits('site_title')}
            error={errors.site_title}
            length={(watch('site_title') ?? '').length}
            required
          >
            {(p) => <Input {...p} {...register('site_title')} />}
          </Field>
          <Field
            label="Tagline"
            schema={limits('tagline')}
            hint="A few words about the site"
            error={errors.tagline}
            length={(watch('tagline') ?? '').length}
          >
            {(p) => <Input {...p} {...register('tagline')} />}
          </Field>
          <Field label="Administration email" hint="Where the CMS sends its notices" error={errors.admin_email}>
            {(p) => <Input {...p} type="email" {...register('admin_email')} />}
          </Field>
          <Field label="Language" hint="A locale such as en_US or sv_SE" error={errors.language}>
            {(p) => <Input {...p} spellCheck={false} {...register('language')} />}
          </Field>
          <Field
            label="Time zone"
            schema={limits('timezone')}
            hint="E.g. Europe/Stockholm or UTC"
            error={errors.timezone}
          >
            {(p) => (
              <>
                <Input {...p} list="cms-timezones" spellCheck={false} {...register('timezone')} />
                <datalist id="cms-timezones">
                  {timezones.map((z) => (
                    <option key={z} value={z} />
                  ))}
                </datalist>
              </>
            )}
          </Field>
          <Field label="New users get the role" error={errors.default_role}>
            {(p) => (
              <Select {...p} {...register('default_role')}>
                {ROLES.map((r) => (
                  <option key={r} value={r}>
                    {ROLE_LABELS[r]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field
            label="Date format"
            schema={limits('date_format')}
            hint="E.g. F j, Y or Y-m-d"
            error={errors.date_format}
          >
            {(p) => <Input {...p} spellCheck={false} className="font-mono" {...register('date_format')} />}
          </Field>
          <Field label="Time format" schema={limits('time_format')} hint="E.g. g:i a or H:i" error={errors.time_format}>
            {(p) => <Input {...p} spellCheck={false} className="font-mono" {...register('time_format')} />}
          </Field>
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" {...register('users_can_register')} />
          Anyone can register an account
        </label>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold">Reading and discussion</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            label="Posts per page"
            schema={limits('posts_per_page')}
            error={errors.posts_per_page}
            min={1}
            max={100}
            {...register('posts_per_page', { valueAsNumber: true })}
          />
          <Field
            label="Permalink structure"
            schema={limits('permalink_structure')}
            hint="E.g. /%postname%/ or /%year%/%monthnum%/%postname%/"
            error={errors.permalink_structure}
          >
            {(p) => <Input {...p} spellCheck={false} className="font-mono" {...register('permalink_structure')} />}
          </Field>
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" {...register('search_engine_visible')} />
          Let search engines index the site
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" {...register('comments_open')} />
          Allow comments on new posts
        </label>
      </fieldset>
      <SaveFooter
        label="Save settings"
        busy={isSubmitting}
        disabled={!isDirty}
        status={status}
        tone={isDirty ? 'muted' : 'success'}
      />
      <UnsavedChangesGuard when={isDirty && !isSubmitting} />
    </FormCard>
  );
}
