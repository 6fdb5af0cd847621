// Vacation messages: scheduled periods per mailbox (they may not overlap);
// the mail server answers once per sender per period, or daily.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { emailOps } from '@contract/email';
import type { VacationMessage } from '@contract/email-rules';
import { VACATION_SORT_DEFAULT } from '@contract/list-sorts';
import { actionsColumn } from '@/components/data-table/cells';
import type { Column } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { Input } from '@/components/ui/input';
import { TextArea } from '@/components/ui/text-area';
import { applyProblemToForm } from '@/lib/form-errors';
import { displayTimeZone } from '@/lib/display-zone';
import { formatDateTime } from '@/lib/format';
import { ConfirmDelete } from './confirm-delete';
import { dateField } from './datetime';
import type { VacationSort } from './keys';
import { usePanelSort } from '@/components/data-table/panel-sort';
import { useEmailDelete, useEmailWrite } from './mutations';
import { emailQueries } from './queries';

const schema = emailOps.updateVacationMessage.body;
type Row = z.infer<typeof VacationMessage>;

export function VacationEditor({ domain }: { domain: string }) {
  const [editing, setEditing] = useState<Row | null>(null);
  const remove = useEmailDelete('deleteVacationMessage');
  const sort = usePanelSort<NonNullable<VacationSort>>(VACATION_SORT_DEFAULT);
  const columns: Column<Row>[] = [
    {
      id: 'address',
      header: 'Mailbox',
      sort: 'address',
      grow: 1.3,
      minWidth: 150,
      cell: (r) => <span className="font-medium">{r.address}</span>,
    },
    // The period's two ends, each a column of its own so the list sorts by either.
    {
      id: 'starts',
      header: 'From',
      sort: 'starts',
      sortFirst: 'desc',
      grow: 1,
      minWidth: 120,
      cell: (r) => <time dateTime={r.startsAt}>{formatDateTime(r.startsAt)}</time>,
    },
    {
      id: 'ends',
      header: 'Until',
      sort: 'ends',
      sortFirst: 'desc',
      grow: 1,
      minWidth: 120,
      cell: (r) => <time dateTime={r.endsAt}>{formatDateTime(r.endsAt)}</time>,
    },
    {
      id: 'state',
      header: 'State',
      grow: 0.7,
      hideBelow: 'sm',
      cell: (r) => (r.active ? <Badge tone="success">Active now</Badge> : <Badge>Scheduled</Badge>),
    },
    actionsColumn({ grow: 1, minWidth: 140 }, (r) => (
      <span className="inline-flex gap-1">
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setEditing(r)}
          aria-label={`Edit the vacation message of ${r.address}`}
        >
          Edit
        </Button>
        <ConfirmDelete
          label={`Delete the vacation message of ${r.address}`}
          title="Delete this vacation message?"
          onConfirm={() => remove.mutateAsync({ input: r.address, id: r.id })}
        >
          <p>
            “{r.subject}” for {r.address} is removed.
          </p>
        </ConfirmDelete>
      </span>
    )),
  ];
  return (
    <div className="space-y-4">
      <DataTable
        query={emailQueries.vacations(domain, sort.param)}
        columns={columns}
        sort={sort.table}
        getRowId={(r) => r.id}
        label="Vacation messages"
        height="min(40dvh, 24rem)"
        empty={{ title: 'No vacation messages', body: 'Schedule one below.' }}
      />
      <VacationForm key={editing?.id ?? 'new'} domain={domain} editing={editing} onDone={() => setEditing(null)} />
    </div>
  );
}

function VacationForm({ domain, editing, onDone }: { domain: string; editing: Row | null; onDone: () => void }) {
  const create = useEmailWrite('createVacationMessage');
  const update = useEmailWrite('updateVacationMessage');
  const form = useForm({
    // The update schema is the create schema plus `id`; a new message gets a placeholder id that is not sent.
    resolver: zodResolver(schema),
    defaultValues: editing
      ? {
          input: editing.address,
          id: editing.id,
          subject: editing.subject,
          message: editing.message,
          starts_at: editing.startsAt,
          ends_at: editing.endsAt,
          reply_once: editing.replyOnce,
        }
      : { input: `@${domain}`, id: 'new', subject: '', message: '', starts_at: '', ends_at: '', reply_once: true },
  });
  const { register, handleSubmit, setError, formState } = form;
  const { errors } = formState;
  const onSubmit = handleSubmit(async ({ id, ...body }) => {
    try {
      if (editing) await update.mutateAsync({ ...body, id });
      else await create.mutateAsync(body);
      form.reset();
      onDone();
    } catch (error) {
      applyProblemToForm(setError, error);
    }
  });
  return (
    <Card>
      <CardTitle>{editing ? `Edit the vacation message of ${editing.address}` : 'New vacation message'}</CardTitle>
      <form
        onSubmit={onSubmit}
        noValidate
        className="space-y-4"
        aria-label={editing ? 'Edit vacation message' : 'New vacation message'}
      >
        <ProblemAlert errors={errors} />
        <Field label="Mailbox" error={errors.input} required>
          {(p) => <Input {...p} type="email" readOnly={Boolean(editing)} {...register('input')} />}
        </Field>
        <Field label="Subject" schema={schema.shape.subject} error={errors.subject} required>
          {(p) => <Input {...p} {...register('subject')} />}
        </Field>
        <Field label="Message" schema={schema.shape.message} error={errors.message} required>
          {(p) => <TextArea {...p} rows={4} {...register('message')} />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="From" hint={`Time in ${displayTimeZone()}`} error={errors.starts_at} required>
            {(p) => <Input {...p} type="datetime-local" {...dateField(form as never, 'starts_at')} />}
          </Field>
          <Field label="Until" hint={`Time in ${displayTimeZone()}`} error={errors.ends_at} required>
            {(p) => <Input {...p} type="datetime-local" {...dateField(form as never, 'ends_at')} />}
          </Field>
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" {...register('reply_once')} /> Reply once per sender for the whole period (otherwise
          once a day)
        </label>
        <div className="flex gap-3">
          <Button type="submit" variant="primary" loading={formState.isSubmitting}>
            {editing ? 'Save changes' : 'Schedule'}
          </Button>
          {editing && <Button onClick={onDone}>Cancel</Button>}
        </div>
      </form>
    </Card>
  );
}
