// Pushing a staging copy over production is a hold: the call changes nothing
// and previews what will be overwritten (production's address, its version
// against staging's, the posts, pages and users on each side, and every plugin
// or theme that differs). On approval, in one transaction: a restore point of
// production, staging's tables copied over production's (production keeps its
// own address and search-engine setting), staging's version and plugins and
// themes copied, and a 'push' task with each step and the restore point as its
// rollback point, so the activity shows it and the push can be undone.
import { accountOnApproval, changeableAccount, type HostingCaller as Caller } from '@server/areas/hosting/public';
import type { CustomerSql } from '@server/db/customer-server';
import type { PreviewItem, Target } from '@contract/common';
import type { Deps } from '@server/core/deps';
import type { HoldExecutor, HoldPlan } from '@server/core/holds';
import { ApiError } from '@server/core/problem';
import type { Db, Tx } from '@server/db/client';
import { appInstalls } from '@server/db/schema/apps';
import { copyCmsSite, readOption, writeOption } from '@server/infra/cms-site';
import { eq } from 'drizzle-orm';
import { takeBackup } from './backups';
import { extensionsOf } from './cms-presenter';
import { assertInstalled, installOnApproval } from './hold-approval';
import { cmsLocation, installUrl, ownedCmsInstall, type InstallRow } from './install-repository';
import { installFor } from './install-pick';
import { describeCounts, siteCounts } from './site-counts';
import { assertProduction, copyExtensions, pointSiteAt } from './staging';
import { finishTask, recordStep, setRollbackPoint, startTask } from './tasks';

type Q = Db | Tx;

/** The pending action's operation name: cmsStaging itself answers `create` at once, so `push` is held under its own name. */
export const STAGING_PUSH = 'cmsStagingPush';

interface PushParams {
  target: Target;
  productionId: string;
  stagingId: string;
}

/** One line per plugin or theme that differs: added, removed, another version, switched on or off. */
export async function extensionDifferences(q: Q, production: string, staging: string): Promise<string[]> {
  const key = (e: { kind: string; slug: string }) => `${e.kind} ${e.slug}`;
  const prod = new Map((await extensionsOf(q, production)).map((e) => [key(e), e]));
  const stg = new Map((await extensionsOf(q, staging)).map((e) => [key(e), e]));
  const out: string[] = [];
  for (const [k, s] of stg) {
    const p = prod.get(k);
    if (!p) out.push(`${k} ${s.version} added`);
    else {
      if (p.version !== s.version) out.push(`${k} ${p.version} → ${s.version}`);
      if (p.active !== s.active) out.push(`${k} ${s.active ? 'activated' : 'deactivated'}`);
    }
  }
  for (const [k, p] of prod) if (!stg.has(k)) out.push(`${k} ${p.version} removed`);
  return out;
}

/** The two installs of a push: production (by install_id or the input), and a staging copy OF it by staging_id. */
async function pair(
  q: Q,
  a: Parameters<typeof ownedCmsInstall>[1],
  productionId: string,
  stagingId: string,
  lock: boolean,
) {
  const production = await ownedCmsInstall(q, a, productionId, lock);
  assertProduction(production);
  const staging = await ownedCmsInstall(q, a, stagingId, lock);
  if (staging.stagingOf !== production.id) {
    const message = `${installUrl(staging)} is not a staging copy of ${installUrl(production)}; the install's detail lists its staging copies`;
    throw new ApiError('validation_failed', `staging_id: ${message}`, {
      errors: [{ path: 'staging_id', message, code: 'invalid_value' }],
    });
  }
  assertInstalled(production);
  assertInstalled(staging);
  return { production, staging };
}

export async function prepareStagingPush(
  c: Caller & { setAuditTarget(t: string): void },
  body: { input: string; install_id?: string; staging_id?: string },
): Promise<HoldPlan> {
  const db = c.deps.db;
  const a = await changeableAccount(c, body.input);
  const productionId = (await installFor(db, a, body.install_id, { cms: true })).id;
  const { production, staging } = await pair(db, a, productionId, body.staging_id!, false);
  c.setAuditTarget(`CMS install ${production.id}`);
  const node = c.deps.infra.databaseNode.sql;
  const [now, next] = [await siteCounts(node, cmsLocation(production)), await siteCounts(node, cmsLocation(staging))];
  const diff = await extensionDifferences(db, production.id, staging.id);
  const preview: PreviewItem[] = [
    { label: 'Production (overwritten)', value: installUrl(production) },
    { label: 'Staging copy (pushed)', value: installUrl(staging) },
    {
      label: 'Version',
      value:
        production.version === staging.version
          ? `${production.version} on both`
          : `production ${production.version} → staging's ${staging.version}`,
    },
    { label: 'Content now on production', value: describeCounts(now) },
    { label: 'Content after the push', value: describeCounts(next) },
    { label: 'Plugins and themes that differ', value: diff.length ? diff.join('; ') : 'none' },
    {
      label: 'Before the push',
      value: `A restore point of production is taken first; to undo the push, restore it from the site's backups on its App installer page`,
    },
  ];
  return {
    summary: `Push the staging copy ${installUrl(staging)} over ${installUrl(production)}`,
    target: a.target,
    params: { target: a.target, productionId: production.id, stagingId: staging.id } satisfies PushParams,
    preview,
  };
}

/** Production overwritten by staging, in the approval's transaction. */
export async function pushStaging(tx: Tx, node: CustomerSql, production: InstallRow, staging: InstallRow, now: Date) {
  let task = await startTask(tx, {
    accountId: production.accountId,
    serviceId: production.serviceId,
    installId: production.id,
    appId: production.appId,
    kind: 'push',
    params: { stagingId: staging.id },
    message: `Pushing ${installUrl(staging)} over ${installUrl(production)}`,
    now,
  });
  const point = await takeBackup(tx, node, production, {
    kind: 'restore_point',
    note: `Before the staging push from ${installUrl(staging)}`,
    now,
  });
  task = await setRollbackPoint(tx, task, point.id);
  task = await recordStep(
    tx,
    task,
    { name: 'restore point', status: 'succeeded', detail: 'Restore point taken (files and database)' },
    now,
    20,
  );

  const to = cmsLocation(production);
  const visible = (await readOption(node, to, 'blog_public')) ?? '1';
  await copyCmsSite(node, cmsLocation(staging), to);
  await pointSiteAt(node, to, production);
  await writeOption(node, to, 'blog_public', visible);
  task = await recordStep(
    tx,
    task,
    {
      name: 'copy database',
      status: 'succeeded',
      detail: `${staging.tablePrefix}* copied over ${production.tablePrefix}*`,
    },
    now,
    60,
  );

  const [row] = await tx
    .update(appInstalls)
    .set({ version: staging.version, updatedAt: now })
    .where(eq(appInstalls.id, production.id))
    .returning();
  await copyExtensions(tx, staging.id, production.id, now);
  task = await recordStep(
    tx,
    task,
    { name: 'copy files', status: 'succeeded', detail: `Core ${staging.version}, plugins and themes` },
    now,
    90,
  );
  task = await finishTask(tx, task, 'succeeded', `${installUrl(production)} now runs what staging had`, now);
  return { production: row!, task, restorePointId: point.id };
}

export const executeStagingPush: HoldExecutor = async (tx, action, deps: Deps) => {
  const p = action.params as unknown as PushParams;
  const a = await accountOnApproval(tx, action.accountId, p.target);
  const production = await installOnApproval(tx, a, p.productionId);
  const { staging } = await pair(tx, a, production.id, p.stagingId, true);
  const {
    production: row,
    task,
    restorePointId,
  } = await pushStaging(tx, deps.infra.databaseNode.sql, production, staging, deps.clock.now());
  return {
    installId: row.id,
    stagingId: staging.id,
    url: installUrl(row),
    version: row.version,
    restorePointId,
    taskId: task.id,
  };
};
