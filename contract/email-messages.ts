// Reading mail (folders, message lists, one message, organising), and the
// delivery side: per-mailbox log lines, the outgoing queue, message traces.
// The message list, the log and the queue ADD `sort` (ADR 035; list-sorts.ts): its default is the
// order each always had, so a call without it answers as before.
import { z } from 'zod';
import { Input, Target, Timestamp, collection, page, qBool, targetCollection, targetPage } from './common';
import { defineArea } from './operation';
import { MailboxInput, emailErrors, emailRead as read, emailWrite as write } from './email-shared';
import {
  MAIL_LOG_SORT_DEFAULT,
  MAIL_LOG_SORTS,
  MAIL_QUEUE_SORT_DEFAULT,
  MAIL_QUEUE_SORTS,
  MESSAGE_SORT_DEFAULT,
  MESSAGE_SORTS,
} from './list-sorts';
import { sortParam } from './list-export';

const errors = [...emailErrors, 'not_found'] as const;

// IMAP folder path as the server names it, e.g. INBOX or INBOX.Receipts.
const FolderPath = z.string().trim().min(1, 'Give the folder').max(255, 'At most 255 characters');
const MessageId = z.string().trim().min(1, 'Give the message id').max(128);

export const MailFolder = z.object({
  path: z.string(),
  name: z.string(),
  specialUse: z.enum(['inbox', 'sent', 'drafts', 'trash', 'junk', 'archive']).nullable(),
  total: z.number().int().min(0),
  unread: z.number().int().min(0),
  sizeMb: z.number().min(0),
});

const Party = z.object({ name: z.string().nullable(), address: z.string() });

export const MessageSummary = z.object({
  /** Opaque, stable within the folder (the IMAP UID with its validity). */
  id: z.string(),
  folder: z.string(),
  subject: z.string(),
  from: Party,
  to: z.array(Party),
  date: Timestamp,
  sizeBytes: z.number().int().min(0),
  seen: z.boolean(),
  flagged: z.boolean(),
  hasAttachments: z.boolean(),
  snippet: z.string(),
});

export const MessageDetail = MessageSummary.extend({
  target: Target,
  cc: z.array(Party),
  replyTo: z.array(Party),
  messageIdHeader: z.string().nullable(),
  headers: z.array(z.object({ name: z.string(), value: z.string() })),
  text: z.string().nullable(),
  /** Sanitised: scripts, forms and remote images removed. */
  html: z.string().nullable(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), sizeBytes: z.number().int() })),
});

const OrganizeAction = z.enum([
  'move',
  'flag',
  'unflag',
  'mark_read',
  'mark_unread',
  'trash',
  'create_folder',
  'rename_folder',
  'trash_folder',
]);
const messageActions = ['move', 'flag', 'unflag', 'mark_read', 'mark_unread', 'trash'];

export const MailLogLine = z.object({
  at: Timestamp,
  direction: z.enum(['in', 'out']),
  messageId: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  status: z.enum(['received', 'delivered', 'deferred', 'bounced', 'rejected', 'spam']),
  relay: z.string().nullable(),
  /** The SMTP reply or filter verdict. */
  detail: z.string(),
  sizeBytes: z.number().int().nullable(),
});

export const QueuedMessage = z.object({
  id: z.string(),
  from: z.string(),
  recipients: z.array(z.string()),
  sizeBytes: z.number().int(),
  status: z.enum(['active', 'deferred', 'hold']),
  queuedAt: Timestamp,
  attempts: z.number().int().min(0),
  nextAttemptAt: Timestamp.nullable(),
  lastError: z.string().nullable(),
});

export const TraceEvent = z.object({
  at: Timestamp,
  stage: z.enum(['received', 'filtered', 'queued', 'forwarded', 'delivered', 'deferred', 'bounced', 'rejected']),
  host: z.string(),
  detail: z.string(),
});

export const emailMessageOps = defineArea('email', {
  listMailFolders: {
    method: 'GET',
    path: '/email/messages/folders',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'Folders of a mailbox with message and unread counts',
    query: z.object({ input: MailboxInput }),
    response: z.object({ target: Target, data: z.array(MailFolder), total: z.number().int().min(0) }),
  },
  listMessages: {
    method: 'GET',
    path: '/email/messages',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'Messages in a folder, newest first or as sorted, optionally searched',
    query: z.object({
      input: MailboxInput,
      ...page(100),
      folder: FolderPath.default('INBOX'),
      q: z.string().trim().max(200, 'At most 200 characters').optional(),
      unread: qBool.optional(),
      since: Timestamp.optional(),
      sort: sortParam(MESSAGE_SORTS, MESSAGE_SORT_DEFAULT),
    }),
    response: collection(MessageSummary).extend({ target: Target, folder: z.string() }),
  },
  getMessage: {
    method: 'GET',
    path: '/email/messages/detail',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'Read one message (does not mark it read)',
    query: z.object({ input: MailboxInput, folder: FolderPath.default('INBOX'), id: MessageId }),
    response: MessageDetail,
  },
  organizeMessages: {
    method: 'POST',
    path: '/email/messages/actions/organize',
    tier: 'W',
    scopes: write,
    errors,
    summary: 'Move, flag or trash messages; create, rename or trash folders',
    body: z
      .object({
        input: MailboxInput,
        action: OrganizeAction,
        folder: FolderPath.default('INBOX'),
        ids: z.array(MessageId).max(500, 'At most 500 messages per call').optional(),
        destination: FolderPath.optional(),
        new_name: z
          .string()
          .trim()
          .min(1)
          .max(100, 'At most 100 characters')
          .regex(/^[^/.\\]+$/, 'A folder name without / . or \\')
          .optional(),
      })
      .superRefine((b, ctx) => {
        if (messageActions.includes(b.action) && !b.ids?.length)
          ctx.addIssue({ code: 'custom', path: ['ids'], message: `Give the message ids to ${b.action}` });
        if (b.action === 'move' && !b.destination)
          ctx.addIssue({ code: 'custom', path: ['destination'], message: 'Give the destination folder' });
        if ((b.action === 'create_folder' || b.action === 'rename_folder') && !b.new_name)
          ctx.addIssue({ code: 'custom', path: ['new_name'], message: 'Give the folder name' });
      }),
    response: z.object({
      target: Target,
      action: OrganizeAction,
      affected: z.number().int().min(0),
      folder: z.string(),
      destination: z.string().nullable(),
    }),
  },
  listMailLogs: {
    method: 'GET',
    path: '/email/logs',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'Mail-log lines for a mailbox, newest first or as sorted',
    query: z.object({
      input: MailboxInput,
      ...page(500),
      direction: z.enum(['in', 'out', 'all']).default('all'),
      status: MailLogLine.shape.status.optional(),
      since: Timestamp.optional(),
      sort: sortParam(MAIL_LOG_SORTS, MAIL_LOG_SORT_DEFAULT),
    }),
    response: targetCollection(MailLogLine),
  },
  listMailQueue: {
    method: 'GET',
    path: '/email/queue',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'Outgoing messages of a domain or account still waiting in the queue, oldest first or as sorted',
    query: z.object({
      ...targetPage(200),
      status: QueuedMessage.shape.status.optional(),
      sort: sortParam(MAIL_QUEUE_SORTS, MAIL_QUEUE_SORT_DEFAULT),
    }),
    response: targetCollection(QueuedMessage),
  },
  traceMessage: {
    method: 'GET',
    path: '/email/trace',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'Trace what happened to a message: received, filtered, delivered or bounced',
    query: z
      .object({
        input: Input,
        message_id: z.string().trim().max(998, 'At most 998 characters').optional(),
        from: z.string().trim().max(254).optional(),
        to: z.string().trim().max(254).optional(),
        since: Timestamp.optional(),
      })
      .refine((q) => !!(q.message_id || q.from || q.to), { message: 'Give message_id, from or to' }),
    response: z.object({
      target: Target,
      found: z.boolean(),
      messageId: z.string().nullable(),
      from: z.string().nullable(),
      to: z.array(z.string()),
      finalStatus: z.enum(['delivered', 'deferred', 'bounced', 'rejected', 'queued']).nullable(),
      events: z.array(TraceEvent),
    }),
  },
});
