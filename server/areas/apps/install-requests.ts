// What the installer's writes decide within the request, before a task runs:
// the catalogue app asked for, the location (held by the install row from now
// on: 409 when it is taken), the target release of an upgrade (409 when there is
// none newer), an install free to start new work on (409 while it is busy), and
// a retried request with the same attempt_key answered with its first task.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ApiError } from '@server/core/problem';
import type { Db, Tx } from '@server/db/client';
import { appTasks } from '@server/db/schema/apps';
import { catalogueApp, findCatalogueApp, latestVersion, type CatalogueApp } from './catalogue';
import { installUrl, type InstallRow } from './install-repository';
import type { TaskKind, TaskRow } from './tasks';

type Q = Db | Tx;

const invalid = (path: string, message: string) =>
  new ApiError('validation_failed', `${path}: ${message}`, { errors: [{ path, message, code: 'invalid_value' }] });

export function appToInstall(appId: number): CatalogueApp {
  const app = findCatalogueApp(appId);
  if (!app) throw invalid('app_id', `No application ${appId} in the catalogue; GET /apps/available lists them`);
  return app;
}

/** A task's kind as a sentence starts with it: "An update of WordPress … is under way". */
const TASK_WORD: Record<TaskKind, string> = {
  install: 'An install',
  upgrade: 'An update',
  uninstall: 'A removal',
  backup: 'A backup',
  restore: 'A restore',
  clone: 'A copy',
  import: 'An import',
  push: 'A staging push',
};

const BUSY: Record<string, string> = {
  installing: 'is still being installed',
  updating: 'is being upgraded',
  uninstalling: 'is being uninstalled',
  failed: 'failed to install',
};

/** 409 unless the install is installed and idle. */
export function assertIdle(row: InstallRow) {
  if (row.status !== 'installed')
    throw new ApiError(
      'conflict',
      `${catalogueApp(row.appId).name} at ${installUrl(row)} ${BUSY[row.status] ?? `is ${row.status}`}; wait until that has finished (the activity shows it)`,
    );
}

/** 409 while a task of `kind` is queued or running on the install. */
export async function assertNoTask(q: Q, row: InstallRow, kind: TaskKind) {
  const [running] = await q
    .select({ id: appTasks.id })
    .from(appTasks)
    .where(
      and(eq(appTasks.installId, row.id), eq(appTasks.kind, kind), inArray(appTasks.status, ['queued', 'running'])),
    )
    .limit(1);
  if (running)
    throw new ApiError(
      'conflict',
      `${TASK_WORD[kind]} of ${catalogueApp(row.appId).name} at ${installUrl(row)} is under way already; wait until it has finished`,
    );
}

/** The release an upgrade goes to: the one asked for or the latest; 422 when not offered, 409 when not newer. */
export function upgradeTarget(row: InstallRow, asked: string | undefined): string {
  const app = catalogueApp(row.appId);
  const to = asked ?? latestVersion(app);
  if (!app.versions.includes(to))
    throw invalid('version', `${app.name} ${to} is not offered; the catalogue has ${app.versions.join(', ')}`);
  const from = app.versions.indexOf(row.version);
  const target = app.versions.indexOf(to);
  if (target <= from)
    throw new ApiError(
      'conflict',
      row.version === latestVersion(app)
        ? `${app.name} ${row.version} is the latest release already; there is nothing to upgrade to`
        : `${app.name} ${to} is not newer than the installed ${row.version}; choose a newer release (the latest is ${latestVersion(app)})`,
    );
  return to;
}

/** The task a request with this attempt_key made before, if any: a retry gets it again instead of a second one. */
export async function earlierAttempt(
  q: Q,
  accountId: number,
  kind: TaskKind,
  attemptKey: string | null | undefined,
): Promise<TaskRow | null> {
  if (!attemptKey) return null;
  const [row] = await q
    .select()
    .from(appTasks)
    .where(
      and(
        eq(appTasks.accountId, accountId),
        eq(appTasks.kind, kind),
        sql`${appTasks.params}->>'attemptKey' = ${attemptKey}`,
      ),
    )
    .limit(1);
  return row ?? null;
}
