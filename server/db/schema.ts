// One pg-core schema for PGlite and PostgreSQL. Money is stored in integer
// minor units (cents) to avoid float drift; the API shows major units.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const created = () => ts('created_at').notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    totpSecret: text('totp_secret'),
    totpEnabledAt: ts('totp_enabled_at'),
    totpPendingSecret: text('totp_pending_secret'),
    totpPendingExpiresAt: ts('totp_pending_expires_at'),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: created(),
  },
  (t) => [uniqueIndex('users_email_uq').on(sql`lower(${t.email})`)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
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
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
    createdAt: created(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('accounts_owner_idx').on(t.ownerUserId)],
);

export const guests = pgTable(
  'guests',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    email: text('email').notNull(),
    role: text('role').notNull().default('all'),
    userId: integer('user_id').references(() => users.id),
    createdAt: created(),
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
  id: text('id').primaryKey(), // SHA-256 of the cookie secret, never the secret
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id),
  createdAt: created(),
  expiresAt: ts('expires_at').notNull(),
});

export const apiTokens = pgTable(
  'api_tokens',
  {
    id: text('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    name: text('name').notNull(),
    scopes: text('scopes').array().notNull(),
    hash: text('hash').notNull(),
    prefix: text('prefix').notNull(),
    createdAt: created(),
    expiresAt: ts('expires_at'),
    lastUsedAt: ts('last_used_at'),
    revokedAt: ts('revoked_at'),
  },
  (t) => [uniqueIndex('api_tokens_hash_uq').on(t.hash), index('api_tokens_account_idx').on(t.accountId, t.createdAt)],
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

export const pendingActions = pgTable(
  'pending_actions',
  {
    id: text('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    operation: text('operation').notNull(),
    summary: text('summary').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    paramsHash: text('params_hash').notNull(),
    preview: jsonb('preview').$type<{ label: string; value: string }[]>().notNull(),
    target: jsonb('target').$type<Record<string, unknown> | null>(),
    money: jsonb('money').$type<{ amount: number; currency: string } | null>(),
    irreversible: boolean('irreversible').notNull().default(false),
    status: text('status').notNull().default('pending'),
    attemptKey: text('attempt_key'),
    requestedBy: jsonb('requested_by').$type<{ kind: 'token' | 'session'; id: string; name: string }>().notNull(),
    createdAt: created(),
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
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    at: created(),
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
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    kind: text('kind').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    balanceAfterCents: bigint('balance_after_cents', { mode: 'number' }).notNull(),
    description: text('description').notNull(),
    invoiceId: integer('invoice_id'),
    createdAt: created(),
  },
  (t) => [index('balance_events_account_idx').on(t.accountId, t.id)],
);

export const onelinks = pgTable(
  'onelinks',
  {
    id: text('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    url: text('url').notNull(),
    createdAt: created(),
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

/** Mail the control panel sent (simulated mailer outbox). */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id'),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    kind: text('kind').notNull(),
    createdAt: created(),
  },
  (t) => [index('outbox_to_idx').on(t.to)],
);

/** Long work (transfers, restores, migrations, propagation) advanced by the job runner. */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    accountId: integer('account_id'),
    subject: text('subject'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    state: text('state').notNull().default('queued'), // queued | running | done | failed | cancelled
    progress: integer('progress').notNull().default(0),
    stage: text('stage'),
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    result: jsonb('result').$type<Record<string, unknown> | null>(),
    error: text('error'),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('jobs_due_idx').on(t.state, t.runAt), index('jobs_subject_idx').on(t.kind, t.subject)],
);
