// The installer's backups an account keeps in its home directory, by install:
// what they take on disk (read by the diagnostics' disk-usage report).
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '@server/db/client';
import { appBackups, appInstalls } from '@server/db/schema/apps';

export interface BackupSize {
  id: string;
  /** The install's domain and path; null once the install is gone (its backups stay). */
  domain: string | null;
  sizeMb: number;
}

export async function backupSizesOf(q: Db | Tx, serviceId: number): Promise<BackupSize[]> {
  const rows = await q
    .select({ id: appBackups.id, sizeMb: appBackups.sizeMb, domain: appInstalls.domain })
    .from(appBackups)
    .leftJoin(appInstalls, eq(appInstalls.id, appBackups.installId))
    .where(eq(appBackups.serviceId, serviceId))
    .orderBy(asc(appBackups.id));
  return rows;
}
