// The create wizard: 1 the database name (the account prefix shown and
// added), 2 its user with a password (typed or generated and shown once),
// 3 the user's privileges (ALL PRIVILEGES unless narrowed). Create makes the
// database and its user in one call, narrows the privileges if asked, and
// opens the new database. A refusal goes back to the step of its field.
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { databasesOps } from '@contract/databases';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { PageHeader, TrailLink } from '@/components/ui/page-header';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { ProblemState, problemMessage } from '@/components/ui/problem-state';
import { PagePending } from '@/components/ui/spinner';
import { ApiProblem } from '@/lib/api-problem';
import { displayDomain } from '@/lib/display-domain';
import { applyProblemToForm } from '@/lib/form-errors';
import { notify } from '@/lib/notices';
import { useAccountChoice } from './account-picker';
import { useApplyPrivileges } from './apply-privileges';
import { accountPrefix, withPrefix, withoutPrefix } from './db-names';
import { useCreateDatabase } from './mutations';
import { PasswordField } from './password-field';
import { PrefixedNameField } from './prefixed-name-field';
import { PrivilegeTable } from './privilege-table';
import { ALL, SINGLE_PRIVILEGES, describeHeld, expand, holdsAll, type PrivilegeName } from './privileges';
import { databasesQueries } from './queries';
import { WIZARD_STEPS, stepOf, wizardSchema } from './wizard-schema';

const charsets = databasesOps.createDatabase.body.shape.charset.unwrap().options;
type Charset = (typeof charsets)[number];
const charsetHints: Record<Charset, string> = {
  utf8mb4: 'utf8mb4: every language and emoji (the right choice for almost every application)',
  utf8: 'utf8: MySQL’s older 3-byte UTF-8, for applications that ask for it',
  latin1: 'latin1: Western European text only, for old applications',
};
const USERNAME_MAX = databasesOps.createDatabase.body.shape.username.maxLength ?? 32;

export function CreateWizardPage({ searchInput }: { searchInput: string | undefined }) {
  const choice = useAccountChoice(searchInput);
  const { input, account, accounts } = choice;
  // An input that is not one of the person's own accounts (a service id they act for): its listing names the prefix.
  const sizes = useQuery({ ...databasesQueries.sizes(input ?? ''), enabled: Boolean(input) && !account });
  const prefix = choice.prefix || accountPrefix(sizes.data?.target.daUsername);

  if (accounts.isError) return <ProblemState error={accounts.error} onRetry={() => void accounts.refetch()} />;
  if (sizes.isError) return <ProblemState error={sizes.error} onRetry={() => void sizes.refetch()} />;
  if (!input || !prefix) return <PagePending label="Loading the hosting account…" />;
  return <CreateWizard key={`${input}:${prefix}`} input={input} prefix={prefix} domain={account?.domain ?? input} />;
}

function CreateWizard({ input, prefix, domain }: { input: string; prefix: string; domain: string }) {
  const navigate = useNavigate();
  const create = useCreateDatabase(input);
  const { apply } = useApplyPrivileges(input);
  const [step, setStep] = useState(0);
  const form = useForm({
    resolver: zodResolver(wizardSchema(prefix)),
    defaultValues: {
      name: '',
      charset: 'utf8mb4' as Charset,
      username: '',
      password: '',
      privileges: [ALL],
    },
  });
  const { register, handleSubmit, setError, setValue, getValues, trigger, formState, watch, control } = form;
  const { errors } = formState;

  const heading = useRef<HTMLHeadingElement>(null);
  const focusedStep = useRef(step);
  useEffect(() => {
    // After a step change (not on arrival) the new step's heading takes focus, so a screen reader reads it.
    if (focusedStep.current === step) return;
    focusedStep.current = step;
    heading.current?.focus();
  }, [step]);

  const next = async () => {
    if (!(await trigger([...WIZARD_STEPS[step]!.fields]))) return;
    if (step === 0 && !getValues('username')) {
      // Suggest a user named after the database, cut to what fits beside the prefix.
      const suggestion = withoutPrefix(prefix, withPrefix(prefix, getValues('name'))).slice(
        0,
        USERNAME_MAX - prefix.length,
      );
      setValue('username', suggestion, { shouldDirty: true });
    }
    setStep((s) => s + 1);
  };

  const onSubmit = handleSubmit(async (v) => {
    let created;
    try {
      created = await create.mutateAsync({
        name: v.name,
        charset: v.charset,
        username: v.username,
        password: v.password,
      });
    } catch (error) {
      applyProblemToForm(setError, error);
      const back = error instanceof ApiProblem ? stepOf(error.fieldErrors.map((e) => e.path)) : null;
      if (back !== null) setStep(back);
      return;
    }
    const db = created.database.name;
    const held = created.user.grants.find((g) => g.database === db)?.privileges ?? [];
    try {
      await apply(db, created.user.username, held, expand(v.privileges));
    } catch (error) {
      notify(
        'warning',
        `${db} was created, but its privileges were not narrowed`,
        `${created.user.username} holds ${describeHeld(held)}: ${problemMessage(error).detail} Change them on the database's page.`,
      );
    }
    await navigate({ to: '/databases/$database', params: { database: db }, search: { input } });
  });

  const current = WIZARD_STEPS[step]!;
  const last = step === WIZARD_STEPS.length - 1;
  const name = watch('name');

  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <PageHeader
        up={
          <TrailLink to="/databases" search={{ input }}>
            Databases
          </TrailLink>
        }
        here="New"
        title="Create a database"
      >
        <p className="text-sm text-muted">On {displayDomain(domain)}: the database and its user, in one step.</p>
      </PageHeader>
      <ol aria-label="Steps" className="flex flex-wrap gap-2 text-sm">
        {WIZARD_STEPS.map((s, i) => (
          <li
            key={s.title}
            aria-current={i === step ? 'step' : undefined}
            className={
              i === step
                ? 'rounded-full bg-accent px-3 py-1 text-accent-fg'
                : 'rounded-full bg-surface-2 px-3 py-1 text-muted'
            }
          >
            {i + 1}. {s.title}
            {i < step && <span className="sr-only"> (done)</span>}
          </li>
        ))}
      </ol>
      <Card>
        <form
          onSubmit={(e) => {
            if (last) return void onSubmit(e);
            e.preventDefault();
            void next();
          }}
          noValidate
          aria-labelledby="wizard-step-title"
          className="space-y-4"
        >
          <h2 id="wizard-step-title" ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
            Step {step + 1} of {WIZARD_STEPS.length}: {current.title}
          </h2>
          <ProblemAlert errors={errors} />
          {step === 0 && (
            <>
              <PrefixedNameField
                label="Database name"
                schema={databasesOps.createDatabase.body.shape.name}
                prefix={prefix}
                registration={register('name')}
                value={name}
                error={errors.name}
                autoFocus
              />
              <Field label="Character set" error={errors.charset} hint={charsetHints[watch('charset')]}>
                {(p) => (
                  <Select {...p} className="max-w-xs" {...register('charset')}>
                    {charsets.map((c) => (
                      <option key={c} value={c}>
                        {c}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
            </>
          )}
          {step === 1 && (
            <>
              <p className="text-sm text-muted">
                Every database is created with its own user: your website or application logs in as this user. The hosts
                it may connect from are set on the database's page.
              </p>
              <PrefixedNameField
                label="User name"
                schema={databasesOps.createDatabase.body.shape.username}
                prefix={prefix}
                registration={register('username')}
                value={watch('username')}
                error={errors.username}
              />
              <PasswordField
                registration={register('password')}
                value={watch('password')}
                error={errors.password}
                onGenerated={(p) => setValue('password', p, { shouldDirty: true, shouldValidate: true })}
              />
            </>
          )}
          {step === 2 && (
            <Controller
              control={control}
              name="privileges"
              render={({ field, fieldState }) => (
                <div className="space-y-2">
                  <PrivilegeTable
                    caption={`Privileges of ${withPrefix(prefix, watch('username'))} on ${withPrefix(prefix, name)}`}
                    wanted={expand(field.value)}
                    onChange={(next: Set<PrivilegeName>) =>
                      field.onChange(holdsAll(next) ? [ALL] : SINGLE_PRIVILEGES.filter((p) => next.has(p)))
                    }
                  />
                  {fieldState.error?.message && <ProblemAlert problem={fieldState.error.message} />}
                </div>
              )}
            />
          )}
          <div className="flex flex-wrap justify-between gap-3">
            <Button onClick={() => setStep((s) => s - 1)} disabled={step === 0 || formState.isSubmitting}>
              Back
            </Button>
            <Button type="submit" variant="primary" loading={formState.isSubmitting}>
              {last ? 'Create database' : 'Next'}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
