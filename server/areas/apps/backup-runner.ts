// Backing an installed app up now, stage by stage:
//   back up  a 'manual' backup with the files, the database or both, as asked
//            (an app without a database has only files to back up);
//   rotate   the install keeps its newest `backupRotation` manual and scheduled
//            backups; older ones are deleted (restore points are never rotated).
import { formatMegabytes } from '@contract/units';
import { eq } from 'drizzle-orm';
import type { Tx } from '@server/db/client';
import { appInstalls } from '@server/db/schema/apps';
import { rotateBackups } from './backup-rotation';
import { takeBackup } from './backups';
import type { InstallRow } from './install-repository';
import { StageFailure, stagedRunner, type Stage } from './staged-task';
import { taskAccount } from './task-account';
import type { TaskRow } from './tasks';

export interface BackupParams {
  includeFiles: boolean;
  includeDatabase: boolean;
  note: string | null;
}

async function installOf(tx: Tx, task: TaskRow): Promise<InstallRow> {
  const [row] = await tx.select().from(appInstalls).where(eq(appInstalls.id, task.installId!)).for('update');
  if (!row || row.status === 'uninstalling')
    throw new StageFailure(`The install ${task.installId} is being removed; there is nothing to back up`);
  return row;
}

const what = (files: boolean, database: boolean) =>
  files && database ? 'files and database' : files ? 'files' : 'database';

const backUp: Stage = {
  name: 'back up',
  async run(tx, task, deps) {
    await taskAccount(tx, task, { changeable: false });
    const row = await installOf(tx, task);
    const p = task.params as unknown as BackupParams;
    if (!p.includeFiles && !row.databaseName)
      throw new StageFailure('The app has no database, and the files were left out: there is nothing to back up');
    const backup = await takeBackup(tx, deps.infra.databaseNode.sql, row, {
      kind: 'manual',
      note: p.note,
      includesFiles: p.includeFiles,
      includesDatabase: p.includeDatabase,
      now: deps.clock.now(),
    });
    return {
      detail: `Backed up the ${what(backup.includesFiles, backup.includesDatabase)} of ${row.version}, ${formatMegabytes(backup.sizeMb)}`,
    };
  },
};

const rotate: Stage = {
  name: 'rotate',
  async run(tx, task) {
    const row = await installOf(tx, task);
    const removed = await rotateBackups(tx, row);
    const keeps = `the rotation keeps the newest ${row.backupRotation}`;
    if (!removed.length) return { detail: `Nothing to remove: ${keeps}`, skipped: true };
    return {
      detail: `${removed.length} older ${removed.length === 1 ? 'backup' : 'backups'} removed (${removed.map((b) => b.id).join(', ')}): ${keeps}`,
    };
  },
};

export const backupRunner = stagedRunner({
  stages: [backUp, rotate],
  // a failing stage undid its own writes, and the only earlier stage's backup is complete on its own
  async cleanUp() {},
  async succeeded(_tx, task) {
    const taken = task.steps.find((s) => s.name === backUp.name);
    return taken?.detail ?? 'Backed up';
  },
});
