// Uninstalling an app, stage by stage (the request set the install
// 'uninstalling'):
//   remove files     the install's directory (kept when asked: keep_files);
//   remove database  the database the install made, with its user, as the
//                    databases area drops one (a before_drop backup kept 30
//                    days); kept when asked (keep_database), and then an
//                    ordinary database of the account;
//   remove install   the install row with its plugins and themes. The app's
//                    backups stay, listed under /apps/backups.
// A failing stage leaves the install 'installed' again.
import { count, eq } from 'drizzle-orm';
import { removeAppDatabase } from '@server/areas/databases/public';
import type { Tx } from '@server/db/client';
import { appBackups, appInstalls } from '@server/db/schema/apps';
import { catalogueApp } from './catalogue';
import { installDirectory } from './install-requirements';
import { installUrl, type InstallRow } from './install-repository';
import { StageFailure, stagedRunner, type Stage } from './staged-task';
import { taskAccount } from './task-account';
import type { TaskRow } from './tasks';

export interface UninstallParams {
  keepFiles: boolean;
  keepDatabase: boolean;
}

const paramsOf = (task: TaskRow) => task.params as unknown as UninstallParams;

async function installOf(tx: Tx, task: TaskRow): Promise<InstallRow> {
  const [row] = await tx.select().from(appInstalls).where(eq(appInstalls.id, task.installId!)).for('update');
  if (!row || row.status !== 'uninstalling')
    throw new StageFailure(`The install ${task.installId} was removed meanwhile`);
  return row;
}

const removeFiles: Stage = {
  name: 'remove files',
  async run(tx, task) {
    const a = await taskAccount(tx, task, { changeable: false });
    const row = await installOf(tx, task);
    const directory = await installDirectory(tx, a, row.domain, row.path);
    if (paramsOf(task).keepFiles) return { detail: `Kept in ${directory}, as asked`, skipped: true };
    return {
      detail: `${catalogueApp(row.appId).diskMb} MB of ${catalogueApp(row.appId).name} files removed from ${directory}`,
    };
  },
};

const removeDatabase: Stage = {
  name: 'remove database',
  async run(tx, task, deps) {
    const row = await installOf(tx, task);
    if (!row.databaseName) return { detail: 'The app has no database', skipped: true };
    if (paramsOf(task).keepDatabase)
      return {
        detail: `${row.databaseName} kept, as asked; it stays in the databases list as an ordinary database`,
        skipped: true,
      };
    const removed = await removeAppDatabase(
      tx,
      deps.infra.databaseNode,
      row.serviceId,
      row.databaseName,
      row.databaseUser,
      { backUp: true, now: deps.clock.now() },
    );
    if (!removed) return { detail: `${row.databaseName} was dropped already`, skipped: true };
    return {
      detail: `${removed.name} dropped${removed.userRemoved ? ` with its user ${removed.userRemoved}` : ''}; a before_drop backup of it is kept 30 days`,
    };
  },
};

const removeInstall: Stage = {
  name: 'remove install',
  async run(tx, task) {
    const row = await installOf(tx, task);
    await tx.delete(appInstalls).where(eq(appInstalls.id, row.id));
    const [kept] = await tx.select({ n: count() }).from(appBackups).where(eq(appBackups.installId, row.id));
    return {
      detail: `${catalogueApp(row.appId).name} removed from ${installUrl(row)}; ${kept!.n} ${kept!.n === 1 ? 'backup' : 'backups'} kept`,
    };
  },
};

export const uninstallRunner = stagedRunner({
  stages: [removeFiles, removeDatabase, removeInstall],
  async cleanUp(tx, task, deps) {
    await tx
      .update(appInstalls)
      .set({ status: 'installed', updatedAt: deps.clock.now() })
      .where(eq(appInstalls.id, task.installId!));
  },
  async succeeded(_tx, task) {
    return `${catalogueApp(task.appId).name} uninstalled; its backups are kept`;
  },
});
