// What the account's attention list reads of backups (the backups area owns the records): the latest
// failed backup copy of each service, and when each service last got a good backup, so a failure a later
// backup made good is left out.
import { and, desc, eq, inArray, max } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { accountBackupRecords, hostingBackups } from '@server/db/schema/backups';

export type BackupRecordRow = typeof accountBackupRecords.$inferSelect;

/** Per service of the account: its latest failed backup record (services with none are left out). */
export const latestFailedBackupPerService = (db: Db | Tx, accountId: number): Promise<BackupRecordRow[]> =>
  db
    .selectDistinctOn([accountBackupRecords.serviceId])
    .from(accountBackupRecords)
    .where(and(eq(accountBackupRecords.accountId, accountId), eq(accountBackupRecords.status, 'failed')))
    .orderBy(accountBackupRecords.serviceId, desc(accountBackupRecords.startedAt));

/** When each of these services last got a backup kept, by service id (a service with none is left out). */
export async function lastBackupAt(db: Db | Tx, serviceIds: number[]): Promise<Map<number, Date | null>> {
  if (serviceIds.length === 0) return new Map();
  const latest = await db
    .select({ serviceId: hostingBackups.serviceId, at: max(hostingBackups.createdAt) })
    .from(hostingBackups)
    .where(inArray(hostingBackups.serviceId, serviceIds))
    .groupBy(hostingBackups.serviceId);
  return new Map(latest.map((l) => [l.serviceId, l.at]));
}
