// Upgrading an installed app to a newer catalogue release, stage by stage (the
// request set the install 'updating', so nothing else starts on it meanwhile):
//   restore point  a backup of files and database, the task's rollback point
//                  (skipped when the request said backup_first: false);
//   update files   the new release's files: the install's version;
//   health check   the site loaded on the new release: for the CMS its own check
//                  (PHP, plugins and theme, the options table), for other apps
//                  the site's PHP against what the app needs;
//   done           the install is 'installed' again.
// A failing stage is rolled back: the restore point is put back (or, without
// one, the version the install had), and the install is 'installed' as before.
import { formatMegabytes } from '@contract/units';
import { eq } from 'drizzle-orm';
import { appInstalls } from '@server/db/schema/apps';
import type { Tx } from '@server/db/client';
import { backupOfService, restoreBackup, takeBackup } from './backups';
import { CMS_APP_ID, catalogueApp } from './catalogue';
import { checkCmsHealth } from './health-check';
import { checkPhp } from './install-requirements';
import type { InstallRow } from './install-repository';
import { StageFailure, stagedRunner, type Stage } from './staged-task';
import { taskAccount } from './task-account';
import { recordStep, setRollbackPoint, type TaskRow } from './tasks';

export interface UpgradeParams {
  from: string;
  to: string;
  backupFirst: boolean;
}

const paramsOf = (task: TaskRow) => task.params as unknown as UpgradeParams;

async function installOf(tx: Tx, task: TaskRow): Promise<InstallRow> {
  const [row] = await tx.select().from(appInstalls).where(eq(appInstalls.id, task.installId!)).for('update');
  if (!row || row.status !== 'updating') throw new StageFailure(`The install ${task.installId} was removed meanwhile`);
  return row;
}

const restorePoint: Stage = {
  name: 'restore point',
  async run(tx, task, deps) {
    const row = await installOf(tx, task);
    const p = paramsOf(task);
    if (!p.backupFirst) return { detail: 'Not taken: the upgrade was asked for without a backup first', skipped: true };
    const backup = await takeBackup(tx, deps.infra.databaseNode.sql, row, {
      kind: 'restore_point',
      note: `Before the upgrade from ${p.from} to ${p.to}`,
      now: deps.clock.now(),
    });
    await setRollbackPoint(tx, task, backup.id);
    return {
      detail: `Restore point of ${p.from} taken (${backup.includesDatabase ? 'files and database' : 'files'}, ${formatMegabytes(backup.sizeMb)})`,
    };
  },
};

const updateFiles: Stage = {
  name: 'update files',
  async run(tx, task, deps) {
    await taskAccount(tx, task, { changeable: true });
    const row = await installOf(tx, task);
    const p = paramsOf(task);
    await tx.update(appInstalls).set({ version: p.to, updatedAt: deps.clock.now() }).where(eq(appInstalls.id, row.id));
    return { detail: `${catalogueApp(row.appId).name} ${p.from} replaced by ${p.to}` };
  },
};

const healthCheck: Stage = {
  name: 'health check',
  async run(tx, task, deps) {
    const a = await taskAccount(tx, task, { changeable: false });
    const row = await installOf(tx, task);
    const result =
      row.appId === CMS_APP_ID
        ? await checkCmsHealth(tx, deps.infra.databaseNode.sql, row.id)
        : await checkPhp(tx, a, catalogueApp(row.appId), row.domain);
    if (!result.ok) throw new StageFailure(result.detail);
    return { detail: result.detail };
  },
};

const finish: Stage = {
  name: 'done',
  async run(tx, task, deps) {
    const row = await installOf(tx, task);
    await tx
      .update(appInstalls)
      .set({ status: 'installed', updatedAt: deps.clock.now() })
      .where(eq(appInstalls.id, row.id));
    return { detail: `${catalogueApp(row.appId).name} ${row.version} is running` };
  },
};

export const upgradeRunner = stagedRunner({
  stages: [restorePoint, updateFiles, healthCheck, finish],
  async cleanUp(tx, task, deps) {
    const [row] = await tx.select().from(appInstalls).where(eq(appInstalls.id, task.installId!));
    if (!row) return;
    const now = deps.clock.now();
    const updated = task.steps.some((s) => s.name === updateFiles.name && s.status === 'succeeded');
    if (!updated) {
      // nothing was changed yet: the install is as it was
      await tx.update(appInstalls).set({ status: 'installed', updatedAt: now }).where(eq(appInstalls.id, row.id));
      return;
    }
    const point = task.rollbackBackupId ? await backupOfService(tx, row.serviceId, task.rollbackBackupId) : null;
    if (point) await restoreBackup(tx, deps.infra.databaseNode.sql, row, point, 'full', now);
    const { from } = paramsOf(task);
    await tx
      .update(appInstalls)
      .set({ version: from, status: 'installed', updatedAt: now })
      .where(eq(appInstalls.id, row.id));
    await recordStep(
      tx,
      task,
      {
        name: 'rollback',
        status: 'succeeded',
        detail: point
          ? `The restore point taken before the update was put back: ${from} again`
          : `Back on ${from} (no restore point was taken)`,
      },
      now,
    );
  },
  async succeeded(_tx, task) {
    const p = paramsOf(task);
    return `Upgraded from ${p.from} to ${p.to}`;
  },
});
