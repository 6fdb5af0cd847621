// Deleting an app backup is a hold: the preview names the backup, the install it
// belongs to (or that the app was since removed), what it holds, its size and
// its date; nothing is deleted until a person approves it. On approval the
// backup is deleted if it is still there. A backup id of another account, or of
// none, is 404 (backup ids are not enumerable: the listing gives this account's).
import { changeableAccount, type HostingCaller as Caller } from '@server/areas/hosting/public';
import { spokenTime } from '@server/areas/backups/public';
import { formatMegabytes } from '@contract/units';
import { and, eq } from 'drizzle-orm';
import type { PreviewItem, Target } from '@contract/common';
import type { HoldExecutor, HoldPlan } from '@server/core/holds';
import { ApiError } from '@server/core/problem';
import { appBackups, appInstalls, appTasks } from '@server/db/schema/apps';
import { backupOfService } from './backups';
import { catalogueApp } from './catalogue';
import { installUrl } from './install-repository';
import { taskAccountOnApproval } from './task-account';

interface DeleteParams {
  target: Target;
  backupId: string;
}

interface Asked extends Caller {
  query: { input: string; backup_id: string };
  setAuditTarget(t: string): void;
}

const KIND: Record<string, string> = {
  manual: 'backup taken on request',
  scheduled: 'automatic backup',
  restore_point: 'restore point taken before a change',
};

export async function prepareDeleteBackup(c: Asked): Promise<HoldPlan> {
  const a = await changeableAccount(c, c.query.input);
  const id = c.query.backup_id;
  c.setAuditTarget(`app backup ${id}`);
  const backup = await backupOfService(c.deps.db, a.service.id, id);
  if (!backup) throw new ApiError('not_found', `No backup ${id} on this hosting account; GET /apps/backups lists them`);
  const [install] = await c.deps.db.select().from(appInstalls).where(eq(appInstalls.id, backup.installId));
  const app = catalogueApp(backup.appId);
  const [rollbackOf] = await c.deps.db
    .select({ id: appTasks.id })
    .from(appTasks)
    .where(eq(appTasks.rollbackBackupId, backup.id))
    .limit(1);
  const preview: PreviewItem[] = [
    {
      label: 'Backup',
      value: `${KIND[backup.kind] ?? backup.kind}${backup.note ? `: ${backup.note}` : ''}`,
    },
    {
      label: 'Install',
      value: install ? `${app.name} at ${installUrl(install)}` : `${app.name}, uninstalled since`,
    },
    {
      label: 'Contents',
      value: `${app.name} ${backup.version}: ${[backup.includesFiles && 'files', backup.includesDatabase && 'database'].filter(Boolean).join(' and ')}`,
    },
    { label: 'Size', value: formatMegabytes(backup.sizeMb) },
    { label: 'Taken', value: spokenTime(backup.createdAt) },
    {
      label: 'What happens',
      value: `The backup is deleted for good${rollbackOf ? `; it is the restore point of an earlier update, which can then no longer be rolled back` : ''}. The app itself is not changed`,
    },
  ];
  return {
    summary: `Delete the ${app.name} backup of ${spokenTime(backup.createdAt)}`,
    target: a.target,
    irreversible: true,
    params: { target: a.target, backupId: backup.id } satisfies DeleteParams,
    preview,
  };
}

export const executeDeleteBackup: HoldExecutor = async (tx, action) => {
  const p = action.params as unknown as DeleteParams;
  const a = await taskAccountOnApproval(tx, action.accountId, p.target);
  const [deleted] = await tx
    .delete(appBackups)
    .where(and(eq(appBackups.id, p.backupId), eq(appBackups.serviceId, a.service.id)))
    .returning();
  if (!deleted) throw new ApiError('not_found', `The backup ${p.backupId} was deleted since this was asked for`);
  return { deleted: deleted.id, installId: deleted.installId, sizeMb: deleted.sizeMb };
};
