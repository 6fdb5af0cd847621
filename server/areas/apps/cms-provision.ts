// Putting a new CMS site on one of an account's sites: a customer database of
// its own (through the databases area, so plan limits and name clashes hold),
// the CMS tables and first rows in it, the install row, the default theme and
// plugin, and a web cache for the domain. Everything runs in the caller's
// transaction, so a failed install leaves no database, row or cache behind.
// POST /cms/install, a clone and the installer's CMS installs all come here.
import { eq } from 'drizzle-orm';
import { newDatabaseName, newUserName, provisionDatabase } from '@server/areas/databases/public';
import { siteByDomain, type HostingAccountRef } from '@server/areas/hosting/public';
import type { Deps } from '@server/core/deps';
import { hashPassword, newId, passwordCostOf, randomString } from '@server/core/crypto';
import { ApiError } from '@server/core/problem';
import type { Tx } from '@server/db/client';
import { appExtensions, appInstalls, webCaches } from '@server/db/schema/apps';
import { installCmsSite } from '@server/infra/cms-site';
import { freeInstallPath } from '@contract/apps-install-path';
import { CMS_APP_ID, catalogueApp, findCatalogueApp, latestVersion } from './catalogue';
import { DEFAULT_EXTENSIONS, directoryEntry, latestRelease } from './cms-directory';
import { installUrl, type InstallRow } from './install-repository';
import { engineOf } from './webcache';

export interface NewCmsInstall {
  domain: string;
  path: string;
  siteTitle: string;
  adminUsername: string;
  adminEmail: string;
  adminPasswordHash: string;
  language: string;
  autoUpdate: 'off' | 'minor' | 'all';
  version?: string;
  now: Date;
}

export const CMS_TABLE_PREFIX = 'wp_';

/** A site path as stored: no leading, trailing or doubled slash, no `.` segment; '' is the document root. */
export const normalPath = (path: string) =>
  path
    .split('/')
    .filter((s) => s && s !== '.')
    .join('/');

/** 404 when no hosting account here serves the domain, 422 when another hosting account does. */
export async function siteOfAccount(tx: Tx, account: Pick<HostingAccountRef, 'service'>, domain: string) {
  const site = await siteByDomain(tx, domain);
  if (!site)
    throw new ApiError(
      'not_found',
      `${domain} is not a site of ${account.service.daUsername}: the CMS goes on the primary domain or an addon domain; add ${domain} as an addon domain first, or install under a path of ${account.service.domain}`,
    );
  if (site.serviceId !== account.service.id)
    throw new ApiError(
      'validation_failed',
      `${domain} is served by another hosting account than ${account.service.daUsername}; choose a domain of this account`,
    );
  return site;
}

/**
 * 409 when an install already lives at domain/path, naming the app there (never its id) and a path
 * of the site that is free, by the same rule the installer's form proposes with. `newApp` is the
 * app about to go there (its folder is the suggestion); without it, a CMS site.
 */
export async function assertLocationFree(tx: Tx, domain: string, path: string, newApp?: string) {
  const onSite = await tx
    .select({ appId: appInstalls.appId, path: appInstalls.path })
    .from(appInstalls)
    .where(eq(appInstalls.domain, domain));
  const taken = onSite.find((i) => i.path === path);
  if (!taken) return;
  const there = findCatalogueApp(taken.appId)?.name ?? 'an application';
  const free = freeInstallPath(
    newApp ?? catalogueApp(CMS_APP_ID).name,
    onSite.map((i) => i.path),
  );
  throw new ApiError(
    'conflict',
    `${installUrl({ domain, path })} already holds ${there}; install under a free path such as ${installUrl({ domain, path: free })} or remove that install first`,
  );
}

/**
 * A database and user named `<prefix>wp<n>` for the first n the node does not have. A user name taken
 * without its database is skipped too (a savepoint undoes the attempt); after three refusals (the plan
 * limit refuses every name) the first one is the answer.
 */
export async function provisionCmsDatabase(tx: Tx, deps: Deps, account: HostingAccountRef, now: Date) {
  const node = deps.infra.databaseNode;
  const passwordHash = await hashPassword(randomString(24), passwordCostOf(deps.config));
  let first: unknown = null;
  for (let n = 1, tries = 0; n < 1000 && tries < 3; n++) {
    const name = newDatabaseName(account, `wp${n}`);
    if (await node.exists(name)) continue;
    tries++;
    try {
      const made = await tx.transaction((sp) =>
        provisionDatabase(sp, node, account, {
          name,
          username: newUserName(account, `wp${n}`),
          passwordHash,
          charset: 'utf8mb4',
          now,
        }),
      );
      return made;
    } catch (err) {
      if (!(err instanceof ApiError) || err.code !== 'conflict') throw err;
      first ??= err;
    }
  }
  throw first ?? new ApiError('conflict', 'No free database name is left for the CMS; drop an unused database');
}

/** A web cache for the domain unless it has one: the engine the node's web server brings. */
export async function ensureWebCache(tx: Tx, account: Pick<HostingAccountRef, 'service' | 'node'>, domain: string) {
  await tx
    .insert(webCaches)
    .values({ domain, serviceId: account.service.id, engine: engineOf(account), ttlSeconds: 3600 })
    .onConflictDoNothing();
}

export async function provisionCmsInstall(
  tx: Tx,
  deps: Deps,
  account: HostingAccountRef,
  o: NewCmsInstall,
): Promise<InstallRow> {
  const app = catalogueApp(CMS_APP_ID);
  const version = o.version ?? latestVersion(app);
  if (!app.versions.includes(version))
    throw new ApiError(
      'validation_failed',
      `${app.name} ${version} is not offered; choose one of ${app.versions.join(', ')}`,
      { errors: [{ path: 'version', message: `Choose one of ${app.versions.join(', ')}`, code: 'invalid_value' }] },
    );
  const path = normalPath(o.path);
  await siteOfAccount(tx, account, o.domain);
  await assertLocationFree(tx, o.domain, path);
  const { db, user } = await provisionCmsDatabase(tx, deps, account, o.now);
  const at = { database: db.name, prefix: CMS_TABLE_PREFIX };
  await installCmsSite(deps.infra.databaseNode.sql, at, {
    siteTitle: o.siteTitle,
    // installUrl always ends with '/'; the CMS stores its URLs without it.
    siteUrl: installUrl({ domain: o.domain, path }).slice(0, -1),
    adminUsername: o.adminUsername,
    adminEmail: o.adminEmail,
    adminPasswordHash: o.adminPasswordHash,
    language: o.language,
    now: o.now,
  });
  const [row] = await tx
    .insert(appInstalls)
    .values({
      id: newId('app', 12),
      accountId: account.service.accountId,
      serviceId: account.service.id,
      appId: CMS_APP_ID,
      version,
      domain: o.domain,
      path,
      status: 'installed',
      databaseName: db.name,
      databaseUser: user.username,
      tablePrefix: at.prefix,
      adminUsername: o.adminUsername,
      adminEmail: o.adminEmail,
      siteTitle: o.siteTitle,
      language: o.language,
      cmsAutoUpdate: o.autoUpdate,
      createdAt: o.now,
      updatedAt: o.now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) await assertLocationFree(tx, o.domain, path); // another request took the location meanwhile: 409
  await tx.insert(appExtensions).values(
    DEFAULT_EXTENSIONS.map((e) => {
      const entry = directoryEntry(e.kind, e.slug)!;
      return {
        installId: row!.id,
        kind: e.kind,
        slug: e.slug,
        name: entry.name,
        version: latestRelease(entry).version,
        active: e.active,
        installedAt: o.now,
      };
    }),
  );
  await ensureWebCache(tx, account, o.domain);
  return row!;
}
