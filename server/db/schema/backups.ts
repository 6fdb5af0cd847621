// The backups tables: only server/areas/backups reads or writes them (docs/architecture.md, "Who owns which table").
import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { accountId, id, ts } from '@server/db/columns';

/** One entry of a backup's manifest: a path in the home tree, a database or a mailbox. */
export interface ManifestEntry {
  path: string;
  type: 'directory' | 'file' | 'database' | 'mailbox';
  sizeBytes: number;
  modifiedAt: string | null;
}

/** What a backup holds, by part; cron entries and DNS records are kept as text lines. */
export interface BackupManifest {
  files: ManifestEntry[];
  databases: ManifestEntry[];
  email: ManifestEntry[];
  cron: string[];
  dns: string[];
}

/** One item of a restore as the job works through it. */
export interface RestorePlanItem {
  part: 'files' | 'databases' | 'email';
  /** A home path, a database name or a mailbox address. */
  name: string;
  sizeBytes: number;
  state: 'pending' | 'restored' | 'failed' | 'skipped';
  reason: string | null;
}

export const hostingBackups = pgTable(
  'hosting_backups',
  {
    id: id(),
    accountId: accountId(),
    serviceId: integer('service_id').notNull(),
    kind: text('kind').notNull(), // daily | weekly | monthly | manual
    node: text('node').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    contains: text('contains').array().notNull(),
    manifest: jsonb('manifest').$type<BackupManifest>().notNull(),
    note: text('note'),
    createdAt: ts('created_at').notNull(),
    retainedUntil: ts('retained_until'),
  },
  (t) => [index('hosting_backups_service_idx').on(t.serviceId, t.createdAt)],
);

export const backupRestores = pgTable(
  'backup_restores',
  {
    id: id(),
    accountId: accountId(),
    serviceId: integer('service_id').notNull(),
    backupId: integer('backup_id').notNull(),
    backupCreatedAt: ts('backup_created_at').notNull(),
    domain: text('domain'),
    scope: text('scope').notNull(), // full | files | databases | email
    items: text('items').array().notNull(),
    status: text('status').notNull(), // queued | running | completed | failed | cancelled
    progress: integer('progress').notNull().default(0),
    plan: jsonb('plan').$type<RestorePlanItem[]>().notNull(),
    safetyBackupId: integer('safety_backup_id'),
    jobId: integer('job_id'),
    requestedAt: ts('requested_at').notNull(),
    startedAt: ts('started_at'),
    finishedAt: ts('finished_at'),
    detail: text('detail'),
  },
  (t) => [index('backup_restores_service_idx').on(t.serviceId, t.id)],
);

export const accountBackupRecords = pgTable(
  'account_backup_records',
  {
    id: id(),
    accountId: accountId(),
    serviceId: integer('service_id').notNull(),
    kind: text('kind').notNull(), // full | home | databases | email
    status: text('status').notNull(), // running | completed | failed
    location: text('location').notNull(), // remote | local
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    startedAt: ts('started_at').notNull(),
    completedAt: ts('completed_at'),
    expiresAt: ts('expires_at'),
    detail: text('detail'),
  },
  (t) => [index('account_backup_records_service_idx').on(t.serviceId, t.startedAt)],
);
