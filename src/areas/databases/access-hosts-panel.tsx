// Where one database user may connect from: the host patterns the server
// holds, a form to add one (checked with the contract's AccessHost schema; the
// server's refusal, e.g. of 300.1.1.1, lands on the same field) and a Remove
// per host that says what it means first.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { AccessHost } from '@contract/databases-shared';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { ProblemState } from '@/components/ui/problem-state';
import { Skeleton } from '@/components/ui/spinner';
import { isProblem } from '@/lib/api-problem';
import { applyProblemToForm } from '@/lib/form-errors';
import { useAddAccessHost, useRemoveAccessHost } from './mutations';
import { databasesQueries } from './queries';

const schema = z.object({ host: AccessHost });
export const HOST_EXAMPLES = ['%', 'localhost', '192.0.2.10', '192.0.2.0/24', '%.example.com'];
// MySQL's wildcards in the host part (the server checks each form; the manual's "Specifying Account Names").
export const HOST_PATTERN_HELP =
  'As in MySQL, % stands for any characters and _ for one: 203.0.113.% is a subnet, %.example.com any host under a domain; a host name such as db.example.com works too.';

interface Props {
  input: string;
  database: string;
  user: string;
  disabled?: boolean;
}

export function AccessHostsPanel({ input, database, user, disabled }: Props) {
  const hosts = useQuery(databasesQueries.accessHosts(input, database, user));
  const [removing, setRemoving] = useState<string | null>(null);
  const remove = useRemoveAccessHost(input, database, user);

  if (hosts.isPending) return <Skeleton lines={2} />;
  if (hosts.isError) {
    if (isProblem(hosts.error, 'not_available'))
      return (
        <Notice tone="info" title="Access hosts cannot be changed here">
          {hosts.error.problem.detail}
        </Notice>
      );
    return <ProblemState error={hosts.error} onRetry={() => void hosts.refetch()} />;
  }

  return (
    <div className="space-y-4">
      {hosts.data.hosts.length === 0 ? (
        <p className="text-sm text-muted">{user} may not connect from anywhere yet.</p>
      ) : (
        <ul aria-label={`Access hosts of ${user}`} className="divide-y divide-line rounded-md border border-line">
          {hosts.data.hosts.map((h) => (
            <li key={h} className="flex items-center justify-between gap-3 px-3 py-2">
              <span>
                <code className="break-all">{h}</code>
                {h === '%' && <span className="ml-2 text-xs text-warning">any host</span>}
              </span>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Remove access host ${h}`}
                disabled={disabled}
                onClick={() => {
                  remove.reset();
                  setRemoving(h);
                }}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <AddHostForm input={input} database={database} user={user} disabled={disabled} />
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing ?? ''}?`}
        confirmLabel="Remove host"
        cancelLabel="Keep it"
        busy={remove.isPending}
        error={remove.error}
        onConfirm={() => removing && remove.mutate(removing, { onSuccess: () => setRemoving(null) })}
        onClose={() => setRemoving(null)}
      >
        <p>
          {user} can then no longer connect to {database} from <code>{removing}</code>.
          {removing === 'localhost' && ' Websites on this hosting account connect from localhost.'}
        </p>
      </ConfirmDialog>
    </div>
  );
}

function AddHostForm({ input, database, user, disabled }: Props) {
  const add = useAddAccessHost(input, database, user);
  const [added, setAdded] = useState('');
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { host: '' } });
  const { register, handleSubmit, setError, formState, reset, watch } = form;
  const { errors } = formState;

  const onSubmit = handleSubmit(async ({ host }) => {
    setAdded('');
    try {
      const r = await add.mutateAsync(host);
      reset({ host: '' });
      setAdded(`${r.added} added.`);
    } catch (error) {
      // The host is the form's only field: a refusal that names no field is about it too.
      if (isProblem(error) && !error.fieldErrors.some((e) => e.path === 'host'))
        setError('host', { type: error.code, message: error.problem.detail }, { shouldFocus: true });
      else applyProblemToForm(setError, error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Add an access host for ${user}`} className="space-y-3">
      <ProblemAlert errors={errors} />
      <Field
        label="Access host"
        schema={AccessHost}
        error={errors.host}
        hint={`For example ${HOST_EXAMPLES.join(', ')}. ${HOST_PATTERN_HELP}`}
      >
        {(p) => (
          <Input
            {...p}
            autoComplete="off"
            spellCheck={false}
            className="max-w-sm font-mono"
            disabled={disabled}
            {...register('host')}
          />
        )}
      </Field>
      {watch('host').trim() === '%' && (
        <p className="text-sm text-warning">% lets {user} connect from any address on the internet.</p>
      )}
      <div className="flex items-center gap-3">
        <Button type="submit" loading={formState.isSubmitting} disabled={disabled}>
          Add host
        </Button>
        <span role="status" className="text-sm text-success">
          {added}
        </span>
      </div>
    </form>
  );
}
