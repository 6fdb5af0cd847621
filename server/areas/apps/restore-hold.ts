// Restoring a CMS install from one of its backups is a hold: the call checks
// that the backup is one of THIS install's (404 otherwise, as for an unknown
// id) and that it holds the part asked for, and previews what is put back.
// On approval, in one transaction: a restore point of the install as it is
// (so the restore itself can be undone), then the backup's part put back, as
// a 'restore' task with its steps and the restore point as rollback point.
import { accountOnApproval, changeableAccount, type HostingCaller as Caller } from '@server/areas/hosting/public';
import { spokenTime } from '@server/areas/backups/public';
import type { PreviewItem, Target } from '@contract/common';
import type { HoldExecutor, HoldPlan } from '@server/core/holds';
import { ApiError } from '@server/core/problem';
import type { Db, Tx } from '@server/db/client';
import { backupOfService, restoreBackup, takeBackup, type BackupRow } from './backups';
import { assertInstalled, installOnApproval } from './hold-approval';
import { installFor } from './install-pick';
import { installUrl, type InstallRow } from './install-repository';
import { finishTask, recordStep, setRollbackPoint, startTask } from './tasks';

type Part = 'full' | 'files' | 'database';

interface RestoreParams {
  target: Target;
  installId: string;
  backupId: string;
  part: Part;
}

const WHAT: Record<Part, string> = {
  full: 'files (core, plugins, themes) and database',
  files: 'files (core, plugins, themes)',
  database: 'database (posts, pages, users, settings)',
};

/** The backup `id` of `install`: 404 when it is no backup of it, 422 when it lacks the part. */
async function backupFor(q: Db | Tx, install: InstallRow, id: string, part: Part): Promise<BackupRow> {
  const backup = await backupOfService(q, install.serviceId, id);
  if (!backup || backup.installId !== install.id)
    throw new ApiError('not_found', `No backup ${id} of install ${install.id}; GET /apps/backups lists its backups`);
  const missing =
    (part !== 'files' && !backup.includesDatabase && 'database') ||
    (part !== 'database' && !backup.includesFiles && 'files');
  if (missing) {
    const message = `Backup ${id} has no ${missing}; restore ${missing === 'files' ? 'database' : 'files'} only, or choose another backup`;
    throw new ApiError('validation_failed', `restore: ${message}`, {
      errors: [{ path: 'restore', message, code: 'invalid_value' }],
    });
  }
  return backup;
}

export async function prepareRestore(
  c: Caller & { setAuditTarget(t: string): void },
  body: { input: string; install_id?: string; backup_id: string; restore: Part },
): Promise<HoldPlan> {
  const a = await changeableAccount(c, body.input);
  const install = await installFor(c.deps.db, a, body.install_id, { cms: true });
  assertInstalled(install);
  c.setAuditTarget(`CMS install ${install.id}`);
  const backup = await backupFor(c.deps.db, install, body.backup_id, body.restore);
  const preview: PreviewItem[] = [
    { label: 'Install', value: installUrl(install) },
    {
      label: 'Backup',
      value: `Taken ${spokenTime(backup.createdAt)}${backup.note ? ` (${backup.note})` : ''}`,
    },
    { label: 'Put back', value: WHAT[body.restore] },
    ...(body.restore === 'database'
      ? []
      : [{ label: 'Version', value: `now ${install.version}, after the restore ${backup.version}` }]),
    {
      label: 'Overwritten',
      value: `Everything changed on the site since the backup in its ${WHAT[body.restore]}`,
    },
    { label: 'Before the restore', value: 'A restore point of the install as it is now is taken' },
  ];
  return {
    summary: `Restore ${installUrl(install)} from the backup of ${spokenTime(backup.createdAt)}`,
    target: a.target,
    params: {
      target: a.target,
      installId: install.id,
      backupId: backup.id,
      part: body.restore,
    } satisfies RestoreParams,
    preview,
  };
}

export const executeRestore: HoldExecutor = async (tx, action, deps) => {
  const p = action.params as unknown as RestoreParams;
  const now = deps.clock.now();
  const a = await accountOnApproval(tx, action.accountId, p.target);
  const install = await installOnApproval(tx, a, p.installId);
  const backup = await backupFor(tx, install, p.backupId, p.part);
  let task = await startTask(tx, {
    accountId: install.accountId,
    serviceId: install.serviceId,
    installId: install.id,
    appId: install.appId,
    kind: 'restore',
    params: { backupId: backup.id, part: p.part },
    message: `Restoring ${installUrl(install)} from the backup of ${spokenTime(backup.createdAt)}`,
    now,
  });
  const point = await takeBackup(tx, deps.infra.databaseNode.sql, install, {
    kind: 'restore_point',
    note: `Before restoring the backup of ${spokenTime(backup.createdAt)}`,
    now,
  });
  task = await setRollbackPoint(tx, task, point.id);
  task = await recordStep(
    tx,
    task,
    { name: 'restore point', status: 'succeeded', detail: 'Restore point taken (files and database)' },
    now,
    30,
  );
  const row = await restoreBackup(tx, deps.infra.databaseNode.sql, install, backup, p.part, now);
  task = await recordStep(tx, task, { name: 'restore', status: 'succeeded', detail: WHAT[p.part] }, now, 95);
  task = await finishTask(
    tx,
    task,
    'succeeded',
    `${installUrl(row)} is restored from the backup of ${spokenTime(backup.createdAt)}`,
    now,
  );
  return {
    installId: row.id,
    backupId: backup.id,
    restored: p.part,
    version: row.version,
    restorePointId: point.id,
    taskId: task.id,
  };
};
