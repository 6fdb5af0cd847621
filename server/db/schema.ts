// One pg-core schema for PGlite and PostgreSQL. Money is stored in integer
// minor units (cents) to avoid float drift; the API shows major units.
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bigId, cents, createdAt, id, textId, timestamps, ts } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    totpSecret: text('totp_secret'),
    totpEnabledAt: ts('totp_enabled_at'),
    totpPendingSecret: text('totp_pending_secret'),
    totpPendingExpiresAt: ts('totp_pending_expires_at'),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_uq').on(sql`lower(${t.email})`)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    country: text('country').notNull(),
    currency: text('currency').notNull().default('EUR'),
    phone: text('phone'),
    vatNumber: text('vat_number'),
    address: jsonb('address')
      .$type<{ line1: string; line2: string | null; city: string; postalCode: string; country: string }>()
      .notNull(),
    preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull(),
    balanceCents: cents('balance_cents').default(0),
    ...timestamps(),
  },
  (t) => [index('accounts_owner_idx').on(t.ownerUserId)],
);

/** The owning account, with the foreign key the tables of this file have (a new builder each call). */
const accountRef = () =>
  integer('account_id')
    .notNull()
    .references(() => accounts.id);

export const guests = pgTable(
  'guests',
  {
    id: id(),
    accountId: accountRef(),
    email: text('email').notNull(),
    role: text('role').notNull().default('all'),
    userId: integer('user_id').references(() => users.id),
    createdAt: createdAt(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [
    uniqueIndex('guests_active_uq')
      .on(t.accountId, sql`lower(${t.email})`)
      .where(sql`revoked_at is null`),
    index('guests_user_idx').on(t.userId),
  ],
);

export const sessions = pgTable('sessions', {
  id: textId(), // SHA-256 of the cookie secret, never the secret
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  accountId: accountRef(),
  createdAt: createdAt(),
  expiresAt: ts('expires_at').notNull(),
});

export const apiTokens = pgTable(
  'api_tokens',
  {
    id: textId(),
    accountId: accountRef(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    name: text('name').notNull(),
    scopes: text('scopes').array().notNull(),
    hash: text('hash').notNull(),
    prefix: text('prefix').notNull(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at'),
    lastUsedAt: ts('last_used_at'),
    revokedAt: ts('revoked_at'),
    // The guest link it was minted under (a session switched into this account as a guest), else null:
    // it acts as that guest, and revoking the guest revokes it in the same transaction (docs/decisions/023).
    guestId: integer('guest_id').references(() => guests.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('api_tokens_hash_uq').on(t.hash),
    index('api_tokens_account_idx').on(t.accountId, t.createdAt),
    index('api_tokens_guest_idx').on(t.guestId),
  ],
);

/** Exact fixed-window counters; shared by every API process on one database. */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').notNull(),
    bucket: text('bucket').notNull(),
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.bucket, t.windowStart] })],
);

/**
 * One row per statement that wrote any other table (inserted by the `note_change` statement
 * triggers of migration 0013; compacted by `compactChangeLog`). Its sums are the database's
 * revision: they move when, and only when, a writing transaction commits (core/revision.ts).
 */
export const changeLog = pgTable('change_log', {
  weight: bigint('weight', { mode: 'number' }).notNull(),
  nonce: bigint('nonce', { mode: 'number' }).notNull(),
});

export const pendingActions = pgTable(
  'pending_actions',
  {
    id: textId(),
    accountId: accountRef(),
    operation: text('operation').notNull(),
    summary: text('summary').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    paramsHash: text('params_hash').notNull(),
    /** Hash of the validated request without attempt_key: a retry is matched on it before `prepare` runs. */
    requestHash: text('request_hash'),
    /** The hold answer's further members (add-funds' `amount`), so a retry answers as the first call did. */
    answerExtra: jsonb('answer_extra').$type<Record<string, unknown> | null>(),
    preview: jsonb('preview').$type<{ label: string; value: string }[]>().notNull(),
    target: jsonb('target').$type<Record<string, unknown> | null>(),
    money: jsonb('money').$type<{ amount: number; currency: string } | null>(),
    irreversible: boolean('irreversible').notNull().default(false),
    status: text('status').notNull().default('pending'),
    attemptKey: text('attempt_key'),
    requestedBy: jsonb('requested_by').$type<{ kind: 'token' | 'session'; id: string; name: string }>().notNull(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    decidedAt: ts('decided_at'),
    decidedBy: text('decided_by'),
    result: jsonb('result').$type<Record<string, unknown> | null>(),
    error: jsonb('error').$type<{ code: string; detail: string } | null>(),
  },
  (t) => [
    uniqueIndex('pending_actions_attempt_uq')
      .on(t.accountId, t.operation, t.attemptKey)
      .where(sql`attempt_key is not null`),
    index('pending_actions_account_idx').on(t.accountId, t.createdAt),
  ],
);

export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigId(),
    accountId: accountRef(),
    at: createdAt(), // the column is created_at
    actorKind: text('actor_kind').notNull(),
    actorId: text('actor_id'),
    actorName: text('actor_name').notNull(),
    operation: text('operation').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    target: text('target'),
    outcome: text('outcome').notNull(),
    status: integer('status').notNull(),
    detail: text('detail'),
  },
  (t) => [index('audit_events_account_idx').on(t.accountId, t.id)],
);

export const balanceEvents = pgTable(
  'balance_events',
  {
    id: bigId(),
    accountId: accountRef(),
    kind: text('kind').notNull(),
    amountCents: cents('amount_cents'),
    balanceAfterCents: cents('balance_after_cents'),
    description: text('description').notNull(),
    invoiceId: integer('invoice_id'),
    createdAt: createdAt(),
  },
  (t) => [index('balance_events_account_idx').on(t.accountId, t.id)],
);

export const onelinks = pgTable(
  'onelinks',
  {
    id: textId(),
    accountId: accountRef(),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    url: text('url').notNull(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('onelinks_account_idx').on(t.accountId, t.createdAt)],
);

export * from './schema-hosting';
export * from './schema-dns';
export * from './schema-email';
export * from './schema-billing';
export * from './schema-services';
export * from './schema-migrations';
export * from './schema-domains';
export * from './schema-webhosting';
export * from './schema-apps';
export * from './schema-backups';
export * from './schema-vps';
export * from './schema-cron';

/** Mail the control panel sent (simulated mailer outbox). */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    accountId: integer('account_id'),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_to_idx').on(t.to)],
);

/** Long work (transfers, restores, migrations, propagation) advanced by the job runner. */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    accountId: integer('account_id'),
    subject: text('subject'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    state: text('state').notNull().default('queued'), // queued | running | done | failed | cancelled
    progress: integer('progress').notNull().default(0),
    stage: text('stage'),
    runAt: ts('run_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    result: jsonb('result').$type<Record<string, unknown> | null>(),
    error: text('error'),
    ...timestamps(),
  },
  (t) => [index('jobs_due_idx').on(t.state, t.runAt), index('jobs_subject_idx').on(t.kind, t.subject)],
);
export * from './schema-monitoring';
export * from './schema-diagnostics';
export * from './schema-sandbox';
export * from './schema-account-recovery';
export * from './schema-notifications';
export * from './schema-passkeys';
