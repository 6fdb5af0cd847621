// A simple webmail: pick a mailbox, its folders with unread counts, the
// folder's messages (infinite, searchable) and the open message.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { emailOps } from '@contract/email';
import { SearchField } from '@/components/data-table/search-field';
import { EmailTabs } from './email-tabs';
import { FolderList } from './folder-list';
import { MailboxPicker } from './mailbox-picker';
import { MessageList } from './message-list';
import { MessageView } from './message-view';
import type { MessageFilters } from './keys';
import { emailQueries } from './queries';

export interface WebmailSearch {
  mailbox?: string;
  folder?: string;
  message?: string;
  q?: string;
  /** The message list's order (absent: newest first). */
  sort?: MessageFilters['sort'];
}
const qSchema = emailOps.listMessages.query.shape.q;

export function WebmailPage({ search, onSearch }: { search: WebmailSearch; onSearch: (s: WebmailSearch) => void }) {
  const folder = search.folder ?? 'INBOX';
  const folders = useQuery({ ...emailQueries.folders(search.mailbox ?? ''), enabled: Boolean(search.mailbox) });

  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold">Webmail</h1>
        <p className="text-sm text-muted">Read and organise the mail of a mailbox.</p>
      </div>
      <EmailTabs />
      <MailboxPicker value={search.mailbox} onChange={(mailbox) => onSearch({ mailbox })} />
      {search.mailbox && (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[14rem_minmax(0,1fr)]">
          <FolderList
            query={folders}
            current={folder}
            onOpen={(f) => onSearch({ mailbox: search.mailbox, folder: f })}
          />
          <div className="min-w-0 space-y-4">
            <form role="search" aria-label="Search messages" onSubmit={(e) => e.preventDefault()}>
              <SearchField
                label={`Search in ${folders.data?.data.find((f) => f.path === folder)?.name ?? folder}`}
                placeholder="Subject, sender or text"
                schema={qSchema}
                value={search.q}
                onSearch={(q) => onSearch({ ...search, q, message: undefined })}
              />
            </form>
            {search.message ? (
              <>
                <p className="text-sm">
                  <Link
                    to="/email/webmail"
                    search={{ ...search, message: undefined }}
                    className="text-accent hover:underline"
                  >
                    ← Back to {folder}
                  </Link>
                </p>
                <MessageView
                  mailbox={search.mailbox}
                  folder={folder}
                  id={search.message}
                  folders={folders.data?.data ?? []}
                  onGone={() => onSearch({ ...search, message: undefined })}
                />
              </>
            ) : (
              <MessageList
                mailbox={search.mailbox}
                folder={folder}
                q={search.q}
                sort={search.sort}
                onSort={(sort) => onSearch({ ...search, sort })}
              />
            )}
          </div>
        </div>
      )}
    </div>
  );
}
