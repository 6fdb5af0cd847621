// An install's backup rotation: it keeps its newest `backupRotation` manual and
// scheduled backups; after a new one is taken, the older ones beyond that are
// deleted. Restore points (taken before an update, a push or a restore) are
// not counted and never rotated away: a task's rollback point must stay.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { appBackups } from '@server/db/schema/apps';
import type { BackupRow } from './backups';
import type { InstallRow } from './install-repository';

export async function rotateBackups(tx: Tx, install: InstallRow): Promise<BackupRow[]> {
  const kept = await tx
    .select({ id: appBackups.id })
    .from(appBackups)
    .where(and(eq(appBackups.installId, install.id), inArray(appBackups.kind, ['manual', 'scheduled'])))
    .orderBy(desc(appBackups.createdAt), desc(appBackups.id));
  const beyond = kept.slice(install.backupRotation).map((b) => b.id);
  if (!beyond.length) return [];
  return tx.delete(appBackups).where(inArray(appBackups.id, beyond)).returning();
}
