// Creating a staging copy of a production install, at once (the spec: `create`
// returns the result immediately): a new install row that names production in
// staging_of, in the SAME customer database under a table prefix of its own
// (wpstg1_, wpstg2_, …), with production's rows and plugins and themes copied.
// The copy's siteurl and home point at its own address and it asks search
// engines not to index it, so it never competes with production. It lands at
// target_domain (default: production's domain) / target_path (default:
// `staging`, then `staging-2`, … when taken); a location given and taken is 409.
import type { CustomerSql } from '@server/db/customer-server';
import { and, eq } from 'drizzle-orm';
import type { HostingAccountRef } from '@server/areas/hosting/public';
import { newId } from '@server/core/crypto';
import { ApiError } from '@server/core/problem';
import type { Tx } from '@server/db/client';
import { appExtensions, appInstalls } from '@server/db/schema/apps';
import { cmsTablesExist, copyCmsSite, writeOption, type CmsLocation } from '@server/infra/cms-site';
import { assertLocationFree, normalPath, siteOfAccount } from './cms-provision';
import { extensionsOf } from './cms-presenter';
import { cmsLocation, installUrl, type InstallRow } from './install-repository';
import { finishTask, recordStep, startTask } from './tasks';

const DEFAULT_PATH = 'staging';

/** 422 on `field` unless the install is production (a staging copy is not copied or pushed over). */
export function assertProduction(install: InstallRow, field = 'install_id') {
  if (install.stagingOf !== null) {
    const message = `Install ${install.id} is itself a staging copy of ${install.stagingOf}; name the production install`;
    throw new ApiError('validation_failed', `${field}: ${message}`, {
      errors: [{ path: field, message, code: 'invalid_value' }],
    });
  }
}

async function pathTaken(tx: Tx, domain: string, path: string) {
  const [row] = await tx
    .select({ id: appInstalls.id })
    .from(appInstalls)
    .where(and(eq(appInstalls.domain, domain), eq(appInstalls.path, path)));
  return !!row;
}

/** `staging`, `staging-2`, … : the first free one on the domain. */
async function freeStagingPath(tx: Tx, domain: string, base: string): Promise<string> {
  for (let n = 1; n < 1000; n++) {
    const path = n === 1 ? base : `${base}-${n}`;
    if (!(await pathTaken(tx, domain, path))) return path;
  }
  throw new ApiError('conflict', `Every staging path on ${domain} is taken; name one with target_path`);
}

/** The first prefix wpstg<n>_ with no tables and no install in the database. */
async function freePrefix(tx: Tx, node: CustomerSql, database: string): Promise<string> {
  const used = new Set(
    (
      await tx.select({ p: appInstalls.tablePrefix }).from(appInstalls).where(eq(appInstalls.databaseName, database))
    ).map((r) => r.p),
  );
  for (let n = 1; n < 1000; n++) {
    const prefix = `wpstg${n}_`;
    if (!used.has(prefix) && !(await cmsTablesExist(node, { database, prefix }))) return prefix;
  }
  throw new ApiError('conflict', `The database ${database} has no free staging table prefix left`);
}

/** Copy one install's plugins and themes onto another (replacing what it had). */
export async function copyExtensions(tx: Tx, fromId: string, toId: string, now: Date) {
  await tx.delete(appExtensions).where(eq(appExtensions.installId, toId));
  const rows = await extensionsOf(tx, fromId);
  if (rows.length)
    await tx
      .insert(appExtensions)
      .values(rows.map(({ installId: _i, installedAt: _t, ...e }) => ({ ...e, installId: toId, installedAt: now })));
}

/** A copied site's own address in its options, so its links stay on it. */
export async function pointSiteAt(node: CustomerSql, at: CmsLocation, install: Pick<InstallRow, 'domain' | 'path'>) {
  const url = installUrl(install).slice(0, -1);
  await writeOption(node, at, 'siteurl', url);
  await writeOption(node, at, 'home', url);
}

export interface StagingTarget {
  domain?: string;
  path?: string;
  /** The new install's id; the demo seed gives one so the demo is the same on every seed. */
  id?: string;
}

export async function createStaging(
  tx: Tx,
  node: CustomerSql,
  a: Pick<HostingAccountRef, 'service'>,
  production: InstallRow,
  where: StagingTarget,
  now: Date,
): Promise<InstallRow> {
  assertProduction(production);
  const domain = where.domain ?? production.domain;
  await siteOfAccount(tx, a, domain);
  let path: string;
  if (where.path !== undefined) {
    path = normalPath(where.path);
    await assertLocationFree(tx, domain, path);
  } else path = await freeStagingPath(tx, domain, DEFAULT_PATH);

  const from = cmsLocation(production);
  const prefix = await freePrefix(tx, node, from.database);
  const to = { database: from.database, prefix };
  let task = await startTask(tx, {
    accountId: production.accountId,
    serviceId: production.serviceId,
    installId: production.id,
    appId: production.appId,
    kind: 'clone',
    params: { staging: true, domain, path, prefix },
    message: `Creating a staging copy of ${installUrl(production)} at ${installUrl({ domain, path })}`,
    now,
  });
  const [row] = await tx
    .insert(appInstalls)
    .values({
      id: where.id ?? newId('app', 12),
      accountId: production.accountId,
      serviceId: production.serviceId,
      appId: production.appId,
      version: production.version,
      domain,
      path,
      status: 'installed',
      databaseName: production.databaseName,
      databaseUser: production.databaseUser,
      tablePrefix: prefix,
      adminUsername: production.adminUsername,
      adminEmail: production.adminEmail,
      siteTitle: production.siteTitle,
      language: production.language,
      cmsAutoUpdate: 'off', // a staging copy is updated by hand, to try an update before production gets it
      stagingOf: production.id,
      debug: production.debug,
      settings: production.settings,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await copyCmsSite(node, from, to);
  await pointSiteAt(node, to, row!);
  await writeOption(node, to, 'blog_public', '0');
  task = await recordStep(
    tx,
    task,
    { name: 'copy database', status: 'succeeded', detail: `${from.prefix}* copied to ${prefix}* in ${from.database}` },
    now,
    50,
  );
  await copyExtensions(tx, production.id, row!.id, now);
  task = await recordStep(
    tx,
    task,
    { name: 'copy files', status: 'succeeded', detail: `Core ${production.version}, plugins and themes` },
    now,
    90,
  );
  await finishTask(tx, task, 'succeeded', `The staging copy is at ${installUrl(row!)}`, now);
  return row!;
}
