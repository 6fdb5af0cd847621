// A CMS install as the CMS toolkit answers it: the listing's summary (version
// against the catalogue's latest, staging or not) and the detail (database,
// active theme, plugins with updates, staging copies, disk use, last backup).
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CmsInstall, CmsInstallDetail, AutoUpdate } from '@contract/apps-cms';
import type { HostingAccountRef } from '@server/areas/hosting/public';
import type { Deps } from '@server/core/deps';
import type { Db, Tx } from '@server/db/client';
import { appExtensions, appInstalls } from '@server/db/schema/apps';
import { backupsOf } from './backups';
import { CMS_APP_ID, catalogueApp, latestVersion } from './catalogue';
import { compareVersions, directoryEntry, latestRelease } from './cms-directory';
import { sitePhpVersion } from './health-check';
import { installUrl, type InstallRow } from './install-repository';

type Q = Db | Tx;
type ExtensionRow = typeof appExtensions.$inferSelect;

/** What one plugin or theme adds to the install's files, on top of the core's (the catalogue's diskMb). */
const EXTENSION_MB = 2.5;

export const adminUrlOf = (row: InstallRow) => `${installUrl(row)}${catalogueApp(row.appId).adminPath ?? ''}`;

/** True when the directory has a newer release than the one on disk. */
export function extensionBehind(ext: Pick<ExtensionRow, 'kind' | 'slug' | 'version'>): boolean {
  const entry = directoryEntry(ext.kind as 'plugin' | 'theme', ext.slug);
  return !!entry && compareVersions(ext.version, latestRelease(entry).version) < 0;
}

export function presentCmsInstall(row: InstallRow): z.input<typeof CmsInstall> {
  const latest = latestVersion(catalogueApp(CMS_APP_ID));
  return {
    id: row.id,
    domain: row.domain,
    path: row.path,
    url: installUrl(row),
    version: row.version,
    latestVersion: latest,
    updateAvailable: compareVersions(row.version, latest) < 0,
    autoUpdate: row.cmsAutoUpdate as z.infer<typeof AutoUpdate>,
    isStaging: row.stagingOf !== null,
    stagingOf: row.stagingOf,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function extensionsOf(q: Q, installId: string): Promise<ExtensionRow[]> {
  return q
    .select()
    .from(appExtensions)
    .where(eq(appExtensions.installId, installId))
    .orderBy(asc(appExtensions.kind), asc(appExtensions.slug));
}

export async function stagingCopiesOf(q: Q, installId: string): Promise<InstallRow[]> {
  return q
    .select()
    .from(appInstalls)
    .where(and(eq(appInstalls.stagingOf, installId), eq(appInstalls.appId, CMS_APP_ID)))
    .orderBy(asc(appInstalls.createdAt), asc(appInstalls.id));
}

export async function presentCmsInstallDetail(
  q: Q,
  deps: Deps,
  a: Pick<HostingAccountRef, 'target' | 'node'>,
  row: InstallRow,
): Promise<z.input<typeof CmsInstallDetail>> {
  const extensions = await extensionsOf(q, row.id);
  const plugins = extensions.filter((e) => e.kind === 'plugin');
  const theme = extensions.find((e) => e.kind === 'theme' && e.active);
  const [lastBackup] = await backupsOf(q, row.id);
  const copies = await stagingCopiesOf(q, row.id);
  return {
    ...presentCmsInstall(row),
    target: a.target,
    adminUrl: adminUrlOf(row),
    phpVersion: await sitePhpVersion(q, row),
    database: {
      name: row.databaseName ?? '',
      user: row.databaseUser ?? row.databaseName ?? '',
      host: deps.infra.databaseNode.engine(a.node.name).host,
      tablePrefix: row.tablePrefix ?? '',
    },
    activeTheme: theme?.slug ?? null,
    plugins: {
      total: plugins.length,
      active: plugins.filter((p) => p.active).length,
      updates: plugins.filter(extensionBehind).length,
    },
    stagingCopies: copies.map((c) => ({ id: c.id, url: installUrl(c), createdAt: c.createdAt.toISOString() })),
    diskUsageMb: Math.round((catalogueApp(row.appId).diskMb + extensions.length * EXTENSION_MB) * 10) / 10,
    lastBackupAt: lastBackup?.createdAt.toISOString() ?? null,
  };
}
