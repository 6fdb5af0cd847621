// Filter rules of a domain, in the order the mail server runs them. A rule
// for the whole domain or for one mailbox (the address field decides).
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { emailOps } from '@contract/email';
import { MailFilter } from '@contract/email-rules';
import { MAIL_FILTER_SORT_DEFAULT } from '@contract/list-sorts';
import { actionsColumn } from '@/components/data-table/cells';
import type { Column } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { Input, Select } from '@/components/ui/input';
import { applyProblemToForm } from '@/lib/form-errors';
import { ConfirmDelete } from './confirm-delete';
import type { MailFilterSort } from './keys';
import { usePanelSort } from '@/components/data-table/panel-sort';
import { useEmailDelete, useEmailWrite } from './mutations';
import { emailQueries } from './queries';

const schema = emailOps.createMailFilter.body;
type Row = z.infer<typeof MailFilter>;
const words = (s: string) => s.replace(/_/g, ' ');

export function FiltersEditor({ domain }: { domain: string }) {
  const create = useEmailWrite('createMailFilter');
  const remove = useEmailDelete('deleteMailFilter');
  const sort = usePanelSort<NonNullable<MailFilterSort>>(MAIL_FILTER_SORT_DEFAULT);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      input: domain,
      name: '',
      field: 'subject' as const,
      match: 'contains' as const,
      value: '',
      action: 'move_to_folder' as const,
      destination: '',
      header_name: undefined,
    },
  });
  const { register, handleSubmit, setError, formState, watch, reset } = form;
  const { errors } = formState;
  const field = watch('field');
  const action = watch('action');
  const onSubmit = handleSubmit(async (body) => {
    try {
      await create.mutateAsync({
        ...body,
        destination: body.destination || undefined,
        header_name: body.field === 'header' ? body.header_name : undefined,
      });
      reset();
    } catch (error) {
      applyProblemToForm(setError, error);
    }
  });
  const columns: Column<Row>[] = [
    // The run order: the mail server tries the rules from the lowest number up (the list's default order).
    {
      id: 'position',
      header: 'Order',
      sort: 'position',
      grow: 0.5,
      minWidth: 70,
      align: 'end',
      cell: (r) => r.position + 1,
    },
    {
      id: 'name',
      header: 'Rule',
      sort: 'name',
      grow: 1.2,
      minWidth: 120,
      cell: (r) => <span className="font-medium">{r.name}</span>,
    },
    { id: 'applies', header: 'Applies to', grow: 1.2, hideBelow: 'md', cell: (r) => r.address ?? 'Every mailbox' },
    {
      id: 'when',
      header: 'When',
      grow: 2,
      minWidth: 160,
      cell: (r) =>
        `${r.field === 'header' ? r.headerName : words(r.field)} ${words(r.match)} “${r.value}” → ${words(r.action)}${r.destination ? ` ${r.destination}` : ''}`,
    },
    actionsColumn({ grow: 0.6, minWidth: 80 }, (r) => (
      <ConfirmDelete
        label={`Delete the rule ${r.name}`}
        title={`Delete the rule “${r.name}”?`}
        onConfirm={() => remove.mutateAsync({ input: domain, id: r.id })}
      >
        <p>New mail is no longer filtered by it; mail already filtered stays where it is.</p>
      </ConfirmDelete>
    )),
  ];
  return (
    <div className="space-y-4">
      <DataTable
        query={emailQueries.filters(domain, sort.param)}
        columns={columns}
        sort={sort.table}
        getRowId={(r) => r.id}
        label="Filter rules"
        height="min(40dvh, 24rem)"
        empty={{ title: 'No filter rules', body: 'Add one below: sort, forward or drop mail as it arrives.' }}
      />
      <Card>
        <CardTitle>New rule</CardTitle>
        <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="New filter rule">
          <ProblemAlert errors={errors} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label="Applies to"
              hint={`${domain} for every mailbox, or one address`}
              error={errors.input}
              required
            >
              {(p) => <Input {...p} {...register('input')} />}
            </Field>
            <Field label="Name" schema={schema.shape.name} error={errors.name} required>
              {(p) => <Input {...p} {...register('name')} />}
            </Field>
            <Field label="Look at" error={errors.field}>
              {(p) => (
                <Select {...p} {...register('field')}>
                  {MailFilter.shape.field.options.map((o) => (
                    <option key={o} value={o}>
                      {words(o)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            {field === 'header' && (
              <Field label="Header name" error={errors.header_name} required>
                {(p) => <Input {...p} placeholder="List-Id" {...register('header_name')} />}
              </Field>
            )}
            <Field label="Match" error={errors.match}>
              {(p) => (
                <Select {...p} {...register('match')}>
                  {MailFilter.shape.match.options.map((o) => (
                    <option key={o} value={o}>
                      {words(o)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label="Value" schema={schema.shape.value} error={errors.value} required>
              {(p) => <Input {...p} {...register('value')} />}
            </Field>
            <Field label="Then" error={errors.action}>
              {(p) => (
                <Select {...p} {...register('action')}>
                  {MailFilter.shape.action.options.map((o) => (
                    <option key={o} value={o}>
                      {words(o)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            {(action === 'move_to_folder' || action === 'forward') && (
              <Field
                label={action === 'forward' ? 'Forward to' : 'Folder'}
                hint={action === 'move_to_folder' ? 'Created if it does not exist' : undefined}
                error={errors.destination}
                required
              >
                {(p) => <Input {...p} {...register('destination')} />}
              </Field>
            )}
          </div>
          <Button type="submit" variant="primary" loading={formState.isSubmitting}>
            Add rule
          </Button>
        </form>
      </Card>
    </div>
  );
}
