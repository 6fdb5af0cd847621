// The migrations tables: only server/areas/migrations reads or writes them (docs/architecture.md, "Who owns which table").
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { accountId, id, textId, ts } from '@server/db/columns';

export interface MigrationEvent {
  at: string;
  status: string;
  message: string;
}
export interface StageWork {
  stage: string;
  total: number;
  done: number;
}

export const migrations = pgTable(
  'migrations',
  {
    id: id(),
    accountId: accountId(),
    status: text('status').notNull(), // requested | scheduled | in_progress | completed | cancelled | failed
    stage: text('stage').notNull().default('queued'),
    sourceHost: text('source_host'),
    // the filed request with every secret removed (see FiledMigrationRequest)
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    // AES-256-GCM envelopes ("v1.<iv>.<tag>.<ciphertext>", base64url); null when not given
    controlPanelPasswordEnc: text('control_panel_password_enc'),
    ftpPasswordEnc: text('ftp_password_enc'),
    emailSecretsEnc: text('email_secrets_enc'),
    // the work units of each stage and how many are done
    work: jsonb('work').$type<StageWork[]>().notNull(),
    events: jsonb('events').$type<MigrationEvent[]>().notNull(),
    jobId: integer('job_id'),
    pendingActionId: text('pending_action_id'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    scheduledFor: ts('scheduled_for'),
    completedAt: ts('completed_at'),
    cancelledAt: ts('cancelled_at'),
  },
  (t) => [index('migrations_account_idx').on(t.accountId, t.id)],
);

/** Generated once per database when no MIGRATION_SECRET_KEY is configured. */
export const migrationSecretKeys = pgTable('migration_secret_keys', {
  id: textId(),
  key: text('key').notNull(), // 32 random bytes, base64
  createdAt: ts('created_at').notNull(),
});
