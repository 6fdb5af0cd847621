// The email tables: only server/areas/email reads or writes them (docs/architecture.md, "Who owns which table").
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, real, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountId, createdAt, id, textId, ts } from '@server/db/columns';

/** Mail settings of one domain: spam filter, catch-all, DKIM. A missing row means the defaults. */
export const emailDomainSettings = pgTable('email_domain_settings', {
  domain: text('domain').primaryKey(),
  accountId: accountId(),
  spamEnabled: boolean('spam_enabled').notNull().default(true),
  spamThreshold: real('spam_threshold').notNull().default(5),
  spamAction: text('spam_action').notNull().default('move_to_spam'),
  spamSubjectTag: text('spam_subject_tag').notNull().default('[SPAM]'),
  allowList: text('allow_list')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  blockList: text('block_list')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  catchAllMode: text('catch_all_mode').notNull().default('reject'),
  catchAllForwardTo: text('catch_all_forward_to'),
  dkimEnabled: boolean('dkim_enabled').notNull().default(false),
  dkimSelector: text('dkim_selector'),
  dkimKeyBits: integer('dkim_key_bits'),
  dkimPublicKey: text('dkim_public_key'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const emailForwarders = pgTable(
  'email_forwarders',
  {
    id: id(),
    accountId: accountId(),
    domain: text('domain').notNull(),
    address: text('address').notNull(),
    destination: text('destination').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_forwarders_uq').on(t.address, t.destination),
    index('email_forwarders_domain_idx').on(t.domain, t.address),
  ],
);

export const emailAutoresponders = pgTable(
  'email_autoresponders',
  {
    id: id(),
    accountId: accountId(),
    domain: text('domain').notNull(),
    address: text('address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    fromName: text('from_name'),
    isHtml: boolean('is_html').notNull().default(false),
    intervalHours: integer('interval_hours').notNull().default(24),
    startsAt: ts('starts_at'),
    endsAt: ts('ends_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_autoresponders_address_uq').on(t.address),
    index('email_autoresponders_domain_idx').on(t.domain, t.id),
  ],
);

export const emailVacations = pgTable(
  'email_vacations',
  {
    id: textId(),
    accountId: accountId(),
    domain: text('domain').notNull(),
    address: text('address').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    replyOnce: boolean('reply_once').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_vacations_domain_idx').on(t.domain, t.startsAt, t.id),
    index('email_vacations_address_idx').on(t.address),
  ],
);

export const emailFilters = pgTable(
  'email_filters',
  {
    id: textId(),
    accountId: accountId(),
    domain: text('domain').notNull(),
    /** null: the rule runs for every mailbox of the domain. */
    address: text('address'),
    name: text('name').notNull(),
    field: text('field').notNull(),
    headerName: text('header_name'),
    match: text('match').notNull(),
    value: text('value').notNull(),
    action: text('action').notNull(),
    destination: text('destination'),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('email_filters_domain_idx').on(t.domain, t.position, t.id)],
);

/** Webmail single sign-on links: only the SHA-256 of the token is kept. */
export const webmailLinks = pgTable('webmail_links', {
  tokenHash: text('token_hash').primaryKey(),
  accountId: accountId(),
  mailboxId: integer('mailbox_id').notNull(),
  address: text('address').notNull(),
  createdAt: ts('created_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

export const mailboxes = pgTable(
  'mailboxes',
  {
    id: id(),
    accountId: accountId(),
    domain: text('domain').notNull(),
    address: text('address').notNull(),
    passwordHash: text('password_hash').notNull(),
    quotaMb: integer('quota_mb'),
    usedMb: integer('used_mb').notNull().default(0),
    sendLimit: integer('send_limit').notNull().default(0),
    sentToday: integer('sent_today').notNull().default(0),
    isSuspended: boolean('is_suspended').notNull().default(false),
    suspendedAt: ts('suspended_at'),
    suspendReason: text('suspend_reason'),
    lastLoginAt: ts('last_login_at'),
    passwordChangedAt: ts('password_changed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mailboxes_address_uq').on(t.address),
    index('mailboxes_domain_idx').on(t.domain, t.id),
    // The mailbox list's filter and order (domain, account, then address and id): a page reads the index in
    // order, and on PostgreSQL the count for `total` is an index-only scan.
    index('mailboxes_domain_account_address_idx').on(t.domain, t.accountId, t.address, t.id),
    index('mailboxes_domain_usage_idx').on(t.domain, t.usedMb, t.id),
    // The mailbox search (`address LIKE '%q%'`) by trigrams (pg_trgm).
    index('mailboxes_address_trgm_idx').using('gin', t.address.op('gin_trgm_ops')),
  ],
);
