// Backups and restores of the hosting account. The provider runs the backup
// schedule; customers browse backups and request restores. A restore
// overwrites live data, so it is a hold, and restores are globally capped per day.
import { z } from 'zod';
import {
  AsciiDomainName,
  AttemptKey,
  ConfirmationHold,
  Input,
  Target,
  Timestamp,
  collection,
  page,
  targetCollection,
  targetPage,
} from './common';
import { sortParam } from './list-export';
import {
  ACCOUNT_BACKUP_RECORD_SORT_DEFAULT,
  ACCOUNT_BACKUP_RECORD_SORTS,
  BACKUP_ENTRY_SORT_DEFAULT,
  BACKUP_ENTRY_SORTS,
  HOSTING_BACKUP_SORT_DEFAULT,
  HOSTING_BACKUP_SORTS,
} from './list-sorts';
import { defineArea } from './operation';

export const BackupPart = z.enum(['files', 'databases', 'email', 'dns', 'cron']);

export const HostingBackup = z.object({
  id: z.string(),
  kind: z.enum(['daily', 'weekly', 'monthly', 'manual']),
  createdAt: Timestamp,
  /** The total of `parts`, in megabytes (10⁶ bytes, contract/units.ts), rounded to a tenth. */
  sizeMb: z.number().min(0),
  /** The same total in bytes. */
  sizeBytes: z.number().int().min(0).optional(),
  /**
   * What each part holds, in bytes, as the backup recorded it: the home directory's files,
   * the databases and mailboxes at their sizes then, the DNS zones' and crontab's lines.
   * They add up to `sizeBytes`, so the total is explained.
   */
  parts: z
    .object({
      files: z.number().int().min(0),
      databases: z.number().int().min(0),
      email: z.number().int().min(0),
      dns: z.number().int().min(0),
      cron: z.number().int().min(0),
    })
    .optional(),
  contains: z.array(BackupPart),
  node: z.string(),
  retainedUntil: Timestamp.nullable(),
  /** Why a manual backup was taken (a safety backup names the backup its restore restores from). */
  note: z.string().nullable(),
});

export const BackupSchedule = z.object({
  target: Target,
  managedBy: z.literal('provider'),
  frequency: z.enum(['daily', 'weekly']),
  /** Start of the nightly window, HH:MM in UTC. */
  windowStartUtc: z
    .string()
    .max(5, { error: 'Use HH:MM, e.g. 02:30', abort: true })
    .regex(/^\d{2}:\d{2}$/, 'Use HH:MM, e.g. 02:30'),
  retention: z.object({
    daily: z.number().int().min(0),
    weekly: z.number().int().min(0),
    monthly: z.number().int().min(0),
  }),
  contains: z.array(BackupPart),
  lastRunAt: Timestamp.nullable(),
  nextRunAt: Timestamp.nullable(),
  settable: z.literal(false),
});

export const AccountBackupRecord = z.object({
  id: z.string(),
  kind: z.enum(['full', 'home', 'databases', 'email']),
  status: z.enum(['running', 'completed', 'failed']),
  location: z.enum(['remote', 'local']),
  sizeMb: z.number().min(0).nullable(),
  startedAt: Timestamp,
  completedAt: Timestamp.nullable(),
  expiresAt: Timestamp.nullable(),
  detail: z.string().nullable(),
});

export const RestoreScope = z.enum(['full', 'files', 'databases', 'email']);
export const RestoreStatus = z.enum(['queued', 'running', 'completed', 'partially_completed', 'failed', 'cancelled']);

export const Restore = z.object({
  id: z.string(),
  backupId: z.string(),
  backupCreatedAt: Timestamp,
  domain: AsciiDomainName.nullable(),
  scope: RestoreScope,
  items: z.array(z.string()),
  status: RestoreStatus,
  progress: z.number().int().min(0).max(100),
  requestedAt: Timestamp,
  startedAt: Timestamp.nullable(),
  finishedAt: Timestamp.nullable(),
  detail: z.string().nullable(),
  /** The manual backup of the account taken just before this restore overwrote anything. */
  safetyBackupId: z.string().nullable(),
  itemsTotal: z.number().int().min(0),
  itemsRestored: z.number().int().min(0),
  itemsFailed: z.array(z.object({ item: z.string(), reason: z.string() })),
});

export const BackupEntry = z.object({
  name: z.string(),
  path: z.string(),
  type: z.enum(['directory', 'file', 'database', 'mailbox']),
  sizeBytes: z.number().int().min(0).nullable(),
  modifiedAt: Timestamp.nullable(),
});

// Paths inside a backup are relative to the account home; `..` is refused so a
// restore can never reach outside it.
const BackupPath = z
  .string()
  .trim()
  .max(1024, 'At most 1024 characters')
  .refine((p) => !p.split('/').includes('..'), 'A path may not contain ..');

const read = ['read:backups'] as const;
const write = ['write:backups'] as const;
const errors = ['domain_not_owned', 'not_owned', 'not_found'] as const;
const restoreParams = z.object({ restore: z.string().trim().min(1).max(64) });

export const backupsOps = defineArea('backups', {
  listHostingBackups: {
    method: 'GET',
    path: '/backups',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'Backups that exist for the hosting account, newest first unless sorted otherwise',
    query: z.object({
      input: Input,
      kind: HostingBackup.shape.kind.optional(),
      ...page(100),
      // Additive (ADR 035): by size instead, or oldest first.
      sort: sortParam(HOSTING_BACKUP_SORTS, HOSTING_BACKUP_SORT_DEFAULT),
    }),
    response: targetCollection(HostingBackup),
  },
  getBackupSchedule: {
    method: 'GET',
    path: '/backups/schedule',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'When backups run and how long they are kept',
    query: z.object({ input: Input }),
    response: BackupSchedule,
  },
  setBackupSchedule: {
    method: 'PUT',
    path: '/backups/schedule',
    tier: 'W',
    scopes: write,
    errors,
    unavailable: 'The backup schedule is run by the provider and is not settable through the API',
    summary: 'Reports that the backup schedule cannot be set through the API',
    body: z.object({
      input: Input,
      frequency: BackupSchedule.shape.frequency.optional(),
      window_start_utc: BackupSchedule.shape.windowStartUtc.optional(),
    }),
    response: BackupSchedule,
  },
  listAccountBackupRecords: {
    method: 'GET',
    path: '/backups/account',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'Full-account backup runs and their outcome, newest first unless sorted otherwise',
    query: z.object({
      ...targetPage(100),
      // Additive (ADR 035): oldest first.
      sort: sortParam(ACCOUNT_BACKUP_RECORD_SORTS, ACCOUNT_BACKUP_RECORD_SORT_DEFAULT),
    }),
    response: targetCollection(AccountBackupRecord),
  },
  listRestores: {
    method: 'GET',
    path: '/backups/restores',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'Restores of the hosting account with progress and outcome, newest first',
    query: z.object({ input: Input, status: RestoreStatus.optional(), ...page(100) }),
    response: targetCollection(Restore),
  },
  getRestore: {
    method: 'GET',
    path: '/backups/restores/{restore}',
    tier: 'R',
    scopes: read,
    errors,
    summary: "One restore's progress and outcome",
    params: restoreParams,
    response: Restore,
  },
  listBackupContents: {
    method: 'GET',
    path: '/backups/{backup}/contents',
    tier: 'R',
    scopes: read,
    errors,
    summary: 'Browse one backup: directories and files, databases or mailboxes',
    params: z.object({ backup: z.string().trim().min(1).max(128) }),
    query: z.object({
      input: Input,
      part: z.enum(['files', 'databases', 'email']).default('files'),
      path: BackupPath.default('/'),
      ...page(500),
      // Additive (ADR 035): by size or time modified instead of folders first, then by name.
      sort: sortParam(BACKUP_ENTRY_SORTS, BACKUP_ENTRY_SORT_DEFAULT),
    }),
    response: collection(BackupEntry).extend({ target: Target, backupId: z.string(), path: z.string() }),
  },
  requestBackupRestore: {
    method: 'POST',
    path: '/backups/restore',
    tier: 'W',
    scopes: write,
    hold: true,
    // conflict: the hosting account is suspended or cancelled, so nothing may be restored into it
    errors: [...errors, 'conflict'],
    globalDailyCap: 500,
    summary: 'Hold restoring from a backup for confirmation; nothing is overwritten on this call',
    body: z
      .object({
        input: Input,
        backup_id: z.string().trim().min(1, 'Choose a backup').max(128),
        scope: RestoreScope.default('full'),
        // Paths (files), database names (databases) or addresses (email); empty
        // restores everything in the scope.
        items: z
          .array(BackupPath.pipe(z.string().min(1)))
          .max(100, 'At most 100 items per restore')
          .default([]),
        attempt_key: AttemptKey,
      })
      .refine((b) => b.scope !== 'full' || b.items.length === 0, {
        message: 'A full restore takes no items; choose files, databases or email to restore some',
        path: ['items'],
      }),
    response: ConfirmationHold,
  },
  cancelRestore: {
    method: 'POST',
    path: '/backups/restores/{restore}/cancel',
    tier: 'W',
    scopes: write,
    summary: 'Stop a queued or running restore; what was already restored stays',
    errors: [...errors, 'conflict'],
    params: restoreParams,
    response: Restore,
  },
});
