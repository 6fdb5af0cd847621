// Adding a user to a CMS install (POST /cms/users). Validation is the
// contract's body; a 422 lands on its field; a 409 (the login or email is taken)
// is said at the top of the form, and what was typed stays for a retry.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { cmsUserOps } from '@contract/apps-cms-users';
import { Field } from '@/components/ui/field';
import { FormCard } from '@/components/ui/form-card';
import { FormFooter } from '@/components/ui/form-footer';
import { Input, Select } from '@/components/ui/input';
import { applyProblemToForm } from '@/lib/form-errors';
import { fieldSchema } from '@/lib/form-limits';
import { useCreateCmsUser } from './users-mutations';
import { UserPasswordField } from './users-password-field';
import { ROLES, ROLE_LABELS } from './users-roles';

const Body = cmsUserOps.createCmsUser.body.omit({ input: true, install_id: true });
type Values = z.input<typeof Body>;
type Created = z.output<typeof Body>;

const limits = (path: string) => fieldSchema(Body, path);
/** An empty optional field is not sent, so the contract's defaults apply. */
const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v === '' ? undefined : v);

interface CreateUserFormProps {
  input: string;
  installId: string;
  onCreated: (login: string) => void;
  onCancel: () => void;
}

export function CreateUserForm({ input, installId, onCreated, onCancel }: CreateUserFormProps) {
  const create = useCreateCmsUser(input, installId);
  const { register, handleSubmit, setError, setValue, watch, formState } = useForm<Values, unknown, Created>({
    resolver: zodResolver(Body),
    defaultValues: { login: '', email: '', display_name: '', role: 'subscriber', password: '' },
  });
  const { errors } = formState;
  const onSubmit = handleSubmit(async (body) => {
    try {
      const r = await create.mutateAsync(body);
      onCreated(r.user.login);
    } catch (error) {
      applyProblemToForm(setError, error);
    }
  });

  return (
    <FormCard title="Add a user" onSubmit={onSubmit} errors={errors}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Login" schema={limits('login')} error={errors.login} required>
          {(p) => <Input {...p} autoComplete="off" spellCheck={false} {...register('login')} />}
        </Field>
        <Field label="Email" error={errors.email} required>
          {(p) => <Input {...p} type="email" autoComplete="off" {...register('email')} />}
        </Field>
        <Field label="Display name" schema={limits('display_name')} hint="Optional" error={errors.display_name}>
          {(p) => <Input {...p} autoComplete="off" {...register('display_name', { setValueAs: emptyToUndefined })} />}
        </Field>
        <Field label="Role" error={errors.role}>
          {(p) => (
            <Select {...p} {...register('role')}>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <UserPasswordField
        schema={limits('password')!}
        registration={register('password', { setValueAs: emptyToUndefined })}
        value={watch('password') ?? ''}
        error={errors.password}
        onGenerated={(pw) => setValue('password', pw, { shouldDirty: true, shouldValidate: true })}
      />
      <FormFooter submitLabel="Add user" busy={formState.isSubmitting} onCancel={onCancel} />
    </FormCard>
  );
}
