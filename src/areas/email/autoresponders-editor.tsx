// Autoresponders of a domain: one per address, replying at most once per
// sender per interval, optionally only between two dates.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { emailOps } from '@contract/email';
import type { Autoresponder } from '@contract/email-rules';
import { AUTORESPONDER_SORT_DEFAULT } from '@contract/list-sorts';
import { actionsColumn } from '@/components/data-table/cells';
import type { Column } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
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
import type { AutoresponderSort } from './keys';
import { usePanelSort } from '@/components/data-table/panel-sort';
import { useEmailDelete, useEmailWrite } from './mutations';
import { emailQueries } from './queries';

const schema = emailOps.createAutoresponder.body;
type Row = z.infer<typeof Autoresponder>;

export function AutorespondersEditor({ domain }: { domain: string }) {
  const [editing, setEditing] = useState<Row | null>(null);
  const remove = useEmailDelete('deleteAutoresponder');
  const sort = usePanelSort<NonNullable<AutoresponderSort>>(AUTORESPONDER_SORT_DEFAULT);
  const columns: Column<Row>[] = [
    {
      id: 'address',
      header: 'Address',
      sort: 'address',
      grow: 1.3,
      minWidth: 150,
      cell: (r) => <span className="font-medium">{r.address}</span>,
    },
    { id: 'subject', header: 'Subject', sort: 'subject', grow: 1.5, minWidth: 120, cell: (r) => r.subject },
    {
      id: 'when',
      header: 'When',
      grow: 1.3,
      hideBelow: 'md',
      cell: (r) =>
        r.startsAt || r.endsAt
          ? `${r.startsAt ? formatDateTime(r.startsAt) : '…'} – ${r.endsAt ? formatDateTime(r.endsAt) : '…'}`
          : 'Always',
    },
    actionsColumn({ grow: 1, minWidth: 140 }, (r) => (
      <span className="inline-flex gap-1">
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setEditing(r)}
          aria-label={`Edit the autoresponder of ${r.address}`}
        >
          Edit
        </Button>
        <ConfirmDelete
          label={`Delete the autoresponder of ${r.address}`}
          title={`Delete the autoresponder of ${r.address}?`}
          onConfirm={() => remove.mutateAsync({ input: r.address })}
        >
          <p>
            Senders to {r.address} no longer get “{r.subject}”.
          </p>
        </ConfirmDelete>
      </span>
    )),
  ];
  return (
    <div className="space-y-4">
      <DataTable
        query={emailQueries.autoresponders(domain, sort.param)}
        columns={columns}
        sort={sort.table}
        getRowId={(r) => r.address}
        label="Autoresponders"
        height="min(40dvh, 24rem)"
        empty={{ title: 'No autoresponders', body: 'Set one up below.' }}
      />
      <AutoresponderForm
        key={editing?.address ?? 'new'}
        domain={domain}
        editing={editing}
        onDone={() => setEditing(null)}
      />
    </div>
  );
}

function AutoresponderForm({ domain, editing, onDone }: { domain: string; editing: Row | null; onDone: () => void }) {
  const create = useEmailWrite('createAutoresponder');
  const update = useEmailWrite('updateAutoresponder');
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: editing
      ? {
          input: editing.address,
          subject: editing.subject,
          body: editing.body,
          from_name: editing.fromName ?? '',
          is_html: editing.isHtml,
          interval_hours: editing.intervalHours,
          starts_at: editing.startsAt,
          ends_at: editing.endsAt,
        }
      : {
          input: `@${domain}`,
          subject: '',
          body: '',
          from_name: '',
          is_html: false,
          interval_hours: 24,
          starts_at: null,
          ends_at: null,
        },
  });
  const { register, handleSubmit, setError, formState } = form;
  const { errors } = formState;
  const onSubmit = handleSubmit(async (body) => {
    try {
      await (editing ? update : create).mutateAsync(body);
      form.reset();
      onDone();
    } catch (error) {
      applyProblemToForm(setError, error);
    }
  });
  return (
    <Card>
      <CardTitle>{editing ? `Edit the autoresponder of ${editing.address}` : 'New autoresponder'}</CardTitle>
      <form
        onSubmit={onSubmit}
        noValidate
        className="space-y-4"
        aria-label={editing ? 'Edit autoresponder' : 'New autoresponder'}
      >
        <ProblemAlert errors={errors} />
        <Field label="Address" error={errors.input} required>
          {(p) => <Input {...p} type="email" readOnly={Boolean(editing)} {...register('input')} />}
        </Field>
        <Field label="Subject" schema={schema.shape.subject} error={errors.subject} required>
          {(p) => <Input {...p} {...register('subject')} />}
        </Field>
        <Field label="Message" schema={schema.shape.body} error={errors.body} required>
          {(p) => <TextArea {...p} rows={4} {...register('body')} />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label="Reply at most every (hours)" schema={schema.shape.interval_hours} error={errors.interval_hours}>
            {(p) => (
              <Input
                {...p}
                type="number"
                inputMode="numeric"
                {...register('interval_hours', { valueAsNumber: true })}
              />
            )}
          </Field>
          <Field label="Starts (optional)" hint={`Time in ${displayTimeZone()}`} error={errors.starts_at}>
            {(p) => <Input {...p} type="datetime-local" {...dateField(form as never, 'starts_at')} />}
          </Field>
          <Field label="Ends (optional)" hint={`Time in ${displayTimeZone()}`} error={errors.ends_at}>
            {(p) => <Input {...p} type="datetime-local" {...dateField(form as never, 'ends_at')} />}
          </Field>
        </div>
        <div className="flex gap-3">
          <Button type="submit" variant="primary" loading={formState.isSubmitting}>
            {editing ? 'Save changes' : 'Create autoresponder'}
          </Button>
          {editing && <Button onClick={onDone}>Cancel</Button>}
        </div>
      </form>
    </Card>
  );
}
