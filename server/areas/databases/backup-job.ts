// The node's own database backups, apart from the full hosting backups: every
// night at 02:00 UTC one dump per database with its real size at that moment,
// kept 7 days; and one just before a database is dropped, kept 30 days. One
// self-rescheduling job takes the nightly ones and removes expired backups.
import { lte } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { databaseBackups, databases } from '@server/db/schema/databases';
import type { Deps } from '@server/core/deps';
import { type JobStep, ensureJob } from '@server/core/job-queue';
import type { DatabaseNode } from '@server/infra/database-node';

export const NIGHTLY_BACKUP_JOB = 'databases.nightly-backup';
const DAY = 86_400_000;
export const BACKUP_HOUR_UTC = 2;
export const RETENTION_DAYS = { nightly: 7, before_drop: 30 } as const;
export type BackupKind = keyof typeof RETENTION_DAYS;

/** The first 02:00 UTC strictly after `now`. */
export function nextBackupAt(now: Date): Date {
  const at = new Date(now);
  at.setUTCHours(BACKUP_HOUR_UTC, 0, 0, 0);
  return at > now ? at : new Date(at.getTime() + DAY);
}

/** Record a backup of a database of `sizeBytes` taken at `at`. */
export async function recordBackup(
  tx: Tx,
  db: { id: number; name: string },
  kind: BackupKind,
  sizeBytes: number,
  at: Date,
) {
  const [row] = await tx
    .insert(databaseBackups)
    .values({
      databaseId: db.id,
      databaseName: db.name,
      kind,
      sizeBytes,
      createdAt: at,
      expiresAt: new Date(at.getTime() + RETENTION_DAYS[kind] * DAY),
    })
    .returning();
  return row!;
}

/** Back up every database the node has, at its size now. */
export async function backUpAll(tx: Tx, node: DatabaseNode, now: Date) {
  const all = await tx.select({ id: databases.id, name: databases.name }).from(databases);
  const stats = await node.stats(all.map((d) => d.name));
  let taken = 0;
  for (const d of all) {
    const s = stats.get(d.name);
    // a row whose schema is missing has nothing to dump
    if (!s) continue;
    await recordBackup(tx, d, 'nightly', s.sizeBytes, now);
    taken++;
  }
  return taken;
}

export const nightlyBackupStep: JobStep<Deps> = async (tx, _job, deps) => {
  const now = deps.clock.now();
  const taken = await backUpAll(tx, deps.infra.databaseNode, now);
  const expired = await tx.delete(databaseBackups).where(lte(databaseBackups.expiresAt, now)).returning();
  const next = nextBackupAt(now);
  return {
    state: 'running',
    progress: 0,
    stage: `${taken} databases backed up, ${expired.length} expired backups removed; next run ${next.toISOString()}`,
    runInMs: next.getTime() - now.getTime(),
  };
};

/** Start the nightly backups unless they run (the seed and every new database call this). */
export async function ensureNightlyBackups(tx: Tx, now: Date) {
  await ensureJob(tx, now, {
    kind: NIGHTLY_BACKUP_JOB,
    subject: 'database backups',
    runInMs: nextBackupAt(now).getTime() - now.getTime(),
  });
}
