// The provider's nightly run: at 03:00 UTC every active hosting account is
// backed up (kept as a daily, weekly or monthly by the date), backups past
// their retention are removed unless a restore still reads them, and on
// Sundays the full-account copy to the remote store is recorded as its own run.
import { BYTES_PER_MB } from '@contract/units';
import { spokenTime } from './spoken-time';
import { and, inArray, lte, notInArray } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { accountBackupRecords, backupRestores, hostingBackups } from '@server/db/schema/backups';
import type { Deps } from '@server/core/deps';
import { type JobStep, ensureJob } from '@server/core/job-queue';
import type { DatabaseNode } from '@server/infra/database-node';
import { accountOfService, type HostingAccount } from '@server/areas/hosting/public';
import { activeHostingServices } from '@server/areas/services/public';
import { kindOn, nextRunAfter } from './schedule';
import { takeBackup, type BackupRow } from './snapshot';

export const NIGHTLY_JOB = 'backups.nightly';
const DAY = 86_400_000;
export const ACCOUNT_COPY_RETENTION_DAYS = 28;

/** The Sunday copy of the whole account to the remote store, recorded as it ran. */
export async function recordAccountCopy(tx: Tx, a: HostingAccount, backup: BackupRow) {
  const at = backup.createdAt;
  await tx.insert(accountBackupRecords).values({
    accountId: a.service.accountId,
    serviceId: a.service.id,
    kind: 'full',
    status: 'completed',
    location: 'remote',
    sizeBytes: backup.sizeBytes,
    startedAt: at,
    // the copy streams at about 20 MB/s
    completedAt: new Date(at.getTime() + 60_000 + Math.round(backup.sizeBytes / (20 * BYTES_PER_MB)) * 1000),
    expiresAt: new Date(at.getTime() + ACCOUNT_COPY_RETENTION_DAYS * DAY),
    detail: `Copy of the ${backup.kind} backup of ${spokenTime(backup.createdAt)} to the remote store`,
  });
}

/** Back up one account in the nightly run. */
export async function nightlyBackup(tx: Tx, node: DatabaseNode, a: HostingAccount, at: Date) {
  const kind = kindOn(at);
  const backup = await takeBackup(tx, node, a, kind, at);
  if (at.getUTCDay() === 0) await recordAccountCopy(tx, a, backup);
  return backup;
}

/** Remove backups past their retention that no queued or running restore reads. */
export async function pruneExpired(tx: Tx, now: Date) {
  const inUse = tx
    .select({ id: backupRestores.backupId })
    .from(backupRestores)
    .where(inArray(backupRestores.status, ['queued', 'running']));
  return tx
    .delete(hostingBackups)
    .where(and(lte(hostingBackups.retainedUntil, now), notInArray(hostingBackups.id, inUse)))
    .returning({ id: hostingBackups.id });
}

export const nightlyStep: JobStep<Deps> = async (tx, _job, deps) => {
  const now = deps.clock.now();
  const active = await activeHostingServices(tx);
  for (const s of active) await nightlyBackup(tx, deps.infra.databaseNode, await accountOfService(tx, s.id), now);
  const removed = await pruneExpired(tx, now);
  const next = nextRunAfter(now);
  return {
    state: 'running',
    progress: 0,
    stage: `${active.length} accounts backed up, ${removed.length} expired backups removed; next run ${next.toISOString()}`,
    runInMs: next.getTime() - now.getTime(),
  };
};

/** Start the nightly run unless it is scheduled already. */
export async function ensureNightlyHostingBackups(tx: Tx, now: Date) {
  await ensureJob(tx, now, {
    kind: NIGHTLY_JOB,
    subject: 'hosting backups',
    runInMs: nextRunAfter(now).getTime() - now.getTime(),
  });
}
