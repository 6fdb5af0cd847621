// Installing a catalogue app, stage by stage (the request made the install row,
// status 'installing', so the location is held from the start):
//   check requirements  PHP version and disk space of the site as they are now,
//                       and the location still held by this install;
//   create database     an app that needs one gets a real customer database with
//                       its user (plan limits hold); the CMS goes through
//                       provisionCmsInstall (its tables, first rows, default
//                       theme and plugins), so it is a CMS install like any other;
//   copy files          the app's files into the install's directory;
//   configure           the app's configuration (site URL, database, admin);
//   done                the install is 'installed'.
// A failing stage undoes itself; the clean-up then drops the database and the
// row, so a failed install leaves nothing behind but the failed task.
import { eq } from 'drizzle-orm';
import { newDatabaseName, newUserName, provisionDatabase, removeAppDatabase } from '@server/areas/databases/public';
import type { HostingAccountRef } from '@server/areas/hosting/public';
import type { Deps } from '@server/core/deps';
import { hashPassword, passwordCostOf, randomString } from '@server/core/crypto';
import { ApiError } from '@server/core/problem';
import type { Tx } from '@server/db/client';
import { appExtensions, appInstalls, appTasks } from '@server/db/schema/apps';
import { CMS_APP_ID, catalogueApp, type CatalogueApp } from './catalogue';
import { provisionCmsInstall } from './cms-provision';
import { checkDisk, checkPhp, installDirectory } from './install-requirements';
import { installUrl, type InstallRow } from './install-repository';
import { ensureScheduledBackups } from './scheduled-backups';
import { StageFailure, stagedRunner, type Stage } from './staged-task';
import { taskAccount } from './task-account';
import type { TaskRow } from './tasks';

/** What the request keeps for the stages (the password only as a hash, removed when the task ends). */
export interface InstallParams {
  adminPasswordHash: string;
  language: string;
}

async function installOf(tx: Tx, task: TaskRow): Promise<InstallRow> {
  const [row] = task.installId
    ? await tx.select().from(appInstalls).where(eq(appInstalls.id, task.installId)).for('update')
    : [];
  if (!row || row.status !== 'installing')
    throw new StageFailure(`The install ${task.installId} was removed while it was being made`);
  return row;
}

const setInstall = (tx: Tx, id: string, set: Partial<InstallRow>) =>
  tx.update(appInstalls).set(set).where(eq(appInstalls.id, id)).returning();

const checkRequirements: Stage = {
  name: 'check requirements',
  async run(tx, task, deps) {
    const a = await taskAccount(tx, task, { changeable: true });
    const row = await installOf(tx, task);
    const app = catalogueApp(row.appId);
    const checks = [await checkPhp(tx, a, app, row.domain), await checkDisk(tx, deps, a, app)];
    const failed = checks.find((c) => !c.ok);
    if (failed) throw new StageFailure(failed.detail);
    return { detail: `${checks.map((c) => c.detail).join('; ')}; ${installUrl(row)} is held for this install` };
  },
};

/** `<prefix><app><n>` for the first n the node has free; the plan limit answers at once. */
async function appDatabase(tx: Tx, deps: Deps, a: HostingAccountRef, app: CatalogueApp, now: Date) {
  const node = deps.infra.databaseNode;
  const base = app.name
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 8);
  const passwordHash = await hashPassword(randomString(24), passwordCostOf(deps.config));
  for (let n = 1; n < 100; n++) {
    const name = newDatabaseName(a, `${base}${n}`);
    const username = newUserName(a, `${base}${n}`);
    if (await node.exists(name)) continue;
    try {
      return await tx.transaction((sp) =>
        provisionDatabase(sp, node, a, { name, username, passwordHash, charset: 'utf8mb4', now }),
      );
    } catch (err) {
      // a name or user taken is tried again with the next n; the plan's limit is the answer
      if (!(err instanceof ApiError) || err.code !== 'conflict' || err.detail.includes(' plan allows ')) throw err;
    }
  }
  throw new StageFailure(`No free database name is left for ${app.name}; drop an unused database`);
}

/**
 * The CMS is made by provisionCmsInstall, which writes its own install row: the held row gives way to it
 * in this transaction (so the location is never free), and the new row takes the held row's id, so the
 * install keeps the id the request answered with.
 */
async function provisionCms(tx: Tx, deps: Deps, a: HostingAccountRef, held: InstallRow, p: InstallParams) {
  await tx.delete(appInstalls).where(eq(appInstalls.id, held.id));
  const made = await provisionCmsInstall(tx, deps, a, {
    domain: held.domain,
    path: held.path,
    siteTitle: held.siteTitle ?? held.domain,
    adminUsername: held.adminUsername!,
    adminEmail: held.adminEmail!,
    adminPasswordHash: p.adminPasswordHash,
    language: p.language,
    autoUpdate: held.autoUpgrade ? 'minor' : 'off',
    version: held.version,
    now: deps.clock.now(),
  });
  const extensions = await tx.delete(appExtensions).where(eq(appExtensions.installId, made.id)).returning();
  const [row] = await setInstall(tx, made.id, {
    id: held.id,
    status: 'installing',
    autoUpgrade: held.autoUpgrade,
    autoBackup: held.autoBackup,
    backupRotation: held.backupRotation,
    createdAt: held.createdAt,
  });
  if (extensions.length) await tx.insert(appExtensions).values(extensions.map((e) => ({ ...e, installId: held.id })));
  return row!;
}

const createDatabase: Stage = {
  name: 'create database',
  async run(tx, task, deps) {
    const a = await taskAccount(tx, task, { changeable: true });
    const row = await installOf(tx, task);
    const app = catalogueApp(row.appId);
    if (row.appId === CMS_APP_ID) {
      const cms = await provisionCms(tx, deps, a, row, task.params as unknown as InstallParams);
      return {
        detail: `Database ${cms.databaseName} with user ${cms.databaseUser}, and the ${app.name} tables (prefix ${cms.tablePrefix}) in it`,
      };
    }
    if (!app.needsDatabase) return { detail: `${app.name} keeps its data in files; no database needed`, skipped: true };
    const { db, user } = await appDatabase(tx, deps, a, app, deps.clock.now());
    await setInstall(tx, row.id, { databaseName: db.name, databaseUser: user.username, updatedAt: deps.clock.now() });
    return { detail: `Database ${db.name} with user ${user.username} (all privileges)` };
  },
};

const copyFiles: Stage = {
  name: 'copy files',
  async run(tx, task, deps) {
    const a = await taskAccount(tx, task, { changeable: true });
    const row = await installOf(tx, task);
    const app = catalogueApp(row.appId);
    const directory = await installDirectory(tx, a, row.domain, row.path);
    await setInstall(tx, row.id, {
      settings: { ...row.settings, files: { directory, sizeMb: app.diskMb } },
      updatedAt: deps.clock.now(),
    });
    return { detail: `${app.name} ${row.version}: ${app.diskMb} MB of files copied to ${directory}` };
  },
};

const configure: Stage = {
  name: 'configure',
  async run(tx, task, deps) {
    await taskAccount(tx, task, { changeable: true });
    const row = await installOf(tx, task);
    const app = catalogueApp(row.appId);
    const p = task.params as unknown as InstallParams;
    const config = {
      siteUrl: installUrl(row),
      siteName: row.siteTitle,
      database: row.databaseName ? { name: row.databaseName, user: row.databaseUser } : null,
      admin: { username: row.adminUsername, email: row.adminEmail, passwordHash: p.adminPasswordHash },
      language: row.language,
    };
    await setInstall(tx, row.id, { settings: { ...row.settings, config }, updatedAt: deps.clock.now() });
    if (row.autoBackup !== 'off') await ensureScheduledBackups(tx, deps.clock.now());
    return {
      detail: `${app.name} configured for ${config.siteUrl} with the administrator ${row.adminUsername} <${row.adminEmail}>${row.databaseName ? ` and the database ${row.databaseName}` : ''}`,
    };
  },
};

const finish: Stage = {
  name: 'done',
  async run(tx, task, deps) {
    const row = await installOf(tx, task);
    await setInstall(tx, row.id, { status: 'installed', updatedAt: deps.clock.now() });
    return { detail: `${catalogueApp(row.appId).name} ${row.version} is installed at ${installUrl(row)}` };
  },
};

/** The admin password's hash stays only where the app keeps it, not in the task. */
const forgetPassword = (tx: Tx, task: TaskRow) =>
  tx
    .update(appTasks)
    .set({ params: { ...task.params, adminPasswordHash: null } })
    .where(eq(appTasks.id, task.id));

export const installRunner = stagedRunner({
  stages: [checkRequirements, createDatabase, copyFiles, configure, finish],
  async cleanUp(tx, task, deps) {
    await forgetPassword(tx, task);
    const [row] = task.installId ? await tx.select().from(appInstalls).where(eq(appInstalls.id, task.installId)) : [];
    if (!row || row.status !== 'installing') return;
    if (row.databaseName)
      await removeAppDatabase(tx, deps.infra.databaseNode, row.serviceId, row.databaseName, row.databaseUser, {
        backUp: false,
        now: deps.clock.now(),
      });
    await tx.delete(appInstalls).where(eq(appInstalls.id, row.id));
  },
  async succeeded(tx, task) {
    await forgetPassword(tx, task);
    const [row] = await tx.select().from(appInstalls).where(eq(appInstalls.id, task.installId!));
    return `${catalogueApp(row!.appId).name} ${row!.version} installed at ${installUrl(row!)}`;
  },
});
