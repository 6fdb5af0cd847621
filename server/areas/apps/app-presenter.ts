// The installer's answers: an install as the listing shows it (its version
// against the catalogue's latest), one install in detail (directory, database,
// backups, admin URL), and a catalogue app.
import type { z } from 'zod';
import type { AppInstall, AppInstallDetail, AutoBackup, AvailableApp } from '@contract/apps';
import type { Target } from '@contract/common';
import type { HostingAccountRef } from '@server/areas/hosting/public';
import type { Deps } from '@server/core/deps';
import type { Db, Tx } from '@server/db/client';
import { backupsOf } from './backups';
import { catalogueApp, latestVersion, type CatalogueApp } from './catalogue';
import { installDirectory } from './install-requirements';
import { installUrl, type InstallRow } from './install-repository';

type Q = Db | Tx;

export function presentInstall(row: InstallRow): z.input<typeof AppInstall> {
  const app = catalogueApp(row.appId);
  const latest = latestVersion(app);
  return {
    id: row.id,
    appId: row.appId,
    appName: app.name,
    version: row.version,
    latestVersion: latest,
    // the catalogue lists releases oldest first: a version before the latest one is behind it
    updateAvailable: app.versions.indexOf(row.version) < app.versions.length - 1,
    domain: row.domain,
    path: row.path,
    url: installUrl(row),
    autoUpgrade: row.autoUpgrade,
    autoBackup: row.autoBackup as z.infer<typeof AutoBackup>,
    backupRotation: row.backupRotation,
    installedAt: row.createdAt.toISOString(),
  };
}

export async function presentDetail(
  q: Q,
  deps: Deps,
  a: Pick<HostingAccountRef, 'service' | 'plan' | 'node'> & { target: Target },
  row: InstallRow,
): Promise<z.input<typeof AppInstallDetail>> {
  const app = catalogueApp(row.appId);
  const backups = await backupsOf(q, row.id);
  return {
    ...presentInstall(row),
    target: a.target,
    adminUrl: app.adminPath === null ? null : `${installUrl(row)}${app.adminPath}`,
    directory: await installDirectory(q, a, row.domain, row.path),
    database: row.databaseName
      ? {
          name: row.databaseName,
          user: row.databaseUser ?? row.databaseName,
          host: deps.infra.databaseNode.engine(a.node.name).host,
        }
      : null,
    backups: backups.length,
    lastBackupAt: backups[0]?.createdAt.toISOString() ?? null,
  };
}

export const presentAvailable = (app: CatalogueApp): z.input<typeof AvailableApp> => ({
  appId: app.appId,
  name: app.name,
  category: app.category,
  version: latestVersion(app),
  description: app.description,
  needsDatabase: app.needsDatabase,
  minPhpVersion: app.minPhpVersion,
  diskMb: app.diskMb,
});
