// The core tables: only server/core reads or writes them (docs/architecture.md, "Who owns which table").
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bigId, createdAt, id, textId, timestamps, ts } from '@server/db/columns';
import { accounts } from './account';

/** The owning account, with the foreign key the tables of this file have (a new builder each call). */
const accountRef = () =>
  integer('account_id')
    .notNull()
    .references(() => accounts.id);

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
