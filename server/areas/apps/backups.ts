// Backups and restore points of an install: a snapshot of what a restore puts
// back (the install's own columns, its plugins and themes, and for a CMS
// install every row of its database tables), kept in app_backups. An update,
// a staging push and a restore take a restore point first; the installer's
// "back up now" and the scheduled backups are the same with another kind.
import type { CustomerSql } from '@server/db/customer-server';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppBackup } from '@contract/apps';
import { newId } from '@server/core/crypto';
import type { Db, Tx } from '@server/db/client';
import { appBackups, appExtensions, appInstalls } from '@server/db/schema/apps';
import { restoreCmsSite, snapshotCmsSite, type CmsSnapshot } from '@server/infra/cms-site';
import { catalogueApp } from './catalogue';
import { cmsLocation, type InstallRow } from './install-repository';

type Q = Db | Tx;
export type BackupRow = typeof appBackups.$inferSelect;
type ExtensionRow = typeof appExtensions.$inferSelect;

/** What a backup holds. `site` only for an install with CMS tables and the database included. */
interface Snapshot {
  install: { version: string; settings: Record<string, unknown>; maintenance: boolean; debug: boolean };
  extensions?: Omit<ExtensionRow, 'installId' | 'installedAt'>[];
  site?: CmsSnapshot;
}

export interface NewBackup {
  kind: 'manual' | 'scheduled' | 'restore_point';
  note: string | null;
  includesFiles?: boolean;
  includesDatabase?: boolean;
  now: Date;
}

const hasCmsTables = (row: InstallRow) => !!row.databaseName && row.tablePrefix !== null;

/** Take a backup of the install as it is now, in the caller's transaction. */
export async function takeBackup(q: Q, node: CustomerSql, install: InstallRow, b: NewBackup): Promise<BackupRow> {
  const files = b.includesFiles ?? true;
  const database = (b.includesDatabase ?? true) && !!install.databaseName;
  const snapshot: Snapshot = {
    install: {
      version: install.version,
      settings: install.settings,
      maintenance: install.maintenance,
      debug: install.debug,
    },
  };
  if (files) {
    const ext = await q.select().from(appExtensions).where(eq(appExtensions.installId, install.id));
    snapshot.extensions = ext.map(({ installId: _i, installedAt: _t, ...rest }) => rest);
  }
  if (database && hasCmsTables(install)) snapshot.site = await snapshotCmsSite(node, cmsLocation(install));
  const app = catalogueApp(install.appId);
  // The size a real backup would have: the app's files, plus the database rows' JSON.
  const sizeMb =
    Math.round(((files ? app.diskMb : 0) + (snapshot.site ? JSON.stringify(snapshot.site).length / 1e6 : 0)) * 100) /
    100;
  const [row] = await q
    .insert(appBackups)
    .values({
      id: newId('bak', 12),
      accountId: install.accountId,
      serviceId: install.serviceId,
      installId: install.id,
      appId: install.appId,
      version: install.version,
      kind: b.kind,
      includesFiles: files,
      includesDatabase: database,
      sizeMb,
      note: b.note,
      snapshot: snapshot as unknown as Record<string, unknown>,
      createdAt: b.now,
    })
    .returning();
  return row!;
}

/**
 * Put a backup back, in the caller's transaction: `files` restores the version and the plugins and
 * themes, `database` the CMS tables, `full` both (each only where the backup has it).
 */
export async function restoreBackup(
  q: Q,
  node: CustomerSql,
  install: InstallRow,
  backup: BackupRow,
  part: 'full' | 'files' | 'database',
  now: Date,
): Promise<InstallRow> {
  const snap = backup.snapshot as unknown as Snapshot;
  let row = install;
  if (part !== 'database' && backup.includesFiles) {
    const [updated] = await q
      .update(appInstalls)
      .set({ ...snap.install, updatedAt: now })
      .where(eq(appInstalls.id, install.id))
      .returning();
    row = updated!;
    await q.delete(appExtensions).where(eq(appExtensions.installId, install.id));
    if (snap.extensions?.length)
      await q.insert(appExtensions).values(snap.extensions.map((e) => ({ ...e, installId: install.id })));
  }
  if (part !== 'files' && backup.includesDatabase && snap.site && hasCmsTables(install))
    await restoreCmsSite(node, cmsLocation(install), snap.site);
  return row;
}

export async function backupsOf(q: Q, installId: string): Promise<BackupRow[]> {
  return q.select().from(appBackups).where(eq(appBackups.installId, installId)).orderBy(desc(appBackups.createdAt));
}

export async function backupOfService(q: Q, serviceId: number, id: string): Promise<BackupRow | null> {
  const [row] = await q
    .select()
    .from(appBackups)
    .where(and(eq(appBackups.id, id), eq(appBackups.serviceId, serviceId)));
  return row ?? null;
}

export function presentBackup(row: BackupRow): z.input<typeof AppBackup> {
  return {
    id: row.id,
    installId: row.installId,
    appName: catalogueApp(row.appId).name,
    version: row.version,
    includesFiles: row.includesFiles,
    includesDatabase: row.includesDatabase,
    sizeMb: row.sizeMb,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}
