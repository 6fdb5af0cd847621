// The answers' shapes: a backup, a restore with its progress and report, an account backup run.
import type { z } from 'zod';
import type { AccountBackupRecord, HostingBackup, Restore } from '@contract/backups';
import type { accountBackupRecords } from '@server/db/schema/backups';
import type { RestoreRow } from './backup-repository';
import { sumOfParts, type PartSizes } from './part-sizes';
import { MB, type BackupRow } from './snapshot';

const megabytes = (bytes: number) => Math.round((bytes / MB) * 10) / 10;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * A backup as listed. With its parts' sizes, the total is their sum (a backup taken before DNS and
 * cron lines were counted then reads the same as one taken now); without them, the stored total.
 */
export function presentBackup(r: Omit<BackupRow, 'manifest'>, parts?: PartSizes): z.input<typeof HostingBackup> {
  const bytes = parts ? sumOfParts(parts) : r.sizeBytes;
  return {
    id: String(r.id),
    kind: r.kind as z.input<typeof HostingBackup>['kind'],
    createdAt: r.createdAt.toISOString(),
    sizeMb: megabytes(bytes),
    sizeBytes: bytes,
    ...(parts ? { parts } : {}),
    contains: r.contains as z.input<typeof HostingBackup>['contains'],
    node: r.node,
    retainedUntil: iso(r.retainedUntil),
    note: r.note,
  };
}

export function presentRestore(r: RestoreRow): z.input<typeof Restore> {
  return {
    id: String(r.id),
    backupId: String(r.backupId),
    backupCreatedAt: r.backupCreatedAt.toISOString(),
    domain: r.domain,
    scope: r.scope as z.input<typeof Restore>['scope'],
    items: r.items,
    status: r.status as z.input<typeof Restore>['status'],
    progress: r.progress,
    requestedAt: r.requestedAt.toISOString(),
    startedAt: iso(r.startedAt),
    finishedAt: iso(r.finishedAt),
    detail: r.detail,
    safetyBackupId: r.safetyBackupId === null ? null : String(r.safetyBackupId),
    itemsTotal: r.plan.length,
    itemsRestored: r.plan.filter((i) => i.state === 'restored').length,
    itemsFailed: r.plan
      .filter((i) => i.state === 'failed')
      .map((i) => ({ item: i.name, reason: i.reason ?? 'failed' })),
  };
}

export function presentRecord(r: typeof accountBackupRecords.$inferSelect): z.input<typeof AccountBackupRecord> {
  return {
    id: String(r.id),
    kind: r.kind as z.input<typeof AccountBackupRecord>['kind'],
    status: r.status as z.input<typeof AccountBackupRecord>['status'],
    location: r.location as z.input<typeof AccountBackupRecord>['location'],
    sizeMb: r.sizeBytes === null ? null : megabytes(r.sizeBytes),
    startedAt: r.startedAt.toISOString(),
    completedAt: iso(r.completedAt),
    expiresAt: iso(r.expiresAt),
    detail: r.detail,
  };
}
