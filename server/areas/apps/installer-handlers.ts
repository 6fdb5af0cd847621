// The application installer: the catalogue, the installed apps with their
// backups and activity, and the work that runs as a task (install, upgrade,
// uninstall, back up now: each answers 202 with the task, which the job runner
// advances stage by stage, see the *-runner.ts files), single sign-on into an
// app's admin, its settings, and deleting a backup (a hold).
import { eq } from 'drizzle-orm';
import { installerOps } from '@contract/apps';
import { accountOf, changeableAccount } from '@server/areas/hosting/public';
import type { HostingAccountRef } from '@server/areas/hosting/public';
import { implement } from '@server/core/area';
import type { Deps } from '@server/core/deps';
import { hashPassword, newId, passwordCostOf } from '@server/core/crypto';
import { ApiError } from '@server/core/problem';
import type { Tx } from '@server/db/client';
import { appInstalls } from '@server/db/schema/apps';
import { issueAppLoginLink } from './app-login-link';
import { presentAvailable, presentDetail, presentInstall } from './app-presenter';
import { executeDeleteBackup, prepareDeleteBackup } from './backup-delete-hold';
import { presentBackup } from './backups';
import { CATALOGUE, catalogueApp, latestVersion } from './catalogue';
import { assertLocationFree, normalPath, siteOfAccount } from './cms-provision';
import { cursorKey } from './cms-cursor';
import { appToInstall, assertIdle, assertNoTask, earlierAttempt, upgradeTarget } from './install-requests';
import { installFor } from './install-pick';
import { installUrl, ownedInstall, type InstallRow } from './install-repository';
import { appsPage, backupsPage, tasksPage } from './installer-queries';
import { ensureScheduledBackups } from './scheduled-backups';
import { presentTask, queueTask } from './tasks';

interface InstallTask {
  kind: 'upgrade' | 'uninstall' | 'backup';
  /** What the install shows meanwhile; a backup leaves it as it is. */
  installStatus?: 'updating' | 'uninstalling';
  message: string;
  params: Record<string, unknown>;
}

/**
 * Queues a task on one idle install of the account (by `install_id`, or the one the input names), in
 * one transaction with the install locked: `plan` checks the row (throwing what refuses it) and says
 * what to queue.
 */
function queueOnInstall(
  ctx: { deps: Deps; setAuditTarget(t: string): void },
  a: HostingAccountRef,
  installId: string | undefined,
  plan: (tx: Tx, row: InstallRow) => Promise<InstallTask>,
) {
  const deps = ctx.deps;
  const now = deps.clock.now();
  if (installId) ctx.setAuditTarget(`app install ${installId}`);
  return deps.db.transaction(async (tx) => {
    const row = await installFor(tx, a, installId, { lock: true });
    ctx.setAuditTarget(`app install ${row.id}`);
    assertIdle(row);
    const t = await plan(tx, row);
    if (t.installStatus)
      await tx.update(appInstalls).set({ status: t.installStatus, updatedAt: now }).where(eq(appInstalls.id, row.id));
    const task = await queueTask(tx, {
      accountId: a.service.accountId,
      serviceId: a.service.id,
      installId: row.id,
      appId: row.appId,
      kind: t.kind,
      message: t.message,
      params: t.params,
      now,
    });
    return { target: a.target, task: presentTask(task) };
  });
}

export default implement(installerOps, {
  handlers: {
    async listApps(ctx) {
      const a = await accountOf(ctx, ctx.query.input);
      const page = await appsPage(ctx.deps.db, a.service.id, ctx.query, presentInstall);
      return { ...page, target: a.target };
    },

    async listAvailableApps(ctx) {
      const { query } = ctx;
      const a = await accountOf(ctx, query.input);
      const category = query.category?.trim().toLowerCase();
      const words = query.q?.trim().toLowerCase();
      const matching = [...CATALOGUE]
        .sort((x, y) => x.name.localeCompare(y.name, 'en'))
        .filter((app) => !category || app.category === category)
        .filter((app) => !words || `${app.name} ${app.description}`.toLowerCase().includes(words));
      const key = cursorKey(query.cursor, ['string']);
      const from = key ? matching.findIndex((app) => app.name.localeCompare(String(key[0]), 'en') > 0) : 0;
      const rest = from < 0 ? [] : matching.slice(from);
      const shown = rest.slice(0, query.limit);
      const hasMore = rest.length > query.limit;
      return {
        data: shown.map(presentAvailable),
        hasMore,
        nextCursor: hasMore ? Buffer.from(JSON.stringify([shown.at(-1)!.name])).toString('base64url') : null,
        total: matching.length,
        target: a.target,
      };
    },

    async getApp(ctx) {
      const a = await accountOf(ctx, ctx.query.input);
      const row = await installFor(ctx.deps.db, a, ctx.query.install_id);
      return presentDetail(ctx.deps.db, ctx.deps, a, row);
    },

    async listAppBackups(ctx) {
      const { deps, query } = ctx;
      const a = await accountOf(ctx, query.input);
      // an install of another account is 403, as everywhere; one since uninstalled still has its backups
      if (query.install_id) {
        const [row] = await deps.db.select().from(appInstalls).where(eq(appInstalls.id, query.install_id));
        if (row) await ownedInstall(deps.db, a, row.id);
      }
      const page = await backupsPage(deps.db, a.service.id, query.install_id, query, presentBackup);
      return { ...page, target: a.target };
    },

    async listAppActivity(ctx) {
      const { deps, query } = ctx;
      const a = await accountOf(ctx, query.input);
      if (query.install_id) {
        const [row] = await deps.db.select().from(appInstalls).where(eq(appInstalls.id, query.install_id));
        if (row) await ownedInstall(deps.db, a, row.id);
      }
      const page = await tasksPage(
        deps.db,
        a.service.id,
        { installId: query.install_id, status: query.status },
        query,
        presentTask,
      );
      return { ...page, target: a.target };
    },

    async installApp(ctx) {
      const { deps, body } = ctx;
      const a = await changeableAccount(ctx, body.input);
      const app = appToInstall(body.app_id);
      const domain = a.target.domain ?? a.service.domain;
      if (!domain) throw new ApiError('not_found', `The hosting account ${a.service.daUsername} serves no domain yet`);
      const path = normalPath(body.path);
      ctx.setAuditTarget(`${app.name} at ${installUrl({ domain, path })}`);
      const again = await earlierAttempt(deps.db, a.service.accountId, 'install', body.attempt_key);
      if (again) return { target: a.target, task: presentTask(again) };
      const adminPasswordHash = await hashPassword(body.admin_password, passwordCostOf(deps.config));
      const now = deps.clock.now();
      return deps.db.transaction(async (tx) => {
        await siteOfAccount(tx, a, domain);
        await assertLocationFree(tx, domain, path, app.name);
        // the row holds the location from now on; the unique index settles two requests at once
        const [row] = await tx
          .insert(appInstalls)
          .values({
            id: newId('app', 12),
            accountId: a.service.accountId,
            serviceId: a.service.id,
            appId: app.appId,
            version: latestVersion(app),
            domain,
            path,
            status: 'installing',
            adminUsername: body.admin_username,
            adminEmail: body.admin_email,
            siteTitle: body.site_name,
            autoUpgrade: body.auto_upgrade,
            autoBackup: body.auto_backup,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) await assertLocationFree(tx, domain, path, app.name);
        const task = await queueTask(tx, {
          accountId: a.service.accountId,
          serviceId: a.service.id,
          installId: row!.id,
          appId: app.appId,
          kind: 'install',
          message: `Installing ${app.name} ${row!.version} at ${installUrl(row!)}`,
          params: { target: a.target, attemptKey: body.attempt_key ?? null, adminPasswordHash, language: 'en_US' },
          now,
        });
        return { target: a.target, task: presentTask(task) };
      });
    },

    async upgradeApp(ctx) {
      const { deps, body } = ctx;
      const a = await changeableAccount(ctx, body.input);
      const again = await earlierAttempt(deps.db, a.service.accountId, 'upgrade', body.attempt_key);
      if (again) return { target: a.target, task: presentTask(again) };
      return queueOnInstall(ctx, a, body.install_id, async (_tx, row) => {
        const to = upgradeTarget(row, body.version);
        return {
          kind: 'upgrade',
          installStatus: 'updating',
          message: `Upgrading ${catalogueApp(row.appId).name} from ${row.version} to ${to}`,
          params: {
            target: a.target,
            attemptKey: body.attempt_key ?? null,
            from: row.version,
            to,
            backupFirst: body.backup_first,
          },
        };
      });
    },

    async uninstallApp(ctx) {
      const a = await changeableAccount(ctx, ctx.query.input);
      const query = ctx.query;
      return queueOnInstall(ctx, a, query.install_id, async (_tx, row) => ({
        kind: 'uninstall',
        installStatus: 'uninstalling',
        message: `Uninstalling ${catalogueApp(row.appId).name} from ${installUrl(row)}`,
        params: { target: a.target, keepFiles: query.keep_files, keepDatabase: query.keep_database },
      }));
    },

    async backupApp(ctx) {
      const { body } = ctx;
      const a = await changeableAccount(ctx, body.input);
      return queueOnInstall(ctx, a, body.install_id, async (tx, row) => {
        await assertNoTask(tx, row, 'backup');
        if (!body.include_files && !row.databaseName)
          throw new ApiError(
            'validation_failed',
            `include_files: ${catalogueApp(row.appId).name} has no database, so its files are all there is to back up`,
            {
              errors: [
                {
                  path: 'include_files',
                  message: 'This app has no database: back up its files',
                  code: 'invalid_value',
                },
              ],
            },
          );
        return {
          kind: 'backup',
          message: `Backing up ${catalogueApp(row.appId).name} at ${installUrl(row)}`,
          params: {
            target: a.target,
            includeFiles: body.include_files,
            includeDatabase: body.include_database,
            note: body.note ?? null,
          },
        };
      });
    },

    async createAppLoginLink(ctx) {
      const { deps, body } = ctx;
      const a = await changeableAccount(ctx, body.input);
      const row = await installFor(deps.db, a, body.install_id);
      ctx.setAuditTarget(`app install ${row.id}`);
      assertIdle(row);
      const link = await issueAppLoginLink(deps, row);
      return { target: a.target, installId: row.id, url: link.url, expiresAt: link.expiresAt.toISOString() };
    },

    async configureApp(ctx) {
      const { deps, body } = ctx;
      const a = await changeableAccount(ctx, body.input);
      if (body.install_id) ctx.setAuditTarget(`app install ${body.install_id}`);
      const now = deps.clock.now();
      return deps.db.transaction(async (tx) => {
        const row = await installFor(tx, a, body.install_id, { lock: true });
        ctx.setAuditTarget(`app install ${row.id}`);
        if (row.status === 'installing' || row.status === 'uninstalling') assertIdle(row);
        const [updated] = await tx
          .update(appInstalls)
          .set({
            ...(body.auto_upgrade !== undefined && { autoUpgrade: body.auto_upgrade }),
            ...(body.auto_backup !== undefined && { autoBackup: body.auto_backup }),
            ...(body.backup_rotation !== undefined && { backupRotation: body.backup_rotation }),
            updatedAt: now,
          })
          .where(eq(appInstalls.id, row.id))
          .returning();
        if (updated!.autoBackup !== 'off') await ensureScheduledBackups(tx, now);
        return presentDetail(tx, deps, a, updated!);
      });
    },
  },
  holds: {
    deleteAppBackup: { prepare: prepareDeleteBackup, execute: executeDeleteBackup },
  },
});
