// The Security page's passkeys (docs/decisions/029): the person's passkeys with when each was added and last
// used; adding one under a name (the browser asks the authenticator), renaming, and removing after a
// confirmation. A guest switched into another's account sees its own list and changes it from its own account.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { passkeyOps, type Passkey } from '@contract/account-passkeys';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { Input } from '@/components/ui/input';
import { ProblemState } from '@/components/ui/problem-state';
import { Skeleton } from '@/components/ui/spinner';
import { ApiProblem } from '@/lib/api-problem';
import { applyProblemToForm, ROOT_ERROR } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/format';
import { notify } from '@/lib/notices';
import { OwnerOnlyNotice, useActsAsGuest } from './owner-only';
import { passkeysQuery, useAddPasskey, useRemovePasskey, useRenamePasskey } from './passkey-queries';

// The name's rule is the contract's: the form refuses what the server refuses.
const NameBody = passkeyOps.renamePasskey.body;
type NameValues = { name: string };

/**
 * A failed submit on a name form: a refused name on its field; anything else (a challenge that expired, an
 * answer the server refused, the browser's own refusal) as the form's message, in the words it came with.
 */
function showFailure(setError: Parameters<typeof applyProblemToForm<NameValues>>[0], error: unknown) {
  if (error instanceof ApiProblem && error.fieldErrors.every((e) => e.path === 'name' || e.path === ''))
    applyProblemToForm(setError, error);
  else if (error instanceof ApiProblem)
    setError(ROOT_ERROR, { type: error.code, message: error.fieldErrors.map((e) => e.message).join(' ') });
  else setError(ROOT_ERROR, { type: 'passkey', message: error instanceof Error ? error.message : String(error) });
}

export function PasskeysCard() {
  const passkeys = useQuery(passkeysQuery());
  const guest = useActsAsGuest();
  return (
    <Card aria-labelledby="passkeys-title" className="space-y-4">
      <h2 id="passkeys-title" className="text-base font-semibold">
        Passkeys
      </h2>
      <p className="text-sm text-muted">
        Sign in with your fingerprint, face or device PIN instead of your password. With two-factor on, a passkey can
        also approve held requests in place of an authenticator code.
      </p>
      {passkeys.isPending ? (
        <Skeleton lines={2} />
      ) : passkeys.isError ? (
        <ProblemState error={passkeys.error} onRetry={() => void passkeys.refetch()} />
      ) : (
        <>
          {passkeys.data.data.length === 0 ? (
            <EmptyState title="No passkeys yet">
              Add one on this device, or on a phone or security key, and sign in without typing your password.
            </EmptyState>
          ) : (
            <ul aria-label="Passkeys" className="divide-y divide-line">
              {passkeys.data.data.map((p) => (
                <PasskeyItem key={p.id} passkey={p} canChange={!guest} />
              ))}
            </ul>
          )}
          {guest ? (
            <OwnerOnlyNotice>Switch to your own account to add or remove passkeys of your login.</OwnerOnlyNotice>
          ) : (
            <AddPasskeyForm />
          )}
        </>
      )}
    </Card>
  );
}

function AddPasskeyForm() {
  const add = useAddPasskey();
  const { register, handleSubmit, setError, reset, formState } = useForm<NameValues>({
    resolver: zodResolver(NameBody),
    defaultValues: { name: '' },
  });
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit(async ({ name }) => {
    try {
      const added = await add.mutateAsync(name);
      reset();
      notify('success', 'Passkey added', `You can sign in with “${added.name}” now.`);
    } catch (error) {
      showFailure(setError, error);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="max-w-md space-y-3" aria-label="Add a passkey">
      <ProblemAlert errors={errors} />
      <Field
        label="Name of the new passkey"
        schema={NameBody.shape.name}
        hint="Say where it lives, e.g. “Work laptop” or “Blue security key”"
        error={errors.name}
        required
      >
        {(p) => <Input {...p} autoComplete="off" {...register('name')} />}
      </Field>
      <Button type="submit" variant="primary" loading={isSubmitting}>
        Add a passkey
      </Button>
    </form>
  );
}

function PasskeyItem({ passkey: p, canChange }: { passkey: Passkey; canChange: boolean }) {
  const [renaming, setRenaming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const remove = useRemovePasskey();
  const confirmRemove = () =>
    remove.mutate(p.id, {
      onSuccess: () => {
        setRemoving(false);
        notify('success', 'Passkey removed', `“${p.name}” can no longer sign you in.`);
      },
    });
  return (
    <li className="space-y-2 py-3 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <p className="font-medium break-words">
            {p.name} {p.deviceType === 'multiDevice' && <Badge tone="info">Synced</Badge>}
          </p>
          <p className="text-muted">
            Added {formatDateTime(p.createdAt)} ·{' '}
            {p.lastUsedAt ? `last used ${formatDateTime(p.lastUsedAt)}` : 'not used yet'}
          </p>
        </div>
        {canChange && !renaming && (
          <div className="flex gap-2">
            <Button size="sm" aria-label={`Rename passkey ${p.name}`} onClick={() => setRenaming(true)}>
              Rename
            </Button>
            <Button
              size="sm"
              variant="danger"
              aria-label={`Remove passkey ${p.name}`}
              onClick={() => setRemoving(true)}
            >
              Remove
            </Button>
          </div>
        )}
      </div>
      {renaming && <RenameForm passkey={p} onDone={() => setRenaming(false)} />}
      <ConfirmDialog
        open={removing}
        title={`Remove the passkey “${p.name}”?`}
        confirmLabel="Remove passkey"
        busy={remove.isPending}
        error={remove.error}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(false)}
      >
        <p>
          It can no longer sign you in or approve requests. Your password, and two-factor if it is on, keep working.
          Delete it from the device or password manager that holds it too, so it is not offered again.
        </p>
      </ConfirmDialog>
    </li>
  );
}

function RenameForm({ passkey: p, onDone }: { passkey: Passkey; onDone: () => void }) {
  const rename = useRenamePasskey(p.id);
  const { register, handleSubmit, setError, formState } = useForm<NameValues>({
    resolver: zodResolver(NameBody),
    defaultValues: { name: p.name },
  });
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit(async (body) => {
    try {
      await rename.mutateAsync(body);
      onDone();
    } catch (error) {
      showFailure(setError, error);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="max-w-md space-y-3" aria-label={`Rename passkey ${p.name}`}>
      <ProblemAlert errors={errors} />
      <Field label="New name" schema={NameBody.shape.name} error={errors.name} required>
        {(control) => <Input {...control} autoComplete="off" autoFocus {...register('name')} />}
      </Field>
      <div className="flex gap-2">
        <Button type="submit" variant="primary" size="sm" loading={isSubmitting}>
          Save name
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
