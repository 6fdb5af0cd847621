// One message: headers, the body (plain text, or the server-sanitised HTML in
// a sandboxed frame that cannot run scripts), attachments, and actions.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/input';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { ProblemState } from '@/components/ui/problem-state';
import { PagePending } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { formatBytes } from '@/lib/glossary';
import { useEmailWrite } from './mutations';
import { emailQueries } from './queries';

interface Props {
  mailbox: string;
  folder: string;
  id: string;
  folders: { path: string; name: string }[];
  onGone: () => void;
}
const party = (p: { name: string | null; address: string }) => (p.name ? `${p.name} <${p.address}>` : p.address);
// The frame carries its own policy as well as `sandbox`: no scripts, no frames,
// no forms, and nothing loaded from the network (inline and cid: images only).
const FRAME_CSP =
  "default-src 'none'; img-src data: cid:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";
const frameDocument = (html: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${FRAME_CSP}"></head><body>${html}</body></html>`;

export function MessageView({ mailbox, folder, id, folders, onGone }: Props) {
  const q = useQuery(emailQueries.message(mailbox, folder, id));
  const organize = useEmailWrite('organizeMessages');
  const [dest, setDest] = useState('');
  if (q.isPending) return <PagePending label="Opening the message…" />;
  if (q.isError) return <ProblemState error={q.error} onRetry={() => void q.refetch()} />;
  const m = q.data;
  const act = (action: 'flag' | 'unflag' | 'mark_read' | 'mark_unread' | 'trash' | 'move', destination?: string) =>
    organize.mutate(
      { input: mailbox, folder, action, ids: [id], destination },
      {
        onSuccess: () => (action === 'trash' || action === 'move' ? onGone() : void q.refetch()),
      },
    );
  return (
    <Card aria-labelledby="message-subject">
      <h2 id="message-subject" className="mb-2 break-words text-lg font-semibold">
        {m.subject || '(no subject)'}
      </h2>
      <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">From</dt>
        <dd className="break-all">{party(m.from)}</dd>
        <dt className="text-muted">To</dt>
        <dd className="break-all">{m.to.map(party).join(', ')}</dd>
        {m.cc.length > 0 && (
          <>
            <dt className="text-muted">Cc</dt>
            <dd className="break-all">{m.cc.map(party).join(', ')}</dd>
          </>
        )}
        <dt className="text-muted">Date</dt>
        <dd>
          <time dateTime={m.date}>{formatDateTime(m.date)}</time>
        </dd>
      </dl>
      <div className="mb-4 flex flex-wrap items-end gap-2" role="toolbar" aria-label="Message actions">
        <Button size="sm" onClick={() => act(m.seen ? 'mark_unread' : 'mark_read')} disabled={organize.isPending}>
          {m.seen ? 'Mark unread' : 'Mark read'}
        </Button>
        <Button size="sm" onClick={() => act(m.flagged ? 'unflag' : 'flag')} disabled={organize.isPending}>
          {m.flagged ? 'Unflag' : 'Flag'}
        </Button>
        <label className="sr-only" htmlFor="move-to">
          Move to folder
        </label>
        <Select
          id="move-to"
          value={dest}
          onChange={(e) => setDest(e.target.value)}
          compact
          className="max-w-48 text-sm"
        >
          <option value="">Move to…</option>
          {folders
            .filter((f) => f.path !== folder)
            .map((f) => (
              <option key={f.path} value={f.path}>
                {f.name}
              </option>
            ))}
        </Select>
        <Button size="sm" onClick={() => dest && act('move', dest)} disabled={!dest || organize.isPending}>
          Move
        </Button>
        <Button size="sm" variant="danger" onClick={() => act('trash')} disabled={organize.isPending}>
          {folder === 'INBOX.Trash' ? 'Delete for good' : 'Move to Trash'}
        </Button>
      </div>
      {organize.error != null && <ProblemAlert problem={organize.error} className="mb-3" />}
      {m.text ? (
        <div className="whitespace-pre-wrap break-words text-sm" data-testid="message-body">
          {m.text}
        </div>
      ) : m.html ? (
        <iframe
          title="Message body"
          sandbox=""
          srcDoc={frameDocument(m.html)}
          className="h-96 w-full rounded-md border border-line bg-white"
        />
      ) : (
        <p className="text-sm text-muted">This message has no body.</p>
      )}
      {m.attachments.length > 0 && (
        <div className="mt-4">
          <h3 className="mb-1 text-sm font-semibold">Attachments</h3>
          <ul className="text-sm">
            {m.attachments.map((a) => (
              <li key={a.filename}>
                📎 {a.filename}{' '}
                <span className="text-muted">
                  ({formatBytes(a.sizeBytes)}, {a.contentType})
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}
