// Mail-log lines of a mailbox and the queue of a domain, in the shared table.
import { useState } from 'react';
import type { z } from 'zod';
import type { MailLogLine, QueuedMessage } from '@contract/email-messages';
import { MAIL_LOG_SORT_DEFAULT, MAIL_QUEUE_SORT_DEFAULT } from '@contract/list-sorts';
import type { Column } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { Badge } from '@/components/ui/badge';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { formatDateTime } from '@/lib/format';
import { glossary } from '@/lib/glossary';
import type { LogFilters, MailQueueSort } from './keys';
import { usePanelSort } from '@/components/data-table/panel-sort';
import { emailQueries } from './queries';

type Line = z.infer<typeof MailLogLine>;
type Queued = z.infer<typeof QueuedMessage>;

const logColumns: Column<Line>[] = [
  {
    id: 'at',
    header: 'Time',
    sort: 'time',
    sortFirst: 'desc',
    grow: 1.1,
    minWidth: 130,
    cell: (l) => <time dateTime={l.at}>{formatDateTime(l.at)}</time>,
  },
  { id: 'dir', header: 'Dir.', grow: 0.4, hideBelow: 'sm', cell: (l) => (l.direction === 'in' ? 'In' : 'Out') },
  {
    id: 'parties',
    header: 'From → To',
    grow: 2,
    minWidth: 160,
    cell: (l) => (
      <span title={`${l.from} → ${l.to}`}>
        {l.from} → {l.to}
      </span>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    grow: 0.8,
    minWidth: 90,
    cell: (l) => <Badge tone={glossary.mailLog[l.status].tone}>{glossary.mailLog[l.status].label}</Badge>,
  },
  { id: 'detail', header: 'Detail', grow: 2.5, hideBelow: 'md', cell: (l) => <span title={l.detail}>{l.detail}</span> },
];

export function LogTable({ mailbox }: { mailbox: string }) {
  const [direction, setDirection] = useState<'all' | 'in' | 'out'>('all');
  const sort = usePanelSort<NonNullable<LogFilters['sort']>>(MAIL_LOG_SORT_DEFAULT);
  return (
    <div className="space-y-3">
      <Field label="Direction">
        {(p) => (
          <Select
            {...p}
            value={direction}
            onChange={(e) => setDirection(e.target.value as 'all' | 'in' | 'out')}
            className="max-w-48"
          >
            <option value="all">In and out</option>
            <option value="in">Incoming</option>
            <option value="out">Outgoing</option>
          </Select>
        )}
      </Field>
      <DataTable
        query={emailQueries.logs({ input: mailbox, direction, sort: sort.param })}
        columns={logColumns}
        sort={sort.table}
        getRowId={(l) => `${l.at}|${l.messageId}|${l.to}|${l.status}|${l.detail}`}
        label={`Mail log of ${mailbox}`}
        empty={{ title: 'No log lines', body: 'Nothing was sent or received by this mailbox yet.' }}
      />
    </div>
  );
}

const queueColumns: Column<Queued>[] = [
  {
    id: 'queued',
    header: 'Queued',
    sort: 'queued',
    sortFirst: 'desc',
    grow: 1,
    minWidth: 130,
    cell: (q) => <time dateTime={q.queuedAt}>{formatDateTime(q.queuedAt)}</time>,
  },
  { id: 'from', header: 'From → To', grow: 2, minWidth: 160, cell: (q) => `${q.from} → ${q.recipients.join(', ')}` },
  {
    id: 'status',
    header: 'Status',
    grow: 0.8,
    minWidth: 90,
    cell: (q) => <Badge tone={glossary.mailQueue[q.status].tone}>{glossary.mailQueue[q.status].label}</Badge>,
  },
  {
    id: 'next',
    header: 'Next try',
    grow: 1,
    hideBelow: 'md',
    cell: (q) => (q.nextAttemptAt ? formatDateTime(q.nextAttemptAt) : '—'),
  },
  {
    id: 'error',
    header: 'Last error',
    grow: 2.2,
    hideBelow: 'lg',
    cell: (q) => <span title={q.lastError ?? ''}>{q.lastError ?? '—'}</span>,
  },
];

export function QueueTable({ domain }: { domain: string }) {
  const sort = usePanelSort<NonNullable<MailQueueSort>>(MAIL_QUEUE_SORT_DEFAULT);
  return (
    <DataTable
      query={emailQueries.queue(domain, sort.param)}
      columns={queueColumns}
      sort={sort.table}
      getRowId={(q) => q.id}
      label={`Mail queue of ${domain}`}
      empty={{ title: 'The queue is empty', body: 'Every outgoing message was handed over.' }}
    />
  );
}
