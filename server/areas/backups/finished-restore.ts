// A restore that already ran to its end, for the seed's history: the same
// plan a requested restore makes, the same safety backup first, the files
// written back, and the same report.
import { spokenTime } from './spoken-time';
import type { Tx } from '@server/db/client';
import { backupRestores } from '@server/db/schema/backups';
import type { DatabaseNode } from '@server/infra/database-node';
import type { HostingAccount } from '@server/areas/hosting/public';
import { writeHomeFiles } from './home-files';
import { planItems } from './restore-plan';
import { outcomeOf } from './restore-job';
import { takeBackup, type BackupRow } from './snapshot';

export async function recordFinishedFilesRestore(
  tx: Tx,
  node: DatabaseNode,
  a: HostingAccount,
  backup: BackupRow,
  items: string[],
  requestedAt: Date,
  finishedAt: Date,
) {
  const plan = planItems(backup.manifest, 'files', items, String(backup.id));
  const safety = await takeBackup(
    tx,
    node,
    a,
    'manual',
    requestedAt,
    `Safety backup taken before restoring from the ${backup.kind} backup of ${spokenTime(backup.createdAt)}`,
  );
  const kept = new Map(backup.manifest.files.map((f) => [f.path, f]));
  await writeHomeFiles(
    tx,
    a.service.id,
    plan.map((i) => ({ path: i.name, sizeBytes: i.sizeBytes, modifiedAt: new Date(kept.get(i.name)!.modifiedAt!) })),
  );
  const done = plan.map((i) => ({ ...i, state: 'restored' as const }));
  const { status, detail } = outcomeOf(done);
  const [row] = await tx
    .insert(backupRestores)
    .values({
      accountId: a.service.accountId,
      serviceId: a.service.id,
      backupId: backup.id,
      backupCreatedAt: backup.createdAt,
      domain: a.service.domain,
      scope: 'files',
      items,
      status,
      progress: 100,
      plan: done,
      safetyBackupId: safety.id,
      requestedAt,
      startedAt: requestedAt,
      finishedAt,
      detail,
    })
    .returning();
  return row!;
}
