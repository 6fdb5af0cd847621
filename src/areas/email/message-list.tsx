// A folder's messages, newest first, in the shared infinite table. Unread
// messages are bold and say so to screen readers.
import { Link } from '@tanstack/react-router';
import type { z } from 'zod';
import type { MessageSummary } from '@contract/email-messages';
import type { Column } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { formatDateTime } from '@/lib/format';
import { emailQueries } from './queries';

type Msg = z.infer<typeof MessageSummary>;

const columns = (mailbox: string, q: string | undefined): Column<Msg>[] => [
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
    grow: 2.5,
    minWidth: 160,
    cell: (m) => (
      <Link
        to="/email/webmail"
        search={{ mailbox, folder: m.folder, message: m.id, q }}
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
    grow: 1,
    minWidth: 110,
    hideBelow: 'sm',
    cell: (m) => <time dateTime={m.date}>{formatDateTime(m.date)}</time>,
  },
];

export function MessageList({ mailbox, folder, q }: { mailbox: string; folder: string; q?: string }) {
  return (
    <DataTable
      query={emailQueries.messages({ input: mailbox, folder, q })}
      columns={columns(mailbox, q)}
      getRowId={(m) => m.id}
      label={`Messages in ${folder}`}
      height="min(60dvh, 36rem)"
      empty={{ title: q ? 'No message matches this search' : 'This folder is empty' }}
    />
  );
}
