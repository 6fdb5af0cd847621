// Cloning an install to another domain or path of the same account: unlike a
// staging copy (same database, another table prefix), a clone is a site of its
// own, so it gets a customer database of its own (provisionDatabase, so the
// plan's database limit holds) with the source's rows copied in under `wp_`,
// its own address in its options, the source's version and plugins and
// themes, and a web cache for its domain. One transaction; a 'clone' task
// records it in the activity.
import type { HostingAccountRef } from '@server/areas/hosting/public';
import { newId } from '@server/core/crypto';
import type { Tx } from '@server/db/client';
import type { Deps } from '@server/core/deps';
import { appInstalls } from '@server/db/schema/apps';
import { copyCmsSite } from '@server/infra/cms-site';
import {
  CMS_TABLE_PREFIX,
  assertLocationFree,
  ensureWebCache,
  normalPath,
  provisionCmsDatabase,
  siteOfAccount,
} from './cms-provision';
import { cmsLocation, installUrl, type InstallRow } from './install-repository';
import { copyExtensions, pointSiteAt } from './staging';
import { finishTask, recordStep, startTask } from './tasks';

export async function cloneInstall(
  tx: Tx,
  deps: Deps,
  a: HostingAccountRef,
  source: InstallRow,
  where: { domain: string; path: string },
  now: Date,
): Promise<InstallRow> {
  const path = normalPath(where.path);
  await siteOfAccount(tx, a, where.domain);
  await assertLocationFree(tx, where.domain, path);
  let task = await startTask(tx, {
    accountId: source.accountId,
    serviceId: source.serviceId,
    installId: source.id,
    appId: source.appId,
    kind: 'clone',
    params: { domain: where.domain, path },
    message: `Cloning ${installUrl(source)} to ${installUrl({ domain: where.domain, path })}`,
    now,
  });
  const { db, user } = await provisionCmsDatabase(tx, deps, a, now);
  const to = { database: db.name, prefix: CMS_TABLE_PREFIX };
  await copyCmsSite(deps.infra.databaseNode.sql, cmsLocation(source), to);
  const [row] = await tx
    .insert(appInstalls)
    .values({
      id: newId('app', 12),
      accountId: source.accountId,
      serviceId: source.serviceId,
      appId: source.appId,
      version: source.version,
      domain: where.domain,
      path,
      status: 'installed',
      databaseName: db.name,
      databaseUser: user.username,
      tablePrefix: to.prefix,
      adminUsername: source.adminUsername,
      adminEmail: source.adminEmail,
      siteTitle: source.siteTitle,
      language: source.language,
      cmsAutoUpdate: source.cmsAutoUpdate,
      settings: source.settings,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await pointSiteAt(deps.infra.databaseNode.sql, to, row!);
  task = await recordStep(
    tx,
    task,
    { name: 'copy database', status: 'succeeded', detail: `Copied into the new database ${db.name}` },
    now,
    60,
  );
  await copyExtensions(tx, source.id, row!.id, now);
  await ensureWebCache(tx, a, where.domain);
  task = await recordStep(
    tx,
    task,
    { name: 'copy files', status: 'succeeded', detail: `Core ${source.version}, plugins and themes` },
    now,
    90,
  );
  await finishTask(tx, task, 'succeeded', `The copy is at ${installUrl(row!)}`, now);
  return row!;
}
