// A folder's messages, newest first or as sorted (the order is the webmail
// URL's, beside the search), in the shared infinite table. Unread messages
// are bold and say so to screen readers.
import { Link } from '@tanstack/react-router';
import type { z } from 'zod';
import type { MessageSummary } from '@contract/email-messages';
import { MESSAGE_SORT_DEFAULT } from '@contract/list-sorts';
import type { Column, TableSort } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { formatDateTime } from '@/lib/format';
import type { MessageFilters } from './keys';
import { emailQueries } from './queries';

type Msg = z.infer<typeof MessageSummary>;
type MessageSort = MessageFilters['sort'];

const columns = (mailbox: string, q: string | undefined, sort: MessageSort): Column<Msg>[] => [
  {
    id: 'from',
    header: 'From',
    grow: 1.2,
    minWidth: 120,
    cell: (m) => <span className={m.seen ? '' : 'font-semibold'}>{m.from.name ?? m.from.address}</span>,
  },
  {
    id: 'subject',
    header: 'Subject',
    sort: 'subject',
    grow: 2.5,
    minWidth: 160,
    cell: (m) => (
      <Link
        to="/email/webmail"
        search={{ mailbox, folder: m.folder, message: m.id, q, sort }}
        className={`relative block truncate text-fg hover:underline ${m.seen ? '' : 'font-semibold'}`}
      >
        {!m.seen && <span className="sr-only">Unread: </span>}
        {m.flagged && (
          <span aria-label="Flagged" className="mr-1 text-warning">
            ★
          </span>
        )}
        {m.subject || '(no subject)'}
        {m.hasAttachments && (
          <span aria-label="Has attachments" className="ml-1">
            📎
          </span>
        )}
      </Link>
    ),
  },
  {
    id: 'date',
    header: 'Date',
    sort: 'date',
    sortFirst: 'desc',
    grow: 1,
    minWidth: 110,
    hideBelow: 'sm',
    cell: (m) => <time dateTime={m.date}>{formatDateTime(m.date)}</time>,
  },
];

export function MessageList({
  mailbox,
  folder,
  q,
  sort,
  onSort,
}: {
  mailbox: string;
  folder: string;
  q?: string;
  /** The URL's order: absent for the default (newest first). */
  sort: MessageSort;
  onSort: (next: MessageSort) => void;
}) {
  const table: TableSort = {
    value: sort ?? MESSAGE_SORT_DEFAULT,
    // The headers offer only the listing's own sort values.
    onChange: (next) => onSort(next === MESSAGE_SORT_DEFAULT ? undefined : (next as MessageSort)),
  };
  return (
    <DataTable
      query={emailQueries.messages({ input: mailbox, folder, q, sort })}
      columns={columns(mailbox, q, sort)}
      sort={table}
      getRowId={(m) => m.id}
      label={`Messages in ${folder}`}
      height="min(60dvh, 36rem)"
      empty={{ title: q ? 'No message matches this search' : 'This folder is empty' }}
    />
  );
}
