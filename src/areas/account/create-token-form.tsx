// Create an API token: a name, its scopes (fixed for life) and an optional
// expiry day. The secret comes back once; the page shows it in a dialog.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CreateTokenBody } from '@contract/account-tokens';
import type { ScopeName } from '@contract/scopes';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormCard } from '@/components/ui/form-card';
import { Input } from '@/components/ui/input';
import { useDisplayTimeZone } from '@/lib/display-zone';
import { applyProblemToForm } from '@/lib/form-errors';
import { calendarDayIn, wallTimeToIso } from '@/lib/zoned-time';
import { useCreateToken } from './mutations';
import { useActsAsGuest } from './owner-only';
import { ScopePicker } from './scope-picker';

export interface CreatedToken {
  name: string;
  token: string;
}

/** A chosen day means "valid through that day" in the zone times are shown in; the server gets the UTC instant. */
const endOfDay = (v: unknown, zone: string) =>
  typeof v === 'string' && v ? wallTimeToIso(`${v}T23:59:59`, zone) : null;
const tomorrow = (zone: string) => calendarDayIn(Date.now() + 86_400_000, zone);

export function CreateTokenForm({ onCreated }: { onCreated: (t: CreatedToken) => void }) {
  const create = useCreateToken();
  const zone = useDisplayTimeZone();
  const guest = useActsAsGuest();
  const { register, handleSubmit, setError, setValue, reset, watch, formState } = useForm({
    resolver: zodResolver(CreateTokenBody),
    defaultValues: { name: '', scopes: [] as ScopeName[], expiresAt: null },
  });
  const { errors, isSubmitting } = formState;
  // A server 422 may point at one scope (scopes.3); show it with the group.
  const scopeError =
    errors.scopes?.message ?? (Array.isArray(errors.scopes) ? errors.scopes.find(Boolean)?.message : undefined);

  const onSubmit = handleSubmit(async (body) => {
    try {
      const created = await create.mutateAsync(body);
      reset();
      onCreated({ name: created.name, token: created.token });
    } catch (error) {
      applyProblemToForm(setError, error);
    }
  });

  return (
    <FormCard title="Create a token" onSubmit={onSubmit} errors={errors}>
      {guest && (
        <p className="text-sm text-muted">
          You act in this account as a guest: a token you create here acts as you, the guest (the audit log names you),
          and stops working when your guest access ends.
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Token name"
          schema={CreateTokenBody.shape.name}
          hint="Where it is used, e.g. deploy-bot"
          error={errors.name}
          length={watch('name').length}
          required
        >
          {(p) => <Input {...p} autoComplete="off" {...register('name')} />}
        </Field>
        <Field
          label="Expires"
          hint={`Optional. Valid through the end of this day in ${zone}; empty means it never expires`}
          error={errors.expiresAt}
        >
          {(p) => (
            <Input
              {...p}
              type="date"
              min={tomorrow(zone)}
              {...register('expiresAt', { setValueAs: (v) => endOfDay(v, zone) })}
            />
          )}
        </Field>
      </div>
      <ScopePicker
        field={register('scopes')}
        error={scopeError}
        onPick={(scopes) => setValue('scopes', scopes, { shouldDirty: true, shouldValidate: formState.isSubmitted })}
      />
      <Button type="submit" variant="primary" loading={isSubmitting}>
        Create token
      </Button>
    </FormCard>
  );
}
