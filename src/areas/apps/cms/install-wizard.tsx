// Installing the CMS on one of the account's sites: where (site and path), the
// site's title, its first admin (never "admin": the name every attack tries
// first), the language and how it updates itself. The form is the contract's
// own body schema, so a 422 from the server lands on the field it names. On
// success the page shows the admin link and opens the new install from there.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { cmsOps } from '@contract/apps-cms';
import { buttonClass } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { FormCard } from '@/components/ui/form-card';
import { SaveFooter } from '@/components/ui/form-footer';
import { Input, Select } from '@/components/ui/input';
import { PageHeader, TrailLink } from '@/components/ui/page-header';
import { ProblemState } from '@/components/ui/problem-state';
import { PagePending } from '@/components/ui/spinner';
import { attemptKey, newAttemptBase } from '@/lib/attempt-key';
import { displayDomain } from '@/lib/display-domain';
import { applyProblemToForm } from '@/lib/form-errors';
import { useHostingAccountChoice } from '@/lib/hosting-accounts';
import { installLocation } from '@contract/cms-install-location';
import { autoUpdateLabels } from './install-format';
import { useInstallCms } from './mutations-install';
import { cmsInstallQueries } from './queries-install';

const body = cmsOps.installCms.body;
const schema = body.omit({ attempt_key: true });
const autoUpdates = body.shape.auto_update.unwrap().options;

/** Locales offered; the contract takes any `xx` or `xx_YY`. */
export const LANGUAGES = [
  ['en_US', 'English (United States)'],
  ['en_GB', 'English (UK)'],
  ['sv_SE', 'Svenska'],
  ['fi', 'Suomi'],
  ['nb_NO', 'Norsk bokmål'],
  ['da_DK', 'Dansk'],
  ['de_DE', 'Deutsch'],
  ['fr_FR', 'Français'],
  ['es_ES', 'Español'],
  ['nl_NL', 'Nederlands'],
] as const;

export function InstallWizardPage({ searchInput }: { searchInput: string | undefined }) {
  const { input, accounts } = useHostingAccountChoice(searchInput);
  const sites = useQuery({ ...cmsInstallQueries.sites(input ?? ''), enabled: Boolean(input) });
  if (accounts.isError) return <ProblemState error={accounts.error} onRetry={() => void accounts.refetch()} />;
  if (sites.isError) return <ProblemState error={sites.error} onRetry={() => void sites.refetch()} />;
  if (!input || !sites.data) return <PagePending label="Loading your sites…" />;
  const usable = sites.data.data.filter((s) => s.active && !s.isSuspended).map((s) => s.domain);
  return <InstallWizard key={input} account={input} sites={usable} />;
}

function InstallWizard({ account, sites }: { account: string; sites: string[] }) {
  const install = useInstallCms(account);
  const base = useMemo(() => newAttemptBase('cms-install'), []);
  const { register, handleSubmit, setError, formState, watch } = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      input: sites[0] ?? '',
      path: '',
      site_title: '',
      admin_username: '',
      admin_email: '',
      language: 'en_US',
      auto_update: 'minor' as const,
    },
  });
  const { errors } = formState;
  const onSubmit = handleSubmit(async (v) => {
    try {
      await install.mutateAsync({ ...v, attempt_key: attemptKey(base, v) });
    } catch (error) {
      applyProblemToForm(setError, error);
    }
  });
  const done = install.data;
  const site = watch('input');

  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <PageHeader
        up={
          <TrailLink to="/apps/cms" search={{ input: account }}>
            CMS sites
          </TrailLink>
        }
        here="New"
        title="Install the CMS"
      >
        <p className="text-sm text-muted">WordPress with its own database, on one of your sites.</p>
      </PageHeader>
      {done ? (
        <Card role="status" aria-labelledby="cms-installed-title">
          <CardTitle>
            <span id="cms-installed-title">WordPress is installed on {installLocation(done.install)}</span>
          </CardTitle>
          <div className="space-y-3 text-sm">
            <p>
              Sign in to its admin with the link below: it works once and for a short while. Later, “Log in as admin” on
              the site’s page makes a new one.
            </p>
            <div className="flex flex-wrap gap-3">
              <a href={done.adminUrl} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary')}>
                Open the admin (new tab)
              </a>
              <Link
                to="/apps/cms/$installId"
                params={{ installId: done.install.id }}
                search={{ input: account }}
                className={buttonClass('primary')}
              >
                Go to the site
              </Link>
            </div>
          </div>
        </Card>
      ) : sites.length === 0 ? (
        <ProblemState
          error={new Error('This hosting account has no active site to install on. Add or reactivate a domain first.')}
        />
      ) : (
        <FormCard title="Where and who" onSubmit={(e) => void onSubmit(e)} errors={errors}>
          <Field label="Site" error={errors.input} required>
            {(p) => (
              <Select {...p} {...register('input')}>
                {sites.map((s) => (
                  <option key={s} value={s}>
                    {displayDomain(s)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field
            label="Path"
            schema={body.shape.path}
            error={errors.path}
            hint={`Empty installs at https://${displayDomain(site)}/; “blog” at https://${displayDomain(site)}/blog/`}
          >
            {(p) => <Input {...p} {...register('path')} placeholder="blog" autoComplete="off" />}
          </Field>
          <Field label="Site title" schema={body.shape.site_title} error={errors.site_title} required>
            {(p) => <Input {...p} {...register('site_title')} autoComplete="off" />}
          </Field>
          <Field
            label="Admin user name"
            schema={body.shape.admin_username}
            error={errors.admin_username}
            hint="Not “admin”: it is the first name every break-in attempt tries"
            required
          >
            {(p) => <Input {...p} {...register('admin_username')} autoComplete="off" />}
          </Field>
          <Field
            label="Admin email"
            error={errors.admin_email}
            hint="Password resets and update notices go here"
            required
          >
            {(p) => <Input {...p} type="email" {...register('admin_email')} autoComplete="email" />}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Language" error={errors.language}>
              {(p) => (
                <Select {...p} {...register('language')}>
                  {LANGUAGES.map(([code, name]) => (
                    <option key={code} value={code}>
                      {name}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label="Automatic updates" error={errors.auto_update} hint="Minor releases carry security fixes">
              {(p) => (
                <Select {...p} {...register('auto_update')}>
                  {autoUpdates.map((a) => (
                    <option key={a} value={a}>
                      {autoUpdateLabels[a]}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </div>
          <SaveFooter label="Install" busy={formState.isSubmitting} status="" />
        </FormCard>
      )}
    </div>
  );
}
