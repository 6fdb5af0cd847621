// Installing one catalogue app: the form (where it goes, the site's name and
// its admin login, upgrades and backups), then, once the server has taken it
// (202 with a task), the task's progress in the same dialog until it is done
// (a link to the app) or failed (the reason). Closing does not stop the task:
// the activity page keeps following it. The path it proposes is a free one, by
// the rule the server's refusal suggests with: the site's root when nothing is
// installed there, else the app's own folder (`wordpress`, `wordpress-2`, …).
import { useEffect, useMemo, useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { AvailableApp } from '@contract/apps';
import { freeInstallPath } from '@contract/apps-install-path';
import { buttonClass } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { FormFooter } from '@/components/ui/form-footer';
import { Input, Select } from '@/components/ui/input';
import { ApiProblem } from '@/lib/api-problem';
import { attemptKey, newAttemptBase } from '@/lib/attempt-key';
import { displayDomain } from '@/lib/display-domain';
import { applyProblemToForm } from '@/lib/form-errors';
import {
  autoBackupLabel,
  autoBackupOptions,
  formPath,
  installSchema,
  siteUrl,
  type InstallInput,
  type InstallValues,
} from './install-schema';
import { useInstallApp } from './mutations';
import { installerQueries, type Task } from './queries';
import { TrackedTask } from './task-dialog';
import { formatNumber } from '@/lib/format';

export type CatalogueApp = z.infer<typeof AvailableApp>;

interface InstallDialogProps {
  input: string;
  app: CatalogueApp | null;
  onClose: () => void;
}

export function InstallDialog({ input, app, onClose }: InstallDialogProps) {
  const [task, setTask] = useState<Task | null>(null);
  return (
    <Dialog
      open={app !== null}
      onClose={() => {
        setTask(null);
        onClose();
      }}
      title={app ? (task ? `Installing ${app.name}` : `Install ${app.name} ${app.version}`) : ''}
      wide
    >
      {app &&
        (task ? (
          <InstallProgress
            input={input}
            initial={task}
            onClose={() => {
              setTask(null);
              onClose();
            }}
          />
        ) : (
          <InstallForm input={input} app={app} onStarted={setTask} onCancel={onClose} />
        ))}
    </Dialog>
  );
}

/** A server's refusal, with its field paths named as the form names them. */
function asFormProblem(error: unknown): unknown {
  if (!(error instanceof ApiProblem) || error.fieldErrors.length === 0) return error;
  const errors = error.fieldErrors.map((e) => ({ ...e, path: formPath(e.path) }));
  return new ApiProblem({ ...error.problem, errors }, error.retryAfter);
}

function InstallForm({
  input,
  app,
  onStarted,
  onCancel,
}: {
  input: string;
  app: CatalogueApp;
  onStarted: (task: Task) => void;
  onCancel: () => void;
}) {
  const install = useInstallApp(input);
  const domains = useQuery(installerQueries.domains(input));
  // One key per dialog: a double submit or a retry of the same form finds the same task.
  const base = useMemo(() => newAttemptBase('app-install'), []);
  const form = useForm<InstallInput, unknown, InstallValues>({
    resolver: zodResolver(installSchema),
    defaultValues: {
      domain: input,
      path: '',
      site_name: '',
      admin_username: '',
      admin_email: '',
      admin_password: '',
      auto_upgrade: true,
      auto_backup: 'weekly',
    },
  });
  const { register, handleSubmit, setError, watch, formState, resetField } = form;
  const { errors } = formState;
  const choices = domains.data?.length ? domains.data.map((d) => d.domain) : [input];
  const installed = useInfiniteQuery(installerQueries.installed(input));
  const domain = watch('domain') || input;
  const takenPaths = useMemo(
    () => (installed.data?.pages.flatMap((p) => p.data) ?? []).filter((i) => i.domain === domain).map((i) => i.path),
    [installed.data, domain],
  );
  const proposed = freeInstallPath(app.name, takenPaths);
  const pathTyped = Boolean(formState.dirtyFields.path);
  // The proposal follows the chosen domain and what is installed on it, until the person types a path.
  useEffect(() => {
    if (!pathTyped) resetField('path', { defaultValue: proposed });
  }, [proposed, pathTyped, resetField]);

  const onSubmit = handleSubmit(async (v) => {
    const body = { ...v, app_id: app.appId };
    try {
      const accepted = await install.mutateAsync({
        ...body,
        attempt_key: attemptKey(base, { ...body, admin_password: undefined }),
      });
      onStarted(accepted.task);
    } catch (error) {
      applyProblemToForm(setError, asFormProblem(error));
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4" aria-label={`Install ${app.name}`}>
      <p className="text-sm text-muted">
        {app.description}. Needs {formatNumber(app.diskMb)} MB of disk
        {app.needsDatabase ? ' and a database, which is created for it with its own user' : ' and no database'}.
      </p>
      <ProblemAlert errors={errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Domain" error={errors.domain} required>
          {(p) => (
            <Select {...p} {...register('domain')}>
              {choices.map((d) => (
                <option key={d} value={d}>
                  {displayDomain(d)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          label="Path"
          schema={installSchema.shape.path}
          error={errors.path}
          hint={`${proposed === '' ? 'Empty installs at the domain’s root.' : 'The domain’s root already holds an app, so a free folder is proposed.'} The app answers at ${siteUrl(domain, watch('path') ?? '')}`}
          length={(watch('path') ?? '').length}
        >
          {(p) => <Input {...p} placeholder="e.g. blog" autoComplete="off" {...register('path')} />}
        </Field>
      </div>
      <Field label="Site name" schema={installSchema.shape.site_name} error={errors.site_name} required>
        {(p) => <Input {...p} autoFocus {...register('site_name')} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Admin username"
          schema={installSchema.shape.admin_username}
          error={errors.admin_username}
          required
        >
          {(p) => <Input {...p} autoComplete="off" {...register('admin_username')} />}
        </Field>
        <Field label="Admin email" error={errors.admin_email} required>
          {(p) => <Input {...p} type="email" autoComplete="email" {...register('admin_email')} />}
        </Field>
      </div>
      <Field
        label="Admin password"
        schema={installSchema.shape.admin_password}
        error={errors.admin_password}
        hint="You log in to the app's admin with it; it is not shown again."
        required
      >
        {(p) => <Input {...p} type="password" autoComplete="new-password" {...register('admin_password')} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Automatic backups" error={errors.auto_backup}>
          {(p) => (
            <Select {...p} {...register('auto_backup')}>
              {autoBackupOptions.map((o) => (
                <option key={o} value={o}>
                  {autoBackupLabel[o]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <label className="flex items-center gap-2 self-end pb-2 text-sm">
          <input type="checkbox" {...register('auto_upgrade')} />
          Upgrade automatically when a new version comes out
        </label>
      </div>
      <FormFooter submitLabel={`Install ${app.name}`} busy={formState.isSubmitting} onCancel={onCancel} />
    </form>
  );
}

function InstallProgress({ input, initial, onClose }: { input: string; initial: Task; onClose: () => void }) {
  return (
    <TrackedTask
      input={input}
      initial={initial}
      onClose={onClose}
      done={(task) =>
        task.installId && (
          <Link
            to="/apps/installer/$installId"
            params={{ installId: task.installId }}
            search={{ input }}
            className={buttonClass('primary')}
          >
            Open {task.appName}
          </Link>
        )
      }
    />
  );
}
