// The runner of each kind of queued task (see tasks.ts): the installer's
// install, upgrade, uninstall and backup, and the CMS import.
import type { TaskKind, TaskRunner } from './tasks';
import { installRunner } from './install-runner';
import { upgradeRunner } from './upgrade-runner';
import { uninstallRunner } from './uninstall-runner';
import { backupRunner } from './backup-runner';
import { importRunner } from './cms-import';

export const taskRunners: Partial<Record<TaskKind, TaskRunner>> = {
  install: installRunner,
  upgrade: upgradeRunner,
  uninstall: uninstallRunner,
  backup: backupRunner,
  import: importRunner,
};
