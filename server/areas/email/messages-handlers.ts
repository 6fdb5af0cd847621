// Reading mail from the simulated mail server: folders with counts, a folder's
// messages (newest first, searchable), one message, and organising them.
import { emailOps } from '@contract/email';
import { sortOf } from '@contract/list-sorts';
import { implement } from '@server/core/area';
import { ApiError } from '@server/core/problem';
import { FolderExistsError, type FolderRow, type MessageRow } from '@server/infra/mail-store';
import { folderPath, folderStats, messageByUid, messageIdsByUids, messagesPage } from '@server/infra/mail-store-reads';
import { containsPattern, findMailbox } from './mailbox-repository';
import { sanitizeHtml } from './sanitize-html';

type Msg = MessageRow;
const specialOrder = ['inbox', 'drafts', 'sent', 'archive', 'junk', 'trash'];

const summary = (f: FolderRow) => (m: Msg) => ({
  id: `${f.uidValidity}-${m.uid}`,
  folder: f.path,
  subject: m.subject,
  from: { name: m.fromName, address: m.fromAddress },
  to: m.to,
  date: m.date.toISOString(),
  sizeBytes: m.sizeBytes,
  seen: m.seen,
  flagged: m.flagged,
  hasAttachments: m.attachments.length > 0,
  snippet: m.snippet,
});

const invalid = (path: string, message: string, code: string) =>
  new ApiError('validation_failed', `${path}: ${message}`, { errors: [{ path, message, code }] });

async function folderOf(folders: FolderRow[], path: string, field = 'folder') {
  const f = folders.find((x) => x.path === path);
  if (!f) throw new ApiError('not_found', `There is no folder ${path} in this mailbox (${field})`);
  return f;
}

/** API ids are "<uidvalidity>-<uid>": an id from before a folder was recreated names nothing. */
function parseIds(f: FolderRow, ids: string[]): number[] {
  return ids.map((id, i) => {
    const m = /^(\d+)-(\d+)$/.exec(id);
    if (!m) throw invalid(`ids.${i}`, `"${id}" is not a message id of this API`, 'invalid_id');
    return Number(m[1]) === f.uidValidity ? Number(m[2]) : -1;
  });
}

export default implement(emailOps, {
  handlers: {
    async listMailFolders(ctx) {
      const { box, target } = await findMailbox(ctx, ctx.query.input);
      const folders = await ctx.deps.infra.mailServer.folders(box.id);
      const stats = await folderStats(ctx.deps.db, box.id);
      const by = new Map(stats.map((s) => [s.id, s]));
      const rank = (f: FolderRow) => (f.specialUse ? specialOrder.indexOf(f.specialUse) : 10);
      const data = [...folders]
        .sort((a, b) => rank(a) - rank(b) || a.path.localeCompare(b.path))
        .map((f) => ({
          path: f.path,
          name: f.name,
          specialUse: f.specialUse as never,
          total: by.get(f.id)?.total ?? 0,
          unread: by.get(f.id)?.unread ?? 0,
          sizeMb: Math.round(Number(by.get(f.id)?.bytes ?? 0) / 10485.76) / 100,
        }));
      return { target, data, total: data.length };
    },

    async listMessages(ctx) {
      const q = ctx.query;
      const { box, target } = await findMailbox(ctx, q.input);
      const folder = await folderOf(await ctx.deps.infra.mailServer.folders(box.id), q.folder);
      const like = q.q ? containsPattern(q.q) : null;
      const page = await messagesPage(
        ctx.deps.db,
        folder.id,
        { like, unread: q.unread, since: q.since },
        q,
        summary(folder),
        sortOf(q.sort),
      );
      return { ...page, target, folder: folder.path };
    },

    async getMessage(ctx) {
      const q = ctx.query;
      const { box, target } = await findMailbox(ctx, q.input);
      const folder = await folderOf(await ctx.deps.infra.mailServer.folders(box.id), q.folder);
      const [uid] = parseIds(folder, [q.id]);
      const m = await messageByUid(ctx.deps.db, folder.id, uid!);
      if (!m) throw new ApiError('not_found', `There is no message ${q.id} in ${folder.path}`);
      return {
        ...summary(folder)(m),
        target,
        cc: m.cc,
        replyTo: m.replyTo,
        messageIdHeader: m.messageIdHeader,
        headers: [
          { name: 'From', value: m.fromName ? `${m.fromName} <${m.fromAddress}>` : m.fromAddress },
          { name: 'To', value: m.to.map((p) => p.address).join(', ') },
          { name: 'Subject', value: m.subject },
          { name: 'Date', value: m.date.toUTCString() },
          ...(m.messageIdHeader ? [{ name: 'Message-ID', value: m.messageIdHeader }] : []),
          ...m.headers,
        ],
        text: m.text,
        html: m.html ? sanitizeHtml(m.html) : null,
        attachments: m.attachments,
      };
    },

    async organizeMessages(ctx) {
      const b = ctx.body;
      const { box, target } = await findMailbox(ctx, b.input);
      const mail = ctx.deps.infra.mailServer;
      return ctx.deps.db.transaction(async (tx) => {
        const folders = await mail.folders(box.id, tx);
        const folder = await folderOf(folders, b.folder);
        const rowIds = async () => {
          const uids = parseIds(folder, b.ids ?? []).filter((u) => u > 0);
          if (!uids.length) return [];
          return messageIdsByUids(tx, folder.id, uids);
        };
        let affected = 0;
        let destination: string | null = null;
        try {
          switch (b.action) {
            case 'move': {
              const to = await folderOf(folders, b.destination!, 'destination');
              destination = to.path;
              affected = await mail.move(box.id, folder, await rowIds(), to, tx);
              break;
            }
            case 'flag':
            case 'unflag':
            case 'mark_read':
            case 'mark_unread':
              affected = await mail.flag(folder, await rowIds(), b.action, tx);
              break;
            case 'trash':
              affected = await mail.trash(box.id, folder, await rowIds(), tx);
              destination = folder.specialUse === 'trash' ? null : folders.find((f) => f.specialUse === 'trash')!.path;
              break;
            case 'create_folder':
              destination = (await mail.createFolder(box.id, folder.path, b.new_name!, tx)).path;
              affected = 1;
              break;
            case 'rename_folder':
            case 'trash_folder':
              if (folder.specialUse)
                throw invalid(
                  'folder',
                  `${folder.name} is a standard folder; it cannot be renamed or removed`,
                  'special_folder',
                );
              if (b.action === 'rename_folder') {
                const renamed = await mail.renameFolder(folder, b.new_name!, tx);
                destination = await folderPath(tx, renamed.id);
                affected = 1;
              } else {
                affected = await mail.trashFolder(box.id, folder, tx);
                destination = folders.find((f) => f.specialUse === 'trash')!.path;
              }
              break;
          }
        } catch (err) {
          if (err instanceof FolderExistsError) throw new ApiError('conflict', `${err.path} already exists`);
          throw err;
        }
        return { target, action: b.action, affected, folder: folder.path, destination };
      });
    },
  },
});
