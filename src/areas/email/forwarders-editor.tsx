// Forwarders of a domain. The listing spends the write budget (the spec makes
// it write-tier), so it loads once and refreshes only after a change.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { emailOps } from '@contract/email';
import type { Forwarder } from '@contract/email-rules';
import { FORWARDER_SORT_DEFAULT } from '@contract/list-sorts';
import type { z } from 'zod';
import { actionsColumn } from '@/components/data-table/cells';
import type { Column } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { Input } from '@/components/ui/input';
import { applyProblemToForm } from '@/lib/form-errors';
import { ConfirmDelete } from './confirm-delete';
import type { ForwarderSort } from './keys';
import { usePanelSort } from '@/components/data-table/panel-sort';
import { useEmailDelete, useEmailWrite } from './mutations';
import { emailQueries } from './queries';

const schema = emailOps.createForwarder.body;
type Fwd = z.infer<typeof Forwarder>;

function columns(remove: ReturnType<typeof useEmailDelete<'deleteForwarder'>>): Column<Fwd>[] {
  return [
    {
      id: 'address',
      header: 'Address',
      sort: 'address',
      grow: 1.2,
      minWidth: 160,
      cell: (f) => <span className="font-medium">{f.address}</span>,
    },
    { id: 'to', header: 'Forwards to', grow: 2, minWidth: 160, cell: (f) => f.destinations.join(', ') },
    actionsColumn({ grow: 0.6, minWidth: 80 }, (f) => (
      <ConfirmDelete
        label={`Delete the forwarder ${f.address}`}
        title={`Delete the forwarder ${f.address}?`}
        onConfirm={() => remove.mutateAsync({ input: f.address })}
      >
        <p>
          Mail to {f.address} stops going to {f.destinations.join(', ')}.
        </p>
      </ConfirmDelete>
    )),
  ];
}

export function ForwardersEditor({ domain }: { domain: string }) {
  const create = useEmailWrite('createForwarder');
  const remove = useEmailDelete('deleteForwarder');
  const sort = usePanelSort<NonNullable<ForwarderSort>>(FORWARDER_SORT_DEFAULT);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { input: `@${domain}`, destinations: [] as string[], replace: false },
  });
  const { register, handleSubmit, setError, formState, reset } = form;
  const { errors } = formState;
  const destError =
    errors.destinations?.message ??
    (Array.isArray(errors.destinations) ? errors.destinations.find(Boolean)?.message : undefined);

  const onSubmit = handleSubmit(async (body) => {
    try {
      await create.mutateAsync(body);
      reset({ input: `@${domain}`, destinations: [], replace: false });
    } catch (error) {
      applyProblemToForm(setError, error);
    }
  });

  return (
    <div className="space-y-4">
      <DataTable
        query={emailQueries.forwarders(domain, sort.param)}
        columns={columns(remove)}
        sort={sort.table}
        getRowId={(f) => f.address}
        label="Forwarders"
        height="min(40dvh, 24rem)"
        empty={{ title: 'No forwarders', body: 'Forward an address to one or more other addresses below.' }}
      />
      <Card>
        <CardTitle>Add or change a forwarder</CardTitle>
        <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Add a forwarder">
          <ProblemAlert errors={errors} />
          <Field label="Address on this domain" error={errors.input} required>
            {(p) => <Input {...p} type="email" {...register('input')} />}
          </Field>
          <Field
            label="Forward to"
            hint="One or more addresses, separated by commas (at most 20)"
            error={destError ? { message: destError } : undefined}
            required
          >
            {(p) => (
              <Input
                {...p}
                {...register('destinations', {
                  setValueAs: (v: unknown) =>
                    Array.isArray(v)
                      ? v
                      : String(v ?? '')
                          .split(/[\s,;]+/)
                          .filter(Boolean),
                })}
              />
            )}
          </Field>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" {...register('replace')} /> Replace the existing destinations instead of adding to
            them
          </label>
          <Button type="submit" variant="primary" loading={formState.isSubmitting}>
            Save forwarder
          </Button>
        </form>
      </Card>
    </div>
  );
}
