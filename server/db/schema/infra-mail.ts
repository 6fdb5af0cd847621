// The infra-mail tables: only server/infra reads or writes them (docs/architecture.md, "Who owns which table").
import { boolean, index, integer, jsonb, pgTable, real, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountId, bigId, createdAt, id, textId, ts } from '@server/db/columns';

export interface MailParty {
  name: string | null;
  address: string;
}
export interface MailAttachment {
  filename: string;
  contentType: string;
  sizeBytes: number;
}

export const mailFolders = pgTable(
  'mail_folders',
  {
    id: id(),
    mailboxId: integer('mailbox_id').notNull(),
    path: text('path').notNull(),
    name: text('name').notNull(),
    specialUse: text('special_use'), // inbox | sent | drafts | trash | junk | archive
    /** IMAP UIDVALIDITY: message ids carry it, so an id never names a message of a recreated folder. */
    uidValidity: integer('uid_validity').notNull(),
    nextUid: integer('next_uid').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('mail_folders_path_uq').on(t.mailboxId, t.path)],
);

export const mailMessages = pgTable(
  'mail_messages',
  {
    id: bigId(),
    mailboxId: integer('mailbox_id').notNull(),
    folderId: integer('folder_id').notNull(),
    uid: integer('uid').notNull(),
    messageIdHeader: text('message_id_header'),
    subject: text('subject').notNull(),
    fromName: text('from_name'),
    fromAddress: text('from_address').notNull(),
    to: jsonb('to').$type<MailParty[]>().notNull(),
    cc: jsonb('cc').$type<MailParty[]>().notNull().default([]),
    replyTo: jsonb('reply_to').$type<MailParty[]>().notNull().default([]),
    headers: jsonb('headers').$type<{ name: string; value: string }[]>().notNull().default([]),
    date: ts('date').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    seen: boolean('seen').notNull().default(false),
    flagged: boolean('flagged').notNull().default(false),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    text: text('text'),
    html: text('html'),
    snippet: text('snippet').notNull(),
    spamScore: real('spam_score').notNull().default(0),
  },
  (t) => [
    uniqueIndex('mail_messages_uid_uq').on(t.folderId, t.uid),
    index('mail_messages_folder_date_idx').on(t.folderId, t.date, t.id),
    index('mail_messages_mailbox_idx').on(t.mailboxId),
  ],
);

/** One line per delivery step; a message trace is the lines sharing a message id. */
export const mailLog = pgTable(
  'mail_log',
  {
    id: bigId(),
    accountId: accountId(),
    domain: text('domain').notNull(),
    at: ts('at').notNull(),
    direction: text('direction').notNull(), // in | out
    messageId: text('message_id'),
    from: text('from_address').notNull(),
    to: text('to_address').notNull(),
    status: text('status').notNull(), // received | delivered | deferred | bounced | rejected | spam
    stage: text('stage').notNull(), // received | filtered | queued | forwarded | delivered | deferred | bounced | rejected
    host: text('host').notNull(),
    relay: text('relay'),
    detail: text('detail').notNull(),
    sizeBytes: integer('size_bytes'),
  },
  (t) => [
    index('mail_log_domain_at_idx').on(t.domain, t.at, t.id),
    index('mail_log_from_idx').on(t.from, t.at),
    index('mail_log_to_idx').on(t.to, t.at),
    index('mail_log_message_idx').on(t.messageId),
  ],
);

export const mailQueue = pgTable(
  'mail_queue',
  {
    id: textId(),
    accountId: accountId(),
    domain: text('domain').notNull(),
    messageId: text('message_id'),
    from: text('from_address').notNull(),
    recipients: text('recipients').array().notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    status: text('status').notNull(), // active | deferred | hold
    queuedAt: ts('queued_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at'),
    lastError: text('last_error'),
  },
  (t) => [index('mail_queue_domain_idx').on(t.domain, t.queuedAt, t.id)],
);
