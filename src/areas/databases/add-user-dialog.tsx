// Add a user to an existing database: its name (prefixed like every name on
// the node), a password (typed or generated), the host it connects from and
// its privileges, checked with the contract's own schemas.
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { databasesOps } from '@contract/databases';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { applyProblemToForm } from '@/lib/form-errors';
import { HOST_EXAMPLES } from './access-hosts-panel';
import { withPrefix } from './db-names';
import { prefixedName } from './prefixed-name-schema';
import { useCreateDatabaseUser } from './mutations';
import { PasswordField } from './password-field';
import { PrefixedNameField } from './prefixed-name-field';
import { PrivilegeTable } from './privilege-table';
import { ALL, SINGLE_PRIVILEGES, expand, holdsAll } from './privileges';

const body = databasesOps.createDatabaseUser.body.shape;

const schemaFor = (prefix: string) =>
  z.object({
    username: prefixedName(prefix, body.username),
    password: body.password,
    host: body.host.unwrap(),
    privileges: body.privileges.unwrap(),
  });

interface Props {
  input: string;
  database: string;
  prefix: string;
  onClose: () => void;
}

export function AddUserDialog({ input, database, prefix, onClose }: Props) {
  const create = useCreateDatabaseUser(input, database);
  const form = useForm({
    resolver: zodResolver(schemaFor(prefix)),
    defaultValues: { username: '', password: '', host: 'localhost', privileges: [ALL] },
  });
  const { register, handleSubmit, setError, setValue, formState, watch, control } = form;
  const { errors } = formState;

  const onSubmit = handleSubmit(async (v) => {
    try {
      await create.mutateAsync(v);
      onClose();
    } catch (error) {
      applyProblemToForm(setError, error);
    }
  });

  return (
    <Dialog open onClose={() => !formState.isSubmitting && onClose()} title={`Add a user to ${database}`} wide>
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={`Add a user to ${database}`}>
        <ProblemAlert errors={errors} />
        <PrefixedNameField
          label="User name"
          schema={body.username}
          prefix={prefix}
          registration={register('username')}
          value={watch('username')}
          error={errors.username}
          autoFocus
        />
        <PasswordField
          registration={register('password')}
          value={watch('password')}
          error={errors.password}
          onGenerated={(p) => setValue('password', p, { shouldDirty: true, shouldValidate: true })}
        />
        <Field
          label="Connects from"
          schema={body.host}
          error={errors.host}
          hint={`For example ${HOST_EXAMPLES.join(', ')}`}
        >
          {(p) => (
            <Input {...p} autoComplete="off" spellCheck={false} className="max-w-sm font-mono" {...register('host')} />
          )}
        </Field>
        <Controller
          control={control}
          name="privileges"
          render={({ field, fieldState }) => (
            <div className="space-y-2">
              <PrivilegeTable
                caption={`Privileges of ${withPrefix(prefix, watch('username'))} on ${database}`}
                wanted={expand(field.value)}
                onChange={(next) =>
                  field.onChange(holdsAll(next) ? [ALL] : SINGLE_PRIVILEGES.filter((p) => next.has(p)))
                }
              />
              {fieldState.error?.message && <ProblemAlert problem={fieldState.error.message} />}
            </div>
          )}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button onClick={onClose} disabled={formState.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" loading={formState.isSubmitting}>
            Add user
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
